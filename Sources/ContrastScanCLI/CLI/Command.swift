/// One subcommand (swift-argument-parser's `ParsableCommand`): it describes
/// itself, reads its typed options from the parsed arguments, and runs.
///
/// A command never exits and never prints an error of its own making: it
/// returns its status, or throws a `CLIError` that `CommandLineTool` reports.
protocol Command: Sendable {
    static var configuration: CommandConfiguration { get }
    /// Reads and checks every option and argument, before any work starts.
    init(parsing arguments: ParsedArguments) throws(CLIError)
    func run(in context: CommandContext) throws(CLIError) -> ExitCode
}
