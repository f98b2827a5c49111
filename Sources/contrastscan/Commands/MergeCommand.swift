import ContrastScan
import Foundation

/// `contrastscan merge FILE.jsonl…`: joins the JSON lines of batch shards into
/// one summary, HTML report and exit status.
enum MergeCommand {
    static let spec = CommandSpec(
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
        options: [
            OptionSpec(name: "html", valueName: "file", help: "Also write a self-contained HTML report, worst first."),
            OptionSpec(name: "format", valueName: "format", help: "Summary format.", allowed: ["text", "json"], defaultValue: "text"),
            OptionSpec(name: "top", valueName: "n", help: "Regions, images and errors listed in the summary.", defaultValue: "20"),
            OptionSpec(name: "thumbnail-size", valueName: "px", help: "Longer side of the pictures in the HTML report.", defaultValue: "640"),
            OptionSpec(name: "jobs", short: "j", valueName: "n", help: "Thumbnails made at once for --html.", defaultValue: "the number of active processors"),
            OptionSpec(name: "fail-on-review", help: "Exit 1 when a region needs review, as for a failure."),
        ])

    static func run(_ arguments: [String]) -> Never {
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, for: spec)
        } catch {
            Diagnostics.exit(for: error)
        }
        if parsed.wantsHelp {
            Diagnostics.writeOutput(HelpFormatter.help(spec))
            Diagnostics.exit(.success)
        }
        func usage(_ message: String) -> Never { Diagnostics.exit(for: UsageError(message: message, command: spec)) }
        guard !parsed.positionals.isEmpty else { usage("Missing expected argument '<file> ...'") }
        let top = BatchOptions.positiveInt(parsed, "top", valueName: "n", allowZero: true, usage: usage) ?? 20
        let jobs = BatchOptions.positiveInt(parsed, "jobs", valueName: "n", usage: usage) ?? ProcessInfo.processInfo.activeProcessorCount
        let thumbnailSize = BatchOptions.positiveInt(parsed, "thumbnail-size", valueName: "px", usage: usage) ?? 640

        let index = BatchIndex(files: parsed.positionals, limit: top)
        var failed = !index.problems.isEmpty
        for problem in index.problems { Diagnostics.emit(path: problem.path, message: problem.message) }
        if index.entries.isEmpty {
            Diagnostics.emit(path: parsed.positionals.joined(separator: ", "), message: "nothing to merge: no batch lines found")
            failed = true
        }
        let outcome = index.summary.outcome(failOnReview: parsed.flag("fail-on-review"))
        if let htmlPath = parsed.value("html") {
            do {
                for problem in try HTMLReportWriter(thumbnailSize: thumbnailSize, jobs: jobs).write(index, outcome: outcome, to: htmlPath) {
                    Diagnostics.emit(path: problem.path, message: problem.message)
                    failed = true
                }
            } catch {
                Diagnostics.emit(path: htmlPath, message: "cannot write the HTML report (\(error))")
                failed = true
            }
        }
        if parsed.value("format") == "json" {
            Diagnostics.writeOutput(BatchJSONRenderer.render(index.summary, outcome: outcome))
        } else {
            Diagnostics.writeOutput(BatchTextRenderer(useColor: Terminal.colorAllowed(fileDescriptor: 1)).render(index.summary, outcome: outcome))
        }
        if failed { Diagnostics.exit(.inputError) }
        Diagnostics.exit(BatchOptions.exitCode(outcome))
    }
}
