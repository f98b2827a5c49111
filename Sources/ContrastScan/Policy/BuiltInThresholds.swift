import ContrastScanSupport
extension ContrastPolicy {
    /// WCAG 2.x defaults: 1.4.3 (text 4.5:1, large text 3:1), 1.4.11 (non-text
    /// 3:1), and 1.4.6 on screenshots taken with Increase Contrast (text 7:1,
    /// large text 4.5:1) — a user who asked for more contrast gets the
    /// enhanced level. Decorative regions are never failed.
    public static let builtInWCAG2 = ThresholdTable<RegionRole>(
        general: [.text: .minimum(4.5), .largeText: .minimum(3), .nonText: .minimum(3), .decorative: .never],
        overrides: [.init(when: Appearance(contrast: .increased), thresholds: [.text: .minimum(7), .largeText: .minimum(4.5)])])

    /// APCA Bronze Simple Mode defaults (see `APCAUse`), and with Increase
    /// Contrast the text levels raised by Lc 15 — the APCA docs' step for an
    /// AAA-like level — capped at Lc 90, the level Bronze calls preferred for
    /// body text. Non-text stays at 30, as WCAG 1.4.6 leaves non-text alone.
    public static let builtInAPCA = ThresholdTable<APCAUse>(
        general: Dictionary(uniqueKeysWithValues: APCAUse.allCases.map { ($0, $0.defaultLc.map(Threshold.minimum) ?? .never) }),
        overrides: [.init(when: Appearance(contrast: .increased), thresholds: Dictionary(uniqueKeysWithValues:
            [APCAUse.bodyText, .contentText, .largeText].map { ($0, .minimum(min($0.defaultLc! + increasedContrastLcStep, 90))) }))])

    /// Lc added to the built-in APCA text levels with Increase Contrast.
    public static let increasedContrastLcStep = 15.0

    /// The rule text for a built-in WCAG threshold, e.g. "WCAG 1.4.3 text 4.5:1".
    static func builtInWCAGRule(_ category: RegionRole, _ threshold: Threshold,
                                _ origin: ThresholdTable<RegionRole>.Origin) -> String {
        guard let ratio = threshold.value else { return "\(category.rawValue): reported, never failed" }
        let appearance = origin.summary.map { ", \($0)" } ?? ""
        switch category {
        case .nonText: return "WCAG 1.4.11 non-text\(appearance) \(ratioText(ratio))"
        case .text, .largeText, .decorative:
            let criterion = appearance.isEmpty ? "1.4.3" : "1.4.6"
            let name = category == .largeText ? "large text" : category.rawValue
            return "WCAG \(criterion) \(name)\(appearance) \(ratioText(ratio))"
        }
    }

    /// The rule text for a built-in APCA threshold, e.g. "APCA body text Lc 75".
    static func builtInAPCARule(_ use: APCAUse, _ threshold: Threshold,
                                _ origin: ThresholdTable<APCAUse>.Origin) -> String {
        guard let lc = threshold.value else { return "\(use.displayName): reported, never failed" }
        let appearance = origin.summary.map { ", \($0)" } ?? ""
        return "APCA \(use.displayName)\(appearance) \(lcText(lc))"
    }

    static func ratioText(_ ratio: Double) -> String { "\(JSONValue.format(ratio, decimals: 2)):1" }
    static func lcText(_ lc: Double) -> String { "Lc \(JSONValue.format(lc, decimals: 2))" }
}

extension ThresholdTable.Origin {
    /// The appearance of an override ("increased contrast"); nil for general.
    var summary: String? {
        if case .appearance(let appearance) = self { return appearance.summary }
        return nil
    }
}
