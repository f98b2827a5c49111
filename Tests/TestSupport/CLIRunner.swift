import Foundation

/// What a user would see of one run of the built `contrastscan`.
package struct CLIResult {
    /// The exit status; when a signal ended the process, the signal's number (as
    /// `Process.terminationStatus` gives it).
    package var status: Int32
    package var stdout: String
    package var stderr: String

    /// The run's output as text, its status as above.
    package init(_ output: ProcessRunner.Output) {
        status = output.signalled ? -output.status : output.status
        stdout = output.stdoutText
        stderr = output.stderrText
    }
}

/// Runs the built `contrastscan` and captures what a user would see.
package enum CLI {
    package static let packageRoot = TestPaths.packageRoot

    /// The executable sits beside the test bundle in the build products folder.
    package static var executable: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("contrastscan")
            if FileManager.default.isExecutableFile(atPath: candidate.path),
               (try? candidate.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                return candidate
            }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/contrastscan")
    }

    /// Runs `contrastscan ARGUMENTS` in the package root, with `environment` added to this
    /// process's environment, and waits for it (no time limit).
    package static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        return CLIResult(try ProcessRunner.run(executable, arguments, in: packageRoot, environment: env))
    }
}
