/// An option that takes a value, typed: it knows how to read its value and
/// says what it expected when it cannot (swift-argument-parser's `@Option`).
///
/// Commands declare options as constants and read them with
/// `ParsedArguments.value(_:)`, so a misspelt option is a compile error, not
/// a silent nil.
struct Option<Value: Sendable>: Sendable {
    var spec: OptionSpec
    /// Reads the value; nil when the text is not one.
    var parse: @Sendable (String) -> Value?
    /// What a valid value looks like, for the error: "a positive whole number".
    var expected: String

    init(_ name: String, short: Character? = nil, valueName: String, help: String, defaultValue: String? = nil,
         required: Bool = false, expected: String, parse: @escaping @Sendable (String) -> Value?) {
        spec = OptionSpec(name: name, short: short, valueName: valueName, help: help, defaultValue: defaultValue, required: required)
        self.parse = parse
        self.expected = expected
    }
}

extension Option where Value == String {
    /// Any text: a path, a file name.
    init(_ name: String, short: Character? = nil, valueName: String, help: String, defaultValue: String? = nil,
         required: Bool = false) {
        self.init(name, short: short, valueName: valueName, help: help, defaultValue: defaultValue, required: required,
                  expected: "a value") { $0 }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's values, listed in help and in the error.
    init(_ name: String, valueName: String, help: String, defaultValue: String? = nil) {
        self.init(name, valueName: valueName, help: help, defaultValue: defaultValue,
                  expected: "one of " + Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")) { Value(rawValue: $0) }
        spec.allowed = Value.allCases.map(\.rawValue)
    }
}

extension Option where Value == Int {
    /// A whole number greater than 0 (or at least 0 with `allowZero`).
    static func count(_ name: String, short: Character? = nil, valueName: String = "n", help: String,
                      defaultValue: String? = nil, allowZero: Bool = false) -> Option<Int> {
        Option(name, short: short, valueName: valueName, help: help, defaultValue: defaultValue,
               expected: "a \(allowZero ? "" : "positive ")whole number") { text in
            guard let value = Int(text), value > 0 || (allowZero && value == 0) else { return nil }
            return value
        }
    }
}

/// A flag: present or not.
struct Flag: Sendable {
    var spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }
}

/// What help, usage and the parser know of any option or flag, whatever its type.
struct OptionSpec: Sendable {
    /// Long name without dashes, e.g. "format".
    var name: String
    var short: Character?
    /// Name of the value in help (`<format>`); nil for a flag.
    var valueName: String?
    var help: String
    /// Allowed values, listed in help and in the error for any other value.
    var allowed: [String]?
    var defaultValue: String?
    /// Whether the command needs it (shown without brackets in the usage line).
    var required = false

    var isFlag: Bool { valueName == nil }
    /// `--format <format>`, as messages name the option.
    var usageName: String { isFlag ? "--\(name)" : "--\(name) <\(valueName ?? "value")>" }
}

/// A positional argument, for help and usage text.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var repeating: Bool
    /// Whether the command needs at least one.
    var required = true
}
