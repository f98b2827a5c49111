import ContrastScanSupport

/// Where a command's results (standard output) and diagnostics (standard
/// error) go: the process's own streams, or buffers when a test runs a command
/// in-process.
///
/// Writing never traps: a full disk, a closed pipe or a stream that was closed
/// when the process started is remembered (the first failure of each stream).
/// `CommandLineTool` reports a lost result as an error and exit 2 once the
/// command is done; a lost diagnostic is only dropped (the exit status still
/// says what happened). Writes are serialised, so lines from several threads
/// never interleave.
final class Console: @unchecked Sendable {
    enum Stream: Sendable { case output, error }

    /// Why a stream could not be written.
    enum Failure: Sendable, Equatable, CustomStringConvertible {
        /// `write(2)` failed ("No space left on device", "Broken pipe").
        case system(Errno)
        /// The stream was closed when the process started (`>&-`).
        case closed(Stream)

        var description: String {
            switch self {
            case .system(let errno): return errno.description
            case .closed(let stream): return stream == .output ? "stdout is closed" : "stderr is closed"
            }
        }
    }

    private struct State {
        var outputFailure: Failure?
        var errorFailure: Failure?
        var captured: (output: [UInt8], error: [UInt8]) = ([], [])
    }

    private let state = Locked(State())
    private let capturing: Bool
    /// Streams found closed at start (reserved on /dev/null, see `Syscalls.reserveStandardDescriptors`):
    /// writing a result to one is an error, though the bytes would go nowhere harmful.
    private let closedAtStart: (output: Bool, error: Bool)
    /// The environment the command sees (`NO_COLOR`, `COLUMNS`, `CONTRASTSCAN_RECORD`).
    let environment: [String: String]
    /// Whether each stream is a terminal (decides colour, the progress bar, the table's width).
    let outputIsTerminal: Bool
    let errorIsTerminal: Bool
    /// The terminal's width in columns, when standard output is one.
    let terminalColumns: Int?

    private init(environment: [String: String], capturing: Bool, outputIsTerminal: Bool, errorIsTerminal: Bool,
                 terminalColumns: Int?, closedAtStart: (output: Bool, error: Bool) = (false, false)) {
        self.environment = environment
        self.capturing = capturing
        self.closedAtStart = closedAtStart
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.terminalColumns = terminalColumns
    }

    /// The process's standard output and error.
    /// - Parameter closed: the descriptors that were closed when the process
    ///   started (and now lead to /dev/null).
    static func standard(environment: [String: String], closed: [Int32] = []) -> Console {
        Console(environment: environment, capturing: false,
                outputIsTerminal: FileDescriptor.standardOutput.isTerminal,
                errorIsTerminal: FileDescriptor.standardError.isTerminal,
                terminalColumns: FileDescriptor.standardOutput.terminalColumns,
                closedAtStart: (closed.contains(1), closed.contains(2)))
    }

    /// Buffers instead of streams, read back with `captured`.
    /// - Parameter outputFailure: make every write to standard output fail with
    ///   this error, as a full disk or a closed pipe would.
    static func capturing(environment: [String: String] = [:], terminal: Bool = false, columns: Int? = nil,
                          outputFailure: Errno? = nil) -> Console {
        let console = Console(environment: environment, capturing: true, outputIsTerminal: terminal, errorIsTerminal: terminal,
                              terminalColumns: columns)
        console.state.withLock { $0.outputFailure = outputFailure.map(Failure.system) }
        return console
    }

    /// What was written, for a capturing console.
    var captured: (output: String, error: String) {
        state.withLock { (String(decoding: $0.captured.output, as: UTF8.self), String(decoding: $0.captured.error, as: UTF8.self)) }
    }

    /// Writes `text` to `stream`. After a stream's first failure, later writes to it are dropped.
    func write(_ text: String, to stream: Stream = .output) {
        guard !text.isEmpty else { return }
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
                if closedAtStart.output { state.outputFailure = .closed(.output); return }
                do throws(Errno) { try FileDescriptor.standardOutput.writeAll(text.utf8) } catch { state.outputFailure = .system(error) }
            case .error:
                guard state.errorFailure == nil else { return }
                if closedAtStart.error { state.errorFailure = .closed(.error); return }
                do throws(Errno) { try FileDescriptor.standardError.writeAll(text.utf8) } catch { state.errorFailure = .system(error) }
            }
        }
    }

    /// The first failure to write each stream (nil when every write went through).
    var failures: (output: Failure?, error: Failure?) {
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
