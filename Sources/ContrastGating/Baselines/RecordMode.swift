import ContrastScan
/// When baselines are written, after swift-snapshot-testing's record modes.
///
/// The CLI's default is `never`: a missing baseline is an input error. The test helper's
/// default is `missing` on a developer's machine and `never` on CI (`CI` set), so a CI run
/// never records a baseline nobody reviewed. `CONTRASTSCAN_RECORD=never|missing|all`
/// overrides either default; a command-line option overrides the environment.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Never write a baseline; a missing one is an error.
    case never
    /// Write baselines that do not exist yet; compare the others.
    case missing
    /// Compare against the existing baseline (if any), then overwrite it with the current
    /// result: accepting every change. Never on CI.
    case all

    /// The environment variable that sets the mode: `CONTRASTSCAN_RECORD`.
    public static let environmentKey = "CONTRASTSCAN_RECORD"

    public var description: String { rawValue }

    /// The mode named by `CONTRASTSCAN_RECORD` in `environment`.
    /// - Returns: nil when the variable is unset or empty.
    /// - Throws: `RecordModeError` when it holds anything else than a mode's name.
    public static func fromEnvironment(_ environment: [String: String]) throws(RecordModeError) -> RecordMode? {
        guard let value = environment[environmentKey], !value.isEmpty else { return nil }
        guard let mode = RecordMode(rawValue: value.lowercased()) else { throw RecordModeError(value: value) }
        return mode
    }

    /// Whether `environment` looks like a CI job: `CI` set to anything but empty, `0` or `false`
    /// (GitHub Actions, GitLab CI, Buildkite, CircleCI and Travis all set `CI=true`).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// The test helper's default: `CONTRASTSCAN_RECORD` when set, else `never` on CI and
    /// `missing` elsewhere.
    public static func testDefault(environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let mode = try fromEnvironment(environment) { return mode }
        return isCI(environment) ? .never : .missing
    }
}
