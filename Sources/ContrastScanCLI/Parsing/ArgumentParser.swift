import ColorScience

/// A small command-line parser in swift-argument-parser's conventions
/// (kebab-case long options, `-h/--help` everywhere, `--` ends options,
/// `--name value` and `--name=value`), written here because no outside
/// package can be fetched on the build machines.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandConfiguration) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
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
                guard letters.count == 1, let letter = letters.first else { throw unknownOption(argument, in: command) }
                spec = command.options.first { $0.short == letter }
                name = spec?.name ?? String(letter)
            }
            guard let spec else { throw unknownOption(argument, in: command) }
            if spec.isFlag {
                if inlineValue != nil { throw .usage("The flag '--\(spec.name)' does not take a value") }
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
                throw .usage("Missing value for '\(spec.usageName)'")
            }
            if let allowed = spec.allowed, !allowed.contains(value) {
                throw .usage("The value '\(value)' is invalid for '\(spec.usageName)'. Please provide one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")).")
            }
            if parsed.values[spec.name] != nil {
                throw .usage("The option '--\(spec.name)' was given more than once")
            }
            parsed.values[spec.name] = value
        }
        return parsed
    }

    /// "Unknown option '--formt'", with the nearest option's name when one is close.
    private static func unknownOption(_ argument: String, in command: CommandConfiguration) -> CLIError {
        let name = argument.hasPrefix("--") ? String(argument.dropFirst(2).prefix { $0 != "=" }) : ""
        let names = command.options.map(\.name) + ["help"]
        if let nearest = EditDistance.closest(to: name, among: names) {
            return .usage("Unknown option '\(argument)'. Did you mean '--\(nearest)'?")
        }
        return .usage("Unknown option '\(argument)'")
    }
}
