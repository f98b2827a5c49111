import ContrastScan
/// Escaping for XML 1.0 text and attribute values. Everything a JUnit report carries from
/// a sidecar (ids, labels, paths) is untrusted: markup characters become entities and
/// characters XML 1.0 cannot hold at all (most C0 controls, U+FFFE, U+FFFF) become U+FFFD,
/// so the report always parses.
enum XMLEscaping {
    /// For an attribute value in double quotes: also quotes, and newlines and tabs as
    /// character references so they survive attribute-value normalisation.
    static func attribute(_ s: String) -> String { escape(s, attribute: true) }

    /// For element text.
    static func text(_ s: String) -> String { escape(s, attribute: false) }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { out += "\u{FFFD}" }
            }
        }
        return out
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
