/// `CONTRASTSCAN_RECORD` holds something that is not a record mode.
public struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
    public var value: String

    public var description: String {
        "\(RecordMode.environmentKey)=\(value) is not a record mode (expected one of: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
}
