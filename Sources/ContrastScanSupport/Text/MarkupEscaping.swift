/// Escapes untrusted text — sidecar labels and ids, file names, messages — for
/// markup (HTML, XML): the characters that could open a tag or close an
/// attribute become character references, and characters the markup cannot
/// hold become U+FFFD, so the document always parses and no string can run.
package struct MarkupEscaping: Sendable {
    /// Character references, e.g. `&` → `&amp;`.
    package var references: [Unicode.Scalar: String]
    /// Characters the markup cannot hold.
    package var isForbidden: @Sendable (Unicode.Scalar) -> Bool

    package init(references: [Unicode.Scalar: String], isForbidden: @escaping @Sendable (Unicode.Scalar) -> Bool) {
        self.references = references
        self.isForbidden = isForbidden
    }

    package func callAsFunction(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let reference = references[scalar] {
                out += reference
            } else if isForbidden(scalar) {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// HTML text and double- or single-quoted attribute values: control characters
    /// other than tab and newline become U+FFFD, as an HTML parser would.
    package static let html = MarkupEscaping(
        references: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"],
        isForbidden: { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F...0x9F).contains($0.value) })

    /// XML 1.0 element text.
    package static let xmlText = MarkupEscaping(
        references: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"], isForbidden: { !isXMLCharacter($0) })

    /// XML 1.0 attribute values in double quotes: newlines and tabs as references so
    /// they survive attribute-value normalisation.
    package static let xmlAttribute = MarkupEscaping(
        references: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"],
        isForbidden: { !isXMLCharacter($0) })

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
