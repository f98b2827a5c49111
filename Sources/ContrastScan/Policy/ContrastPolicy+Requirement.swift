extension ContrastPolicy {
    /// What one region is held to, and the rule that says so.
    public struct Requirement: Sendable, Equatable {
        /// The standards applied to this region: the policy's, plus any a
        /// sidecar override names.
        public var standard: ContrastStandard
        /// Minimum WCAG ratio; nil when WCAG is not applied or never fails the region.
        public var minimumRatio: Double?
        /// Minimum APCA |Lc|; nil when APCA is not applied or never fails the region.
        public var minimumLc: Double?
        /// The standard, the threshold and its source, e.g. "WCAG 1.4.3 text 4.5:1",
        /// "APCA body text Lc 75 (16 pt, weight 400)", "sidecar minimumRatio 5:1",
        /// "policy team.json: WCAG nonText 3.5:1"; two joined by "; " under `both`.
        public var rule: String
        /// Whether the region is a non-text element (WCAG 1.4.11): a thin pass is judged more widely
        /// for it (`ContrastPolicy.isThinPass`).
        public var isNonText: Bool

        /// A requirement; `ContrastPolicy.requirement(for:appearance:)` makes them for regions.
        public init(standard: ContrastStandard = .wcag2, minimumRatio: Double?, minimumLc: Double? = nil, rule: String,
                    isNonText: Bool = false) {
            self.standard = standard
            self.minimumRatio = minimumRatio
            self.minimumLc = minimumLc
            self.rule = rule
            self.isNonText = isNonText
        }

        /// Whether any threshold applies; a region with none is `skipped`.
        public var isAssessed: Bool { minimumRatio != nil || minimumLc != nil }
    }
}
