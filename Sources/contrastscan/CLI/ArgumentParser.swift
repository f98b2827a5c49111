/// A small command-line parser in swift-argument-parser's conventions
/// (kebab-case long options, `-h/--help` everywhere, `--` ends options,
/// `--name value` and `--name=value`), written here because no outside
/// package can be fetched on the build machines.

/// One option or flag a command accepts.
struct OptionSpec {
    /// Long name without dashes, e.g. "format".
    var name: String
    var short: Character?
    /// Name of the value in help (`<format>`); nil for a flag.
    var valueName: String?
    var help: String
    /// Allowed values, listed in help and in the error for any other value.
    var allowed: [String]?
    var defaultValue: String?

    var isFlag: Bool { valueName == nil }
}

/// A positional argument, for help and usage text.
struct ArgumentSpec {
    var name: String
    var help: String
    var repeating: Bool
}

/// Everything needed to parse and describe one command.
struct CommandSpec {
    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]

    var commandPath: String { name.isEmpty ? "contrastscan" : "contrastscan \(name)" }
}

/// The arguments of one invocation after parsing.
struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A mistake on the command line: printed with the usage line, exit 64.
struct UsageError: Error {
    var message: String
    var command: CommandSpec
}

enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: command) }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" { parsed.wantsHelp = true; continue }

            var name: String
            var inlineValue: String?
            let spec: OptionSpec?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                spec = command.options.first { $0.name == name }
            } else {
                let letters = argument.dropFirst()
                guard letters.count == 1, let letter = letters.first else {
                    throw fail("Unknown option '\(argument)'")
                }
                spec = command.options.first { $0.short == letter }
                name = spec?.name ?? String(letter)
            }
            guard let spec else { throw fail("Unknown option '\(argument)'") }
            if spec.isFlag {
                if inlineValue != nil { throw fail("The flag '--\(spec.name)' does not take a value") }
                parsed.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw fail("Missing value for '--\(spec.name) <\(spec.valueName ?? "value")>'")
            }
            if let allowed = spec.allowed, !allowed.contains(value) {
                throw fail("The value '\(value)' is invalid for '--\(spec.name) <\(spec.valueName ?? "value")>'. Please provide one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")).")
            }
            if parsed.values[spec.name] != nil {
                throw fail("The option '--\(spec.name)' was given more than once")
            }
            parsed.values[spec.name] = value
        }
        return parsed
    }
}
