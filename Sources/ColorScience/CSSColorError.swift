/// Why a string is not a colour `CSSColor(parsing:)` accepts.
///
/// Every message is one line that starts with the string as given (quoted,
/// control characters escaped, so a stray newline cannot split it) and says
/// what to change: the digit count of a bad hex, the nearest colour name, the
/// function and argument that broke its rules; the list of accepted forms
/// only when nothing more precise can be said. For example
/// `"#12345" is not a colour: it has 5 hex digits; a hex colour has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)`.
public enum CSSColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string matches no accepted form and resembles none closely enough to say more.
    case notAColor(String)
    /// `#` followed by hex digits, but not 3, 4, 6 or 8 of them.
    case hexDigitCount(String, count: Int)
    /// `#` followed by something that is not a hex digit.
    case notAHexDigit(String, character: Character)
    /// A word that is no CSS colour name; `suggestion` is the nearest name, if one is close.
    case unknownName(String, suggestion: String?)
    /// `name(…)` where `name` is no CSS colour function this parser reads;
    /// `suggestion` is the nearest one (`hsv` → `hsl`), if one is close.
    case unknownFunction(String, name: String, suggestion: String?)
    /// A known form that breaks its rules; `problem` names the function and the
    /// argument, e.g. `oklch() takes 3 components (lightness chroma hue), then optionally / alpha; found 2`.
    case invalid(String, problem: String)

    /// The accepted forms, in the words of the error messages.
    public static let acceptedForms =
        #"#RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 r g b) (and the other color() spaces), or a CSS name such as "white""#

    /// The colour functions `CSSColor(parsing:)` reads, in the order messages list them.
    public static let functions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// The string that was rejected, as given.
    public var input: String {
        switch self {
        case .notAColor(let input), .hexDigitCount(let input, _), .notAHexDigit(let input, _),
             .unknownName(let input, _), .unknownFunction(let input, _, _), .invalid(let input, _):
            return input
        }
    }

    /// What is wrong and what to do, without the quoted input.
    public var reason: String {
        switch self {
        case .notAColor:
            return "use \(Self.acceptedForms)"
        case .hexDigitCount(_, let count):
            let digits = count == 1 ? "1 hex digit" : "\(count) hex digits"
            return "it has \(digits); a hex colour has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
        case .notAHexDigit(_, let character):
            return "\(String(character).debugDescription) is not a hex digit; a hex colour uses 0-9 and A-F after the #"
        case .unknownName(let input, let suggestion?):
            return "no CSS colour is named \(input.debugDescription); did you mean \(suggestion.debugDescription)?"
        case .unknownName(let input, nil):
            return "no CSS colour is named \(input.debugDescription); use \(Self.acceptedForms)"
        case .unknownFunction(_, let name, let suggestion?):
            return "\(Self.word(name))() is not a CSS colour function; did you mean \(suggestion)()?"
        case .unknownFunction(_, let name, nil):
            let list = Self.functions.filter { !["rgba", "hsla"].contains($0) }.map { $0 + "()" }
            return "\(Self.word(name))() is not a colour function this tool reads; use "
                + list.dropLast().joined(separator: ", ") + " or " + (list.last ?? "")
        case .invalid(_, let problem):
            return problem
        }
    }

    public var description: String {
        "\(input.debugDescription) is not a colour: \(reason)"
    }

    /// A function name as typed: bare when it is plain letters, digits and
    /// dashes, else quoted with control characters escaped, so the message
    /// stays on one line.
    private static func word(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return plain ? text : text.debugDescription
    }
}
