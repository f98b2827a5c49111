/// What the OCR engine read in one crop.
public struct OCRReading: Sendable, Equatable {
    /// The text, trimmed; empty when nothing was read.
    public var text: String
    /// Tesseract's mean word confidence, 0…1 (0 when no word was found).
    public var confidence: Double

    /// - Parameters:
    ///   - text: the text read, trimmed.
    ///   - confidence: the mean word confidence, 0…1.
    public init(text: String, confidence: Double) {
        self.text = text
        self.confidence = confidence
    }

    /// How many letters and digits the text holds: a reading without any is no text at all.
    public var alphanumericCount: Int {
        text.unicodeScalars.count { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
