extension CSSColor {
    /// Parses a colour as a user types it, e.g. on `contrastscan ratio FG BG`.
    ///
    /// Accepted, case-insensitive, surrounding whitespace ignored:
    /// - hex: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; the `#` is optional;
    /// - `rgb()` / `rgba()` (the same function in CSS Color 4), in the legacy comma
    ///   syntax `rgb(255, 0, 0)`, `rgba(100%, 0%, 0%, 0.5)` (all numbers or all
    ///   percentages) or the modern space syntax `rgb(255 0 0 / 50%)` (numbers
    ///   0–255 and percentages may mix, `none` is 0). Values are clamped to
    ///   0–255, 0–100% and alpha 0–1, as CSS does at parse time;
    /// - `color(srgb r g b [/ a])`, `color(display-p3 r g b [/ a])`,
    ///   `color(srgb-linear r g b [/ a])`, components as numbers (1 is full) or
    ///   percentages. Components outside 0…1 are kept, as CSS keeps them: they
    ///   are real colours outside the space's gamut. Only alpha is clamped;
    /// - the 148 CSS Color 4 named colours and `transparent`.
    ///
    /// Anything else (hsl(), lab(), calc(), currentcolor, …) is rejected.
    /// Display P3 is parsed, not converted: see `srgb`.
    ///
    /// - Throws: `CSSColorError`, whose message names `text` and lists the accepted forms.
    public init(parsing text: String) throws(CSSColorError) {
        self = try CSSColorParser(input: text).parse()
    }
}

/// The grammar behind `CSSColor(parsing:)`: one input string, one pass.
struct CSSColorParser {
    let input: String

    private enum Token: Equatable {
        case comma, slash
        case word(Substring)
    }

    /// A component or alpha as written.
    private enum Value {
        case number(Double), percentage(Double), noneKeyword
    }

    func parse() throws(CSSColorError) -> CSSColor {
        var text = Substring(input)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        let lower = Substring(text.lowercased())

        if let open = lower.firstIndex(of: "(") {
            return try function(name: lower[..<open], rest: lower[lower.index(after: open)...])
        }
        if let named = CSSColor.named(String(lower)) { return named }
        if let hex = Self.hex(lower) { return hex }
        throw .notAColor(input)
    }

    // MARK: Hex

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, `#` optional; nil otherwise.
    private static func hex(_ text: Substring) -> CSSColor? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text
        guard [3, 4, 6, 8].contains(digits.count),
              digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let chars = Array(digits)
        let pairs: [String] = chars.count <= 4
            ? chars.map { String([$0, $0]) }
            : stride(from: 0, to: chars.count, by: 2).map { String(chars[$0...$0 + 1]) }
        let bytes = pairs.compactMap { UInt8($0, radix: 16) }
        guard bytes.count == pairs.count else { return nil }
        return CSSColor(space: .srgb, red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
                        blue: Double(bytes[2]) / 255, alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    // MARK: Functions

    private func function(name: Substring, rest: Substring) throws(CSSColorError) -> CSSColor {
        guard ["rgb", "rgba", "color"].contains(name) else {
            if name.isEmpty || !name.allSatisfy({ $0.isLetter || $0 == "-" }) { throw .notAColor(input) }
            throw .invalid(input, problem: "\(name)() is not supported")
        }
        guard rest.hasSuffix(")") else {
            let problem = rest.contains(")") ? "text follows the closing parenthesis"
                                             : "\(name)( is missing its closing parenthesis"
            throw .invalid(input, problem: problem)
        }
        let arguments = rest.dropLast()
        guard !arguments.contains("("), !arguments.contains(")") else {
            throw .invalid(input, problem: "nested functions such as calc() are not supported")
        }
        let tokens = Self.tokens(arguments)
        return name == "color" ? try color(tokens) : try rgb(tokens, name: name)
    }

    /// Splits arguments at whitespace, commas and slashes, which are tokens themselves.
    private static func tokens(_ text: Substring) -> [Token] {
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

    /// `rgb()` and `rgba()`, legacy (commas) or modern (spaces, `/ alpha`).
    private func rgb(_ tokens: [Token], name: Substring) throws(CSSColorError) -> CSSColor {
        let values: [Value], alpha: Value?
        if tokens.contains(.comma) {
            (values, alpha) = try legacyArguments(tokens, name: name)
        } else {
            (values, alpha) = try modernArguments(tokens, usage: "\(name)() takes 3 components, then optionally / alpha")
        }
        func channel(_ value: Value) -> Double {
            switch value {
            case .number(let n): return min(max(n, 0), 255) / 255
            case .percentage(let p): return min(max(p, 0), 100) / 100
            case .noneKeyword: return 0
            }
        }
        return CSSColor(space: .srgb, red: channel(values[0]), green: channel(values[1]),
                        blue: channel(values[2]), alpha: Self.alpha(alpha))
    }

    /// `r, g, b[, a]`: all numbers or all percentages, no `none`, no slash.
    private func legacyArguments(_ tokens: [Token], name: Substring) throws(CSSColorError) -> ([Value], Value?) {
        let usage = "\(name)() with commas takes 3 components and an optional alpha, all separated by commas"
        var words: [Substring] = []
        for (index, token) in tokens.enumerated() {
            switch (token, index % 2) {
            case (.word(let word), 0): words.append(word)
            case (.comma, 1): continue
            default: throw .invalid(input, problem: usage)
            }
        }
        guard tokens.count % 2 == 1, (3...4).contains(words.count) else { throw .invalid(input, problem: usage) }
        var values: [Value] = []
        for word in words { values.append(try value(word)) }
        let components = values.prefix(3)
        let allNumbers = components.allSatisfy { if case .number = $0 { true } else { false } }
        let allPercentages = components.allSatisfy { if case .percentage = $0 { true } else { false } }
        guard allNumbers || allPercentages else {
            throw .invalid(input, problem: "\(name)() with commas takes all numbers or all percentages")
        }
        if values.contains(where: { if case .noneKeyword = $0 { true } else { false } }) {
            throw .invalid(input, problem: "none is only allowed in the space-separated syntax")
        }
        return (Array(components), values.count == 4 ? values[3] : nil)
    }

    /// `c1 c2 c3 [/ a]`.
    private func modernArguments(_ tokens: [Token], usage: String) throws(CSSColorError) -> ([Value], Value?) {
        let parts = tokens.split(separator: .slash, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].count == 3, parts.count == 1 || parts[1].count == 1 else {
            throw .invalid(input, problem: usage)
        }
        var values: [Value] = []
        for token in parts[0] {
            guard case .word(let word) = token else { throw .invalid(input, problem: usage) }
            values.append(try value(word))
        }
        var alpha: Value?
        if parts.count == 2 {
            guard case .word(let word) = parts[1][parts[1].startIndex] else { throw .invalid(input, problem: usage) }
            alpha = try value(word)
        }
        return (values, alpha)
    }

    /// `color(space c1 c2 c3 [/ a])`; components kept as written (100% is 1).
    private func color(_ tokens: [Token]) throws(CSSColorError) -> CSSColor {
        let spaces = "srgb, display-p3 or srgb-linear"
        guard case .word(let spaceName)? = tokens.first else {
            throw .invalid(input, problem: "color() starts with a colour space: \(spaces)")
        }
        guard let space = CSSColor.Space(rawValue: String(spaceName)) else {
            if Self.number(spaceName) != nil || spaceName.hasSuffix("%") {
                throw .invalid(input, problem: "color() starts with a colour space: \(spaces)")
            }
            throw .invalid(input, problem: "color space \"\(spaceName)\" is not supported; use \(spaces)")
        }
        let usage = "color(\(space.rawValue) …) takes 3 components separated by spaces, then optionally / alpha"
        guard !tokens.contains(.comma) else { throw .invalid(input, problem: usage) }
        let (values, alpha) = try modernArguments(Array(tokens.dropFirst()), usage: usage)
        func component(_ value: Value) -> Double {
            switch value {
            case .number(let n): return n
            case .percentage(let p): return p / 100
            case .noneKeyword: return 0
            }
        }
        return CSSColor(space: space, red: component(values[0]), green: component(values[1]),
                        blue: component(values[2]), alpha: Self.alpha(alpha))
    }

    // MARK: Values

    /// Alpha as CSS resolves it: a number or percentage clamped to 0…1; absent is 1, `none` 0.
    private static func alpha(_ value: Value?) -> Double {
        switch value {
        case nil: return 1
        case .number(let n)?: return min(max(n, 0), 1)
        case .percentage(let p)?: return min(max(p / 100, 0), 1)
        case .noneKeyword?: return 0
        }
    }

    private func value(_ word: Substring) throws(CSSColorError) -> Value {
        if word == "none" { return .noneKeyword }
        if word.hasSuffix("%"), let p = Self.number(word.dropLast()) { return .percentage(p) }
        if let n = Self.number(word) { return .number(n) }
        throw .invalid(input, problem: "\"\(word)\" is not a number or a percentage")
    }

    /// A CSS `<number>`: `[+-]? (digits | digits? . digits) ([eE] [+-]? digits)?`, finite.
    ///
    /// Checked by hand because `Double.init(_: String)` also accepts `inf`,
    /// `nan` and hexadecimal floats, which are not CSS.
    static func number(_ text: Substring) -> Double? {
        var i = text.startIndex
        func isDigit(_ index: Substring.Index) -> Bool { index < text.endIndex && text[index].isASCII && text[index].isNumber }
        func skipDigits() -> Bool {
            let start = i
            while isDigit(i) { i = text.index(after: i) }
            return i != start
        }
        if i < text.endIndex, text[i] == "+" || text[i] == "-" { i = text.index(after: i) }
        let integerDigits = skipDigits()
        if i < text.endIndex, text[i] == "." {
            i = text.index(after: i)
            guard skipDigits() else { return nil }
        } else if !integerDigits {
            return nil
        }
        if i < text.endIndex, text[i] == "e" || text[i] == "E" {
            i = text.index(after: i)
            if i < text.endIndex, text[i] == "+" || text[i] == "-" { i = text.index(after: i) }
            guard skipDigits() else { return nil }
        }
        guard i == text.endIndex, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
