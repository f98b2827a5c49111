/// What a PNG's header says, available before any pixel is decoded, so a
/// caller can choose which rows it needs.
public struct ImageHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Bits per sample as stored: 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// IHDR colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    public var colorType: Int
    public var isInterlaced: Bool
    /// True when the file has an alpha channel or a tRNS chunk.
    public var hasAlpha: Bool
    /// Bits per channel of the decoded pixels: 16 when the file has 16-bit samples, else 8.
    public var outputDepth: Int
    public var colorChunks: ColorChunks

    /// How decoded rows store their pixels: RGBA when the file has alpha, RGB otherwise, at `outputDepth` bits.
    public var pixelFormat: PixelFormat { PixelFormat(hasAlpha: hasAlpha, bitsPerChannel: outputDepth) }
}
