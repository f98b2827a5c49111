import ContrastScan
import ContrastScanSupport
import ContrastTriage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contrastscan batch PATH…`: analyses screenshots by the hundred or thousand,
/// in parallel, streaming one JSON line per image and ranking the worst at the end.
struct BatchCommand: Command {
    static let jsonl = Option<String>("jsonl", valueName: "file", help: "Stream one JSON line per image to this file (replaced, unless --resume).")
    static let resume = Flag("resume", help: "Keep the --jsonl file's lines and analyse only the images not in it yet.")
    static let annotate = Option<String>("annotate", valueName: "dir", help: "Write each screenshot with its regions drawn on it into this folder.")
    static let jobs = Option.count("jobs", short: "j", help: "Images analysed at once.", defaultValue: "the number of active processors")
    static let shard = Option<Shard>("shard", valueName: "i/n", help: "Analyse only shard I of N (0-based; stable hash of each path below its folder).",
                                     expected: "I/N with 0 <= I < N, e.g. 0/4") { Shard(parsing: $0) }
    static let quiet = Flag("quiet", short: "q", help: "No progress on standard error.")
    static let noDetect = Flag("no-detect", help: "A screenshot without a sidecar is an error row instead of having its text lines detected.")

    static let configuration = CommandConfiguration(
        name: "batch",
        abstract: "Analyse many screenshots in parallel; rank the worst regions and images.",
        discussion: """
        PATH is a PNG, a folder (searched recursively for *.png; a folder given as a link \
        is followed, hidden files and links inside it skipped) or a pattern such as \
        'shots/*.png' (expanded here when the shell did not); one file reached several \
        ways is analysed once. \
        Each NAME.png is read with the sidecar NAME.json beside it; *.json files given as \
        paths are skipped. A screenshot with no sidecar has its text lines found for it \
        (as analyze --detect; its regions are marked "detected"), unless --no-detect, which \
        makes it an error row. A screenshot that cannot be analysed (corrupt PNG, broken \
        sidecar, unreadable file) becomes an error row and the batch goes on.

        --jsonl FILE streams one JSON line per image as it finishes (each line written whole, \
        so a killed run keeps everything done; FILE must be a regular file, and is locked \
        for the run); --resume skips the images already in FILE and cuts off a torn last \
        line. No output is ever written over an input of the run. At the end the summary ranks the worst regions and \
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
        options: [jsonl.spec, resume.spec, BatchOptions.html.spec, BatchOptions.sarif.spec, annotate.spec, jobs.spec, shard.spec, BatchOptions.format.spec,
                  BatchOptions.top.spec, BatchOptions.thumbnailSize.spec, BatchOptions.htmlImages.spec, quiet.spec, noDetect.spec, OCROption.ocr.spec,
                  BatchOptions.failOnReview.spec]
            + AnalyzerOptions.specs)

    let paths: [String]
    let jsonlPath: String?
    let resuming: Bool
    let annotateDirectory: String?
    let jobs: Int
    let shard: Shard?
    let quiet: Bool
    let detects: Bool
    let summary: BatchOptions
    let analyzer: Analyzer
    /// The policy and profile files: inputs no output may overwrite.
    let optionInputs: [String]

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        paths = parsed.positionals
        jsonlPath = try parsed.value(Self.jsonl)
        resuming = parsed.isSet(Self.resume)
        if resuming && jsonlPath == nil { throw .usage("--resume continues a --jsonl file: pass --jsonl <file> too") }
        jobs = try parsed.value(Self.jobs) ?? ProcessorCount.active
        shard = try parsed.value(Self.shard)
        summary = try BatchOptions(parsing: parsed)
        let analyzerOptions = try AnalyzerOptions(parsing: parsed)
        var analyzer = analyzerOptions.analyzer
        analyzer.textReader = OCROption.reader(parsed)
        self.analyzer = analyzer
        optionInputs = analyzerOptions.inputPaths
        annotateDirectory = try parsed.value(Self.annotate)
        quiet = parsed.isSet(Self.quiet)
        detects = !parsed.isSet(Self.noDetect)
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        OCROption.warnIfUnavailable(analyzer.textReader, in: context)
        var items = BatchInputs.items(for: paths, skippingFolder: annotateDirectory)
        if items.isEmpty {
            throw .input(path: paths.joined(separator: ", "), message: "no PNG screenshots found")
        }
        // Nothing given exists: there is no batch to run, only paths to correct.
        if items.allSatisfy({ $0.problem != nil }) {
            for item in items { context.error(path: item.path, item.problem ?? "") }
            return .inputError
        }
        if let shard { items = items.filter { shard.contains(relativePath: $0.relativePath) } }
        let requested = items.count
        // This run's images: the summary counts their lines only (not lines a
        // resumed file keeps for images that have since gone).
        let runImages = Set(items.map(\.path))

        // Every file the run reads; no output of the run may be written over one.
        var inputs = InputFiles()
        for item in items where item.problem == nil {
            inputs.insert(item.path)
            inputs.insert(ScreenshotLoader.defaultSidecarPath(forImage: item.path))
        }
        inputs.insert(contentsOf: optionInputs)
        if let jsonlPath, let refusal = inputs.refusal(toWrite: jsonlPath) { throw .input(path: jsonlPath, message: refusal) }

        // The lines go to --jsonl, or to a temporary file the summary is read from.
        let path: String
        var temporary: String?
        if let jsonlPath {
            path = jsonlPath
        } else {
            // $TMPDIR (or /tmp) with a trailing slash, as NSTemporaryDirectory() writes it; FileManager
            // is in FoundationEssentials, NSTemporaryDirectory only in the full Foundation.
            let temporaryFolder = FileManager.default.temporaryDirectory.path + "/"
            do {
                let (fd, name) = try Syscalls.makeTemporaryFile(template: temporaryFolder + "/contrastscan-batch-XXXXXX.jsonl",
                                                                suffixLength: 6)
                try? fd.close()
                path = name
                temporary = name
            } catch {
                throw .input(path: temporaryFolder, message: "cannot create a temporary file for the results (\(error))")
            }
        }
        defer { if let temporary { try? Syscalls.unlink(temporary) } }

        // Locked (and checked to be a regular file) before anything reads or empties it.
        let writer: JSONLWriter
        do {
            writer = try JSONLWriter(path: path)
        } catch {
            switch error.reason {
            case .locked:
                throw .input(path: path, message: "in use by another contrastscan run (locked); wait for it to finish or choose another --jsonl file")
            case .notRegularFile, .isDirectory:
                throw .input(path: path, message: "cannot use as the --jsonl file (\(error))")
            default:
                throw .input(path: path, message: "cannot write the --jsonl file (\(error))")
            }
        }
        // The lock lasts the whole run, summary and report files included.
        defer { withExtendedLifetime(writer) {} }
        // The results are read back from the JSON lines for the report files.
        inputs.insert(path)
        for output in [summary.htmlPath, summary.sarifPath].compactMap({ $0 }) {
            if let refusal = inputs.refusal(toWrite: output) { throw .input(path: output, message: refusal) }
        }

        var skipped = 0
        if resuming {
            let resume: JSONLResume
            do {
                resume = try JSONLResume.prepare(path: path)
            } catch {
                if case .notBatchLines = error { throw .input(path: path, message: "--resume: \(error)") }
                throw .input(path: path, message: "cannot resume from it (\(error))")
            }
            for invalid in resume.invalidLines {
                context.warning(path: "\(path):\(invalid.number)", "not a batch line, left in place (\(invalid.problem))")
            }
            if let offset = resume.truncatedAt {
                context.warning(path: path, "cut off a torn last line at byte \(offset) (an interrupted write); its image is analysed again")
            }
            if resume.endsWithoutNewline {
                // Someone's last line, kept: end it, so the next line starts on its own.
                do { try writer.append("\n") } catch {
                    throw .input(path: path, message: "cannot write the --jsonl file (\(error))")
                }
            }
            let before = items.count
            items = items.filter { !resume.done.contains($0.path) }
            skipped = before - items.count
        } else {
            do { try writer.empty() } catch {
                throw .input(path: path, message: "cannot write the --jsonl file (\(error))")
            }
        }

        let reporter = ProgressReporter(total: items.count, console: context.console, quiet: quiet)
        if resuming && !quiet {
            reporter.log("resuming \(path): skipped \(skipped) already done, \(items.count) to analyse")
        }
        let outputFailed = Locked(false)
        var runner = BatchRunner(analyzer: analyzer, jobs: jobs, annotateDirectory: annotateDirectory)
        runner.detectsWithoutSidecar = detects
        runner.describe = { [command = context.command.name] in Remedies.message(for: $0, command: command) }
        runner.protectedInputs = inputs
        // The report's pictures are made while the batch runs, from each image's one decode.
        let keeper = summary.htmlPath.map {
            ThumbnailKeeper(capacity: summary.htmlImages, maxDimension: summary.thumbnailSize, cards: HTMLReportWriter.cardMaker(forReport: $0))
        }
        runner.thumbnails = keeper
        let finished = runner.run(items, output: writer) { result in
            if let problem = result.problem {
                reporter.log("\(problem.path): error: \(problem.message)")
            }
            for region in result.record.regions {
                if let error = region.error { reporter.log("\(result.item.path): error: region \(MessageText.quoted(region.id)) \(error)") }
            }
            if let problem = result.annotationProblem {
                reporter.log("\(problem.path): error: \(problem.message)")
                outputFailed.withLock { $0 = true }
            }
            if let problem = result.writeProblem {
                reporter.log("\(path): error: cannot write the --jsonl file (\(problem)); stopping")
                outputFailed.withLock { $0 = true }
            }
            reporter.finished(failing: result.record.worstVerdict == .fail, error: result.record.hasErrors)
        }
        if let htmlPath = summary.htmlPath { reporter.note("writing \(htmlPath)") }
        reporter.finish()

        let index = BatchIndex(files: [path], limit: summary.top, images: runImages, jobs: jobs)
        for problem in index.problems { context.error(path: problem.path, problem.message) }
        let outcome = index.summary.outcome(failOnReview: summary.failsOnReview)
        if let htmlPath = summary.htmlPath {
            var html = HTMLReportWriter(thumbnailSize: summary.thumbnailSize, jobs: jobs, limits: analyzer.limits,
                                        maxFileBytes: analyzer.loader.maxFileBytes, imageLimit: summary.htmlImages)
            html.thumbnails = keeper
            do {
                for problem in try html.write(index, outcome: outcome, to: htmlPath) {
                    context.error(path: problem.path, problem.message)
                    outputFailed.withLock { $0 = true }
                }
            } catch {
                context.error(path: htmlPath, "cannot write the HTML report (\(error))")
                outputFailed.withLock { $0 = true }
            }
        }
        if let sarifPath = summary.sarifPath {
            let (records, problems) = index.records()
            if !context.write(context.sarif(records, problems: index.problems + problems), to: sarifPath) {
                outputFailed.withLock { $0 = true }
            }
        }
        let run = BatchRunInfo(requested: requested, skippedAlreadyDone: skipped, analysedNow: finished, shard: shard)
        switch summary.format {
        case .json: context.output(BatchJSONRenderer.render(index.summary, outcome: outcome, run: run))
        case .text: context.output(BatchTextRenderer(useColor: context.console.colorAllowed).render(index.summary, outcome: outcome, run: run))
        }
        if outputFailed.withLock({ $0 }) || !index.problems.isEmpty { return .inputError }
        return BatchOptions.exitCode(outcome)
    }
}
