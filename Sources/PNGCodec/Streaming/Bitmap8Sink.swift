/// Copies every row into a full-size 8-bit bitmap as it is decoded: the
/// picture an annotated copy is drawn on, made from the same decode as the
/// analysis (pair it with the analysis' sink in a `RowSinkPair`). Used through
/// its two names: `RGB8BitmapSink` for an opaque screenshot (its 8-bit RGB rows
/// copied as they are, any alpha dropped) and `RGBA8BitmapSink`.
///
/// 16-bit samples keep their high byte and a missing alpha is 255, as in
/// `RGBA8Bitmap(_: Image)`. Memory is the bitmap's: width × height × channels
/// bytes, written once by the rows (not zero-filled first); a row the decode
/// did not deliver is (transparent) black.
public struct Bitmap8Sink<Layout: Bitmap8Layout>: RowSink {
    private var width = 0, height = 0
    private var pixels: [UInt8] = []
    /// Which rows were written.
    private var written: [Bool] = []
    /// The bitmap, once the decode has returned without an error.
    public private(set) var bitmap: Bitmap8<Layout>?

    /// A sink that fills `buffer` when it is the size needed (a batch's
    /// screenshots mostly are): no new memory to map and fault in, image
    /// after image. Any other buffer is dropped.
    public init(reusing buffer: [UInt8] = []) {
        pixels = buffer
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        width = header.width
        height = header.height
        let count = width * Layout.channels * height
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
        let offset = row.y * width * Layout.channels
        // Unsafe: a whole row is copied per call (every row of every annotated screenshot);
        // `row.width == width` and `row.y < height` are checked above, so the row fits.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = buffer.baseAddress! + offset
            // 16-bit samples keep their high byte; a missing alpha is 255, an unwanted one dropped.
            if Layout.hasAlpha { row.copyRGBA8(to: target) } else { row.copyRGB8(to: target) }
        }
        written[row.y] = true
    }

    public mutating func finish(_ summary: DecodeSummary) {
        let rowBytes = width * Layout.channels
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height where !written[y] {
                buffer.baseAddress!.advanced(by: y * rowBytes).initialize(repeating: 0, count: rowBytes)
            }
        }
        bitmap = Bitmap8(width: width, height: height, pixels: pixels)
        pixels = []
        written = []
    }

    /// The bitmap, handed over: the sink keeps no reference, so the caller can
    /// draw on it without its pixels being copied first.
    public mutating func takeBitmap() -> Bitmap8<Layout>? {
        bitmap.take()
    }
}

/// Rows into an `RGB8Bitmap`: for opaque screenshots.
public typealias RGB8BitmapSink = Bitmap8Sink<RGB8Layout>
/// Rows into an `RGBA8Bitmap`.
public typealias RGBA8BitmapSink = Bitmap8Sink<RGBA8Layout>
