#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Tesseract's trained model for one language lives
/// (`FOLDER/LANGUAGE.traineddata`).
public struct OCRModel: Sendable, Equatable {
    /// The folder holding the model (Tesseract's "tessdata" folder).
    public var folder: String
    /// Tesseract's language code, e.g. `eng`.
    public var language: String

    /// - Parameters:
    ///   - folder: the folder holding `LANGUAGE.traineddata`.
    ///   - language: Tesseract's language code, e.g. `eng`.
    public init(folder: String, language: String = "eng") {
        self.folder = folder
        self.language = language
    }

    /// The model file.
    public var path: String { folder + "/" + language + ".traineddata" }

    /// Where Debian, Ubuntu and Homebrew put the models, newest first.
    public static let systemFolders = [
        "/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata",
        "/opt/homebrew/share/tessdata", "/usr/local/share/tessdata",
    ]

    /// Finds the model for `language`.
    ///
    /// `TESSDATA_PREFIX`, when set, is the only place looked in (the folder itself, or
    /// its `tessdata` subfolder, as Tesseract 3 used it), so a deliberate setting is never
    /// silently overridden by a system copy; otherwise `systemFolders`, in order.
    /// - Parameters:
    ///   - language: Tesseract's language code, e.g. `eng`.
    ///   - prefix: the value of `TESSDATA_PREFIX`; by default read from the environment.
    /// - Throws: `OCRError.noModel` listing the folders searched.
    public static func locate(language: String = "eng",
                              prefix: String? = environmentPrefix()) throws(OCRError) -> OCRModel {
        var folders = systemFolders
        if let prefix, !prefix.isEmpty {
            let trimmed = prefix.hasSuffix("/") && prefix.count > 1 ? String(prefix.dropLast()) : prefix
            folders = [trimmed, trimmed + "/tessdata"]
        }
        for folder in folders where isReadable(OCRModel(folder: folder, language: language).path) {
            return OCRModel(folder: folder, language: language)
        }
        let searched = prefix.map { $0.isEmpty ? folders : ["TESSDATA_PREFIX=\($0)"] } ?? folders
        throw .noModel(language: language, searched: searched, fromEnvironment: !(prefix ?? "").isEmpty)
    }

    /// `TESSDATA_PREFIX`, or nil when it is not set.
    public static func environmentPrefix() -> String? {
        getenv("TESSDATA_PREFIX").map { String(cString: $0) }
    }

    /// True when `path` is a regular file this process may read.
    private static func isReadable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }
}
