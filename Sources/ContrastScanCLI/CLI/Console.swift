import ContrastScanSupport

/// Where a command's results (standard output) and diagnostics (standard
/// error) go: the process's own streams, or buffers when a test runs a command
/// in-process.
///
/// Writing never traps: a full disk or a closed pipe is remembered (the first
/// failure of each stream) and `CommandLineTool` reports it as an error and exit 2
/// once the command is done. Writes are serialised, so lines from several
/// threads never interleave.
final class Console: @unchecked Sendable {
    enum Stream: Sendable { case output, error }

    private struct State {
        var outputFailure: Errno?
        var errorFailure: Errno?
        var captured: (output: [UInt8], error: [UInt8]) = ([], [])
    }

    private let state = Locked(State())
    private let capturing: Bool
    /// The environment the command sees (`NO_COLOR`, `COLUMNS`, `CONTRASTSCAN_RECORD`).
    let environment: [String: String]
    /// Whether each stream is a terminal (decides colour, the progress bar, the table's width).
    let outputIsTerminal: Bool
    let errorIsTerminal: Bool
    /// The terminal's width in columns, when standard output is one.
    let terminalColumns: Int?

    private init(environment: [String: String], capturing: Bool, outputIsTerminal: Bool, errorIsTerminal: Bool,
                 terminalColumns: Int?) {
        self.environment = environment
        self.capturing = capturing
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.terminalColumns = terminalColumns
    }

    /// The process's standard output and error.
    static func standard(environment: [String: String]) -> Console {
        Console(environment: environment, capturing: false,
                outputIsTerminal: FileDescriptor.standardOutput.isTerminal,
                errorIsTerminal: FileDescriptor.standardError.isTerminal,
                terminalColumns: FileDescriptor.standardOutput.terminalColumns)
    }

    /// Buffers instead of streams, read back with `captured`.
    /// - Parameter outputFailure: make every write to standard output fail with
    ///   this error, as a full disk or a closed pipe would.
    static func capturing(environment: [String: String] = [:], terminal: Bool = false, columns: Int? = nil,
                          outputFailure: Errno? = nil) -> Console {
        let console = Console(environment: environment, capturing: true, outputIsTerminal: terminal, errorIsTerminal: terminal,
                              terminalColumns: columns)
        console.state.withLock { $0.outputFailure = outputFailure }
        return console
    }

    /// What was written, for a capturing console.
    var captured: (output: String, error: String) {
        state.withLock { (String(decoding: $0.captured.output, as: UTF8.self), String(decoding: $0.captured.error, as: UTF8.self)) }
    }

    /// Writes `text` to `stream`. After a stream's first failure, later writes to it are dropped.
    func write(_ text: String, to stream: Stream = .output) {
        state.withLock { state in
            if capturing {
                if stream == .output {
                    if state.outputFailure == nil { state.captured.output += text.utf8 }
                } else {
                    state.captured.error += text.utf8
                }
                return
            }
            switch stream {
            case .output:
                guard state.outputFailure == nil else { return }
                do throws(Errno) { try FileDescriptor.standardOutput.writeAll(text.utf8) } catch { state.outputFailure = error }
            case .error:
                guard state.errorFailure == nil else { return }
                do throws(Errno) { try FileDescriptor.standardError.writeAll(text.utf8) } catch { state.errorFailure = error }
            }
        }
    }

    /// The first failure to write each stream (nil when every write went through).
    var failures: (output: Errno?, error: Errno?) {
        state.withLock { ($0.outputFailure, $0.errorFailure) }
    }

    /// The width text output is fitted to: `COLUMNS` when set to a number, else the
    /// terminal's width, else 100.
    var columns: Int {
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        return terminalColumns ?? 100
    }

    /// Whether output may use ANSI colour: only on a terminal, and only when
    /// NO_COLOR (https://no-color.org) is unset or empty.
    var colorAllowed: Bool { outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty }
}
