import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether output may use ANSI colour: only on a terminal, and only when
/// NO_COLOR (https://no-color.org) is unset or empty.
enum Terminal {
    static func colorAllowed(fileDescriptor: Int32) -> Bool {
        guard isatty(fileDescriptor) == 1 else { return false }
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return noColor.isEmpty
    }
}
