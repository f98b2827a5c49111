/// How serious a result is (§3.27.10): SARIF's `level`.
public enum SARIFLevel: String, Sendable, Hashable, Codable, CaseIterable {
    /// A requirement is not met: a failing region, a regression.
    case error
    /// A person should look: a region the pixels cannot decide (`review`).
    case warning
    /// Worth knowing, nothing required.
    case note
    /// No problem (SARIF's level for results that are not problems).
    case none

    /// The level of a region's verdict; nil for verdicts that are no finding
    /// (`pass`, `skipped`), which get no result.
    public init?(verdict: Verdict) {
        switch verdict {
        case .fail: self = .error
        case .review: self = .warning
        case .pass, .skipped: return nil
        }
    }
}
