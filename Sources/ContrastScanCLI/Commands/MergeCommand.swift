import ContrastScan
import ContrastScanSupport
import ContrastTriage
import Dispatch

/// `contrastscan merge FILE.jsonl…`: joins the JSON lines of batch shards into
/// one summary, HTML report and exit status.
struct MergeCommand: Command {
    static let jobs = Option.count("jobs", short: "j", help: "Thumbnails made at once for --html.", defaultValue: "the number of active processors")

    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Join the JSON lines of batch shards into one summary, report and exit status.",
        discussion: """
        Reads the --jsonl files written by 'contrastscan batch' (typically one per --shard) \
        and prints the summary of all of them, as the batch would have printed for the whole \
        set: worst regions and images first (--format json for JSON). An image found in \
        several lines counts once: the last complete line wins (files in the order given). \
        --html FILE writes the HTML report; screenshots are embedded when their paths can be \
        read from here, else their boxes are drawn on a blank frame.

        Exit status: 0 every region passes, 1 a region fails (or needs review, with \
        --fail-on-review), 2 an image or region could not be analysed, or a file or line \
        could not be read (a torn last line: that shard was interrupted; wins over 1), 64 \
        usage error.
        """,
        arguments: [ArgumentSpec(name: "file", help: "JSON Lines files written by 'contrastscan batch --jsonl'.", repeating: true)],
        options: [BatchOptions.html.spec, BatchOptions.sarif.spec, BatchOptions.format.spec, BatchOptions.top.spec,
                  BatchOptions.thumbnailSize.spec, BatchOptions.htmlImages.spec, jobs.spec, BatchOptions.failOnReview.spec])

    let files: [String]
    let jobs: Int
    let summary: BatchOptions

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        files = parsed.positionals
        jobs = try parsed.value(Self.jobs) ?? ProcessorCount.active
        summary = try BatchOptions(parsing: parsed)
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        var inputs = InputFiles()
        inputs.insert(contentsOf: files)
        for output in [summary.htmlPath, summary.sarifPath].compactMap({ $0 }) {
            if let refusal = inputs.refusal(toWrite: output) { throw .input(path: output, message: refusal) }
        }
        let index = BatchIndex(files: files, limit: summary.top)
        var status = index.problems.isEmpty ? ExitCode.success : .inputError
        for problem in index.problems { context.error(path: problem.path, problem.message) }
        if index.entries.isEmpty {
            context.error(path: files.joined(separator: ", "), "nothing to merge: no batch lines found")
            status = .inputError
        }
        let outcome = index.summary.outcome(failOnReview: summary.failsOnReview)
        if let htmlPath = summary.htmlPath {
            do {
                for problem in try HTMLReportWriter(thumbnailSize: summary.thumbnailSize, jobs: jobs, imageLimit: summary.htmlImages).write(index, outcome: outcome, to: htmlPath) {
                    context.error(path: problem.path, problem.message)
                    status = .inputError
                }
            } catch {
                context.error(path: htmlPath, "cannot write the HTML report (\(error))")
                status = .inputError
            }
        }
        if let sarifPath = summary.sarifPath {
            let (records, problems) = index.records()
            if !context.write(context.sarif(records, problems: index.problems + problems), to: sarifPath) { status = .inputError }
        }
        switch summary.format {
        case .json: context.output(BatchJSONRenderer.render(index.summary, outcome: outcome))
        case .text: context.output(BatchTextRenderer(useColor: context.console.colorAllowed).render(index.summary, outcome: outcome))
        }
        return status == .inputError ? status : BatchOptions.exitCode(outcome)
    }
}
