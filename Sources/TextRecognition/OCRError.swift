/// Why text could not be read. Each message is one line a user can act on;
/// none of them stops an analysis: the callers turn them into warnings.
public enum OCRError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `LANGUAGE.traineddata` in any folder searched (`TESSDATA_PREFIX`, then the usual places).
    case noModel(language: String, searched: [String], fromEnvironment: Bool)
    /// The model file exists but Tesseract would not load it (damaged, or for another version).
    case modelRefused(path: String)
    /// The crop cannot be read: too small, too large, or empty.
    case unreadableCrop(String)
    /// Tesseract failed on the crop.
    case recognitionFailed(String)
    /// An allocation failed.
    case outOfMemory
    /// Tesseract's library could not be loaded (it is loaded on first use, not linked).
    case libraryMissing(String)

    public var description: String {
        switch self {
        case .noModel(let language, let searched, let fromEnvironment):
            let places = searched.joined(separator: ", ")
            let remedy = fromEnvironment
                ? "set TESSDATA_PREFIX to the folder holding \(language).traineddata, or unset it"
                : "install tesseract-ocr-\(language) (brew: tesseract) or set TESSDATA_PREFIX to the folder holding it"
            return "no Tesseract model \(language).traineddata in \(places) (\(remedy)); text is not read"
        case .modelRefused(let path):
            return "Tesseract could not load the OCR model \(path) (damaged, or made for another version); text is not read"
        case .unreadableCrop(let why):
            return "cannot read the text of this crop (\(why))"
        case .recognitionFailed(let why):
            return "OCR failed (\(why))"
        case .outOfMemory:
            return "OCR ran out of memory"
        case .libraryMissing(let why):
            return "\(why) (apt-get install libtesseract5 tesseract-ocr-eng, or brew install tesseract); text is not read"
        }
    }
}
