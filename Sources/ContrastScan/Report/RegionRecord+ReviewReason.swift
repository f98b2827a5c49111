extension RegionRecord {
    /// The one note a report gives as the reason a region needs review: its first note that is a
    /// doubt, passing over those that only say what was measured (`ContrastEstimator.isObservation`:
    /// a shadow set aside, the pair a control was measured as); the first note when every note is
    /// such an observation; nil when it has none.
    public var reviewReason: String? {
        warnings.first { !ContrastEstimator.isObservation($0) } ?? warnings.first
    }
}
