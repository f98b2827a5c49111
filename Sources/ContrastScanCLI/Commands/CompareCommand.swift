import ContrastGating
import ContrastScanSupport
import ContrastScan

/// `contrastscan compare --baseline DIR --current DIR`: gates screenshots on their
/// recorded contrast, region by region.
struct CompareCommand: Command {
    static let baseline = Option<String>("baseline", valueName: "dir", help: "Folder of baselines (PATH.contrast.json).", required: true)
    static let current = Option<String>("current", valueName: "dir", help: "Folder of current screenshots (PATH.png with PATH.json).",
                                        required: true)
    static let tolerance = Option<Tolerance>(
        "tolerance", valueName: "fraction", help: "How far a ratio may drop before it is a regression: 0.05 or 5%.",
        defaultValue: "5%", expected: "a fraction from 0 to below 1, or a percentage, e.g. 0.05 or 5%") { Tolerance(parsing: $0) }
    static let recordMissing = Flag("record-missing", help: "Write the baselines that are missing (same as --record missing).")
    static let record = Option<RecordMode>("record", valueName: "mode", help: "When to write baselines into the baseline folder.",
                                           defaultValue: "never, or $CONTRASTSCAN_RECORD")
    static let junit = Option<String>("junit", valueName: "file", help: "Also write the result as JUnit XML.")
    static let markdown = Option<String>("markdown", valueName: "file", help: "Also write the result as GitHub Markdown (a job summary or PR comment).")
    static let json = Option<String>("json", valueName: "file", help: "Also write the result as JSON.")

    static let configuration = CommandConfiguration(
        name: "compare",
        abstract: "Compare screenshots with their contrast baselines; fail on regressions.",
        discussion: """
        Pairs each CURRENT/PATH.png (with its sidecar PATH.json) with BASELINE/PATH.contrast.json \
        by relative path, analyses the current screenshot and compares region by region by id. \
        A regression is a region that did not fail and now fails, whose verdict became review, \
        whose ratio dropped by more than the tolerance, or that disappeared (also when its \
        whole screenshot is gone). Improvements, new regions and unchanged ones are listed, \
        never failed; a changed image size or scale is a note. The baseline folder needs only \
        the .contrast.json files (see 'contrastscan record').

        Recording: --record-missing (= --record missing) writes baselines that do not exist \
        yet into BASELINE; --record all re-writes every baseline after comparing. The default \
        is never (a missing baseline is an error), or CONTRASTSCAN_RECORD=never|missing|all. \
        Recorded baselines do not change the exit status.

        Outputs: a summary on standard output (worst first, appearance matrix), and with \
        --junit, --markdown and --json the same result as JUnit XML, GitHub Markdown (e.g. \
        "$GITHUB_STEP_SUMMARY") and JSON.

        Exit status: 0 no regression, 1 a regression, 2 an input could not be used (a \
        screenshot, sidecar, baseline, the policy, or a missing baseline; wins over 1), 64 \
        usage error.
        """,
        arguments: [],
        options: [baseline.spec, current.spec, tolerance.spec, recordMissing.spec, record.spec, junit.spec, markdown.spec,
                  json.spec, SARIFOption.sarif.spec] + AnalyzerOptions.specs)

    let baselineDirectory: String
    let currentDirectory: String
    let driver: CompareDriver
    /// `--record`/`--record-missing`; nil to take `CONTRASTSCAN_RECORD`, else `never`.
    let recordMode: RecordMode?
    let outputs: [(path: String, option: String, render: @Sendable (ComparisonReport) -> String)]

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        if let extra = parsed.positionals.first {
            throw .usage("Unexpected argument '\(extra)': name the folders with --baseline <dir> and --current <dir>")
        }
        guard let baselineDirectory = try parsed.value(Self.baseline) else { throw .usage("Missing expected option '--baseline <dir>'") }
        guard let currentDirectory = try parsed.value(Self.current) else { throw .usage("Missing expected option '--current <dir>'") }
        self.baselineDirectory = baselineDirectory
        self.currentDirectory = currentDirectory
        let tolerance = try parsed.value(Self.tolerance) ?? .default
        recordMode = try Self.recordMode(parsed)
        let analyzerOptions = try AnalyzerOptions(parsing: parsed)
        var driver = CompareDriver(analyzer: analyzerOptions.analyzer, tolerance: tolerance)
        driver.protectedInputs.insert(contentsOf: analyzerOptions.inputPaths)
        self.driver = driver
        var outputs: [(String, String, @Sendable (ComparisonReport) -> String)] = []
        if let path = try parsed.value(Self.junit) { outputs.append((path, "junit", JUnitRenderer.render)) }
        if let path = try parsed.value(Self.markdown) { outputs.append((path, "markdown", { MarkdownRenderer.render($0) })) }
        if let path = try parsed.value(Self.json) { outputs.append((path, "json", CompareJSONRenderer.render)) }
        if let path = try parsed.value(SARIFOption.sarif) {
            outputs.append((path, "sarif", { [currentDirectory] report in
                let log = CompareSARIFRenderer.log(report, currentDirectory: currentDirectory, version: CommandLineTool.version)
                return (try? log.encoded()).map { String(decoding: $0, as: UTF8.self) } ?? ""
            }))
        }
        self.outputs = outputs
    }

    /// `--record-missing`, `--record MODE`, else `CONTRASTSCAN_RECORD`, else `never`.
    private static func recordMode(_ parsed: ParsedArguments) throws(CLIError) -> RecordMode? {
        let option = try parsed.value(Self.record)
        if parsed.isSet(Self.recordMissing) {
            if let option, option != .missing {
                throw .usage("--record-missing and '--record \(option)' contradict each other; pass one")
            }
            return .missing
        }
        return option
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        var driver = self.driver
        if let recordMode {
            driver.recordMode = recordMode
        } else {
            do {
                driver.recordMode = try RecordMode.fromEnvironment(context.environment) ?? .never
            } catch {
                throw .usage(error.description)
            }
        }
        driver.describe = { [command = context.command.name] in Remedies.message(for: $0, command: command) }
        // Result files are checked before any work: none may replace an input.
        let inputs = driver.inputs(baselineDirectory: baselineDirectory, currentDirectory: currentDirectory)
        for output in outputs {
            if let refusal = inputs.refusal(toWrite: output.path) { throw .input(path: output.path, message: refusal) }
        }
        let report: ComparisonReport
        do {
            report = try driver.run(baselineDirectory: baselineDirectory, currentDirectory: currentDirectory)
        } catch {
            throw .input(path: error.path, message: error.description)
        }
        var status = ExitCode.success
        for problem in report.problems {
            context.error(path: problem.path, problem.message)
        }
        if report.screenshots.isEmpty {
            context.error(path: currentDirectory, "nothing to compare: no PNG screenshots here and no baselines in \(baselineDirectory)")
            status = .inputError
        }
        for output in outputs where !context.write(output.render(report), to: output.path, what: "--\(output.option) report") {
            status = .inputError
        }
        context.output(CompareTextRenderer(useColor: context.console.colorAllowed).render(report))
        if report.hasProblems { status = .inputError }
        return status.combined(with: report.hasRegressions ? .failure : .success)
    }
}
