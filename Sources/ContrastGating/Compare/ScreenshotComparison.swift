import ContrastScan
/// One screenshot compared with its baseline: paired by relative path, then region by
/// region by id.
public struct ScreenshotComparison: Sendable, Equatable {
    /// How far the comparison got.
    public enum Status: String, Sendable, Equatable, CaseIterable {
        /// Analysed and compared with its baseline.
        case compared
        /// It had no baseline; one was written (record mode `missing` or `all`). Every
        /// region is `added`.
        case recorded
        /// It has no baseline and recording is off: an input error.
        case missingBaseline
        /// A baseline exists but the screenshot does not: every region `disappeared`.
        case missingScreenshot
        /// The screenshot could not be analysed, or its baseline could not be read.
        case failed
    }

    /// The screenshot's path relative to the folders compared, e.g. `settings/main~dark.png`.
    public var path: String
    /// Its screen and appearance, for the matrix.
    public var identity: ScreenIdentity
    public var status: Status
    /// As recorded; nil when there was none (or it could not be read).
    public var baseline: ImageRecord?
    /// As measured now; nil when the screenshot is missing or could not be analysed.
    public var current: ImageRecord?
    public var regions: [RegionComparison]
    /// What changed about the screenshot as a whole (size, scale, appearance): reported,
    /// never failed.
    public var notes: [String]
    /// What stopped the comparison, or a region that could not be measured: exit 2.
    public var problems: [InputProblem]
    /// The baseline file written by this run (record mode `missing` or `all`), if any.
    public var recordedBaseline: String?

    public init(path: String, identity: ScreenIdentity, status: Status, baseline: ImageRecord? = nil,
                current: ImageRecord? = nil, regions: [RegionComparison] = [], notes: [String] = [],
                problems: [InputProblem] = [], recordedBaseline: String? = nil) {
        self.path = path
        self.identity = identity
        self.status = status
        self.baseline = baseline
        self.current = current
        self.regions = regions
        self.notes = notes
        self.problems = problems
        self.recordedBaseline = recordedBaseline
    }

    /// The regions that regressed, worst first.
    public var regressions: [RegionComparison] {
        regions.filter { $0.outcome == .regressed }.sorted(by: RegionComparison.worstFirst)
    }

    public var hasRegressions: Bool { regions.contains { $0.outcome == .regressed } }
    public var hasProblems: Bool { !problems.isEmpty }
}

extension RegionComparison {
    /// Worst first: by the worst reason (now fails, disappeared, needs review, ratio
    /// dropped), then by how far the ratio fell, then by id.
    public static func worstFirst(_ a: RegionComparison, _ b: RegionComparison) -> Bool {
        let ra = a.regressions.first?.rank ?? Int.max, rb = b.regressions.first?.rank ?? Int.max
        if ra != rb { return ra < rb }
        let ca = a.ratioChange ?? 0, cb = b.ratioChange ?? 0
        if ca != cb { return ca < cb }
        return a.id < b.id
    }
}
