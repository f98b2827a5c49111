import ContrastTriage

/// The options `batch` and `merge` share — how the result is summarised and
/// reported — read the same way by both (an `@OptionGroup`).
struct BatchOptions: Sendable {
    static let html = Option<String>("html", valueName: "file", help: "Also write a self-contained HTML report, worst first.")
    static let sarif = SARIFOption.sarif
    static let format = Option<ReportFormat>("format", valueName: "format", help: "Summary format.", defaultValue: "text")
    static let top = Option.count("top", help: "Regions, images and errors listed in the summary.", defaultValue: "20", allowZero: true)
    static let thumbnailSize = Option.count("thumbnail-size", valueName: "px", help: "Longer side of the pictures in the HTML report.",
                                            defaultValue: "640")
    static let htmlImages = Option.count(
        "html-images", help: "Screenshots shown with their pictures in the HTML report, worst first; the rest are one row each.",
        defaultValue: "500", allowZero: true)
    static let failOnReview = Flag("fail-on-review", help: "Exit 1 when a region needs review, as for a failure.")

    let htmlPath: String?
    let sarifPath: String?
    let format: ReportFormat
    let top: Int
    let thumbnailSize: Int
    let htmlImages: Int
    let failsOnReview: Bool

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        htmlPath = try parsed.value(Self.html)
        sarifPath = try parsed.value(Self.sarif)
        format = try parsed.value(Self.format) ?? .text
        top = try parsed.value(Self.top) ?? 20
        thumbnailSize = try parsed.value(Self.thumbnailSize) ?? 640
        htmlImages = try parsed.value(Self.htmlImages) ?? 500
        failsOnReview = parsed.isSet(Self.failOnReview)
    }

    /// 0 passed, 1 failed, 2 error (the README's "Exit codes").
    static func exitCode(_ outcome: BatchOutcome) -> ExitCode {
        switch outcome {
        case .passed: return .success
        case .failed: return .failure
        case .error: return .inputError
        }
    }
}
