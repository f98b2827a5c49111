/// A mutable 8-bit picture in memory, RGB or RGBA by `Layout`: what annotated
/// screenshots and report thumbnails are drawn on and encoded from.
///
/// Rows are `width × Layout.channels` bytes, top row first, channels R, G, B
/// (and A). Drawing clips to the bitmap, so a box partly outside the picture
/// draws its visible part and never writes out of bounds. Used through its
/// two names, `RGBA8Bitmap` and `RGB8Bitmap`; one type, so drawing, reading
/// and wrapping bytes are written once for both.
public struct Bitmap8<Layout: Bitmap8Layout>: Sendable, Equatable, DrawingSurface {
    public let width: Int
    public let height: Int
    /// `height` rows of `width × Layout.channels` bytes.
    public private(set) var pixels: [UInt8]

    /// A bitmap filled with one colour (its alpha dropped by `RGB8Bitmap`).
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(red: 255, green: 255, blue: 255)) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = [UInt8](repeating: 0, count: self.width * self.height * Layout.channels)
        self.fill(x: 0, y: 0, width: self.width, height: self.height, with: fill)
    }

    /// Wraps existing bytes; nil when `pixels` is not `width × height × Layout.channels` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * Layout.channels else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The bitmap's bytes, handed over (to be reused for the next picture).
    public consuming func takePixels() -> [UInt8] {
        pixels
    }

    /// The colour at (`x`, `y`) (alpha 255 in an `RGB8Bitmap`); nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> RGBA8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        // The layout asked once: from another module this generic code is not
        // specialised, and each `Layout.channels` is a call.
        let channels = Layout.channels
        let i = (y * width + x) * channels
        return RGBA8(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: channels == 4 ? pixels[i + 3] : 255)
    }

    /// Sets one pixel; ignored outside the bitmap.
    public mutating func set(x: Int, y: Int, to color: RGBA8) {
        fill(x: x, y: y, width: 1, height: 1, with: color)
    }

    /// Fills the rectangle (`x`, `y`, `width`, `height`), clipped to the bitmap
    /// (alpha dropped by `RGB8Bitmap`).
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with color: RGBA8) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x &+ max(0, w)), y1 = min(height, y &+ max(0, h))
        guard x0 < x1, y0 < y1 else { return }
        // The layout asked once, not per pixel: from another module (the annotator's)
        // this generic code is not specialised, and each `Layout.channels` is a call.
        let width = self.width, channels = Layout.channels
        let rowBytes = (x1 - x0) * channels
        // Unsafe: boxes and labels fill millions of bytes per annotated copy; the rectangle
        // is clipped to the bitmap above, so every index is inside it.
        pixels.withUnsafeMutableBufferPointer { buffer in
            // The first row pixel by pixel, the others copied from it.
            let first = buffer.baseAddress! + (y0 * width + x0) * channels
            var i = 0
            if channels == 4 {
                while i < rowBytes {
                    first[i] = color.red; first[i + 1] = color.green; first[i + 2] = color.blue; first[i + 3] = color.alpha
                    i += 4
                }
            } else {
                while i < rowBytes {
                    first[i] = color.red; first[i + 1] = color.green; first[i + 2] = color.blue
                    i += 3
                }
            }
            var target = first
            for _ in (y0 + 1)..<y1 {
                target += width * channels
                target.update(from: first, count: rowBytes)
            }
        }
    }
}

/// An 8-bit RGBA picture: 4 bytes a pixel.
public typealias RGBA8Bitmap = Bitmap8<RGBA8Layout>

/// An 8-bit RGB picture without alpha, 3 bytes a pixel: what the annotated copy
/// of an opaque screenshot (every screenshot without an alpha channel) is drawn
/// on — a quarter less memory than RGBA, and the PNG's own pixel layout, so the
/// encoder filters and compresses its rows as they are, with no conversion and
/// no scan for transparency. Colours drawn on it lose their alpha (those drawn
/// on screenshots are opaque).
public typealias RGB8Bitmap = Bitmap8<RGB8Layout>
