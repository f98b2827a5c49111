import ContrastScan
import ContrastScanSupport

/// `contrastscan detect IMAGE…`: the text lines a bare screenshot holds, as a
/// sidecar — to check what `--detect` will measure, or to start a real sidecar from.
struct DetectCommand: Command {
    static let write = Flag("write", help: "Write NAME.json beside each image (refuses to replace one).")

    static let configuration = CommandConfiguration(
        name: "detect",
        abstract: "Find the text lines in screenshots and print them as sidecars.",
        discussion: """
        Prints one JSON line per image: {"image": PATH, "sidecar": {…}} with the regions \
        analyze --detect would measure (role text, ids from positions such as \
        line-y0412-x0036, rects in points at the guessed scale, fontSize a lower bound). \
        With --write, each sidecar is written as NAME.json beside its image instead — never \
        over an existing file. An image that cannot be read, or with more lines than \
        --max-regions (a sidecar analyze would refuse), prints {"image": PATH, "error": …} \
        and nothing is written for it.

        When nothing is found, or the lines found cover little of what the image shows, \
        the line has "warnings" (the ones analyze --detect puts in its report) and each is \
        printed on standard error as PATH: warning: TEXT.

        With --ocr, each line's text is read with Tesseract and written as its "text"; \
        a line with no readable text becomes a nonText region (an icon), and \
        "ocrConfidence" maps each region id to Tesseract's confidence (0…1).

        Exit status: 0 every image was read (and written), 2 one could not be, 64 usage error.
        """,
        arguments: [ArgumentSpec(name: "image", help: "PNG screenshots.", repeating: true)],
        options: [write.spec, OCROption.ocr.spec, AnalyzerOptions.maxRegions.spec])

    let images: [String]
    let writes: Bool
    let maxRegions: Int
    let reader: TextReader?

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        images = parsed.positionals
        writes = parsed.isSet(Self.write)
        maxRegions = try parsed.value(AnalyzerOptions.maxRegions) ?? SidecarDecoder.defaultMaxRegions
        reader = OCROption.reader(parsed)
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        var analyzer = Analyzer()
        analyzer.maxRegions = maxRegions
        analyzer.textReader = reader
        var status = ExitCode.success
        for path in images {
            var line: [String: JSONValue] = ["image": .string(path)]
            do throws(AnalysisError) {
                let (image, detected, warnings) = try analyzer.detectRegionsAndWarnings(
                    pngBytes: try analyzer.loader.readImage(at: path), name: path)
                var sidecar = detected
                // Nothing found, or little of what the picture shows: said on stderr and
                // in the line, or an empty sidecar reads as "no text here".
                for warning in warnings { context.warning(path: path, warning) }
                if !warnings.isEmpty { line["warnings"] = .array(warnings.map { .string($0) }) }
                if reader != nil {
                    let readings = OCROption.read(&sidecar, in: image, with: analyzer, path: path, context: context)
                    line["ocrConfidence"] = readings
                }
                if writes {
                    let target = ScreenshotLoader.defaultSidecarPath(forImage: path)
                    if FileInput.exists(target) {
                        context.error(path: target, "exists; not replaced (detect --write only creates sidecars)")
                        status = .inputError
                        line["error"] = .string("\(target): exists; not replaced")
                    } else {
                        do {
                            try FileOutput.write(SidecarEncoder.text(sidecar), to: target)
                            line["written"] = .string(target)
                        } catch {
                            context.error(path: target, "cannot write the sidecar (\(error))")
                            status = .inputError
                            line["error"] = .string("\(target): cannot write the sidecar (\(error))")
                        }
                    }
                } else {
                    line["sidecar"] = SidecarEncoder.value(of: sidecar)
                }
            } catch {
                context.error(error)
                status = .inputError
                line["error"] = .string(MessageText.oneLine("\(error.path): \(context.message(for: error))"))
            }
            context.output(JSONValue.object(line).renderedCompact() + "\n")
        }
        return status
    }
}
