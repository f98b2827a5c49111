/// The decision for one region.
public enum Verdict: String, Sendable, Codable, CaseIterable, Comparable {
    /// The measured ratio meets the threshold.
    case pass
    /// The measured ratio is below the threshold (no rounding: 4.499 fails 4.5).
    case fail
    /// The pixels cannot support a decision; a person should look. Never a guess.
    case review
    /// Not assessed: decorative, or the region could not be measured at all.
    case skipped

    /// Worst first: fail, review, pass, skipped.
    public static func < (a: Verdict, b: Verdict) -> Bool { a.severity > b.severity }

    var severity: Int {
        switch self {
        case .fail: return 3
        case .review: return 2
        case .pass: return 1
        case .skipped: return 0
        }
    }
}
