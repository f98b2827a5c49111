/// Why a policy file could not be used. `description` is one line naming
/// the key path (`wcag2.appearances[0].when.contrast`), printed after the
/// file's path.
///
/// A policy is a gate, so it is read strictly: unlike a sidecar, an unknown
/// key is an error — a misspelt `"nonTxt": 4.5` would otherwise be dropped
/// and the gate silently weakened to the default.
public enum PolicyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case file(FileInput.Problem)
    /// Not valid JSON (or not UTF-8).
    case malformedJSON(String)
    /// A value has the wrong JSON type.
    case wrongType(keyPath: String, expected: String)
    /// A required key is absent.
    case missingKey(keyPath: String)
    /// A key this version does not know (a typo, or a newer file).
    case unknownKey(keyPath: String, expected: [String])
    /// A value has the right type but is not acceptable.
    case invalidValue(keyPath: String, reason: String)
    /// The file declares a format version this build does not read.
    case unsupportedVersion(Int)

    /// One line: values and keys quoted from the file have their control
    /// characters escaped (`MessageText`).
    public var description: String { MessageText.oneLine(text) }

    private var text: String {
        switch self {
        case .file(let problem):
            return "cannot read the policy file (\(problem))"
        case .malformedJSON(let detail):
            return "malformed policy JSON (\(detail))"
        case .wrongType(let keyPath, let expected):
            return "policy \(keyPath): expected \(expected)"
        case .missingKey(let keyPath):
            return "policy \(keyPath): required key is missing"
        case .unknownKey(let keyPath, let expected):
            return "policy \(keyPath): unknown key (expected one of: \(expected.joined(separator: ", ")))"
        case .invalidValue(let keyPath, let reason):
            return "policy \(keyPath): \(reason)"
        case .unsupportedVersion(let version):
            return "policy version \(version) is not supported (this contrastscan reads version \(PolicyDecoder.currentVersion))"
        }
    }
}
