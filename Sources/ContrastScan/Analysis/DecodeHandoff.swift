import ContrastScanSupport
import Dispatch

/// The moment one screenshot has decoded its last row, told to the analysis of
/// the next one, which may then start decoding while this one's last regions are
/// still being measured (`Analyzer.analyzeInOrder`).
///
/// Signalled once, however often `signal()` is called: after decoding, and again
/// when the analysis returns, whichever way it ended.
final class DecodeHandoff: Sendable {
    private let signalled = Locked(false)
    private let semaphore = DispatchSemaphore(value: 0)

    /// Says that decoding is over; only the first call counts.
    func signal() {
        let first = signalled.withLock { signalled in
            defer { signalled = true }
            return !signalled
        }
        if first { semaphore.signal() }
    }

    /// Waits until `signal()` has been called.
    func wait() { semaphore.wait() }
}
