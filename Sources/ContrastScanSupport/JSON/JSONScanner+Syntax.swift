/// `JSONScanner`'s `syntax` mode: every rule of RFC 8259 checked, each problem
/// with a reason in plain words and what was found instead.
extension JSONScanner {
    /// Checks the string starting at its opening quote and moves past it; the
    /// problem when it is not a JSON string.
    mutating func checkString() -> Outcome? {
        let opening = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return nil
            case UInt8(ascii: "\\"):
                if let problem = checkEscape() { return problem }
            case 0x00..<0x20:
                return .malformed(offset: position, reason: "control character \(Self.scalarName(UInt32(byte))) in a string "
                    + "(write it as an escape, e.g. \\n for a line break or \\u\(Self.hex4(UInt32(byte))))")
            case 0x80...:
                guard let length = utf8Length(at: position) else {
                    return .malformed(offset: position, reason: "byte 0x\(String(byte, radix: 16, uppercase: true)) "
                        + "in a string is not UTF-8 (JSON text must be UTF-8)")
                }
                position += length
            default:
                position += 1
            }
        }
        return .malformed(offset: opening, reason: "this string has no closing quote before the end of the file")
    }

    /// Checks the escape at the current backslash and moves past it.
    private mutating func checkEscape() -> Outcome? {
        let start = position
        guard position + 1 < bytes.count else {
            return .malformed(offset: start, reason: "the file ends inside an escape in a string")
        }
        let kind = bytes[position + 1]
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
            return nil
        case UInt8(ascii: "u"):
            guard let value = Self.hex(bytes, at: position + 2) else {
                return .malformed(offset: start, reason: "invalid escape in a string: \\u must be followed by four hexadecimal digits")
            }
            position += 6
            switch value {
            case 0xD800...0xDBFF:
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                   let low = Self.hex(bytes, at: position + 2), (0xDC00...0xDFFF).contains(low) {
                    position += 6
                    return nil
                }
                return .malformed(offset: start, reason: "\\u\(Self.hex4(value)) in a string is half of a surrogate pair "
                    + "without its other half (\\uDC00-\\uDFFF must follow it)")
            case 0xDC00...0xDFFF:
                return .malformed(offset: start, reason: "\\u\(Self.hex4(value)) in a string is the second half of a surrogate pair "
                    + "without its first half (\\uD800-\\uDBFF)")
            default:
                return nil
            }
        default:
            return .malformed(offset: start, reason: "invalid escape in a string: \\ must be followed by one of "
                + "\" \\ / b f n r t u, found " + found(at: position + 1))
        }
    }

    /// Checks the number or literal at the current position and moves past it.
    mutating func checkLiteral() -> Outcome? {
        let byte = bytes[position]
        if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            return checkNumber()
        }
        for literal in ["true", "false", "null"] where bytes[position...].starts(with: literal.utf8) {
            let end = position + literal.utf8.count
            if end == bytes.count || !Self.isWordByte(bytes[end]) {
                position = end
                return nil
            }
        }
        let word = wordText(at: position)
        if word == "NaN" || word == "Infinity" {
            return malformed("expected a value", hint: "JSON numbers are never NaN or infinite")
        }
        return malformed("expected a value")
    }

    /// Checks a number's grammar (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`)
    /// and that a `Double` holds it (not infinite, not a non-zero number read as 0).
    private mutating func checkNumber() -> Outcome? {
        let start = position
        func isDigit(_ at: Int) -> Bool { at < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) }
        if bytes[position] == UInt8(ascii: "-") {
            position += 1
            guard isDigit(position) else {
                if wordText(at: position) == "Infinity" {
                    return malformed("expected a digit after '-'", hint: "JSON numbers are never infinite")
                }
                return malformed("expected a digit after '-'")
            }
        }
        var nonZeroDigit = false
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) {
                return .malformed(offset: start, reason: "a number cannot start with 0 followed by more digits, found "
                    + found(at: start))
            }
        } else {
            while isDigit(position) { nonZeroDigit = nonZeroDigit || bytes[position] != UInt8(ascii: "0"); position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { return malformed("expected a digit after the decimal point of a number") }
            while isDigit(position) { nonZeroDigit = nonZeroDigit || bytes[position] != UInt8(ascii: "0"); position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(position) else { return malformed("expected a digit in the exponent of a number") }
            while isDigit(position) { position += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { return nil }
        if value.isInfinite {
            return .malformed(offset: start, reason: "number \(Self.shortened(text)) is too large for a 64-bit floating-point number "
                + "(the largest is about 1.8e308)")
        }
        if value == 0, nonZeroDigit {
            return .malformed(offset: start, reason: "number \(Self.shortened(text)) is too close to 0 for a 64-bit floating-point "
                + "number (the smallest is about 4.9e-324)")
        }
        return nil
    }

    // MARK: describing what was found

    /// How a message names what is at `offset`: `the end of the file`, `'NaN'`,
    /// `'}'`, `U+0000 (a control character)`, `byte 0xFF (not UTF-8)`.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case _ where Self.isWordByte(byte): return "'" + wordText(at: offset) + "'"
        case 0x00..<0x20, 0x7F: return Self.scalarName(UInt32(byte)) + " (a control character)"
        case 0x20..<0x80: return "'" + String(UnicodeScalar(byte)) + "'"
        default:
            guard let length = utf8Length(at: offset) else {
                return "byte 0x\(String(byte, radix: 16, uppercase: true)) (not UTF-8; JSON text must be UTF-8)"
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "'" + text + "'" }
            if scalar == "\u{FEFF}" { return "U+FEFF (a byte order mark)" }
            return "'" + text + "' (" + Self.scalarName(scalar.value) + ")"
        }
    }

    /// Letters, digits and the signs and points of numbers: the bytes of a word
    /// such as `NaN`, `tru` or `01.5` in a message.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The word starting at `offset`, at most 24 bytes of it.
    private func wordText(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return Self.shortened(text)
    }

    private static func shortened(_ text: String) -> String {
        text.utf8.count <= 24 ? text : String(text.prefix(24)) + "…"
    }

    /// `U+000A`.
    private static func scalarName(_ value: UInt32) -> String { "U+" + hex4(value) }

    /// `value` in upper-case hexadecimal, at least four digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The length of the well-formed UTF-8 sequence at `offset`, or nil.
    private func utf8Length(at offset: Int) -> Int? {
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
        return encoded.count
    }

    // MARK: positions for messages

    /// The 1-based line and column of the byte at `offset`; columns count
    /// characters (Unicode scalars), lines end at line feeds.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        // A byte order mark is not a character an editor shows.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        for byte in bytes[start..<max(start, min(offset, bytes.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
