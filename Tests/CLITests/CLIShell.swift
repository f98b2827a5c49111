import TestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `contrastscan` through `/bin/sh`, for what `CLI.run` cannot set up:
/// a closed or full stdout/stderr (`>&-`, `>/dev/full`), stdout redirected to a regular
/// file, file names that are not UTF-8 (`"$(printf 'caf\351.png')"`), a working folder
/// of the test's own. The script names the executable `"$CS"` and should `exec` it, so
/// the process a timeout kills is contrastscan itself.
enum CLIShell {
    /// The status (minus the signal number when a signal ended the process), both streams
    /// as bytes, and whether the time limit killed it.
    typealias Result = ProcessRunner.Output

    /// - Parameters:
    ///   - script: shell text; `"$CS"` is the executable.
    ///   - directory: the working folder (default: the package root, like `CLI.run`).
    ///   - timeout: seconds before the process is killed.
    static func run(_ script: String, in directory: URL = CLI.packageRoot, timeout: Double = 120) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CS"] = CLI.executable.path
        // A trap prints one backtrace line per frame; keep the failure output short.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: directory,
                                     environment: environment, timeout: timeout)
    }

    /// Runs `contrastscan ARGUMENTS REDIRECTIONS` (e.g. `>/dev/full`, `2>&-`) in `directory`.
    static func run(_ arguments: [String], redirect: String = "", in directory: URL = CLI.packageRoot,
                    timeout: Double = 120) throws -> Result {
        try run("exec \"$CS\" " + arguments.map(quote).joined(separator: " ") + (redirect.isEmpty ? "" : " " + redirect),
                in: directory, timeout: timeout)
    }

    /// `text` quoted for the shell, as one word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension ProcessRunner.Output {
    /// True when contrastscan died of a signal (a trap is SIGILL or SIGTRAP) or printed Swift's fatal-error text.
    var crashed: Bool { status < 0 || status == 128 + SIGILL || status == 128 + SIGTRAP || stderrText.contains("Fatal error") }
}
