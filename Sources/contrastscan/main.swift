// contrastscan — entry point. All work is in RootCommand and the library.
RootCommand.run(Array(CommandLine.arguments.dropFirst()))
