import COCRBridge

/// One Tesseract engine with one language's model loaded: the Swift face of
/// `COCRBridge`, the only file that calls it.
///
/// Loading the model costs about a tenth of a second, so an engine is made once
/// and reads many lines. Tesseract keeps state between calls and is not
/// thread-safe: an engine is used by one thread at a time (`OCREnginePool` hands
/// them out), which is why this class is not `Sendable`.
public final class OCREngine {
    private let handle: OpaquePointer

    /// Loads `model`.
    /// - Parameter model: the trained model to read with (see `OCRModel.locate`).
    /// - Throws: `OCRError.noModel` when the file cannot be opened, `.libraryMissing`
    ///   when Tesseract itself cannot be loaded, `.modelRefused` when it will not load
    ///   the model, `.outOfMemory`.
    public init(model: OCRModel) throws(OCRError) {
        var engine: OpaquePointer?
        var message = [CChar](repeating: 0, count: 512)
        let status = cs_ocr_engine_create(model.folder, model.language, &engine, &message, message.count)
        guard status == CS_OCR_OK, let engine else {
            switch status {
            case CS_OCR_ERR_NO_MODEL:
                throw .noModel(language: model.language, searched: [model.folder], fromEnvironment: false)
            case CS_OCR_ERR_MEMORY: throw .outOfMemory
            case CS_OCR_ERR_NO_LIBRARY: throw .libraryMissing(Self.string(message))
            default: throw .modelRefused(path: model.path)
            }
        }
        handle = engine
    }

    deinit { cs_ocr_engine_free(handle) }

    /// Tesseract's version, e.g. `5.3.0`.
    public static var version: String { String(cString: cs_ocr_version()) }

    /// Reads one line of text.
    /// - Parameter image: the line, dark on light, with an x-height of about
    ///   20–40 pixels and a margin around the ink (see the engine's `LineCrop`).
    /// - Returns: the text, trimmed, and the mean word confidence.
    /// - Throws: `OCRError.unreadableCrop` when a side is below 3 or above 32000
    ///   pixels, `.recognitionFailed` when Tesseract fails, `.outOfMemory`.
    public func read(_ image: GreyImage) throws(OCRError) -> OCRReading {
        guard image.width >= 3, image.height >= 3, image.width <= 32000, image.height <= 32000,
              image.pixels.count == image.width * image.height else {
            throw .unreadableCrop("\(image.width)×\(image.height) pixels; sides must be 3…32000")
        }
        var text: UnsafeMutablePointer<CChar>?
        var confidence: Int32 = 0
        var message = [CChar](repeating: 0, count: 512)
        let status = image.pixels.withUnsafeBytes { bytes in
            cs_ocr_read_grey8(handle, bytes.baseAddress, UInt32(image.width), UInt32(image.height), image.width,
                              &text, &confidence, &message, message.count)
        }
        defer { cs_ocr_text_free(text) }
        switch status {
        case CS_OCR_OK:
            guard let text else { throw .recognitionFailed("no text returned") }
            return OCRReading(text: String(cString: text), confidence: Double(confidence) / 100)
        case CS_OCR_ERR_MEMORY: throw .outOfMemory
        case CS_OCR_ERR_USAGE: throw .unreadableCrop(Self.string(message))
        default: throw .recognitionFailed(Self.string(message))
        }
    }

    private static func string(_ message: [CChar]) -> String {
        message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
