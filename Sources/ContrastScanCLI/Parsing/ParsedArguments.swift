/// The arguments of one invocation after parsing, read through typed options.
struct ParsedArguments: Sendable {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    /// The value of `option`, read and checked; nil when it was not given.
    /// - Throws: a usage error naming the option and what it expected.
    func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
        guard let text = values[option.spec.name] else { return nil }
        guard let value = option.parse(text) else {
            if let allowed = option.spec.allowed {
                throw .usage("The value '\(text)' is invalid for '\(option.spec.usageName)'. Please provide one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")).")
            }
            throw .usage("The value '\(text)' is invalid for '\(option.spec.usageName)': expected \(option.expected)")
        }
        return value
    }

    /// Whether `flag` was given.
    func isSet(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

    /// Whether `option` was given (whatever its value).
    func isGiven<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }
}
