import ContrastScan
import Foundation

/// `contrastscan compare --baseline DIR --current DIR`: gates screenshots on their
/// recorded contrast, region by region.
enum CompareCommand {
    static let spec = CommandSpec(
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
        options: [
            OptionSpec(name: "baseline", valueName: "dir", help: "Folder of baselines (PATH.contrast.json)."),
            OptionSpec(name: "current", valueName: "dir", help: "Folder of current screenshots (PATH.png with PATH.json)."),
            OptionSpec(name: "tolerance", valueName: "fraction",
                       help: "How far a ratio may drop before it is a regression: 0.05 or 5%.", defaultValue: "5%"),
            OptionSpec(name: "record-missing", help: "Write the baselines that are missing (same as --record missing)."),
            OptionSpec(name: "record", valueName: "mode", help: "When to write baselines into the baseline folder.",
                       allowed: RecordMode.allCases.map(\.rawValue), defaultValue: "never, or $CONTRASTSCAN_RECORD"),
            OptionSpec(name: "junit", valueName: "file", help: "Also write the result as JUnit XML."),
            OptionSpec(name: "markdown", valueName: "file", help: "Also write the result as GitHub Markdown (a job summary or PR comment)."),
            OptionSpec(name: "json", valueName: "file", help: "Also write the result as JSON."),
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
        if let extra = parsed.positionals.first {
            usage("Unexpected argument '\(extra)': name the folders with --baseline <dir> and --current <dir>")
        }
        guard let baselineDirectory = parsed.value("baseline") else { usage("Missing expected option '--baseline <dir>'") }
        guard let currentDirectory = parsed.value("current") else { usage("Missing expected option '--current <dir>'") }
        var tolerance = Tolerance.default
        if let text = parsed.value("tolerance") {
            guard let value = Tolerance(parsing: text) else {
                usage("The value '\(text)' is invalid for '--tolerance <fraction>': expected a fraction from 0 to below 1, or a percentage, e.g. 0.05 or 5%")
            }
            tolerance = value
        }
        let recordMode = self.recordMode(parsed, usage: usage)
        let driver = CompareDriver(analyzer: AnalyzerOptions.analyzer(from: parsed, command: spec),
                                   tolerance: tolerance, recordMode: recordMode)

        let report: ComparisonReport
        do {
            report = try driver.run(baselineDirectory: baselineDirectory, currentDirectory: currentDirectory)
        } catch {
            Diagnostics.emit(path: error.path, message: error.problem.description)
            Diagnostics.exit(.inputError)
        }
        var failed = false
        for problem in report.problems {
            Diagnostics.emit(path: problem.path, message: problem.message)
        }
        if report.screenshots.isEmpty {
            Diagnostics.emit(path: currentDirectory, message: "nothing to compare: no PNG screenshots here and no baselines in \(baselineDirectory)")
            failed = true
        }
        let outputs: [(option: String, render: (ComparisonReport) -> String)] = [
            ("junit", JUnitRenderer.render), ("markdown", { MarkdownRenderer.render($0) }), ("json", CompareJSONRenderer.render),
        ]
        for output in outputs {
            guard let path = parsed.value(output.option) else { continue }
            if let reason = OutputFile.write(output.render(report), to: path) {
                Diagnostics.emit(path: path, message: "cannot write the --\(output.option) report (\(reason))")
                failed = true
            }
        }
        Diagnostics.writeOutput(CompareTextRenderer(useColor: Terminal.colorAllowed(fileDescriptor: 1)).render(report))
        if failed || report.hasProblems { Diagnostics.exit(.inputError) }
        Diagnostics.exit(report.hasRegressions ? .failure : .success)
    }

    /// `--record-missing`, `--record MODE`, else `CONTRASTSCAN_RECORD`, else `never`.
    private static func recordMode(_ parsed: ParsedArguments, usage: (String) -> Never) -> RecordMode {
        let option = parsed.value("record").flatMap(RecordMode.init(rawValue:))
        if parsed.flag("record-missing") {
            if let option, option != .missing {
                usage("--record-missing and '--record \(option)' contradict each other; pass one")
            }
            return .missing
        }
        if let option { return option }
        do {
            return try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) ?? .never
        } catch {
            usage(error.description)
        }
    }
}
