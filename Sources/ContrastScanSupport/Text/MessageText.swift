/// Untrusted text (region ids, keys, roles, file names) made safe to quote in
/// a one-line diagnostic or print in a text report.
///
/// A sidecar's id can hold a newline or a terminal escape: quoted raw, it
/// would split `path: error: message` over two lines (a second, forged
/// diagnostic to anything that reads them line by line) or recolour the
/// terminal. Line breaks and other control characters are written as Swift
/// escapes instead.
package enum MessageText {
    /// `text` in double quotes, with `"` and `\` escaped and control characters
    /// and line or paragraph separators written as escapes (`\n`, `\u{1B}`).
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// `text` with control characters and line or paragraph separators written
    /// as escapes, e.g. for a file name at the start of a diagnostic, and the
    /// bytes of a file name that are not UTF-8 as `\xE9`.
    /// Ordinary text, including any non-ASCII, is unchanged.
    package static func oneLine(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// A number read from a file, as messages quote it: whole numbers without a
    /// fraction (`0`, `-4`, `1500`), others as Swift writes them (`1.5`, `1e+300`).
    package static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            default:
                if let byte = PathEncoding.escapedByte(scalar) {
                    // A byte of a file name that is not UTF-8 (see `PathEncoding`).
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "\\x" + hex
                } else if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Control characters, line and paragraph separators, and the bidirectional
    /// overrides that could make a message read differently from its bytes.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return (0x200E...0x200F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
        default: return false
        }
    }
}
