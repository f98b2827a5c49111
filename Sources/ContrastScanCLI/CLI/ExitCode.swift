/// Every exit status contrastscan uses, decided here and nowhere else.
/// Documented in the README's "Exit codes".
public enum ExitCode: Int32, Sendable {
    /// Every region passes (or is skipped, or needs review without --fail-on-review).
    case success = 0
    /// At least one region fails its threshold (`compare`: at least one region regressed).
    case failure = 1
    /// At least one input could not be analysed, or an output could not be
    /// written (takes precedence over 1: the results are incomplete).
    case inputError = 2
    /// The command line is wrong (swift-argument-parser's EX_USAGE).
    case usage = 64

    /// The worse of two statuses: usage, then input error, then failure.
    func combined(with other: ExitCode) -> ExitCode {
        func rank(_ code: ExitCode) -> Int {
            switch code {
            case .success: return 0
            case .failure: return 1
            case .inputError: return 2
            case .usage: return 3
            }
        }
        return rank(other) > rank(self) ? other : self
    }
}
