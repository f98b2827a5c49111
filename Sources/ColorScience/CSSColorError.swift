/// Why a string is not a colour `CSSColor(parsing:)` accepts.
///
/// Every message is one line: the string as given (quoted, control characters
/// escaped, so a stray newline cannot split it), what is wrong with it when
/// the form was recognised, and the forms that are accepted, e.g.
/// `"#12345" is not a colour: use #RGB, #RRGGBB, #RRGGBBAA, rgb(r g b [/ a]), color(display-p3 r g b), or a CSS name such as "white"`.
public enum CSSColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string matches no accepted form (a bad hex, an unknown name or function).
    case notAColor(String)
    /// The string starts like an accepted form but breaks its rules; `problem`
    /// says which, e.g. `rgb() takes 3 components, then optionally / alpha`.
    case invalid(String, problem: String)

    /// The accepted forms, in the words of the error messages.
    public static let acceptedForms =
        #"#RGB, #RRGGBB, #RRGGBBAA, rgb(r g b [/ a]), color(display-p3 r g b), or a CSS name such as "white""#

    /// The string that was rejected, as given.
    public var input: String {
        switch self {
        case .notAColor(let input), .invalid(let input, _): return input
        }
    }

    public var description: String {
        switch self {
        case .notAColor(let input):
            return "\(input.debugDescription) is not a colour: use \(Self.acceptedForms)"
        case .invalid(let input, let problem):
            return "\(input.debugDescription) is not a colour (\(problem)): use \(Self.acceptedForms)"
        }
    }
}
