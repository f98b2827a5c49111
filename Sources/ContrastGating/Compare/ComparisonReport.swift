import ContrastScan
/// The result of comparing a set of screenshots with their baselines: what every renderer
/// (text summary, JSON, JUnit, Markdown) and the exit status are made from.
public struct ComparisonReport: Sendable, Equatable {
    /// A region of a screenshot: how the findings across screenshots are listed.
    public struct Finding: Sendable, Equatable {
        public var path: String
        public var region: RegionComparison
    }

    /// Region and screenshot totals.
    public struct Counts: Sendable, Equatable {
        public var screenshots = 0
        public var regions = 0
        public var regressed = 0
        public var improved = 0
        public var unchanged = 0
        public var added = 0
        /// Regions failing now as in the baseline (known failures, not regressions).
        public var stillFailing = 0
        public var problems = 0
        /// Baselines written by this run.
        public var recorded = 0
    }

    public var tolerance: Tolerance
    /// Sorted by path.
    public var screenshots: [ScreenshotComparison]

    public init(tolerance: Tolerance, screenshots: [ScreenshotComparison]) {
        self.tolerance = tolerance
        self.screenshots = screenshots.sorted { $0.path < $1.path }
    }

    /// Whether any region regressed (exit 1).
    public var hasRegressions: Bool { screenshots.contains { $0.hasRegressions } }
    /// Whether any input could not be used (exit 2, which wins over 1).
    public var hasProblems: Bool { screenshots.contains { $0.hasProblems } }

    public var problems: [InputProblem] { screenshots.flatMap(\.problems) }

    public var counts: Counts {
        var c = Counts()
        c.screenshots = screenshots.count
        for shot in screenshots {
            c.problems += shot.problems.count
            if shot.recordedBaseline != nil { c.recorded += 1 }
            for region in shot.regions {
                c.regions += 1
                switch region.outcome {
                case .regressed: c.regressed += 1
                case .improved: c.improved += 1
                case .unchanged: c.unchanged += 1
                case .added: c.added += 1
                }
                if region.outcome != .regressed, region.baseline?.verdict == .fail, region.current?.verdict == .fail {
                    c.stillFailing += 1
                }
            }
        }
        return c
    }

    /// Every regression across screenshots, worst first.
    public var regressions: [Finding] { findings(.regressed).sorted { RegionComparison.worstFirst($0.region, $1.region) } }

    /// The regions with `outcome`, in path then sidecar order.
    public func findings(_ outcome: RegionComparison.Outcome) -> [Finding] {
        screenshots.flatMap { shot in
            shot.regions.filter { $0.outcome == outcome }.map { Finding(path: shot.path, region: $0) }
        }
    }

    /// Screens × appearances, worst region per cell.
    public var matrix: AppearanceMatrix { AppearanceMatrix(screenshots) }
}
