import ColorScience

import ContrastScanSupport
import PNGCodec

/// `contrastscan`: finds the subcommand, parses its options, runs it, and turns
/// whatever happened into text on the right stream and an exit status — the one
/// place that does (after swift-argument-parser's `MessageInfo`).
///
/// Nothing here or below exits the process: `main.swift` exits with the status
/// `run` returns, so commands can be run and tested in-process.
public enum CommandLineTool {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        name: "",
        abstract: "Measure the text contrast a user actually sees in PNG screenshots.",
        discussion: nil,
        arguments: [],
        options: [OptionSpec(name: "version", valueName: nil, help: "Show the version (and what compresses --annotate's copies here).")])

    /// Every subcommand, in the order help lists them.
    static let commands: [any Command.Type] = [
        AnalyzeCommand.self, RecordCommand.self, CompareCommand.self, BatchCommand.self, MergeCommand.self,
        RatioCommand.self, DetectCommand.self,
    ]

    static let helpConfiguration = CommandConfiguration(
        name: "help", abstract: "Show subcommand help information.", discussion: nil,
        arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to describe.", repeating: false, required: false)],
        options: [])

    /// Runs the process's own command line on its standard streams.
    /// - Returns: the exit status (`ExitCode`).
    /// - Parameter arguments: the arguments without the program name; nil reads
    ///   them from the process, byte for byte (`Syscalls.commandLineArguments`).
    public static func main(arguments: [String]? = nil) -> Int32 {
        // A closed pipe is a write error we report, not a silent death by SIGPIPE.
        Syscalls.ignoreBrokenPipeSignal()
        // Before any file is opened: a closed stdout must not hand its number to an output file.
        let closed = Syscalls.reserveStandardDescriptors()
        let console = Console.standard(environment: Syscalls.environment(), closed: closed)
        return run(arguments ?? Syscalls.commandLineArguments(), console: console).rawValue
    }

    /// Runs `arguments` (without the program name) on `console`.
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        let status = dispatch(arguments, console: console)
        return finish(status, console: console)
    }

    private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.write(HelpFormatter.help(configuration, subcommands: subcommandConfigurations))
            return .success
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "help":
            return help(for: rest.first, console: console)
        case "-h", "--help":
            return help(for: nil, console: console)
        case "--version":
            // The version alone on the first line; then what this machine uses where it may
            // differ from another (ISA-L is loaded only when installed).
            console.write(version + "\n" + "annotated copies (--annotate): PNG compressed by "
                          + PNGEncoder.Deflater.automaticDescription + "\n")
            return .success
        default:
            guard let command = command(named: first) else {
                if first.hasPrefix("-") {
                    return report(.usage("Unknown option '\(first)'"), of: configuration, console: console)
                }
                return report(.usage(unknownSubcommand(first)), of: configuration, console: console)
            }
            return run(command, rest, console: console)
        }
    }

    private static func run(_ command: any Command.Type, _ arguments: [String], console: Console) -> ExitCode {
        let configuration = command.configuration
        let context = CommandContext(console: console, command: configuration)
        do throws(CLIError) {
            let parsed = try ArgumentParser.parse(arguments, for: configuration)
            if parsed.wantsHelp {
                console.write(HelpFormatter.help(configuration))
                return .success
            }
            for argument in configuration.arguments where argument.required && parsed.positionals.isEmpty {
                throw .usage("Missing expected argument '<\(argument.name)>\(argument.repeating ? " ..." : "")'")
            }
            for option in configuration.options where option.required && parsed.values[option.name] == nil {
                throw .usage("Missing expected option '\(option.usageName)'")
            }
            return try command.init(parsing: parsed).run(in: context)
        } catch {
            return report(error, of: configuration, console: console)
        }
    }

    /// The text, stream and status of every error a command can end with.
    private static func report(_ error: CLIError, of command: CommandConfiguration, console: Console) -> ExitCode {
        switch error {
        case .usage(let message):
            console.write(MessageText.oneLine("Error: \(message)") + "\n", to: .error)
            console.write("Usage: \(HelpFormatter.usage(command))\n", to: .error)
            console.write("  See '\(command.commandPath) --help' for more information.\n", to: .error)
            return .usage
        case .input(let path, let message):
            CommandContext(console: console, command: command).error(path: path, message)
            return .inputError
        case .analysis(let analysis):
            CommandContext(console: console, command: command).error(analysis)
            return .inputError
        }
    }

    /// A result that could not be written to standard output (a full disk, a
    /// closed pipe, a stdout closed from the start) is an input/output error:
    /// said on standard error when it still can be, exit 2. A diagnostic that
    /// could not be written to standard error is only lost: the status already
    /// says what it said.
    private static func finish(_ status: ExitCode, console: Console) -> ExitCode {
        if let output = console.failures.output {
            console.write("<stdout>: error: cannot write the output (\(output))\n", to: .error)
            return status.combined(with: .inputError)
        }
        return status
    }

    private static var subcommandConfigurations: [CommandConfiguration] {
        commands.map { $0.configuration } + [helpConfiguration]
    }

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.configuration.name == name || $0.configuration.aliases.contains(name) }
    }

    /// "Unknown subcommand 'anlyze'. Did you mean 'analyze'?" (else the list).
    private static func unknownSubcommand(_ name: String) -> String {
        let names = subcommandConfigurations.map(\.name)
        if let nearest = EditDistance.closest(to: name, among: names) {
            return "Unknown subcommand '\(name)'. Did you mean '\(nearest)'?"
        }
        return "Unknown subcommand '\(name)'. Subcommands: \(names.joined(separator: ", "))"
    }

    private static func help(for name: String?, console: Console) -> ExitCode {
        guard let name else {
            console.write(HelpFormatter.help(configuration, subcommands: subcommandConfigurations))
            return .success
        }
        guard let command = command(named: name) else {
            return report(.usage(unknownSubcommand(name)), of: configuration, console: console)
        }
        console.write(HelpFormatter.help(command.configuration))
        return .success
    }
}
