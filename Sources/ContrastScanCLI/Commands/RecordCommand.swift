import ContrastGating
import ContrastScan
import ContrastScanSupport

/// `contrastscan record PATH…`: writes a baseline (`NAME.contrast.json`) beside each screenshot.
struct RecordCommand: Command {
    static let configuration = CommandConfiguration(
        name: "record",
        abstract: "Record contrast baselines beside PNG screenshots.",
        discussion: """
        For each screenshot NAME.png (with its sidecar NAME.json beside it) writes \
        NAME.contrast.json beside it: the JSON report of that one image, deterministic for \
        code review (keys sorted, numbers rounded, no timestamps), naming the image by its \
        path relative to the folder given. Folders are searched recursively; hidden ones are \
        skipped. Commit the baselines; 'contrastscan compare' gates later screenshots on them.

        Failing regions are recorded as they are: a baseline is the current state, not a \
        pass. A screenshot with an error (unreadable, bad sidecar, a region outside the \
        image) gets no baseline.

        Exit status: 0 every screenshot recorded, 2 a screenshot or the policy could not be \
        used (the others are still recorded), 64 usage error.
        """,
        arguments: [ArgumentSpec(name: "path", help: "PNG screenshots, or folders of them.", repeating: true)],
        options: AnalyzerOptions.specs)

    let paths: [String]
    let analyzer: Analyzer
    /// The policy and profile files: inputs no baseline may overwrite.
    let optionInputs: [String]

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        paths = parsed.positionals
        let analyzerOptions = try AnalyzerOptions(parsing: parsed)
        analyzer = analyzerOptions.analyzer
        optionInputs = analyzerOptions.inputPaths
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        var recorder = BaselineRecorder(analyzer: analyzer)
        recorder.describe = { [command = context.command.name] in Remedies.message(for: $0, command: command) }
        recorder.protectedInputs.insert(contentsOf: optionInputs)
        let entries = recorder.record(paths)
        var status = ExitCode.success
        for entry in entries {
            if let count = entry.regionCount {
                context.output(MessageText.oneLine("recorded \(entry.baselinePath) (\(count) region\(count == 1 ? "" : "s"))") + "\n")
            }
            for problem in entry.problems {
                context.error(path: problem.path, problem.message)
                status = .inputError
            }
        }
        if entries.isEmpty {
            throw .input(path: paths.joined(separator: ", "), message: "no PNG screenshots found")
        }
        return status
    }
}
