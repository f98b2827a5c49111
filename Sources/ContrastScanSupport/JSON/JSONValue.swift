/// A JSON value with a deterministic writer: keys sorted, numbers rounded to a
/// fixed number of decimals, no timestamps — so reports diff cleanly in review.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number and the decimals it is written with.
    case number(Double, decimals: Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// An integer.
    package static func int(_ value: Int) -> JSONValue { .number(Double(value), decimals: 0) }

    /// Pretty-printed text with two-space indentation and sorted keys.
    package func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    /// Pretty-printed as `rendered()` writes it when nested `depth` containers
    /// deep, so pieces rendered apart join into the same text as the whole.
    package func rendered(depth: Int) -> String {
        var out = ""
        write(into: &out, indent: max(0, depth))
        return out
    }

    /// The value on one line, no spaces, keys sorted: a JSON Lines record.
    ///
    /// Strings are escaped as in `rendered()`, which also escapes U+2028 and
    /// U+2029, so a label can never split a record over two lines.
    package func renderedCompact() -> String {
        var out = ""
        write(into: &out, indent: nil)
        return out
    }

    /// Writes the value; `indent` is the nesting depth when pretty-printing, nil on one line.
    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let value, let decimals): out += Self.format(value, decimals: decimals)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", into: &out, indent: indent)
        case .object(let members):
            writeContainer(members.keys.sorted().map { ($0, members[$0]!) }, open: "{", close: "}", into: &out, indent: indent)
        }
    }

    private func writeContainer(_ entries: [(key: String?, value: JSONValue)], open: String, close: String,
                                into out: inout String, indent: Int?) {
        guard !entries.isEmpty else { out += open + close; return }
        let inner = indent.map { $0 + 1 }
        out += open
        for (i, entry) in entries.enumerated() {
            if i > 0 { out += "," }
            if let inner { out += "\n" + String(repeating: "  ", count: inner) }
            if let key = entry.key {
                Self.writeString(key, into: &out)
                out += indent == nil ? ":" : ": "
            }
            entry.value.write(into: &out, indent: inner)
        }
        if let indent { out += "\n" + String(repeating: "  ", count: indent) }
        out += close
    }

    /// Fixed decimals, trailing zeros trimmed; non-finite numbers become null
    /// (JSON has no NaN), negative zero becomes 0.
    package static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = abs(scaled)
        guard magnitude < 9e15 else { return String(value) }
        let digits = String(Int64(magnitude))
        var whole = digits, fraction = ""
        if decimals > 0 {
            let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
            whole = String(padded.dropLast(decimals))
            fraction = String(padded.suffix(decimals))
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    package static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
