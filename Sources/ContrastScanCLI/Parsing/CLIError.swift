import ContrastScan

/// What stops a command, and how it is reported: `CommandLineTool` turns each
/// case into its text, stream and exit code (and nothing else does).
enum CLIError: Error, Sendable {
    /// The command line is wrong: `Error: …`, the usage line, exit 64.
    case usage(String)
    /// A file the command needs cannot be used: `path: error: message`, exit 2.
    case input(path: String, message: String)
    /// An image could not be analysed: its message with the CLI's remedies, exit 2.
    case analysis(AnalysisError)
}
