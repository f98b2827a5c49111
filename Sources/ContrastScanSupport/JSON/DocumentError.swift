#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A kind of JSON document the package reads — a sidecar, a policy, a baseline —
/// and how its errors are worded. The words differ; the cases and the way a
/// decoding failure becomes a key path are the same for all (`DocumentError`).
public protocol DocumentKind: Sendable {
    /// How messages name the document: "sidecar", "policy", "baseline".
    static var name: String { get }
    /// The text for bytes that are not JSON: "malformed sidecar JSON (…)".
    static func malformedJSON(_ detail: String) -> String
    /// The text for a format version this build does not read.
    static func unsupportedVersion(_ version: Int) -> String
    /// The text for a file that could not be read or written.
    static func file(_ error: FileError) -> String
    /// The text for a document that records an analysis error instead of results.
    static func recordedError(_ message: String) -> String
    /// What to do about a problem in the content, appended after "; " (nil for nothing).
    static var remedy: String? { get }
}

extension DocumentKind {
    public static func malformedJSON(_ detail: String) -> String { "malformed \(name) JSON (\(detail))" }
    public static func file(_ error: FileError) -> String {
        "cannot \(error.operation == .read ? "read" : "write") the \(name) file (\(error))"
    }
    public static func recordedError(_ message: String) -> String { "the \(name) records an analysis error (\(message))" }
    public static var remedy: String? { nil }
}

/// Why a JSON document (a sidecar, a policy file, a baseline) could not be used:
/// one model for every document, with the key path of the problem
/// (`regions[2].rect.width`) so the user can find it.
///
/// `description` is one line, printed after the document's path; values and
/// keys quoted from the file have their control characters escaped.
public enum DocumentError<Document: DocumentKind>: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read (or written).
    case file(FileError)
    /// Not valid JSON (or not UTF-8), with the parser's reason.
    case malformedJSON(String)
    /// A value has the wrong JSON type.
    case wrongType(keyPath: String, expected: String)
    /// A required key is absent.
    case missingKey(keyPath: String)
    /// A key this version does not know, where unknown keys are refused (a policy).
    case unknownKey(keyPath: String, expected: [String])
    /// A key given twice in one object: readers disagree on which one counts.
    case duplicateKey(keyPath: String)
    /// A value has the right type but is not acceptable.
    case invalidValue(keyPath: String, reason: String)
    /// The document declares a format version this build does not read.
    case unsupportedVersion(Int)
    /// Two regions share an id; ids must be unique so reports can be compared.
    case duplicateID(String, keyPath: String)
    /// More regions than the limit the caller set.
    case tooManyRegions(count: Int, limit: Int)
    /// The document records that its image could not be analysed.
    case recordedError(String)

    public var description: String {
        switch self {
        case .file(let error): return MessageText.oneLine(Document.file(error))
        case .malformedJSON(let detail): return MessageText.oneLine(Document.malformedJSON(detail) + remedy)
        case .unsupportedVersion(let version): return MessageText.oneLine(Document.unsupportedVersion(version) + remedy)
        case .recordedError(let message): return MessageText.oneLine(Document.recordedError(message))
        default: return MessageText.oneLine("\(Document.name) \(detail)" + remedy)
        }
    }

    /// The problem without the document's name or remedy, e.g.
    /// `regions[0].rect.width: expected a number`.
    public var detail: String {
        switch self {
        case .file(let error): return error.description
        case .malformedJSON(let detail): return "not valid JSON (\(detail))"
        case .wrongType(let keyPath, let expected): return "\(keyPath): expected \(expected)"
        case .missingKey(let keyPath): return "\(keyPath): required key is missing"
        case .unknownKey(let keyPath, let expected):
            return "\(keyPath): unknown key (expected one of: \(expected.joined(separator: ", ")))"
        case .duplicateKey(let keyPath):
            return "\(keyPath): duplicate key (JSON readers disagree on which of its values counts; keep one)"
        case .invalidValue(let keyPath, let reason): return "\(keyPath): \(reason)"
        case .unsupportedVersion(let version): return "version \(version) is not supported"
        case .duplicateID(let id, let keyPath):
            return "\(keyPath): duplicate region id \(MessageText.quoted(id)) (ids must be unique)"
        case .tooManyRegions(let count, let limit): return "regions: \(count) regions, over the limit of \(limit)"
        case .recordedError(let message): return "records an analysis error (\(message))"
        }
    }

    private var remedy: String { Document.remedy.map { "; " + $0 } ?? "" }

    /// The error a `JSONDecoder` failure stands for, with its key path: the one
    /// place decoding errors are translated, for every document.
    /// - Parameter data: the document's bytes, asked again for the parser's reason
    ///   when they are not JSON at all.
    public init(_ error: DecodingError, data: Data) {
        switch error {
        case .typeMismatch(let type, let context):
            self = .wrongType(keyPath: JSONKeyPath.text(context.codingPath), expected: JSONKeyPath.typeName(type))
        case .valueNotFound(let type, let context):
            self = .wrongType(keyPath: JSONKeyPath.text(context.codingPath), expected: "\(JSONKeyPath.typeName(type)), found null")
        case .keyNotFound(let key, let context):
            self = .missingKey(keyPath: JSONKeyPath.text(context.codingPath + [key]))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                self = .malformedJSON(JSONSyntax.malformed(context, data: data))
            } else {
                self = .invalidValue(keyPath: JSONKeyPath.text(context.codingPath), reason: context.debugDescription)
            }
        @unknown default:
            self = .malformedJSON(String(describing: error))
        }
    }

    /// Decodes `T` from `data`, every failure translated: an error of this type
    /// thrown by `T`'s own `init(from:)` passes through as it is. A key given twice
    /// in one object is refused first (`JSONDuplicateKeys`): `JSONDecoder` would
    /// silently keep the first value where other tools keep the last.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data,
                                            userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws(Self) -> T {
        if let keyPath = JSONDuplicateKeys.firstDuplicate(in: data) { throw .duplicateKey(keyPath: keyPath) }
        do {
            let decoder = JSONDecoder()
            for (key, value) in userInfo { decoder.userInfo[key] = value }
            return try decoder.decode(type, from: data)
        } catch let error as Self {
            throw error
        } catch let error as DecodingError {
            throw Self(error, data: data)
        } catch {
            throw .malformedJSON(String(describing: error))
        }
    }
}

/// Key paths as messages show them: `regions[2].rect.width`, `(top level)`.
public enum JSONKeyPath {
    /// `path` as text.
    public static func text(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// How messages name what was expected: "a number", "an array".
    public static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type: return "an integer"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            return "an object"
        }
    }
}
