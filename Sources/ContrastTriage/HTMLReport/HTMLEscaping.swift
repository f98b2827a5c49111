import ContrastScan
/// Escapes untrusted text — sidecar labels and ids, file names, error
/// messages — for HTML text and double-quoted attribute values.
///
/// `&`, `<`, `>`, `"` and `'` become character references, so no string can
/// open a tag, close an attribute or start a script; control characters other
/// than tab and newline (and U+0000) become U+FFFD, as an HTML parser would.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                out += "\u{FFFD}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
