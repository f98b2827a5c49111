import ContrastScan
import Foundation

/// The one place user-visible errors become text on a stream and an exit code.
///
/// Diagnostics go to stderr as `path: error: message` (the form compilers and
/// swift-format use); results go to stdout or `--output`.
enum Diagnostics {
    static func emit(_ error: AnalysisError) {
        writeError("\(error.path): error: \(error.message)")
    }

    static func emitRegionError(image: String, region: String, message: String) {
        writeError("\(image): error: region \"\(region)\" \(message)")
    }

    static func emit(path: String, message: String) {
        writeError("\(path): error: \(message)")
    }

    /// A usage error: `Error: …`, the usage line and where to find help; exit 64.
    static func exit(for error: UsageError) -> Never {
        writeError("Error: \(error.message)")
        writeError("Usage: \(HelpFormatter.usage(error.command))")
        writeError("  See '\(error.command.commandPath) --help' for more information.")
        exit(.usage)
    }

    static func exit(_ code: ExitCode) -> Never {
        Foundation.exit(code.rawValue)
    }

    /// Writes one line to stderr. Control characters in it (a file name or a
    /// sidecar id with a newline, a terminal escape) are escaped, so one
    /// diagnostic is always one line.
    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((MessageText.oneLine(line) + "\n").utf8))
    }

    static func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
