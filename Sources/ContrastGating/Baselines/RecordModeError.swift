import ContrastScan
/// `CONTRASTSCAN_RECORD` holds something that is not a record mode.
public struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The variable's value as set.
    public var value: String

    public init(value: String) {
        self.value = value
    }

    public var description: String {
        "\(RecordMode.environmentKey)=\(value) is not a record mode (expected one of: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
}
