/// Copies every row into a full-size 8-bit RGBA bitmap as it is decoded:
/// the picture an annotated copy is drawn on, made from the same decode as
/// the analysis (pair it with the analysis' sink in a `RowSinkPair`).
///
/// 16-bit samples keep their high byte and a missing alpha is 255, as in
/// `RGBA8Bitmap(_: Image)`. Memory is the bitmap's: width × height × 4 bytes.
public struct RGBA8BitmapSink: RowSink {
    private var width = 0, height = 0
    private var pixels: [UInt8] = []
    /// The bitmap, once the decode has returned without an error.
    public private(set) var bitmap: RGBA8Bitmap?

    public init() {}

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        width = header.width
        height = header.height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        return .all
    }

    public mutating func consume(_ row: PixelRow) {
        guard row.y < height, row.width == width else { return }
        let offset = row.y * width * 4
        pixels.withUnsafeMutableBufferPointer { row.copyRGBA8(to: $0.baseAddress! + offset) }
    }

    public mutating func finish(_ summary: DecodeSummary) {
        bitmap = RGBA8Bitmap(width: width, height: height, pixels: pixels)
        pixels = []
    }
}
