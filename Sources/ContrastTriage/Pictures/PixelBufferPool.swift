import ContrastScanSupport

/// The pixel buffers of annotated copies, handed from one screenshot to the
/// next: a full-size canvas is 11-14 MB, and a fresh one per screenshot is
/// mapped, faulted in page by page and unmapped again every time (measured: 2%
/// of a `batch --annotate` run in page faults alone). One buffer per worker is
/// kept; buffers above `maxBytes` are not, so one huge screenshot does not pin
/// its memory for the rest of the batch.
final class CanvasBufferPool: Sendable {
    static let maxBytes = 32 << 20
    private let capacity: Int
    private let spare = Locked<[[UInt8]]>([])

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// A buffer to fill, or an empty array when there is none.
    func take() -> [UInt8] {
        spare.withLock { $0.popLast() } ?? []
    }

    /// Gives `buffer` back for the next canvas.
    func give(_ buffer: consuming [UInt8]) {
        let buffer = buffer
        guard buffer.count <= Self.maxBytes, !buffer.isEmpty else { return }
        spare.withLock { spare in
            if spare.count < capacity { spare.append(buffer) }
        }
    }
}
