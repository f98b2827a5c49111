/// Every exit status contrastscan uses, decided here and nowhere else.
/// Documented in README "Exit codes".
enum ExitCode: Int32 {
    /// Every region passes (or is skipped, or needs review without --fail-on-review).
    case success = 0
    /// At least one region fails its threshold (`compare`: at least one region regressed).
    case failure = 1
    /// At least one input could not be analysed (takes precedence over 1:
    /// the results are incomplete).
    case inputError = 2
    /// The command line is wrong (swift-argument-parser's EX_USAGE).
    case usage = 64
}
