/// Why a sidecar could not be used. `description` is one line naming the key
/// path (`regions[2].rect.width`) so the user can find the mistake.
public enum SidecarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not valid JSON (or not UTF-8).
    case malformedJSON(String)
    /// A value has the wrong JSON type.
    case wrongType(keyPath: String, expected: String)
    /// A required key is absent.
    case missingKey(keyPath: String)
    /// A value has the right type but is not acceptable.
    case invalidValue(keyPath: String, reason: String)
    /// The file declares a format version this build does not read.
    case unsupportedVersion(Int)
    /// Two regions share an id; ids must be unique so reports can be compared.
    case duplicateID(String, keyPath: String)
    /// More regions than the limit (`SidecarDecoder.defaultMaxRegions`, `--max-regions`).
    case tooManyRegions(count: Int, limit: Int)

    /// One line: values and keys quoted from the file have their control
    /// characters escaped (`MessageText`).
    public var description: String { MessageText.oneLine(text) }

    private var text: String {
        switch self {
        case .malformedJSON(let detail):
            return "malformed sidecar JSON (\(detail))"
        case .wrongType(let keyPath, let expected):
            return "sidecar \(keyPath): expected \(expected)"
        case .missingKey(let keyPath):
            return "sidecar \(keyPath): required key is missing"
        case .invalidValue(let keyPath, let reason):
            return "sidecar \(keyPath): \(reason)"
        case .unsupportedVersion(let version):
            return "sidecar version \(version) is not supported (this contrastscan reads version \(Sidecar.currentVersion))"
        case .duplicateID(let id, let keyPath):
            return "sidecar \(keyPath): duplicate region id \(MessageText.quoted(id)) (ids must be unique)"
        case .tooManyRegions(let count, let limit):
            return "sidecar regions: \(count) regions, over the limit of \(limit) (raise it with --max-regions)"
        }
    }
}
