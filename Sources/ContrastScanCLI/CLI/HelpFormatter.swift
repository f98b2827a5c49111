import ContrastScan

/// Help and usage text in swift-argument-parser's layout:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
    static func usage(_ command: CommandConfiguration) -> String {
        var parts = [command.commandPath]
        for option in command.options where option.name != "version" {
            parts.append(option.required ? option.usageName : "[\(option.usageName)]")
        }
        for argument in command.arguments {
            parts.append("<\(argument.name)>" + (argument.repeating ? " ..." : ""))
        }
        return parts.joined(separator: " ")
    }

    static func help(_ command: CommandConfiguration, subcommands: [CommandConfiguration] = []) -> String {
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { out += "\n\(discussion)\n" }
        out += "\nUSAGE: \(subcommands.isEmpty ? usage(command) : "contrastscan <subcommand>")\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in command.arguments {
                out += row("<\(argument.name)>" + (argument.repeating ? " ..." : ""), argument.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in command.options {
            var names = option.short.map { "-\($0), " } ?? ""
            names += "--\(option.name)"
            if let valueName = option.valueName { names += " <\(valueName)>" }
            var text = option.help
            if let allowed = option.allowed { text += " (values: \(allowed.joined(separator: ", ")))" }
            if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
            out += row(names, text)
        }
        out += row("-h, --help", "Show help information.")
        if !subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in subcommands { out += row(sub.name, sub.abstract) }
            out += "\n  See 'contrastscan help <subcommand>' for detailed help.\n"
        }
        return out
    }

    private static func row(_ left: String, _ right: String) -> String {
        let column = 26
        if left.count + 2 >= column { return "  \(left)\n" + String(repeating: " ", count: column + 2) + right + "\n" }
        return "  " + left.padding(toLength: column) + right + "\n"
    }
}
