import ContrastScan
import ContrastScanSupport

/// A baseline file (`NAME.contrast.json`), as `DocumentError` names it: every
/// problem in its content ends with what to do, re-record it.
public enum BaselineDocument: DocumentKind {
    public static let name = "baseline"
    public static let remedy: String? = "re-record it with 'contrastscan record'"
    public static func malformedJSON(_ detail: String) -> String { "not a baseline: malformed JSON (\(detail))" }
    public static func unsupportedVersion(_ version: Int) -> String {
        "baseline formatVersion \(version) is not supported (this contrastscan reads \(ImageRecord.formatVersion))"
    }
    public static func file(_ error: FileError) -> String {
        "cannot \(error.operation == .read ? "read" : "write") the baseline (\(error))"
    }
    public static func recordedError(_ message: String) -> String {
        "the baseline records an analysis error (\(message)); fix the screenshot or sidecar and \(remedy ?? "")"
    }
}

/// Why a baseline could not be read or written: one line, printed after the
/// baseline's path, saying what to do.
public typealias BaselineError = DocumentError<BaselineDocument>
