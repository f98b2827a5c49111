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
    /// The block holding `storage` when the row is one of many in it (see
    /// `RowBlock`); nil when the row owns its storage.
    private let block: RowBlock?

    /// A row with storage of its own.
    init(y: Int = 0, width: Int, format: PixelFormat) {
        self.y = y
        self.width = width
        self.format = format
        storage = .allocate(byteCount: max(1, width * format.bytesPerPixel), alignment: 8)
        block = nil
    }

    /// A row whose storage is part of `block`, which it keeps alive.
    init(y: Int, width: Int, format: PixelFormat, in block: RowBlock, at offset: Int) {
        self.y = y
        self.width = width
        self.format = format
        storage = block.base + offset
        self.block = block
    }

    deinit {
        if block == nil { storage.deallocate() }
    }

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

    /// Writes the row as 8-bit RGB (`width × 3` bytes) to `target`: 16-bit
    /// samples keep their high byte, alpha is dropped.
    public func copyRGB8(to target: UnsafeMutablePointer<UInt8>) {
        switch format {
        case .rgb8:
            target.update(from: storage.assumingMemoryBound(to: UInt8.self), count: width * 3)
        case .rgba8:
            let bytes = storage.assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                target[3 * x] = bytes[4 * x]; target[3 * x + 1] = bytes[4 * x + 1]; target[3 * x + 2] = bytes[4 * x + 2]
            }
        case .rgb16, .rgba16:
            let samples = storage.assumingMemoryBound(to: UInt16.self), channels = format.channels
            for x in 0..<width {
                for c in 0..<3 { target[3 * x + c] = UInt8(truncatingIfNeeded: samples[channels * x + c] >> 8) }
            }
        }
    }

    /// Writes the row as 8-bit RGBA (`width × 4` bytes) to `target`: 16-bit
    /// samples keep their high byte, a missing alpha is 255.
    public func copyRGBA8(to target: UnsafeMutablePointer<UInt8>) {
        switch format {
        case .rgba8:
            target.update(from: storage.assumingMemoryBound(to: UInt8.self), count: width * 4)
        case .rgb8:
            // Four bytes in, the fourth (the next pixel's red) replaced by 255,
            // four bytes out: a word at a time instead of a byte.
            let source = UnsafeRawPointer(storage), out = UnsafeMutableRawPointer(target)
            let opaque = UInt32(littleEndian: 0xFF00_0000), rgb = UInt32(littleEndian: 0x00FF_FFFF)
            for x in 0..<(width - 1) {
                let word = source.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self)
                out.storeBytes(of: word & rgb | opaque, toByteOffset: 4 * x, as: UInt32.self)
            }
            let last = width - 1, bytes = storage.assumingMemoryBound(to: UInt8.self)
            target[4 * last] = bytes[3 * last]
            target[4 * last + 1] = bytes[3 * last + 1]
            target[4 * last + 2] = bytes[3 * last + 2]
            target[4 * last + 3] = 255
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

/// One allocation holding many rows, for a sink that keeps a known number of
/// rows until the end (`ImageCollector`): one block instead of a small
/// allocation per row, which the allocator returns to the system and takes
/// back image after image (measured: three times the page faults of one
/// block when decoding whole screenshots one after another).
final class RowBlock: @unchecked Sendable {
    // @unchecked: written only while the rows in it are being filled, by the
    // one thread decoding; read-only once the rows are handed out.
    let base: UnsafeMutableRawPointer

    init(byteCount: Int) {
        base = .allocate(byteCount: max(1, byteCount), alignment: 8)
    }

    deinit { base.deallocate() }
}
