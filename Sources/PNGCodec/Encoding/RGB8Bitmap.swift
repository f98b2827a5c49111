/// A mutable 8-bit RGB picture without alpha: what the annotated copy of an
/// opaque screenshot (every screenshot without an alpha channel) is drawn on.
///
/// Rows are `width × 3` bytes, top row first, channels R, G, B: the PNG's own
/// pixel layout, so the encoder filters and compresses the rows as they are,
/// with no conversion and no scan for transparency. Colours drawn on it lose
/// their alpha (those drawn on screenshots are opaque).
public struct RGB8Bitmap: Sendable, Equatable, DrawingSurface {
    public let width: Int
    public let height: Int
    /// `height` rows of `width × 3` bytes.
    public private(set) var pixels: [UInt8]

    /// A bitmap filled with one colour.
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(red: 255, green: 255, blue: 255)) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
        self.fill(x: 0, y: 0, width: self.width, height: self.height, with: fill)
    }

    /// Wraps existing RGB bytes; nil when `pixels` is not `width × height × 3` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The bitmap's bytes, handed over (to be reused for the next picture).
    public consuming func takePixels() -> [UInt8] {
        pixels
    }

    /// The colour at (`x`, `y`), alpha 255; nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> RGBA8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 3
        return RGBA8(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2])
    }

    /// Fills the rectangle (`x`, `y`, `width`, `height`), clipped to the bitmap; alpha is dropped.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with color: RGBA8) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x &+ max(0, w)), y1 = min(height, y &+ max(0, h))
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        // Unsafe: boxes and labels fill millions of bytes per annotated copy; the rectangle
        // is clipped to the bitmap above, so every index is inside it.
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in y0..<y1 {
                var i = (row * width + x0) * 3
                for _ in x0..<x1 {
                    buffer[i] = color.red
                    buffer[i + 1] = color.green
                    buffer[i + 2] = color.blue
                    i += 3
                }
            }
        }
    }

    /// The same picture with alpha 255 everywhere.
    public var rgba: RGBA8Bitmap {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            out[4 * p] = pixels[3 * p]
            out[4 * p + 1] = pixels[3 * p + 1]
            out[4 * p + 2] = pixels[3 * p + 2]
        }
        return RGBA8Bitmap(width: width, height: height, pixels: out)!
    }
}
