/// Why a baseline could not be read or written. `description` is one line, printed after
/// the baseline's path, saying what to do.
public enum BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case file(FileInput.Problem)
    /// Not valid JSON (or not UTF-8).
    case malformedJSON(String)
    /// A value has the wrong JSON type.
    case wrongType(keyPath: String, expected: String)
    /// A required key is absent.
    case missingKey(keyPath: String)
    /// A value has the right type but is not acceptable.
    case invalidValue(keyPath: String, reason: String)
    /// The file declares a report format this build does not read.
    case unsupportedVersion(Int)
    /// The baseline records that its screenshot could not be analysed.
    case recordedError(String)
    /// The file could not be written.
    case unwritable(String)

    /// One line: values and keys quoted from the file have their control
    /// characters escaped (`MessageText`).
    public var description: String { MessageText.oneLine(text) }

    private var text: String {
        let rerecord = "re-record it with 'contrastscan record'"
        switch self {
        case .file(let problem):
            return "cannot read the baseline (\(problem))"
        case .malformedJSON(let detail):
            return "not a baseline: malformed JSON (\(detail)); \(rerecord)"
        case .wrongType(let keyPath, let expected):
            return "baseline \(keyPath): expected \(expected); \(rerecord)"
        case .missingKey(let keyPath):
            return "baseline \(keyPath): required key is missing; \(rerecord)"
        case .invalidValue(let keyPath, let reason):
            return "baseline \(keyPath): \(reason); \(rerecord)"
        case .unsupportedVersion(let version):
            return "baseline formatVersion \(version) is not supported (this contrastscan reads \(JSONReportRenderer.formatVersion)); \(rerecord)"
        case .recordedError(let message):
            return "the baseline records an analysis error (\(message)); fix the screenshot or sidecar and \(rerecord)"
        case .unwritable(let reason):
            return "cannot write the baseline (\(reason))"
        }
    }
}
