// contrastscan — entry point, and the one place the process exits.
// All work is in ContrastScanCLI (CommandLineTool) and the libraries.
import ContrastScanCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineTool.main())
