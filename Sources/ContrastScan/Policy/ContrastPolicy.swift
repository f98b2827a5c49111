/// Which ratio a region must reach, and the rule that says so.
///
/// The defaults are WCAG 2.x: 1.4.3 (4.5:1 text, 3:1 large text), 1.4.11
/// (3:1 non-text), and 1.4.6 for screens taken with Increase Contrast on
/// (7:1 text, 4.5:1 large text) — a user who asked for more contrast gets
/// the enhanced level. Ratios are compared unrounded: 4.499 fails 4.5.
public struct ContrastPolicy: Sendable, Equatable {
    /// The threshold for one region and why.
    public struct Requirement: Sendable, Equatable {
        /// Minimum WCAG ratio; nil for regions that are never failed.
        public var minimumRatio: Double?
        /// Human-readable rule, e.g. "WCAG 1.4.3 text 4.5:1".
        public var rule: String
    }

    /// Confidence below which a verdict that the pixels cannot settle becomes `review`.
    public var minimumConfidence: Double

    public init(minimumConfidence: Double = 0.5) {
        self.minimumConfidence = minimumConfidence
    }

    /// Whether text of this size and weight is "large" in WCAG's sense:
    /// at least 18 pt, or at least 14 pt and bold (weight ≥ 700).
    public static func isLargeText(fontSize: Double?, fontWeight: Double?) -> Bool {
        guard let size = fontSize else { return false }
        return size >= 18 || (size >= 14 && (fontWeight ?? 400) >= 700)
    }

    public func requirement(for spec: RegionSpec, appearance: Appearance?) -> Requirement {
        let increased = appearance?.contrast == .increased
        switch spec.role {
        case .decorative:
            return Requirement(minimumRatio: nil, rule: "decorative: reported, never failed")
        case .nonText:
            return Requirement(minimumRatio: 3, rule: "WCAG 1.4.11 non-text 3:1")
        case .largeText:
            return increased ? Requirement(minimumRatio: 4.5, rule: "WCAG 1.4.6 large text, increased contrast 4.5:1")
                             : Requirement(minimumRatio: 3, rule: "WCAG 1.4.3 large text 3:1")
        case .text:
            if Self.isLargeText(fontSize: spec.fontSize, fontWeight: spec.fontWeight) {
                return increased ? Requirement(minimumRatio: 4.5, rule: "WCAG 1.4.6 large text, increased contrast 4.5:1")
                                 : Requirement(minimumRatio: 3, rule: "WCAG 1.4.3 large text 3:1")
            }
            return increased ? Requirement(minimumRatio: 7, rule: "WCAG 1.4.6 text, increased contrast 7:1")
                             : Requirement(minimumRatio: 4.5, rule: "WCAG 1.4.3 text 4.5:1")
        }
    }

    /// The verdict for an estimate held to `requirement`.
    ///
    /// A low-confidence estimate is still decided when every ratio the pixels
    /// allow lies on the same side of the threshold; otherwise it is `review`.
    public func verdict(for estimate: ContrastEstimate, requirement: Requirement) -> Verdict {
        guard let minimum = requirement.minimumRatio else { return .skipped }
        let passes = estimate.ratio >= minimum
        if estimate.confidence >= minimumConfidence { return passes ? .pass : .fail }
        if estimate.ratioRange.lowerBound >= minimum { return .pass }
        if estimate.ratioRange.upperBound < minimum { return .fail }
        return .review
    }
}
