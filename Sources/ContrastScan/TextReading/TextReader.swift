import PNGCodec
import TextRecognition

/// Reads the words of regions with OCR (`--ocr`), and tells a line of text from
/// an icon the detector took for one.
///
/// A value to keep in an `Analyzer`: copies share one `OCREnginePool`, so the
/// threads of a batch each borrow an engine and the model is loaded once per
/// thread, not once per line.
public struct TextReader: Sendable {
    /// The engines, and the model they load.
    public let pool: OCREnginePool?
    /// Why there is no pool (no model found); every image's report says so.
    public let unavailable: OCRError?
    /// Below this mean word confidence (0…1), a detected line is not taken as text.
    public var minimumConfidence: Double = 0.5

    /// A reader with the model found by `OCRModel.locate` (`TESSDATA_PREFIX`, then
    /// the usual folders); when none is found, a reader that reads nothing and
    /// reports `unavailable` instead — OCR never stops an analysis.
    /// - Parameters:
    ///   - language: Tesseract's language code, e.g. `eng`.
    ///   - prefix: the value of `TESSDATA_PREFIX`; by default read from the environment.
    public init(language: String = "eng", prefix: String? = OCRModel.environmentPrefix()) {
        do {
            pool = OCREnginePool(model: try OCRModel.locate(language: language, prefix: prefix))
            unavailable = nil
        } catch {
            pool = nil
            unavailable = error
        }
    }

    /// A reader with `model`, which is only loaded at the first read.
    /// - Parameter model: the trained model to read with.
    public init(model: OCRModel) {
        pool = OCREnginePool(model: model)
        unavailable = nil
    }

    /// Reads the line in `rect` of `image`.
    /// - Parameters:
    ///   - image: the screenshot; it must hold the rows of `rect`.
    ///   - rect: the line box in pixels.
    /// - Returns: what was read; an empty reading of confidence 0 when the box is flat.
    /// - Throws: `OCRError` when there is no model, the crop cannot be made, or Tesseract fails.
    public func read(_ image: Image, rect: PixelRect) throws(OCRError) -> OCRReading {
        guard let pool else { throw unavailable ?? .recognitionFailed("no OCR engine") }
        if let failure = pool.loadFailure { throw failure }
        guard let crop = try LineCrop.grey(of: image, rect: rect) else { return OCRReading(text: "", confidence: 0) }
        return try pool.read(crop)
    }

    /// Whether `reading` is a line of text: at least one letter or digit, read
    /// with at least `minimumConfidence`. An icon reads as nothing, as stray
    /// punctuation, or as a letter Tesseract is unsure of.
    /// - Parameter reading: what OCR read in one detected line.
    public func isText(_ reading: OCRReading) -> Bool {
        reading.alphanumericCount > 0 && reading.confidence >= minimumConfidence
    }
}
