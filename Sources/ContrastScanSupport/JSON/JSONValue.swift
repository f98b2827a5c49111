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

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let value, let decimals): out += Self.format(value, decimals: decimals)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (i, key) in keys.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, into: &out)
                out += ": "
                members[key]!.write(into: &out, indent: indent + 1)
                out += i + 1 < keys.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
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
