import ContrastScanSupport

/// What OCR read in one image's regions: a confidence per region (in the
/// regions' order; nil where nothing was read) and the problems met, as the
/// report's warnings.
public struct TextReadings: Sendable, Equatable {
    /// Every OCR warning starts with this, so a command can show them on
    /// standard error as well as in the report.
    public static let warningPrefix = "OCR: "
    /// Region-level problems listed one by one; past this many, one line counts the rest.
    static let listedProblems = 3

    /// Tesseract's mean word confidence, 0…1, per region; nil where nothing was read.
    public var confidences: [Double?]
    /// One line each, starting with `warningPrefix`.
    public var warnings: [String]

    /// - Parameters:
    ///   - confidences: one per region, in the regions' order.
    ///   - warnings: the problems met, each starting with `warningPrefix`.
    public init(confidences: [Double?], warnings: [String] = []) {
        self.confidences = confidences
        self.warnings = warnings
    }

    /// Whether `warning` (one of a report's warnings) came from OCR.
    /// - Parameter warning: a line of `ImageReport.warnings`.
    public static func isOCRWarning(_ warning: String) -> Bool { warning.hasPrefix(warningPrefix) }

    /// The warnings for region-level problems `(region id, message)`: the first few
    /// by name, then a count, so a screen of unreadable lines is not a screen of warnings.
    static func warnings(for problems: [(id: String, message: String)]) -> [String] {
        var lines = problems.prefix(listedProblems).map { "\(warningPrefix)region \(MessageText.quoted($0.id)): \($0.message)" }
        if problems.count > listedProblems {
            lines.append("\(warningPrefix)\(problems.count - listedProblems) more regions could not be read")
        }
        return lines
    }
}
