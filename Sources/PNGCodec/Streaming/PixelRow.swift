/// One decoded row of an image, in the image's own `PixelFormat`.
///
/// A row is immutable once the decoder hands it to a `RowSink`, and it is
/// shared by reference: a sink keeps a row by keeping the object (no copy),
/// and may pass it to another thread. Rows nobody kept are reused by the
/// decoder for the next row, so a sink that keeps nothing costs no allocation.
public final class PixelRow: @unchecked Sendable {
    // @unchecked: `storage` and `y` are written only by the decoder, while it
    // holds the only reference (before the row is handed out, or after every
    // sink let go of it); afterwards the row is read-only.

    /// The row's index in the image, 0 at the top.
    public internal(set) var y: Int
    /// Pixels in the row.
    public let width: Int
    public let format: PixelFormat
    /// `width × format.bytesPerPixel` bytes; 16-bit samples aligned.
    let storage: UnsafeMutableRawPointer

    init(y: Int = 0, width: Int, format: PixelFormat) {
        self.y = y
        self.width = width
        self.format = format
        storage = .allocate(byteCount: max(1, width * format.bytesPerPixel), alignment: 8)
    }

    deinit { storage.deallocate() }

    /// Bytes in the row: `width × format.bytesPerPixel`.
    public var byteCount: Int { width * format.bytesPerPixel }

    /// The pixel at `x`, each channel scaled to 0…65535 (alpha 65535 when the
    /// format has none); nil outside the row.
    @inline(__always)
    public func pixel(x: Int) -> Pixel? {
        guard x >= 0, x < width else { return nil }
        switch format {
        case .rgb8:
            let p = storage.assumingMemoryBound(to: UInt8.self) + x * 3
            return Pixel(red: UInt16(p[0]) &* 257, green: UInt16(p[1]) &* 257, blue: UInt16(p[2]) &* 257)
        case .rgba8:
            let p = storage.assumingMemoryBound(to: UInt8.self) + x * 4
            return Pixel(red: UInt16(p[0]) &* 257, green: UInt16(p[1]) &* 257, blue: UInt16(p[2]) &* 257,
                         alpha: UInt16(p[3]) &* 257)
        case .rgb16:
            let p = storage.assumingMemoryBound(to: UInt16.self) + x * 3
            return Pixel(red: p[0], green: p[1], blue: p[2])
        case .rgba16:
            let p = storage.assumingMemoryBound(to: UInt16.self) + x * 4
            return Pixel(red: p[0], green: p[1], blue: p[2], alpha: p[3])
        }
    }

    /// Calls `body` with the row's bytes as stored (see `PixelFormat`), valid only inside the call.
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: storage, count: byteCount))
    }

    /// Writes the row as 8-bit RGBA (`width × 4` bytes) to `target`: 16-bit
    /// samples keep their high byte, a missing alpha is 255.
    public func copyRGBA8(to target: UnsafeMutablePointer<UInt8>) {
        switch format {
        case .rgba8:
            target.update(from: storage.assumingMemoryBound(to: UInt8.self), count: width * 4)
        case .rgb8:
            let source = storage.assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                target[4 * x] = source[3 * x]
                target[4 * x + 1] = source[3 * x + 1]
                target[4 * x + 2] = source[3 * x + 2]
                target[4 * x + 3] = 255
            }
        case .rgb16:
            let source = storage.assumingMemoryBound(to: UInt16.self)
            for x in 0..<width {
                target[4 * x] = UInt8(truncatingIfNeeded: source[3 * x] >> 8)
                target[4 * x + 1] = UInt8(truncatingIfNeeded: source[3 * x + 1] >> 8)
                target[4 * x + 2] = UInt8(truncatingIfNeeded: source[3 * x + 2] >> 8)
                target[4 * x + 3] = 255
            }
        case .rgba16:
            let source = storage.assumingMemoryBound(to: UInt16.self)
            for i in 0..<(width * 4) { target[i] = UInt8(truncatingIfNeeded: source[i] >> 8) }
        }
    }
}
