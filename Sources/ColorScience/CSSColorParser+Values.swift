extension CSSColorParser {
    /// One argument as written.
    enum Value {
        case number(Double)
        case percentage(Double)
        /// An angle with a unit, converted to degrees.
        case angle(degrees: Double)
        case noneKeyword
    }

    /// What an argument may be, and how a percentage of it resolves.
    enum ComponentKind {
        /// A number or a percentage, where 100% is `percentReference`.
        case numberOrPercentage(percentReference: Double)
        /// A hue: a number of degrees or an angle; never a percentage.
        case hue
    }

    /// One argument of a colour function: its name in messages and its kind.
    struct Component {
        let name: String
        let kind: ComponentKind

        static func number(_ name: String, hundredPercent: Double) -> Component {
            Component(name: name, kind: .numberOrPercentage(percentReference: hundredPercent))
        }

        static let hue = Component(name: "hue", kind: .hue)
    }

    /// Which argument of which function a word is, for messages:
    /// `the hue "50%" of oklch()`.
    struct Role {
        /// The argument, e.g. `hue`, `alpha`, `red`.
        let argument: String
        /// The function as messages write it, e.g. `oklch()` or `color(rec2020 …)`.
        let function: String

        func naming(_ word: Substring) -> String { "the \(argument) \(CSSColorParser.quoted(word)) of \(function)" }
    }

    /// The angle units of CSS Values 4 and how many degrees one of each is.
    static let angleUnits: [(unit: String, degrees: Double)] = [
        ("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360),
    ]

    /// Reads one word: `none`, a number, a percentage or an angle.
    func value(_ word: Substring, role: Role) throws(CSSColorError) -> Value {
        if word == "none" { return .noneKeyword }
        if word.hasSuffix("%"), let p = Self.number(word.dropLast()) { return .percentage(p) }
        if let n = Self.number(word) { return .number(n) }
        for (unit, degrees) in Self.angleUnits where word.hasSuffix(unit) {
            // `grad` ends in `rad`: only a number before the unit counts.
            if let n = Self.number(word.dropLast(unit.count)) {
                let value = n * degrees
                guard value.isFinite else {
                    throw .invalid(input, problem: "\(role.naming(word)) is too large an angle")
                }
                return .angle(degrees: value)
            }
        }
        let unitStart = word.lastIndex(where: { !$0.isLetter }).map(word.index(after:)) ?? word.startIndex
        if unitStart < word.endIndex, Self.number(word[..<unitStart]) != nil {
            throw .invalid(input, problem: "\(role.naming(word)) has the unit \(Self.quoted(word[unitStart...])), "
                           + "which a colour does not take; use a number, a percentage or, for a hue, deg, rad, grad or turn")
        }
        throw .invalid(input, problem: "\(role.naming(word)) is not a number, a percentage or none")
    }

    /// A component resolved as CSS does at parse time: percentages scaled to
    /// the component's reference, angles in degrees, `none` as 0.
    func resolve(_ value: Value, as component: Component, role: Role, word: Substring) throws(CSSColorError) -> Double {
        switch (component.kind, value) {
        case (_, .noneKeyword):
            return 0
        case (.numberOrPercentage, .number(let n)), (.hue, .number(let n)):
            return n
        case (.numberOrPercentage(let reference), .percentage(let p)):
            return p / 100 * reference
        case (.hue, .angle(let degrees)):
            return degrees
        case (.numberOrPercentage, .angle):
            throw .invalid(input, problem: "\(role.naming(word)) cannot be an angle; use a number or a percentage")
        case (.hue, .percentage):
            throw .invalid(input, problem: "\(role.naming(word)) cannot be a percentage; "
                           + "use degrees (e.g. 120 or 120deg) or rad, grad or turn")
        }
    }

    /// The alpha of an optional `/ alpha` (or the legacy fourth argument):
    /// a number or percentage clamped to 0…1; absent is 1, `none` 0.
    /// - Parameter function: the function as messages write it, e.g. `rgb()`.
    func alpha(_ word: Substring?, function: String) throws(CSSColorError) -> Double {
        guard let word else { return 1 }
        let role = Role(argument: "alpha", function: function)
        switch try value(word, role: role) {
        case .noneKeyword: return 0
        case .number(let n): return min(max(n, 0), 1)
        case .percentage(let p): return min(max(p / 100, 0), 1)
        case .angle: throw .invalid(input, problem: "\(role.naming(word)) cannot be an angle; use a number from 0 to 1 or a percentage")
        }
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

    /// A word of the input in quotes, control characters escaped.
    static func quoted(_ word: some StringProtocol) -> String { String(word).debugDescription }
}
