@testable import ContrastScanCLI
import ContrastScanSupport
import Testing

/// The commands run in-process: the parser, the typed options, and the one
/// place that turns what happened into text, stream and status.
@Suite("CommandLineTool in-process: parsing, messages, exit status")
struct CommandLineToolTests {
    private func run(_ arguments: [String], console: Console = .capturing()) -> (ExitCode, String, String) {
        let status = CommandLineTool.run(arguments, console: console)
        let (output, error) = console.captured
        return (status, output, error)
    }

    @Test func aTypedOptionWordsItsOwnInvalidValue() {
        let (status, output, error) = run(["batch", "shots", "--jobs", "many"])
        #expect(status == .usage)
        #expect(output.isEmpty)
        #expect(error.hasPrefix("Error: The value 'many' is invalid for '--jobs <n>': expected a positive whole number\nUsage: contrastscan batch "))
    }

    @Test func aMistypedSubcommandOrOptionGetsASuggestion() {
        #expect(run(["anlyze"]).2.hasPrefix("Error: Unknown subcommand 'anlyze'. Did you mean 'analyze'?\n"))
        #expect(run(["ratio", "red", "blue", "--fromat", "json"]).2.hasPrefix("Error: Unknown option '--fromat'. Did you mean '--format'?\n"))
        #expect(run(["analyse", "--help"]).1.hasPrefix("OVERVIEW: Measure the contrast"))
    }

    @Test func aCommandWritesItsResultToTheConsole() {
        let (status, output, error) = run(["ratio", "#767676", "white"])
        #expect(status == .success)
        #expect(output.contains("WCAG 2.x  4.54:1"))
        #expect(error.isEmpty)
    }

    /// A result that cannot be written (a full disk, a closed pipe) is an error and
    /// exit 2, never a trap.
    @Test func anUnwritableStandardOutputIsAnErrorAndExitTwo() {
        let console = Console.capturing(outputFailure: Errno(28))
        let (status, _, error) = run(["ratio", "#767676", "white"], console: console)
        #expect(status == .inputError)
        #expect(error == "<stdout>: error: cannot write the output (No space left on device)\n")
    }

    @Test func exitStatusesCombineWorstFirst() {
        #expect(ExitCode.success.combined(with: .failure) == .failure)
        #expect(ExitCode.inputError.combined(with: .failure) == .inputError)
        #expect(ExitCode.failure.combined(with: .usage) == .usage)
    }
}
