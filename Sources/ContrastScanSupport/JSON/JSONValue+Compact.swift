extension JSONValue {
    /// The value on one line, no spaces, keys sorted: a JSON Lines record.
    ///
    /// Strings are escaped as in `rendered()`, which also escapes U+2028 and
    /// U+2029, so a label can never split a record over two lines.
    package func renderedCompact() -> String {
        var out = ""
        writeCompact(into: &out)
        return out
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let value, let decimals): out += Self.format(value, decimals: decimals)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.writeCompact(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                members[key]!.writeCompact(into: &out)
            }
            out += "}"
        }
    }
}
