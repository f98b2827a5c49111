import ContrastScan

/// `contrastscan`: dispatches to subcommands; `--version`, `--help`, `help <sub>`.
enum RootCommand {
    static let version = "0.1.0"

    static let spec = CommandSpec(
        name: "",
        abstract: "Measure the text contrast a user actually sees in PNG screenshots.",
        discussion: nil,
        arguments: [],
        options: [OptionSpec(name: "version", valueName: nil, help: "Show the version.")])

    static let subcommands: [CommandSpec] = [
        AnalyzeCommand.spec,
        RecordCommand.spec,
        CompareCommand.spec,
        BatchCommand.spec,
        MergeCommand.spec,
        RatioCommand.spec,
        DetectCommand.spec,
        CommandSpec(name: "help", abstract: "Show subcommand help information.", discussion: nil,
                    arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to describe.", repeating: false)],
                    options: []),
    ]

    static func run(_ arguments: [String]) -> Never {
        guard let first = arguments.first else {
            Diagnostics.writeOutput(HelpFormatter.help(spec, subcommands: subcommands))
            Diagnostics.exit(.success)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "analyze":
            AnalyzeCommand.run(rest)
        case "ratio":
            RatioCommand.run(rest)
        case "detect":
            DetectCommand.run(rest)
        case "record":
            RecordCommand.run(rest)
        case "compare":
            CompareCommand.run(rest)
        case "batch":
            BatchCommand.run(rest)
        case "merge":
            MergeCommand.run(rest)
        case "help":
            showHelp(for: rest.first)
        case "-h", "--help":
            showHelp(for: nil)
        case "--version":
            Diagnostics.writeOutput(version + "\n")
            Diagnostics.exit(.success)
        default:
            let message = first.hasPrefix("-") ? "Unknown option '\(first)'"
                : "Unknown subcommand '\(first)'. Subcommands: \(subcommands.map(\.name).joined(separator: ", "))"
            Diagnostics.exit(for: UsageError(message: message, command: spec))
        }
    }

    private static func showHelp(for name: String?) -> Never {
        guard let name else {
            Diagnostics.writeOutput(HelpFormatter.help(spec, subcommands: subcommands))
            Diagnostics.exit(.success)
        }
        guard let sub = subcommands.first(where: { $0.name == name }) else {
            Diagnostics.exit(for: UsageError(message: "Unknown subcommand '\(name)'", command: spec))
        }
        Diagnostics.writeOutput(HelpFormatter.help(sub))
        Diagnostics.exit(.success)
    }
}
