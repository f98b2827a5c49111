import ColorManagement
import ContrastScan
import Foundation
import PNGCodec

/// `contrastscan analyze IMAGE…`: measures every region of every image.
enum AnalyzeCommand {
    static let spec = CommandSpec(
        name: "analyze",
        abstract: "Measure the contrast of each region of PNG screenshots.",
        discussion: """
        Each IMAGE.png is paired with the sidecar IMAGE.json beside it (see README \
        "Sidecar format"), unless --regions names one. For every region the report gives \
        the glyph and background colours read from the pixels, the WCAG 2.x ratio, the \
        APCA Lc, the threshold applied and a verdict: pass, fail, review (the pixels \
        cannot support a decision) or skipped.

        Exit status: 0 all regions pass, 1 a region fails, 2 an input (or the policy) \
        could not be analysed, 64 usage error.
        """,
        arguments: [ArgumentSpec(name: "image", help: "PNG screenshots to analyse.", repeating: true)],
        options: [
            OptionSpec(name: "regions", valueName: "file", help: "Sidecar JSON to use instead of IMAGE.json (one image only)."),
            OptionSpec(name: "format", valueName: "format", help: "Output format.", allowed: ["text", "json"], defaultValue: "text"),
            OptionSpec(name: "output", short: "o", valueName: "file", help: "Write the report to this file instead of standard output."),
            OptionSpec(name: "scale", valueName: "n", help: "Pixels per point for an XCUITest element list given as a bare array (see README \"Importing view hierarchies\")."),
            OptionSpec(name: "detect", help: "Find the text lines in each image instead of reading a sidecar (ids like line-y0412-x0036, marked \"detected\")."),
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
        let images = parsed.positionals
        guard !images.isEmpty else {
            Diagnostics.exit(for: UsageError(message: "Missing expected argument '<image> ...'", command: spec))
        }
        if parsed.value("regions") != nil && parsed.flag("detect") {
            Diagnostics.exit(for: UsageError(message: "--detect finds the regions itself; it cannot be used with --regions",
                                             command: spec))
        }
        if parsed.value("regions") != nil && images.count > 1 {
            Diagnostics.exit(for: UsageError(
                message: "--regions names the sidecar of one image; pass one image, or put IMAGE.json beside each",
                command: spec))
        }
        var analyzer = AnalyzerOptions.analyzer(from: parsed, command: spec)
        if let text = parsed.value("scale") {
            guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 16 else {
                Diagnostics.exit(for: UsageError(
                    message: "The value '\(text)' is invalid for '--scale <n>': expected a number greater than 0 and at most 16",
                    command: spec))
            }
            analyzer.importScale = scale
        }

        var results: [Result<ImageReport, AnalysisError>] = []
        for image in images {
            do {
                let report = parsed.flag("detect")
                    ? try analyzer.analyzeDetectingText(imageAt: image)
                    : try analyzer.analyze(imageAt: image, regionsAt: parsed.value("regions"))
                for region in report.regions {
                    if let error = region.error {
                        Diagnostics.emitRegionError(image: report.image, region: region.id, message: error)
                    }
                }
                results.append(.success(report))
            } catch {
                Diagnostics.emit(error)
                results.append(.failure(error))
            }
        }

        let outputPath = parsed.value("output")
        let text: String
        if parsed.value("format") == "json" {
            text = JSONReportRenderer.render(results)
        } else {
            let renderer = TextReportRenderer(useColor: outputPath == nil && Terminal.colorAllowed(fileDescriptor: 1))
            text = results.compactMap { try? $0.get() }.map(renderer.render).joined(separator: "\n")
        }
        if let outputPath {
            // Written whole then renamed, so a reader never sees half a report.
            if let problem = OutputFile.write(text, to: outputPath) {
                Diagnostics.emit(path: outputPath, message: "cannot write the report (\(problem))")
                Diagnostics.exit(.inputError)
            }
        } else {
            Diagnostics.writeOutput(text)
        }
        Diagnostics.exit(exitCode(for: results, failOnReview: parsed.flag("fail-on-review")))
    }

    /// `srgb`, `display-p3`, or a readable ICC profile file; exits 2 naming
    /// the file when it is not one.
    static func assumedProfile(_ value: String) -> AssumedProfile {
        switch value.lowercased() {
        case "srgb": return .srgb
        case "display-p3", "displayp3", "p3": return .displayP3
        default:
            let data: [UInt8]
            do {
                data = try FileInput.read(value, limit: 16 << 20)
            } catch {
                Diagnostics.emit(path: value, message: "cannot use as --assume-profile: \(error.description) (expected srgb, display-p3 or an ICC profile file)")
                Diagnostics.exit(.inputError)
            }
            do {
                let converter = try ColorConverter(.icc(name: value, data: data))
                if let problem = ImageColorimetry.implausibility(of: converter) {
                    Diagnostics.emit(path: value, message: "cannot use as --assume-profile: \(problem)")
                    Diagnostics.exit(.inputError)
                }
            } catch {
                Diagnostics.emit(path: value, message: "cannot use as --assume-profile: \(error)")
                Diagnostics.exit(.inputError)
            }
            return .icc(name: value, data: data)
        }
    }

    /// 2 when any input or region could not be analysed, else 1 when any
    /// region fails (or needs review, with --fail-on-review), else 0.
    static func exitCode(for results: [Result<ImageReport, AnalysisError>], failOnReview: Bool) -> ExitCode {
        var code = ExitCode.success
        for result in results {
            switch result {
            case .failure:
                return .inputError
            case .success(let report):
                for region in report.regions {
                    if region.error != nil {
                        code = .inputError
                    } else if region.verdict == .fail || (failOnReview && region.verdict == .review) {
                        if code == .success { code = .failure }
                    }
                }
            }
        }
        return code
    }
}
