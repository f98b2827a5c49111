import ContrastScan
import PNGCodec

/// The analysis options `record` and `compare` share with `analyze`: `--policy`,
/// `--assume-profile` and the resource limits, read the same way and with the same errors.
enum AnalyzerOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(name: "policy", valueName: "file", help: "Policy JSON: standard (wcag2, apca, both), thresholds by role and appearance, large-text rule (see README \"Policy file\")."),
        OptionSpec(name: "assume-profile", valueName: "profile",
                   help: "Colour space of images that declare none: srgb (the default), display-p3, or an ICC profile file. Ignored, with a warning, for images that declare one."),
    ] + limitSpecs

    /// The resource limits (README "Limits"), each with its default.
    static let limitSpecs: [OptionSpec] = [
        OptionSpec(name: "max-pixels", valueName: "n", help: "Refuse images with more pixels than this.", defaultValue: "100000000"),
        OptionSpec(name: "max-chunk-bytes", valueName: "n",
                   help: "Largest decompressed ancillary chunk (iCCP, zTXt, iTXt…) read, in bytes; a larger one is skipped with a warning.",
                   defaultValue: String(DecodeLimits.default.maxChunkBytes)),
        OptionSpec(name: "max-regions", valueName: "n", help: "Refuse sidecars with more regions than this.",
                   defaultValue: String(SidecarDecoder.defaultMaxRegions)),
        OptionSpec(name: "max-sidecar-bytes", valueName: "n", help: "Refuse sidecars larger than this, in bytes.",
                   defaultValue: String(Analyzer().maxSidecarBytes)),
        OptionSpec(name: "timeout", valueName: "seconds",
                   help: "Stop analysing an image after this many seconds (e.g. 10 or 0.5) and report it as an error; the other images go on. Default: no limit."),
    ]

    /// The analyzer the options describe. A bad limit is a usage error (64); an
    /// unreadable policy or profile exits 2 naming the file, before any image is read.
    static func analyzer(from parsed: ParsedArguments, command: CommandSpec) -> Analyzer {
        var analyzer = Analyzer()
        func count(_ name: String) -> Int? {
            guard let text = parsed.value(name) else { return nil }
            guard let value = Int(text), value > 0 else {
                Diagnostics.exit(for: UsageError(
                    message: "The value '\(text)' is invalid for '--\(name) <n>': expected a positive whole number",
                    command: command))
            }
            return value
        }
        if let maxPixels = count("max-pixels") { analyzer.limits.maxPixels = maxPixels }
        if let maxChunkBytes = count("max-chunk-bytes") { analyzer.limits.maxChunkBytes = maxChunkBytes }
        if let maxRegions = count("max-regions") { analyzer.maxRegions = maxRegions }
        if let maxSidecarBytes = count("max-sidecar-bytes") { analyzer.maxSidecarBytes = maxSidecarBytes }
        if let text = parsed.value("timeout") {
            guard let seconds = Double(text), seconds >= 0.001, seconds <= 1_000_000 else {
                Diagnostics.exit(for: UsageError(
                    message: "The value '\(text)' is invalid for '--timeout <seconds>': expected a number of seconds from 0.001 to 1000000, e.g. 10 or 0.5",
                    command: command))
            }
            analyzer.timeLimit = .milliseconds(max(1, Int((seconds * 1000).rounded())))
        }
        if let value = parsed.value("assume-profile") {
            analyzer.assumedProfile = AnalyzeCommand.assumedProfile(value)
        }
        if let path = parsed.value("policy") {
            do {
                // A bad policy would change every verdict: stop before any image is read.
                analyzer.policy = try PolicyDecoder.load(path: path)
            } catch {
                Diagnostics.emit(path: path, message: error.description)
                Diagnostics.exit(.inputError)
            }
        }
        return analyzer
    }
}
