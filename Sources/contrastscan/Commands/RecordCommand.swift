import ContrastScan

/// `contrastscan record PATH…`: writes a baseline (`NAME.contrast.json`) beside each screenshot.
enum RecordCommand {
    static let spec = CommandSpec(
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
        guard !parsed.positionals.isEmpty else {
            Diagnostics.exit(for: UsageError(message: "Missing expected argument '<path> ...'", command: spec))
        }
        let recorder = BaselineRecorder(analyzer: AnalyzerOptions.analyzer(from: parsed, command: spec))
        let entries = recorder.record(parsed.positionals)
        var failed = false
        for entry in entries {
            if let count = entry.regionCount {
                Diagnostics.writeOutput("recorded \(entry.baselinePath) (\(count) region\(count == 1 ? "" : "s"))\n")
            }
            for problem in entry.problems {
                Diagnostics.emit(path: problem.path, message: problem.message)
                failed = true
            }
        }
        if entries.isEmpty {
            Diagnostics.emit(path: parsed.positionals.joined(separator: ", "), message: "no PNG screenshots found")
            failed = true
        }
        Diagnostics.exit(failed ? .inputError : .success)
    }
}
