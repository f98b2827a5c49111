import ContrastScan

/// `contrastscan detect IMAGE…`: the text lines a bare screenshot holds, as a
/// sidecar — to check what `--detect` will measure, or to start a real sidecar from.
enum DetectCommand {
    static let spec = CommandSpec(
        name: "detect",
        abstract: "Find the text lines in screenshots and print them as sidecars.",
        discussion: """
        Prints one JSON line per image: {"image": PATH, "sidecar": {…}} with the regions \
        analyze --detect would measure (role text, ids from positions such as \
        line-y0412-x0036, rects in points at the guessed scale, fontSize a lower bound). \
        With --write, each sidecar is written as NAME.json beside its image instead — never \
        over an existing file. An image that cannot be read prints {"image": PATH, "error": …}.

        Exit status: 0 every image was read (and written), 2 one could not be, 64 usage error.
        """,
        arguments: [ArgumentSpec(name: "image", help: "PNG screenshots.", repeating: true)],
        options: [OptionSpec(name: "write", help: "Write NAME.json beside each image (refuses to replace one).")])

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
            Diagnostics.exit(for: UsageError(message: "Missing expected argument '<image> ...'", command: spec))
        }
        let analyzer = Analyzer()
        var failed = false
        for path in parsed.positionals {
            var line: [String: JSONValue] = ["image": .string(path)]
            do throws(AnalysisError) {
                let bytes: [UInt8]
                do {
                    bytes = try FileInput.read(path, limit: analyzer.maxFileBytes)
                } catch {
                    throw AnalysisError(path: path, problem: .file(error))
                }
                let (_, sidecar) = try analyzer.detectRegions(pngBytes: bytes, name: path)
                let value = SidecarEncoder.value(of: sidecar)
                if parsed.flag("write") {
                    let target = Analyzer.defaultSidecarPath(forImage: path)
                    if FileInput.exists(target) {
                        Diagnostics.emit(path: target, message: "exists; not replaced (detect --write only creates sidecars)")
                        failed = true
                        line["error"] = .string("\(target): exists; not replaced")
                    } else if let problem = OutputFile.write(value.rendered() + "\n", to: target) {
                        Diagnostics.emit(path: target, message: "cannot write the sidecar (\(problem))")
                        failed = true
                        line["error"] = .string("\(target): cannot write the sidecar (\(problem))")
                    } else {
                        line["written"] = .string(target)
                    }
                } else {
                    line["sidecar"] = value
                }
            } catch {
                Diagnostics.emit(error)
                failed = true
                line["error"] = .string(error.description)
            }
            Diagnostics.writeOutput(JSONValue.object(line).renderedCompact() + "\n")
        }
        Diagnostics.exit(failed ? .inputError : .success)
    }
}
