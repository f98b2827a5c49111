import ContrastScanSupport
import ContrastScan

/// `contrastscan analyze IMAGE…`: measures every region of every image.
struct AnalyzeCommand: Command {
    static let regions = Option<String>("regions", valueName: "file", help: "Sidecar JSON to use instead of IMAGE.json (one image only).")
    static let format = Option<ReportFormat>("format", valueName: "format", help: "Output format.", defaultValue: "text")
    static let output = Option<String>("output", short: "o", valueName: "file", help: "Write the report to this file instead of standard output.")
    static let scale = Option<Double>(
        "scale", valueName: "n",
        help: "Pixels per point for an XCUITest element list given as a bare array (see the article \"Without a sidecar\", section \"Importing view hierarchies\").",
        expected: "a number greater than 0 and at most 16") { text in
        guard let value = Double(text), value.isFinite, value > 0, value <= 16 else { return nil }
        return value
    }
    static let sort = Option<TextReportRenderer.Order>(
        "sort", valueName: "order", help: "Row order of the text table: worst (failures first) or input (sidecar order).",
        defaultValue: "worst on a terminal, else input")
    static let detect = Flag("detect", help: "Find the text lines in each image instead of reading a sidecar (ids like line-y0412-x0036, marked \"detected\"); an image without a sidecar has them found anyway.")
    static let noDetect = Flag("no-detect", help: "An image without a sidecar is an error instead of having its text lines found.")
    static let failOnReview = Flag("fail-on-review", help: "Exit 1 when a region needs review, as for a failure.")
    static let jobs = Option.count("jobs", short: "j", help: "Images analysed at once (each in memory as it decodes); the report keeps the images' order.",
                                   defaultValue: "the number of active processors")

    static let configuration = CommandConfiguration(
        name: "analyze",
        aliases: ["analyse"],
        abstract: "Measure the contrast of each region of PNG screenshots.",
        discussion: """
        Each IMAGE.png is paired with the sidecar IMAGE.json beside it (see the article "The \
        sidecar format"), unless --regions names one; an image with no sidecar has its text \
        lines found, and its report says so ("regions detected: no sidecar"). For every region the report gives \
        the glyph and background colours read from the pixels, the WCAG 2.x ratio, the \
        APCA Lc, the threshold applied and a verdict: pass, fail, review (the pixels \
        cannot support a decision) or skipped.

        Exit status: 0 all regions pass, 1 a region fails, 2 an input (or the policy) \
        could not be analysed, 64 usage error.
        """,
        arguments: [ArgumentSpec(name: "image", help: "PNG screenshots to analyse.", repeating: true)],
        options: [regions.spec, format.spec, output.spec, SARIFOption.sarif.spec, sort.spec, scale.spec, detect.spec,
                  noDetect.spec, OCROption.ocr.spec, failOnReview.spec, jobs.spec]
            + AnalyzerOptions.specs)

    let images: [String]
    let regionsPath: String?
    let detecting: Bool
    /// Whether an image without a sidecar has its text lines found (else it is an error).
    let detectsWithoutSidecar: Bool
    let format: ReportFormat
    let outputPath: String?
    let sarifPath: String?
    let order: TextReportRenderer.Order?
    let failsOnReview: Bool
    /// Images analysed at once.
    let jobs: Int
    let analyzer: Analyzer
    /// The policy and profile files: inputs no output may overwrite.
    let optionInputs: [String]

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        images = parsed.positionals
        regionsPath = try parsed.value(Self.regions)
        detecting = parsed.isSet(Self.detect)
        detectsWithoutSidecar = !parsed.isSet(Self.noDetect)
        if detecting && !detectsWithoutSidecar {
            throw .usage("--detect and --no-detect contradict each other; pass one")
        }
        if regionsPath != nil && detecting {
            throw .usage("--detect finds the regions itself; it cannot be used with --regions")
        }
        if regionsPath != nil && images.count > 1 {
            throw .usage("--regions names the sidecar of one image; pass one image, or put IMAGE.json beside each")
        }
        let analyzerOptions = try AnalyzerOptions(parsing: parsed)
        optionInputs = analyzerOptions.inputPaths
        var analyzer = analyzerOptions.analyzer
        analyzer.loader.importScale = try parsed.value(Self.scale)
        analyzer.textReader = OCROption.reader(parsed)
        self.analyzer = analyzer
        format = try parsed.value(Self.format) ?? .text
        outputPath = try parsed.value(Self.output)
        sarifPath = try parsed.value(SARIFOption.sarif)
        order = try parsed.value(Self.sort)
        failsOnReview = parsed.isSet(Self.failOnReview)
        jobs = try parsed.value(Self.jobs) ?? ProcessorCount.active
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        // One file named twice (`x.png ./x.png`) is analysed once.
        let images = EntryIdentity.distinct(images)
        var inputs = InputFiles()
        for image in images {
            inputs.insert(image)
            if !detecting { inputs.insert(regionsPath ?? ScreenshotLoader.defaultSidecarPath(forImage: image)) }
        }
        inputs.insert(contentsOf: optionInputs)
        for output in [outputPath, sarifPath].compactMap({ $0 }) {
            if let refusal = inputs.refusal(toWrite: output) { throw .input(path: output, message: refusal) }
        }
        var results: [Result<ImageReport, AnalysisError>] = []
        var entries: [String] = []
        // One image per job at a time, with a malloc arena each (see MallocArenas).
        let workers = min(images.count, jobs)
        if workers > 1 { MallocArenas.limit(to: workers) }
        let (detecting, detectsWithoutSidecar, regionsPath) = (detecting, detectsWithoutSidecar, regionsPath)
        analyzer.analyzeInOrder(images.count, workers: workers, { analyzer, index throws(AnalysisError) in
            let image = images[index]
            return detecting
                ? try analyzer.analyzeDetectingText(imageAt: image)
                : regionsPath == nil && detectsWithoutSidecar
                ? try analyzer.analyzeOrDetect(imageAt: image)
                : try analyzer.analyze(imageAt: image, regionsAt: regionsPath)
        }, deliver: { _, result in
            switch result {
            case .success(let report):
                OCROption.showWarnings(of: report, in: context)
                for region in report.regions {
                    if let error = region.error {
                        context.error(path: report.image, "region \(MessageText.quoted(region.id)) \(error)")
                    }
                }
            case .failure(let error):
                context.error(error)
            }
            results.append(result)
            // Rendered now, while the next images decode, rather than all at the end.
            if format == .json { entries.append(JSONReportRenderer.entry(result, message: context.message(for:))) }
        })

        let text: String
        switch format {
        case .json:
            text = JSONReportRenderer.render(entries: entries)
        case .text:
            let toTerminal = outputPath == nil && context.console.outputIsTerminal
            let renderer = TextReportRenderer(useColor: outputPath == nil && context.console.colorAllowed,
                                              width: context.console.columns, order: order ?? (toTerminal ? .worst : .input))
            text = results.compactMap { try? $0.get() }.map(renderer.render).joined(separator: "\n")
        }
        var status = Self.exitCode(for: results, failOnReview: failsOnReview)
        if let sarifPath {
            let records = results.map { result in
                switch result {
                case .success(let report): return ImageRecord(report)
                case .failure(let error): return ImageRecord(error, message: context.message(for: error))
                }
            }
            if !context.write(context.sarif(records), to: sarifPath) { status = .inputError }
        }
        if let outputPath {
            // Written whole then renamed, so a reader never sees half a report.
            guard context.write(text, to: outputPath, what: "report") else { return .inputError }
        } else {
            context.output(text)
        }
        return status
    }

    /// 2 when any input or region could not be analysed, else 1 when any
    /// region fails (or needs review, with --fail-on-review), else 0.
    static func exitCode(for results: [Result<ImageReport, AnalysisError>], failOnReview: Bool) -> ExitCode {
        var code = ExitCode.success
        for result in results {
            guard case .success(let report) = result else { return .inputError }
            for region in report.regions {
                if region.problem != nil {
                    code = .inputError
                } else if region.verdict == .fail || (failOnReview && region.verdict == .review) {
                    code = code.combined(with: .failure)
                }
            }
        }
        return code
    }
}

/// `--format`: a table for people, or JSON for tools.
enum ReportFormat: String, Sendable, CaseIterable {
    case text, json
}
