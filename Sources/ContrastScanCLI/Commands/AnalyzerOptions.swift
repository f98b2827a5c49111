import ColorManagement
import ContrastScan
import ContrastScanSupport
import PNGCodec

/// `--sarif FILE`: every command with findings can write them for code scanning.
enum SARIFOption {
    static let sarif = Option<String>(
        "sarif", valueName: "file",
        help: "Also write the findings as SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.")
}

/// The analysis options every command that analyses shares: `--policy`,
/// `--assume-profile` and the resource limits, read the same way and with the
/// same errors (swift-argument-parser's `@OptionGroup`).
struct AnalyzerOptions: Sendable {
    static let policy = Option<String>(
        "policy", valueName: "file",
        help: "Policy JSON: standard (wcag2, apca, both), thresholds by role and appearance, large-text rule (see the article \"The policy file\").")
    static let assumeProfile = Option<String>(
        "assume-profile", valueName: "profile",
        help: "Colour space of images that declare none: srgb (the default), display-p3, or an ICC profile file. Ignored, with a warning, for images that declare one.")
    static let maxPixels = Option.count("max-pixels", help: "Refuse images with more pixels than this.", defaultValue: "100000000")
    static let maxChunkBytes = Option.count(
        "max-chunk-bytes",
        help: "Largest decompressed ancillary chunk (iCCP, zTXt, iTXt…) read, in bytes; a larger one is skipped with a warning.",
        defaultValue: String(DecodeLimits.default.maxChunkBytes))
    static let maxRegions = Option.count("max-regions", help: "Refuse sidecars with more regions than this (and images in which text detection finds more lines).",
                                         defaultValue: String(SidecarDecoder.defaultMaxRegions))
    static let maxSidecarBytes = Option.count("max-sidecar-bytes", help: "Refuse sidecars larger than this, in bytes.",
                                              defaultValue: String(ScreenshotLoader().maxSidecarBytes))
    static let timeout = Option<Duration>(
        "timeout", valueName: "seconds",
        help: "Stop analysing an image after this many seconds of wall time from its start (e.g. 10 or 0.5) and report it as an error; the other images go on (images analysed at once, --jobs, share the cores). Default: no limit.",
        expected: "a number of seconds from 0.001 to 1000000, e.g. 10 or 0.5") { text in
        guard let seconds = Double(text), seconds >= 0.001, seconds <= 1_000_000 else { return nil }
        return .milliseconds(max(1, Int((seconds * 1000).rounded())))
    }

    /// The resource limits (the article "Limits and damaged files"), each with its default.
    static let limitSpecs = [maxPixels.spec, maxChunkBytes.spec, maxRegions.spec, maxSidecarBytes.spec, timeout.spec]
    static let specs = [policy.spec, assumeProfile.spec] + limitSpecs

    /// The analyzer the options describe.
    let analyzer: Analyzer
    /// The files the options name (the policy, an ICC profile): inputs of the run,
    /// which no output may overwrite.
    let inputPaths: [String]

    /// Reads the options. A bad limit is a usage error (64); an unreadable policy
    /// or profile is an input error (2) naming the file, before any image is read.
    init(parsing parsed: ParsedArguments) throws(CLIError) {
        var analyzer = Analyzer()
        var inputPaths: [String] = []
        if let value = try parsed.value(Self.maxPixels) { analyzer.limits.maxPixels = value }
        if let value = try parsed.value(Self.maxChunkBytes) { analyzer.limits.maxChunkBytes = value }
        if let value = try parsed.value(Self.maxRegions) { analyzer.maxRegions = value }
        if let value = try parsed.value(Self.maxSidecarBytes) { analyzer.loader.maxSidecarBytes = value }
        analyzer.timeLimit = try parsed.value(Self.timeout)
        if let value = try parsed.value(Self.assumeProfile) {
            analyzer.assumedProfile = try Self.assumedProfile(value)
            if case .icc = analyzer.assumedProfile { inputPaths.append(value) }
        }
        if let path = try parsed.value(Self.policy) {
            do {
                // A bad policy would change every verdict: stop before any image is read.
                analyzer.policy = try PolicyDecoder.load(path: path)
            } catch {
                throw .input(path: path, message: error.description)
            }
            inputPaths.append(path)
        }
        self.analyzer = analyzer
        self.inputPaths = inputPaths
    }

    /// `srgb`, `display-p3`, or a readable ICC profile file.
    private static func assumedProfile(_ value: String) throws(CLIError) -> AssumedProfile {
        switch value.lowercased() {
        case "srgb": return .srgb
        case "display-p3", "displayp3", "p3": return .displayP3
        default:
            func refuse(_ problem: String) -> CLIError { .input(path: value, message: "cannot use as --assume-profile: \(problem)") }
            let data: [UInt8]
            do {
                data = try FileInput.read(value, limit: 16 << 20)
            } catch {
                throw refuse("\(error.description) (expected srgb, display-p3 or an ICC profile file)")
            }
            do {
                return try AssumedProfile.icc(name: value, data: data)
            } catch {
                throw refuse(error.description)
            }
        }
    }
}
