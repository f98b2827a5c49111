#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The processors this process may run on: the default number of workers.
package enum ProcessorCount {
    package static var active: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
