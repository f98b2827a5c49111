import Foundation
import ContrastScan
import Testing

/// Every rule text the policy writes names a rule of the SARIF catalogue.
@Suite("SARIF rule selection from the rule a region was held to")
struct SARIFRuleSelectionTests {
    private func key(_ spec: RegionSpec, policy: ContrastPolicy = ContrastPolicy(), appearance: Appearance? = nil,
                     ratio: Double = 2, lc: Double = 20) -> SARIFRuleCatalog.Key? {
        let requirement = policy.requirement(for: spec, appearance: appearance)
        let region = RegionRecord(id: spec.id, role: spec.role, ratio: ratio, apcaLc: lc, threshold: requirement.minimumRatio,
                                  minimumLc: requirement.minimumLc, rule: requirement.rule, verdict: .fail)
        return SARIFRuleCatalog.key(for: region)
    }

    private let rect = PointRect(x: 0, y: 0, width: 10, height: 10)

    @Test func builtInWCAGRules() {
        #expect(key(RegionSpec(id: "a", rect: rect, role: .text)) == .wcagText)
        #expect(key(RegionSpec(id: "a", rect: rect, role: .largeText)) == .wcagLargeText)
        #expect(key(RegionSpec(id: "a", rect: rect, role: .nonText)) == .wcagNonText)
        #expect(key(RegionSpec(id: "a", rect: rect, role: .text), appearance: Appearance(contrast: .increased)) == .wcagEnhancedText)
        #expect(key(RegionSpec(id: "a", rect: rect, role: .largeText), appearance: Appearance(contrast: .increased)) == .wcagEnhancedLargeText)
    }

    @Test func sidecarOverridesNameTheirOwnRule() {
        #expect(key(RegionSpec(id: "a", rect: rect, minimumRatio: 5)) == .sidecarMinimumRatio)
        // Under both standards the one that fails is named: here only the Lc (ratio 6 passes 4.5).
        #expect(key(RegionSpec(id: "a", rect: rect, minimumLc: 70), ratio: 6, lc: 40) == .sidecarMinimumLc)
    }

    @Test func policyRulesNameThePolicy() throws {
        let policy = try PolicyDecoder.decode(Data(#"{"version": 1, "standard": "both", "wcag2": {"text": 5}, "apca": {"bodyText": 80}}"#.utf8),
                                              name: "team.json")
        #expect(key(RegionSpec(id: "a", rect: rect, role: .text, fontSize: 17), policy: policy) == .policyWCAG(.text))
        #expect(key(RegionSpec(id: "a", rect: rect, role: .text, fontSize: 17), policy: policy, ratio: 6, lc: 40) == .policyAPCA(.bodyText))
    }

    @Test func anUnknownRuleTextNamesNoRule() {
        #expect(SARIFRuleCatalog.key(for: RegionRecord(id: "a", rule: "something else", verdict: .fail)) == nil)
    }
}
