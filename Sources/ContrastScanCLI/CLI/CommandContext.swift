import ContrastScan
import ContrastScanSupport

/// What a running command reaches the world through: the console, the
/// environment, and diagnostics in the one form they take.
struct CommandContext: Sendable {
    let console: Console
    /// The command being run (its name picks the remedies added to messages).
    let command: CommandConfiguration

    var environment: [String: String] { console.environment }

    /// Results: standard output.
    func output(_ text: String) { console.write(text, to: .output) }

    /// `path: error: message` on standard error, one line (control characters escaped).
    func error(path: String, _ message: String) {
        console.write(MessageText.oneLine("\(path): error: \(message)") + "\n", to: .error)
    }

    /// `path: warning: message` on standard error, one line.
    func warning(path: String, _ message: String) {
        console.write(MessageText.oneLine("\(path): warning: \(message)") + "\n", to: .error)
    }

    /// An analysis error, with the remedies this command can offer.
    func error(_ analysis: AnalysisError) {
        error(path: analysis.path, message(for: analysis))
    }

    /// The text of an analysis error as this command words it (see `Remedies`).
    func message(for analysis: AnalysisError) -> String {
        Remedies.message(for: analysis, command: command.name)
    }

    /// Writes a SARIF log (`--sarif FILE`) whole.
    /// - Returns: whether it was written.
    @discardableResult
    func write(_ log: SARIFLog, to path: String) -> Bool {
        do {
            return write(String(decoding: try log.encoded(), as: UTF8.self), to: path, what: "SARIF log")
        } catch {
            self.error(path: path, "cannot write the SARIF log (\(error))")
            return false
        }
    }

    /// The SARIF log of analysed screenshots, for this command.
    func sarif(_ records: [ImageRecord], problems: [InputProblem] = []) -> SARIFLog {
        SARIFReport(version: CommandLineTool.version, command: command.name).log(records, problems: problems)
    }

    /// Writes a result file whole (`--output`, `--junit`, …), reporting a failure
    /// as `path: error: cannot write the <what> (reason)`.
    /// - Returns: whether it was written.
    @discardableResult
    func write(_ text: String, to path: String, what: String) -> Bool {
        do {
            try FileOutput.write(text, to: path)
            return true
        } catch {
            self.error(path: path, "cannot write the \(what) (\(error))")
            return false
        }
    }
}
