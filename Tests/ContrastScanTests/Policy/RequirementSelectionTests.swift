import ContrastScan
import ContrastScanSupport
import Testing

/// Which threshold a region is held to: role × size × weight × appearance ×
/// standard, the two large-text rules, and the precedence of overrides.
@Suite("Requirement selection")
struct RequirementSelectionTests {
    private func spec(_ role: RegionRole = .text, size: Double? = nil, weight: Double? = nil,
                      minimumRatio: Double? = nil, minimumLc: Double? = nil) -> RegionSpec {
        RegionSpec(id: "r", rect: PointRect(x: 0, y: 0, width: 1, height: 1), role: role, fontSize: size, fontWeight: weight,
                   minimumRatio: minimumRatio, minimumLc: minimumLc)
    }

    private static let increased = Appearance(colorScheme: .light, contrast: .increased, level: .base)
    private static let standard = Appearance(colorScheme: .light, contrast: .standard, level: .base)

    // MARK: APCA Bronze Simple Mode table

    @Test("APCA level by role, size and weight", arguments: [
        (RegionRole.text, nil as Double?, nil as Double?, 75.0 as Double?),  // no size: body text
        (.text, 16, 400, 75),
        (.text, 23.9, 400, 75),
        (.text, 24, 400, 60),     // content: 24 px/400
        (.text, 20.9, 500, 75),
        (.text, 21, 500, 60),     // 21/500
        (.text, 21, 550, 60),     // between rows: the 500 row
        (.text, 18, 600, 60),     // 18/600
        (.text, 17.9, 600, 75),
        (.text, 16, 700, 60),     // 16/700
        (.text, 16, 900, 60),     // heavier than 700: the 700 row
        (.text, 15.9, 700, 75),
        (.text, 36, 300, 60),     // 36/300 is content, not large (large needs 400)
        (.text, 48, 200, 60),
        (.text, 47, 200, 75),
        (.text, 100, 100, 75),    // lighter than every row: body
        (.text, 36, 400, 45),     // large: 36 px normal
        (.text, 36, 600, 45),
        (.text, 24, 700, 45),     // large: 24 px bold
        (.text, 24, 650, 60),
        (.largeText, nil, nil, 60), // WCAG-large without a size: content
        (.largeText, 15, 700, 75),  // the size table decides when there is a size
        (.largeText, 40, 400, 45),
        (.nonText, nil, nil, 30),
        (.decorative, nil, nil, nil),
    ])
    func apcaLevels(_ role: RegionRole, _ size: Double?, _ weight: Double?, _ expected: Double?) {
        let requirement = ContrastPolicy(standard: .apca).requirement(for: spec(role, size: size, weight: weight), appearance: nil)
        #expect(requirement.minimumLc == expected)
        #expect(requirement.minimumRatio == nil)
        #expect(requirement.standard == .apca)
    }

    @Test("APCA with Increase Contrast: text +15, capped at 90; non-text unchanged", arguments: [
        (RegionRole.text, 16.0 as Double?, 400.0 as Double?, 90.0 as Double?),
        (.text, 24, 400, 75),
        (.text, 36, 400, 60),
        (.nonText, nil, nil, 30),
        (.decorative, nil, nil, nil),
    ])
    func apcaIncreasedContrast(_ role: RegionRole, _ size: Double?, _ weight: Double?, _ expected: Double?) {
        let requirement = ContrastPolicy(standard: .apca).requirement(for: spec(role, size: size, weight: weight),
                                                                      appearance: Self.increased)
        #expect(requirement.minimumLc == expected)
    }

    // MARK: Rules name the standard, threshold and source

    @Test func rulesNameStandardThresholdAndSource() {
        let body = spec(.text, size: 16, weight: 400)
        #expect(ContrastPolicy().requirement(for: body, appearance: nil).rule == "WCAG 1.4.3 text 4.5:1")
        #expect(ContrastPolicy(standard: .apca).requirement(for: body, appearance: nil).rule
            == "APCA body text Lc 75 (16 pt, weight 400)")
        #expect(ContrastPolicy(standard: .apca).requirement(for: body, appearance: Self.increased).rule
            == "APCA body text, increased contrast Lc 90 (16 pt, weight 400)")
        #expect(ContrastPolicy(standard: .apca).requirement(for: spec(.text, size: 16), appearance: nil).rule
            == "APCA body text Lc 75 (16 pt, weight 400 assumed)")
        #expect(ContrastPolicy(standard: .apca).requirement(for: spec(.text), appearance: nil).rule
            == "APCA body text Lc 75 (no fontSize)")
        #expect(ContrastPolicy(standard: .apca).requirement(for: spec(.nonText), appearance: nil).rule == "APCA non-text Lc 30")
        let both = ContrastPolicy(standard: .both).requirement(for: body, appearance: nil)
        #expect(both.rule == "WCAG 1.4.3 text 4.5:1; APCA body text Lc 75 (16 pt, weight 400)")
        #expect(both.minimumRatio == 4.5 && both.minimumLc == 75 && both.standard == .both)
    }

    @Test func decorativeUnderBothIsNeverFailedWithOneRule() {
        let requirement = ContrastPolicy(standard: .both).requirement(for: spec(.decorative), appearance: nil)
        #expect(!requirement.isAssessed)
        #expect(requirement.rule == "decorative: reported, never failed")
    }

    // MARK: Large-text rules

    @Test("WCAG and Apple HIG large-text rules", arguments: [
        // size, weight, WCAG threshold, Apple HIG threshold
        (17.0 as Double?, 400.0 as Double?, 4.5, 4.5),
        (17.5, 400, 4.5, 4.5),    // between HIG's "up to 17" and "18": not large
        (18, 400, 3, 3),
        (18, 100, 3, 3),
        (14, 700, 3, 3),
        (13.9, 700, 4.5, 3),      // HIG: bold at any size
        (12, 700, 4.5, 3),
        (nil, 700, 4.5, 3),
        (17, 600, 4.5, 4.5),      // semibold is not bold
        (nil, nil, 4.5, 4.5),
    ])
    func largeTextRules(_ size: Double?, _ weight: Double?, _ wcag: Double, _ hig: Double) {
        let region = spec(.text, size: size, weight: weight)
        #expect(ContrastPolicy(largeTextRule: .wcag).requirement(for: region, appearance: nil).minimumRatio == wcag)
        #expect(ContrastPolicy(largeTextRule: .appleHIG).requirement(for: region, appearance: nil).minimumRatio == hig)
        #expect(ContrastPolicy(largeTextRule: .appleHIG).requirement(for: region, appearance: Self.increased).minimumRatio
            == (hig == 3 ? 4.5 : 7))
    }

    @Test func appleHIGRuleIsNamedWhenItClassifiedTheText() {
        let policy = ContrastPolicy(largeTextRule: .appleHIG)
        #expect(policy.requirement(for: spec(.text, size: 12, weight: 700), appearance: nil).rule
            == "WCAG 1.4.3 large text 3:1 (Apple HIG size rule)")
        #expect(policy.requirement(for: spec(.largeText), appearance: nil).rule == "WCAG 1.4.3 large text 3:1")
    }

    // MARK: Precedence: sidecar > appearance-specific policy > general policy > built-in

    private static let layered = ContrastPolicy(
        wcag2: ThresholdTable(
            general: [.text: .minimum(5), .nonText: .never],
            overrides: [
                .init(when: Appearance(colorScheme: .dark), thresholds: [.text: .minimum(5.5), .largeText: .minimum(3.5)]),
                .init(when: Appearance(colorScheme: .dark, contrast: .increased), thresholds: [.text: .minimum(9)]),
                .init(when: Appearance(contrast: .increased), thresholds: [.largeText: .minimum(4)]),
            ]),
        name: "team.json")

    @Test("precedence of policy layers over the built-in defaults", arguments: [
        // role, appearance, expected ratio, expected rule
        (RegionRole.text, nil as Appearance?, 5.0 as Double?, "policy team.json: WCAG text 5:1"),
        // a general policy value beats the built-in Increase Contrast 7:1
        (.text, Appearance(colorScheme: .light, contrast: .increased), 5, "policy team.json: WCAG text 5:1"),
        (.text, Appearance(colorScheme: .dark), 5.5, "policy team.json: WCAG text 5.5:1 when dark"),
        // the most specific entry wins
        (.text, Appearance(colorScheme: .dark, contrast: .increased, level: .elevated), 9,
         "policy team.json: WCAG text 9:1 when dark, increased contrast"),
        // equally specific: the later entry wins
        (.largeText, Appearance(colorScheme: .dark, contrast: .increased), 4,
         "policy team.json: WCAG largeText 4:1 when increased contrast"),
        (.largeText, Appearance(colorScheme: .dark, contrast: .standard), 3.5, "policy team.json: WCAG largeText 3.5:1 when dark"),
        // nothing in the policy: the built-in default, with its own Increase Contrast value
        (.largeText, Appearance(colorScheme: .light, contrast: .standard), 3, "WCAG 1.4.3 large text 3:1"),
        // an axis the sidecar does not give never matches a named one
        (.largeText, Appearance(contrast: .standard), 3, "WCAG 1.4.3 large text 3:1"),
        (.nonText, Appearance(colorScheme: .dark), nil, "policy team.json: WCAG nonText reported, never failed"),
        (.decorative, nil, nil, "decorative: reported, never failed"),
    ])
    func precedence(_ role: RegionRole, _ appearance: Appearance?, _ ratio: Double?, _ rule: String) {
        let requirement = Self.layered.requirement(for: spec(role), appearance: appearance)
        #expect(requirement.minimumRatio == ratio)
        #expect(requirement.rule == rule)
    }

    @Test func theBuiltInIncreaseContrastLevelAppliesWhenThePolicyIsSilent() {
        let policy = ContrastPolicy(wcag2: ThresholdTable(general: [.nonText: .minimum(3.5)]), name: "team.json")
        #expect(policy.requirement(for: spec(.text), appearance: Self.increased).rule == "WCAG 1.4.6 text, increased contrast 7:1")
        #expect(policy.requirement(for: spec(.nonText), appearance: Self.increased).rule == "policy team.json: WCAG nonText 3.5:1")
    }

    @Test func sidecarOverridesWinOverEveryPolicyLayer() {
        let region = spec(.text, minimumRatio: 4.8)
        let requirement = Self.layered.requirement(for: region, appearance: Appearance(colorScheme: .dark, contrast: .increased))
        #expect(requirement.minimumRatio == 4.8)
        #expect(requirement.rule == "sidecar minimumRatio 4.8:1")
        // A sidecar override also makes a decorative region count.
        #expect(ContrastPolicy().requirement(for: spec(.decorative, minimumRatio: 2), appearance: nil).isAssessed)
    }

    @Test func aSidecarOverrideAddsItsStandardRatherThanBeingIgnored() {
        let lc = ContrastPolicy().requirement(for: spec(.text, size: 16, minimumLc: 70), appearance: nil)
        #expect(lc.standard == .both)
        #expect(lc.minimumRatio == 4.5 && lc.minimumLc == 70)
        #expect(lc.rule == "WCAG 1.4.3 text 4.5:1; sidecar minimumLc 70")
        let ratio = ContrastPolicy(standard: .apca).requirement(for: spec(.text, size: 16, weight: 400, minimumRatio: 5), appearance: nil)
        #expect(ratio.standard == .both)
        #expect(ratio.rule == "sidecar minimumRatio 5:1; APCA body text Lc 75 (16 pt, weight 400)")
    }

    @Test func apcaPolicyLevelsAndAppearancesFollowTheSameOrder() {
        let policy = ContrastPolicy(
            standard: .apca,
            apca: ThresholdTable(general: [.bodyText: .minimum(90), .decorative: .minimum(15)],
                                 overrides: [.init(when: Appearance(colorScheme: .dark), thresholds: [.nonText: .minimum(45)])]),
            name: "team.json")
        let body = spec(.text, size: 16, weight: 400)
        #expect(policy.requirement(for: body, appearance: Self.increased).minimumLc == 90)
        #expect(policy.requirement(for: body, appearance: nil).rule == "policy team.json: APCA bodyText Lc 90 (16 pt, weight 400)")
        #expect(policy.requirement(for: spec(.decorative), appearance: nil).minimumLc == 15)
        #expect(policy.requirement(for: spec(.decorative), appearance: nil).rule == "policy team.json: APCA decorative Lc 15")
        #expect(policy.requirement(for: spec(.nonText), appearance: Appearance(colorScheme: .dark)).rule
            == "policy team.json: APCA nonText Lc 45 when dark")
        #expect(policy.requirement(for: spec(.nonText), appearance: Self.standard).minimumLc == 30)
        #expect(policy.requirement(for: spec(.text, size: 24, weight: 400), appearance: Self.increased).rule
            == "APCA content text, increased contrast Lc 75 (24 pt, weight 400)")
    }
}
