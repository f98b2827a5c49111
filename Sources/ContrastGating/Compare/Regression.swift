import ContrastScan
/// Why a region counts as a regression against its baseline. A region can have several;
/// they are listed worst first (the order of the cases).
public enum Regression: String, Sendable, Equatable, CaseIterable, Comparable {
    /// It did not fail before and fails now.
    case nowFails
    /// It is in the baseline but no longer in the screenshot (its id is gone from the
    /// sidecar, or the whole screenshot is missing).
    case disappeared
    /// Its verdict became `review`: the pixels no longer support a decision.
    case nowNeedsReview
    /// Its ratio dropped by more than the tolerance (whatever the verdict).
    case ratioDropped

    /// Worst first.
    public static func < (a: Regression, b: Regression) -> Bool { a.rank < b.rank }

    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// "now fails", "disappeared", "now needs review", "ratio dropped".
    public var phrase: String {
        switch self {
        case .nowFails: return "now fails"
        case .disappeared: return "disappeared"
        case .nowNeedsReview: return "now needs review"
        case .ratioDropped: return "ratio dropped"
        }
    }
}
