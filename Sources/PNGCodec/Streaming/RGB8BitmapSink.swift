/// Copies every row into a full-size 8-bit RGB bitmap as it is decoded: the
/// picture an annotated copy of an opaque screenshot is drawn on, made from
/// the same decode as the analysis (pair it with the analysis' sink in a
/// `RowSinkPair`). Rows of an 8-bit RGB image are copied as they are.
///
/// 16-bit samples keep their high byte; alpha, if the image has any, is
/// dropped (use `RGBA8BitmapSink` for those). Memory is the bitmap's:
/// width × height × 3 bytes, written once by the rows (not zero-filled first);
/// a row the decode did not deliver is black.
public struct RGB8BitmapSink: RowSink {
    private var width = 0, height = 0
    private var pixels: [UInt8] = []
    /// Which rows were written.
    private var written: [Bool] = []
    /// The bitmap, once the decode has returned without an error.
    public private(set) var bitmap: RGB8Bitmap?

    /// A sink that fills `buffer` when it is the size needed (a batch's
    /// screenshots mostly are): no new memory to map and fault in, image
    /// after image. Any other buffer is dropped.
    public init(reusing buffer: [UInt8] = []) {
        pixels = buffer
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        width = header.width
        height = header.height
        let count = width * 3 * height
        // Left as it is (uninitialised, or a reused buffer's old pixels): every row is
        // written by `consume`, or zeroed by `finish`.
        if pixels.count != count {
            pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        written = [Bool](repeating: false, count: height)
        return .all
    }

    public mutating func consume(_ row: PixelRow) {
        guard row.y < height, row.width == width else { return }
        let width = self.width
        // Unsafe: a whole row is copied per call (every row of every annotated screenshot);
        // `row.width == width` and `row.y < height` are checked above, so the row fits.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = buffer.baseAddress! + row.y * width * 3
            row.withUnsafeBytes { source in
                switch row.format {
                case .rgb8:
                    target.update(from: source.baseAddress!.assumingMemoryBound(to: UInt8.self), count: width * 3)
                case .rgba8:
                    let bytes = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    for x in 0..<width {
                        target[3 * x] = bytes[4 * x]; target[3 * x + 1] = bytes[4 * x + 1]; target[3 * x + 2] = bytes[4 * x + 2]
                    }
                case .rgb16, .rgba16:
                    let samples = source.baseAddress!.assumingMemoryBound(to: UInt16.self), channels = row.format.channels
                    for x in 0..<width {
                        for c in 0..<3 { target[3 * x + c] = UInt8(truncatingIfNeeded: samples[channels * x + c] >> 8) }
                    }
                }
            }
        }
        written[row.y] = true
    }

    public mutating func finish(_ summary: DecodeSummary) {
        let rowBytes = width * 3
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height where !written[y] {
                buffer.baseAddress!.advanced(by: y * rowBytes).initialize(repeating: 0, count: rowBytes)
            }
        }
        bitmap = RGB8Bitmap(width: width, height: height, pixels: pixels)
        pixels = []
        written = []
    }

    /// The bitmap, handed over: the sink keeps no reference, so the caller can
    /// draw on it without its pixels being copied first.
    public mutating func takeBitmap() -> RGB8Bitmap? {
        bitmap.take()
    }
}
