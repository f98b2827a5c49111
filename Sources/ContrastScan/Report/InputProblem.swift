/// A file that stopped part of a comparison: an image that could not be analysed, a
/// missing or unreadable baseline, a region outside its image. Printed as
/// `path: error: message`; any problem makes `contrastscan compare` exit 2.
public struct InputProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file at fault, as it would be opened (the folder given, joined with the relative path).
    public var path: String
    /// One line saying what is wrong and what to do.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
