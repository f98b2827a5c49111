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
    struct Result {
        /// The exit status, or minus the signal number when a signal ended the process.
        var status: Int32
        var stdout: Data
        var stderr: Data
        /// True when the run outlived its time limit and was killed (SIGKILL).
        var timedOut: Bool

        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        var stderrText: String { String(decoding: stderr, as: UTF8.self) }
        /// The stderr lines, without their newlines.
        var stderrLines: [String] { stderrText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        /// True when contrastscan died of a signal (a trap is SIGILL or SIGTRAP) or printed Swift's fatal-error text.
        var crashed: Bool { status < 0 || status == 128 + SIGILL || status == 128 + SIGTRAP || stderrText.contains("Fatal error") }
    }

    /// - Parameters:
    ///   - script: shell text; `"$CS"` is the executable.
    ///   - directory: the working folder (default: the package root, like `CLI.run`).
    ///   - timeout: seconds before the process is killed.
    static func run(_ script: String, in directory: URL = CLI.packageRoot, timeout: Double = 120) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CS"] = CLI.executable.path
        // A trap prints one backtrace line per frame; keep the failure output short.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Both pipes are drained on their own threads so a full pipe never blocks the child.
        let collected = Collected()
        let group = DispatchGroup()
        for (handle, isOut) in [(out.fileHandleForReading, true), (err.fileHandleForReading, false)] {
            DispatchQueue.global().async(group: group) {
                let data = handle.readDataToEndOfFile()
                collected.store(data, stdout: isOut)
            }
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        group.wait()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return Result(status: status, stdout: collected.stdout, stderr: collected.stderr, timedOut: timedOut)
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

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var stdout = Data()
        private(set) var stderr = Data()

        func store(_ data: Data, stdout isOut: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if isOut { stdout = data } else { stderr = data }
        }
    }
}
