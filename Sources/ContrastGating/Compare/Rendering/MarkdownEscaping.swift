import ContrastScan
/// Escaping for text placed in a GitHub-flavoured Markdown table cell (a job summary or a
/// PR comment). Labels come from sidecars and are untrusted: they must not break the
/// table, inject HTML or links, or notify anyone.
enum MarkdownEscaping {
    /// Control characters and newlines become spaces; `&`, `<`, `>` become entities (no
    /// HTML); `|` and the Markdown punctuation that could start emphasis, code, links or
    /// images are backslash-escaped; `@` and `#` get a word joiner after them so
    /// `@team` pings no one and `#12` links no issue. Text longer than `limit` is clipped
    /// with `…`.
    static func cell(_ s: String, limit: Int = 60) -> String {
        let clipped = ComparisonFormat.clip(s, limit)
        var out = ""
        for scalar in clipped.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]", "~", "!", "$":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case "@", "#":
                out.unicodeScalars.append(scalar)
                out += "\u{2060}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A hex colour as inline code, `#9F9FA5`; anything else (a hand-edited baseline) is
    /// escaped as a cell instead.
    static func colour(_ s: String) -> String {
        let hex = s.utf8.count == 7 && s.first == "#" && s.dropFirst().allSatisfy { $0.isHexDigit }
        return hex ? "`\(s)`" : cell(s, limit: 20)
    }
}
