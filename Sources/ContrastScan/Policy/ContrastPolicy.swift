import ContrastScanSupport
/// Which contrast a region must reach, the rule that says so, and the
/// verdict: the one place a region is passed or failed.
///
/// Without a policy file this is WCAG 2.x with the built-in thresholds
/// (`builtInWCAG2`). A policy file (`PolicyDecoder`, <doc:PolicyFile>)
/// picks the standard — WCAG 2.x, APCA or both — the large-text rule, and
/// thresholds by role and appearance. For each threshold the first of these
/// that sets it wins:
///
/// 1. the region's own `minimumRatio` / `minimumLc` in the sidecar;
/// 2. the policy's appearance-specific values (most specific, then latest);
/// 3. the policy's general values;
/// 4. the built-in defaults (their Increase Contrast values, then the general ones).
///
/// Ratios and Lc are compared unrounded: 4.499 fails 4.5.
public struct ContrastPolicy: Sendable, Equatable {
    /// Confidence below which a verdict that the pixels cannot settle becomes `review`.
    public var minimumConfidence: Double
    /// The standard regions are held to.
    public var standard: ContrastStandard
    /// How `text` regions are found large for WCAG.
    public var largeTextRule: LargeTextRule
    /// WCAG ratios from the policy file, by role after the large-text rule
    /// (a large `text` region looks up `largeText`); over `builtInWCAG2`.
    public var wcag2: ThresholdTable<RegionRole>
    /// APCA Lc levels from the policy file, by use; over `builtInAPCA`.
    public var apca: ThresholdTable<APCAUse>
    /// The policy file's name, shown in rules ("policy team.json: …").
    public var name: String?

    /// A policy; the defaults are the built-in behaviour (WCAG 2.x, WCAG's
    /// large-text rule, built-in thresholds). `PolicyDecoder` makes one from a file.
    public init(minimumConfidence: Double = ContrastEstimator.decidedConfidence, standard: ContrastStandard = .wcag2,
                largeTextRule: LargeTextRule = .wcag, wcag2: ThresholdTable<RegionRole> = .empty,
                apca: ThresholdTable<APCAUse> = .empty, name: String? = nil) {
        self.minimumConfidence = minimumConfidence
        self.standard = standard
        self.largeTextRule = largeTextRule
        self.wcag2 = wcag2
        self.apca = apca
        self.name = name
    }

    /// Whether text of this size and weight is "large" in WCAG's sense:
    /// at least 18 pt, or at least 14 pt and bold (weight ≥ 700).
    public static func isLargeText(fontSize: Double?, fontWeight: Double?) -> Bool {
        LargeTextRule.wcag.isLarge(fontSize: fontSize, fontWeight: fontWeight)
    }

    /// What `spec` is held to on a screenshot taken in `appearance`.
    ///
    /// A sidecar override adds its standard when the policy does not apply
    /// it: a region with `minimumLc` under a WCAG-only policy is checked
    /// against both, so an explicit request is never silently ignored.
    public func requirement(for spec: RegionSpec, appearance: Appearance?) -> Requirement {
        let standard = standard.adding(wcag: spec.minimumRatio != nil, apca: spec.minimumLc != nil)
        var rules: [String] = []
        var ratio: Double?, lc: Double?
        if standard.includesWCAG {
            let (threshold, rule) = wcagThreshold(for: spec, appearance: appearance)
            ratio = threshold.value
            rules.append(rule)
        }
        if standard.includesAPCA {
            let (threshold, rule) = apcaThreshold(for: spec, appearance: appearance)
            lc = threshold.value
            if !rules.contains(rule) { rules.append(rule) }
        }
        return Requirement(standard: standard, minimumRatio: ratio, minimumLc: lc, rule: rules.joined(separator: "; "),
                           isNonText: spec.role == .nonText)
    }

    /// The verdict for an estimate held to `requirement`: under `both`, the
    /// worse of the two (fail, then review, then pass).
    ///
    /// Each measure is decided the same way. A confident estimate is compared
    /// directly. A low-confidence one is still decided when every value the
    /// pixels allow lies on the same side of the threshold, otherwise it is
    /// `review`: for WCAG the allowed values are the estimate's `ratioRange`;
    /// for APCA they are that range carried over to |Lc| (`APCALcRange`). APCA
    /// compares |Lc|, so light text on dark (negative Lc) is held to the same level.
    /// A WCAG pass by under 3% (5% for a non-text element) whose weakest glyph pixels read
    /// far below the minimum is `review` (`isThinPass`).
    public func verdict(for estimate: ContrastEstimate, requirement: Requirement) -> Verdict {
        var verdicts: [Verdict] = []
        if let minimum = requirement.minimumRatio {
            // A pass by a hair over a background that varies widely (`ContrastPolicy+ThinPass`).
            verdicts.append(holdsThinPass(estimate, requirement: requirement) ? .review
                            : decide(estimate.ratio, allowed: estimate.ratioRange, minimum: minimum,
                                     confidence: estimate.confidence))
        }
        if let minimum = requirement.minimumLc {
            verdicts.append(decide(abs(estimate.apcaLc), allowed: APCALcRange.allowed(by: estimate), minimum: minimum,
                                   confidence: estimate.confidence))
        }
        return verdicts.min() ?? .skipped
    }

    /// One measure's verdict: a confident estimate on its value, another on every value `allowed`.
    func decide(_ value: Double, allowed: ClosedRange<Double>, minimum: Double, confidence: Double) -> Verdict {
        if confidence >= minimumConfidence { return value >= minimum ? .pass : .fail }
        if allowed.lowerBound >= minimum { return .pass }
        if allowed.upperBound < minimum { return .fail }
        return .review
    }

    // MARK: - Threshold lookup, in precedence order

    private func wcagThreshold(for spec: RegionSpec, appearance: Appearance?) -> (Threshold, String) {
        if let ratio = spec.minimumRatio { return (.minimum(ratio), "sidecar minimumRatio \(Self.ratioText(ratio))") }
        let isLarge = spec.role == .text && largeTextRule.isLarge(fontSize: spec.fontSize, fontWeight: spec.fontWeight)
        let category = isLarge ? .largeText : spec.role
        // Name the large-text rule when it, not the sidecar's role, chose the category.
        let sizeRule = spec.role == .text && largeTextRule == .appleHIG ? " (Apple HIG size rule)" : ""
        if let (threshold, origin) = wcag2.lookup(category, appearance: appearance) {
            let value = threshold.value.map(Self.ratioText) ?? "reported, never failed"
            return (threshold, policyRule("WCAG \(category.rawValue) \(value)", origin) + sizeRule)
        }
        let (threshold, origin) = Self.builtInWCAG2.lookup(category, appearance: appearance) ?? (.never, .general)
        return (threshold, Self.builtInWCAGRule(category, threshold, origin) + sizeRule)
    }

    private func apcaThreshold(for spec: RegionSpec, appearance: Appearance?) -> (Threshold, String) {
        if let lc = spec.minimumLc { return (.minimum(lc), "sidecar minimumLc \(JSONValue.format(lc, decimals: 2))") }
        let use = APCAUse.of(role: spec.role, fontSize: spec.fontSize, fontWeight: spec.fontWeight)
        if let (threshold, origin) = apca.lookup(use, appearance: appearance) {
            let value = threshold.value.map(Self.lcText) ?? "reported, never failed"
            return (threshold, policyRule("APCA \(use.rawValue) \(value)", origin) + Self.fontNote(spec, use))
        }
        let (threshold, origin) = Self.builtInAPCA.lookup(use, appearance: appearance) ?? (.never, .general)
        let rule = Self.builtInAPCARule(use, threshold, origin)
        return (threshold, threshold == .never ? rule : rule + Self.fontNote(spec, use))
    }

    /// "policy team.json: WCAG text 7:1 when increased contrast".
    private func policyRule<C>(_ body: String, _ origin: ThresholdTable<C>.Origin) -> String {
        "policy \(name ?? "file"): \(body)" + (origin.summary.map { " when \($0)" } ?? "")
    }

    /// The size and weight that chose a text use: " (16 pt, weight 400)".
    private static func fontNote(_ spec: RegionSpec, _ use: APCAUse) -> String {
        guard use == .bodyText || use == .contentText || use == .largeText else { return "" }
        guard let size = spec.fontSize else { return " (no fontSize)" }
        let weight = spec.fontWeight.map { "weight \(JSONValue.format($0, decimals: 2))" } ?? "weight 400 assumed"
        return " (\(JSONValue.format(size, decimals: 2)) pt, \(weight))"
    }
}
