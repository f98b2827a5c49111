/// The grammar behind `CSSColor(parsing:)`: one input string, one pass.
///
/// This file holds the dispatch (function, hex or name) and the tokenizer;
/// the functions' arguments are in `CSSColorParser+Functions.swift` and the
/// single values (numbers, percentages, angles) in `CSSColorParser+Values.swift`.
struct CSSColorParser {
    /// The string as the user gave it, for error messages.
    let input: String

    enum Token: Equatable {
        case comma, slash
        case word(Substring)
    }

    func parse() throws(CSSColorError) -> CSSColor {
        var text = Substring(input)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        let lower = Substring(text.lowercased())

        if let open = lower.firstIndex(of: "(") {
            return try function(name: lower[..<open], rest: lower[lower.index(after: open)...])
        }
        if text.hasPrefix("#") { return try hex(text.dropFirst()) }
        if let named = CSSColor.named(String(lower)) { return named }
        let suggestion = EditDistance.closest(to: String(lower), among: CSSColor.names)
        if !text.isEmpty, text.allSatisfy(Self.isHexDigit) {
            // The `#` is optional; a word of hex digits that is no hex colour is
            // a slip in either a hex colour or, when one is close, a name.
            if Self.hexDigitCounts.contains(text.count) || suggestion == nil { return try hex(text) }
        }
        if !lower.isEmpty, lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }),
           lower.contains(where: \.isLetter) {
            throw .unknownName(input, suggestion: suggestion)
        }
        throw .notAColor(input)
    }

    // MARK: Hex

    private static func isHexDigit(_ c: Character) -> Bool { c.isASCII && c.isHexDigit }

    private static let hexDigitCounts = [3, 4, 6, 8]

    /// `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` after the `#`, as typed.
    private func hex(_ digits: Substring) throws(CSSColorError) -> CSSColor {
        if let bad = digits.first(where: { !Self.isHexDigit($0) }) { throw .notAHexDigit(input, character: bad) }
        guard Self.hexDigitCounts.contains(digits.count) else { throw .hexDigitCount(input, count: digits.count) }
        let chars = Array(digits)
        let pairs: [String] = chars.count <= 4
            ? chars.map { String([$0, $0]) }
            : stride(from: 0, to: chars.count, by: 2).map { String(chars[$0...$0 + 1]) }
        let bytes = pairs.compactMap { UInt8($0, radix: 16) }
        guard bytes.count == pairs.count else { throw .notAColor(input) }
        return CSSColor(space: .srgb, red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
                        blue: Double(bytes[2]) / 255, alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    // MARK: Functions

    private func function(name: Substring, rest: Substring) throws(CSSColorError) -> CSSColor {
        guard CSSColorError.functions.contains(String(name)) else {
            if name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) {
                throw .notAColor(input)
            }
            throw .unknownFunction(input, name: String(name),
                                   suggestion: EditDistance.closest(to: String(name), among: CSSColorError.functions))
        }
        guard rest.hasSuffix(")") else {
            let problem = rest.contains(")") ? "text follows the closing parenthesis of \(name)()"
                                             : "\(name)( is missing its closing parenthesis"
            throw .invalid(input, problem: problem)
        }
        let arguments = rest.dropLast()
        guard !arguments.contains("("), !arguments.contains(")") else {
            throw .invalid(input, problem: "\(name)() cannot hold another function: calc(), var() and relative colours are not supported")
        }
        let tokens = Self.tokens(arguments)
        let color: CSSColor
        switch name {
        case "rgb", "rgba": color = try rgb(tokens, name: name)
        case "hsl", "hsla": color = try hsl(tokens, name: name)
        case "hwb": color = try hwb(tokens)
        case "lab", "lch", "oklab", "oklch": color = try labFamily(tokens, name: name)
        default: color = try colorFunction(tokens)
        }
        // A finite but enormous component (lab(50 1e300 0)) would give an infinite
        // luminance and a meaningless ratio; refuse it rather than print one.
        let linear = color.linearSRGB
        guard linear.x.isFinite, linear.y.isFinite, linear.z.isFinite else {
            throw .invalid(input, problem: "\(name)() describes a colour too far out of range to measure")
        }
        return color
    }

    /// Splits arguments at whitespace, commas and slashes, which are tokens themselves.
    static func tokens(_ text: Substring) -> [Token] {
        var tokens: [Token] = []
        var wordStart: Substring.Index?
        func endWord(at index: Substring.Index) {
            if let start = wordStart { tokens.append(.word(text[start..<index])) }
            wordStart = nil
        }
        for index in text.indices {
            let c = text[index]
            if c.isWhitespace || c == "," || c == "/" {
                endWord(at: index)
                if c == "," { tokens.append(.comma) } else if c == "/" { tokens.append(.slash) }
            } else if wordStart == nil {
                wordStart = index
            }
        }
        endWord(at: text.endIndex)
        return tokens
    }
}
