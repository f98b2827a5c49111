import ContrastScan
import ContrastScanSupport

/// A JSON line of a batch (`--jsonl`), as `DocumentError` names it.
public enum BatchLineDocument: DocumentKind {
    public static let name = "batch line"
    public static func unsupportedVersion(_ version: Int) -> String {
        "formatVersion \(version) is not supported (expected \(ImageRecord.formatVersion))"
    }
}

/// Why a JSON line is not a batch record: what is missing or malformed, with its
/// key path; the caller names the file and line.
public typealias BatchLineError = DocumentError<BatchLineDocument>

extension ImageRecord {
    /// Reads one batch line (without its newline).
    /// - Throws: `BatchLineError` saying what is missing or malformed.
    public init(line: [UInt8]) throws(BatchLineError) {
        self = try ImageRecord.decodeLine(line, as: BatchLineDocument.self)
    }
}

extension DocumentError where Document == BatchLineDocument {
    /// The problem as it follows "not a contrastscan batch line (…)": the key path
    /// and what is wrong (`regions[0].ratio: must be …`), or "not valid JSON" — the
    /// line's file and number already say where.
    public var lineProblem: String {
        switch self {
        case .malformedJSON: return "not valid JSON"
        case .unsupportedVersion(let version): return BatchLineDocument.unsupportedVersion(version)
        default: return MessageText.oneLine(detail)
        }
    }
}
