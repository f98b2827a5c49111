/// Copies every row into a full-size 8-bit RGBA bitmap as it is decoded:
/// the picture an annotated copy is drawn on, made from the same decode as
/// the analysis (pair it with the analysis' sink in a `RowSinkPair`).
///
/// 16-bit samples keep their high byte and a missing alpha is 255, as in
/// `RGBA8Bitmap(_: Image)`. Memory is the bitmap's: width × height × 4 bytes,
/// written once by the rows (not zero-filled first); a row the decode did not
/// deliver is transparent black.
public struct RGBA8BitmapSink: RowSink {
    private var width = 0, height = 0
    private var pixels: [UInt8] = []
    /// Which rows were written.
    private var written: [Bool] = []
    /// The bitmap, once the decode has returned without an error.
    public private(set) var bitmap: RGBA8Bitmap?

    /// A sink that fills `buffer` when it is the size needed (a batch's
    /// screenshots mostly are): no new memory to map and fault in, image
    /// after image. Any other buffer is dropped.
    public init(reusing buffer: [UInt8] = []) {
        pixels = buffer
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        width = header.width
        height = header.height
        let rowBytes = width * 4
        // Left as it is (uninitialised, or a reused buffer's old pixels): every row is
        // written by `consume`, or zeroed by `finish`.
        if pixels.count != rowBytes * height {
            pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { _, count in count = rowBytes * height }
        }
        written = [Bool](repeating: false, count: height)
        return .all
    }

    public mutating func consume(_ row: PixelRow) {
        guard row.y < height, row.width == width else { return }
        let offset = row.y * width * 4
        pixels.withUnsafeMutableBufferPointer { row.copyRGBA8(to: $0.baseAddress! + offset) }
        written[row.y] = true
    }

    public mutating func finish(_ summary: DecodeSummary) {
        let rowBytes = width * 4
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height where !written[y] {
                buffer.baseAddress!.advanced(by: y * rowBytes).initialize(repeating: 0, count: rowBytes)
            }
        }
        bitmap = RGBA8Bitmap(width: width, height: height, pixels: pixels)
        pixels = []
        written = []
    }

    /// The bitmap, handed over: the sink keeps no reference, so the caller
    /// can draw on it without its 4 bytes a pixel being copied first.
    public mutating func takeBitmap() -> RGBA8Bitmap? {
        bitmap.take()
    }
}
