import ContrastScan
import Foundation

/// `contrastscan batch PATH…`: analyses screenshots by the hundred or thousand,
/// in parallel, streaming one JSON line per image and ranking the worst at the end.
enum BatchCommand {
    static let spec = CommandSpec(
        name: "batch",
        abstract: "Analyse many screenshots in parallel; rank the worst regions and images.",
        discussion: """
        PATH is a PNG, a folder (searched recursively for *.png; hidden files and links \
        skipped) or a pattern such as 'shots/*.png' (expanded here when the shell did not). \
        Each NAME.png is read with the sidecar NAME.json beside it; *.json files given as \
        paths are skipped. A screenshot with no sidecar has its text lines found for it \
        (as analyze --detect; its regions are marked "detected"), unless --no-detect, which \
        makes it an error row. A screenshot that cannot be analysed (corrupt PNG, broken \
        sidecar, unreadable file) becomes an error row and the batch goes on.

        --jsonl FILE streams one JSON line per image as it finishes (each line written whole, \
        so a killed run keeps everything done); --resume skips the images already in FILE \
        and cuts off a torn last line. At the end the summary ranks the worst regions and \
        images (standard output; --format json for JSON); --html FILE writes a \
        self-contained report with the regions drawn on each screenshot; --annotate DIR \
        writes a copy of each screenshot with its boxes and ratios drawn on it. --shard I/N \
        analyses only this machine's share (0 <= I < N); 'contrastscan merge' joins the \
        shards' JSON lines.

        Exit status: 0 every region passes, 1 a region fails (or needs review, with \
        --fail-on-review), 2 an image or region could not be analysed or an output could not \
        be written (wins over 1; the rest of the batch is still analysed and reported), 64 \
        usage error.
        """,
        arguments: [ArgumentSpec(name: "path", help: "PNG screenshots, folders of them, or patterns.", repeating: true)],
        options: [
            OptionSpec(name: "jsonl", valueName: "file", help: "Stream one JSON line per image to this file (replaced, unless --resume)."),
            OptionSpec(name: "resume", help: "Keep the --jsonl file's lines and analyse only the images not in it yet."),
            OptionSpec(name: "html", valueName: "file", help: "Also write a self-contained HTML report, worst first."),
            OptionSpec(name: "annotate", valueName: "dir", help: "Write each screenshot with its regions drawn on it into this folder."),
            OptionSpec(name: "jobs", short: "j", valueName: "n", help: "Images analysed at once.", defaultValue: "the number of active processors"),
            OptionSpec(name: "shard", valueName: "i/n", help: "Analyse only shard I of N (0-based; stable hash of each path below its folder)."),
            OptionSpec(name: "format", valueName: "format", help: "Summary format.", allowed: ["text", "json"], defaultValue: "text"),
            OptionSpec(name: "top", valueName: "n", help: "Regions, images and errors listed in the summary.", defaultValue: "20"),
            OptionSpec(name: "thumbnail-size", valueName: "px", help: "Longer side of the pictures in the HTML report.", defaultValue: "640"),
            OptionSpec(name: "quiet", short: "q", help: "No progress on standard error."),
            OptionSpec(name: "no-detect", help: "A screenshot without a sidecar is an error row instead of having its text lines detected."),
            OptionSpec(name: "fail-on-review", help: "Exit 1 when a region needs review, as for a failure."),
        ] + AnalyzerOptions.specs)

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
        guard !parsed.positionals.isEmpty else { usage("Missing expected argument '<path> ...'") }
        if parsed.flag("resume") && parsed.value("jsonl") == nil {
            usage("--resume continues a --jsonl file: pass --jsonl <file> too")
        }
        let jobs = BatchOptions.positiveInt(parsed, "jobs", valueName: "n", usage: usage)
            ?? ProcessInfo.processInfo.activeProcessorCount
        let top = BatchOptions.positiveInt(parsed, "top", valueName: "n", allowZero: true, usage: usage) ?? 20
        let thumbnailSize = BatchOptions.positiveInt(parsed, "thumbnail-size", valueName: "px", usage: usage) ?? 640
        var shard: Shard?
        if let text = parsed.value("shard") {
            guard let value = Shard(parsing: text) else {
                usage("The value '\(text)' is invalid for '--shard <i/n>': expected I/N with 0 <= I < N, e.g. 0/4")
            }
            shard = value
        }
        let analyzer = AnalyzerOptions.analyzer(from: parsed, command: spec)

        var items = BatchInputs.items(for: parsed.positionals)
        if items.isEmpty {
            Diagnostics.emit(path: parsed.positionals.joined(separator: ", "), message: "no PNG screenshots found")
            Diagnostics.exit(.inputError)
        }
        if let shard { items = items.filter { shard.contains(relativePath: $0.relativePath) } }
        let requested = items.count

        // The lines go to --jsonl, or to a temporary file the summary is read from.
        let jsonlPath: String
        var temporaryJSONL: String?
        if let path = parsed.value("jsonl") {
            jsonlPath = path
        } else {
            guard let path = BatchOptions.temporaryFile() else {
                Diagnostics.emit(path: NSTemporaryDirectory(), message: "cannot create a temporary file for the results")
                Diagnostics.exit(.inputError)
            }
            jsonlPath = path
            temporaryJSONL = path
        }

        var skipped = 0
        if parsed.flag("resume") {
            do {
                let resume = try JSONLResume.prepare(path: jsonlPath)
                for invalid in resume.invalidLines {
                    Diagnostics.writeError("\(jsonlPath):\(invalid.number): warning: not a batch line, left in place (\(invalid.problem))")
                }
                if let offset = resume.truncatedAt {
                    Diagnostics.writeError("\(jsonlPath): warning: cut off a torn last line at byte \(offset) (an interrupted write); its image is analysed again")
                }
                let before = items.count
                items = items.filter { !resume.done.contains($0.path) }
                skipped = before - items.count
            } catch {
                Diagnostics.emit(path: jsonlPath, message: "cannot resume from it (\(error))")
                Diagnostics.exit(.inputError)
            }
        }
        let writer: JSONLWriter
        do {
            writer = try JSONLWriter(path: jsonlPath, truncate: !parsed.flag("resume"))
        } catch {
            Diagnostics.emit(path: jsonlPath, message: "cannot write the --jsonl file (\(error))")
            Diagnostics.exit(.inputError)
        }

        let reporter = ProgressReporter(total: items.count, mode: ProgressReporter.mode(quiet: parsed.flag("quiet")))
        if parsed.flag("resume") && !parsed.flag("quiet") {
            reporter.log("resuming \(jsonlPath): skipped \(skipped) already done, \(items.count) to analyse")
        }
        let outputFailed = LockedFlag()
        var runner = BatchRunner(analyzer: analyzer, jobs: jobs, annotateDirectory: parsed.value("annotate"))
        runner.detectsWithoutSidecar = !parsed.flag("no-detect")
        let finished = runner.run(items, output: writer) { result in
            if let problem = result.problem {
                reporter.log("\(problem.path): error: \(problem.message)")
            }
            for region in result.record?.regions ?? [] {
                if let error = region.error { reporter.log("\(result.item.path): error: region \"\(region.id)\" \(error)") }
            }
            if let problem = result.annotationProblem {
                reporter.log("\(problem.path): error: \(problem.message)")
                outputFailed.set()
            }
            if let problem = result.writeProblem {
                reporter.log("\(jsonlPath): error: cannot write the --jsonl file (\(problem)); stopping")
                outputFailed.set()
            }
            reporter.finished(failing: result.record?.worstVerdict == .fail, error: result.record?.hasErrors ?? true)
        }
        reporter.finish()

        let index = BatchIndex(files: [jsonlPath], limit: top)
        for problem in index.problems { Diagnostics.emit(path: problem.path, message: problem.message) }
        let outcome = index.summary.outcome(failOnReview: parsed.flag("fail-on-review"))
        if let htmlPath = parsed.value("html") {
            let html = HTMLReportWriter(thumbnailSize: thumbnailSize, jobs: jobs, limits: analyzer.limits, maxFileBytes: analyzer.maxFileBytes)
            do {
                for problem in try html.write(index, outcome: outcome, to: htmlPath) {
                    Diagnostics.emit(path: problem.path, message: problem.message)
                    outputFailed.set()
                }
            } catch {
                Diagnostics.emit(path: htmlPath, message: "cannot write the HTML report (\(error))")
                outputFailed.set()
            }
        }
        let run = BatchRunInfo(requested: requested, skippedAlreadyDone: skipped, analysedNow: finished, shard: shard)
        if parsed.value("format") == "json" {
            Diagnostics.writeOutput(BatchJSONRenderer.render(index.summary, outcome: outcome, run: run))
        } else {
            Diagnostics.writeOutput(BatchTextRenderer(useColor: Terminal.colorAllowed(fileDescriptor: 1))
                .render(index.summary, outcome: outcome, run: run))
        }
        if let temporaryJSONL { unlink(temporaryJSONL) }
        if outputFailed.isSet || !index.problems.isEmpty { Diagnostics.exit(.inputError) }
        Diagnostics.exit(BatchOptions.exitCode(outcome))
    }
}
