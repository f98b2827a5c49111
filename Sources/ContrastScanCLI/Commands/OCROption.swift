import ContrastScan
import ContrastScanSupport
import PNGCodec
import TextRecognition

/// `--ocr`: `analyze`, `detect` and `batch` read the words of each region with
/// Tesseract, and tell detected text from icons. One declaration, one way of
/// reporting what went wrong: OCR warns, it never changes an exit status.
enum OCROption {
    static let ocr = Flag(
        "ocr",
        help: "Read the words with Tesseract OCR: detected lines (and sidecar text regions without text) get their text and an ocrConfidence; a detected line with no readable text is taken as an icon (nonText, 3:1). Needs eng.traineddata (tesseract-ocr-eng, or TESSDATA_PREFIX).")

    /// The reader `--ocr` asks for, or nil without it. The model is looked for
    /// once, here; a missing one is reported with each image (`warnings(of:in:)`).
    static func reader(_ parsed: ParsedArguments) -> TextReader? {
        parsed.isSet(ocr) ? TextReader() : nil
    }

    /// Says once, on standard error, that `reader` has no model: for `batch`, whose
    /// per-image warnings go to its JSON lines. Nothing when the model was found.
    static func warnIfUnavailable(_ reader: TextReader?, in context: CommandContext) {
        guard let reader, let problem = reader.unavailable else { return }
        let folder = OCRModel.environmentPrefix().flatMap { $0.isEmpty ? nil : $0 } ?? OCRModel.systemFolders[0]
        context.warning(path: OCRModel(folder: folder).path, TextReadings.warningPrefix + problem.description)
    }

    /// `detect --ocr`: reads the text of the detected `sidecar`'s lines in `image`,
    /// shows the warnings, and returns the confidences by region id for the output line.
    static func read(_ sidecar: inout Sidecar, in image: Image, with analyzer: Analyzer, path: String,
                     context: CommandContext) -> JSONValue {
        let readings = analyzer.readText(of: &sidecar, in: image, detected: true)
        for warning in readings.warnings { context.warning(path: path, warning) }
        var byID: [String: JSONValue] = [:]
        for (spec, confidence) in zip(sidecar.regions, readings.confidences) {
            if let confidence { byID[spec.id] = .number(confidence, decimals: 2) }
        }
        return .object(byID)
    }

    /// Shows the OCR warnings of `report` on standard error, one line each
    /// (`IMAGE: warning: OCR: …`); they stay in the report too.
    static func showWarnings(of report: ImageReport, in context: CommandContext) {
        for warning in report.warnings where TextReadings.isOCRWarning(warning) {
            context.warning(path: report.image, warning)
        }
    }
}
