import ContrastScan

/// The analysis options `record` and `compare` share with `analyze`: `--policy`,
/// `--assume-profile`, `--max-pixels`, read the same way and with the same errors.
enum AnalyzerOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(name: "policy", valueName: "file", help: "Policy JSON: standard (wcag2, apca, both), thresholds by role and appearance, large-text rule (see README \"Policy file\")."),
        OptionSpec(name: "assume-profile", valueName: "profile",
                   help: "Colour space of images that declare none: srgb (the default), display-p3, or an ICC profile file. Ignored, with a warning, for images that declare one."),
        OptionSpec(name: "max-pixels", valueName: "n", help: "Refuse images with more pixels than this.", defaultValue: "100000000"),
    ]

    /// The analyzer the options describe. A bad `--max-pixels` is a usage error (64); an
    /// unreadable policy or profile exits 2 naming the file, before any image is read.
    static func analyzer(from parsed: ParsedArguments, command: CommandSpec) -> Analyzer {
        var analyzer = Analyzer()
        if let text = parsed.value("max-pixels") {
            guard let maxPixels = Int(text), maxPixels > 0 else {
                Diagnostics.exit(for: UsageError(
                    message: "The value '\(text)' is invalid for '--max-pixels <n>': expected a positive whole number",
                    command: command))
            }
            analyzer.limits.maxPixels = maxPixels
        }
        if let value = parsed.value("assume-profile") {
            analyzer.assumedProfile = AnalyzeCommand.assumedProfile(value)
        }
        if let path = parsed.value("policy") {
            do {
                analyzer.policy = try PolicyDecoder.load(path: path)
            } catch {
                Diagnostics.emit(path: path, message: error.description)
                Diagnostics.exit(.inputError)
            }
        }
        return analyzer
    }
}
