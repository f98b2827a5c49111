import ContrastScanSupport

/// Pixel buffers handed from one screenshot to the next: the canvases of
/// annotated copies (a full-size one is 11-14 MB) and the report's thumbnails
/// (0.75 MB at 640 pixels). A fresh buffer per screenshot is mapped, faulted in
/// page by page and given back again every time (measured: 2% of a
/// `batch --annotate` run in page faults alone; `batch --html` over 100 small
/// photo-heavy screenshots took 15,400 page faults more than the batch with a
/// new thumbnail buffer each time, 6,200 with this pool). One buffer per worker is kept;
/// buffers above `maxBytes` are not, so one huge screenshot does not pin its
/// memory for the rest of the batch.
final class PixelBufferPool: Sendable {
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

    /// Gives `buffer` back for the next picture.
    func give(_ buffer: consuming [UInt8]) {
        let buffer = buffer
        guard buffer.count <= Self.maxBytes, !buffer.isEmpty else { return }
        spare.withLock { spare in
            if spare.count < capacity { spare.append(buffer) }
        }
    }
}
