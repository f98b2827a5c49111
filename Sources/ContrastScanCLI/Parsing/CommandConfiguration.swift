/// Everything help, usage and the parser need to know of one command.
struct CommandConfiguration: Sendable {
    var name: String
    /// Other names the command answers to (`analyse`).
    var aliases: [String] = []
    var abstract: String
    var discussion: String?
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]

    var commandPath: String { name.isEmpty ? "contrastscan" : "contrastscan \(name)" }
}
