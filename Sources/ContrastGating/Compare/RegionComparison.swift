import ContrastScan
/// One region compared with its baseline, matched by id.
public struct RegionComparison: Sendable, Equatable {
    /// What happened to the region. Only `regressed` fails a comparison.
    public enum Outcome: String, Sendable, Equatable, CaseIterable {
        /// Worse in a way that matters (see `Regression`).
        case regressed
        /// Its verdict got better (fail or review → pass, fail → review), or its ratio rose
        /// by more than the tolerance.
        case improved
        /// Within the tolerance, same verdict (a region failing in the baseline and still
        /// failing, no worse, is unchanged: a known failure, not a regression).
        case unchanged
        /// Not in the baseline: a new id (or a screenshot with no baseline yet).
        case added
    }

    public var id: String
    /// As recorded; nil for an added region.
    public var baseline: RegionRecord?
    /// As measured now; nil for a region that disappeared.
    public var current: RegionRecord?
    public var outcome: Outcome
    /// Why it regressed, worst first; empty unless `outcome` is `regressed`.
    public var regressions: [Regression]

    public init(id: String, baseline: RegionRecord?, current: RegionRecord?,
                outcome: Outcome, regressions: [Regression] = []) {
        self.id = id
        self.baseline = baseline
        self.current = current
        self.outcome = outcome
        self.regressions = regressions
    }

    /// The label shown for the region: the current text, else the recorded one.
    public var text: String? { current?.text ?? baseline?.text }

    /// The relative change of the ratio, (new − old) / old; nil unless both were measured.
    public var ratioChange: Double? {
        guard let old = baseline?.ratio, let new = current?.ratio, old > 0 else { return nil }
        return (new - old) / old
    }
}
