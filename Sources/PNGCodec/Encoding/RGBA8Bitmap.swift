/// A mutable 8-bit RGBA picture in memory: what annotated screenshots and
/// report thumbnails are drawn on and encoded from.
///
/// Rows are `width × 4` bytes, top row first, channels R, G, B, A. Drawing
/// clips to the bitmap, so a box partly outside the picture draws its visible
/// part and never writes out of bounds.
public struct RGBA8Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `height` rows of `width × 4` bytes.
    public private(set) var pixels: [UInt8]

    /// A bitmap filled with one colour.
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(red: 255, green: 255, blue: 255)) {
        self.width = max(0, width)
        self.height = max(0, height)
        var row: [UInt8] = []
        row.reserveCapacity(self.width * 4)
        for _ in 0..<self.width { row += [fill.red, fill.green, fill.blue, fill.alpha] }
        var all: [UInt8] = []
        all.reserveCapacity(self.width * self.height * 4)
        for _ in 0..<self.height { all += row }
        self.pixels = all
    }

    /// Wraps existing RGBA bytes; nil when `pixels` is not `width × height × 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The bitmap's bytes, handed over (to be reused for the next picture).
    public consuming func takePixels() -> [UInt8] {
        pixels
    }

    /// The colour at (`x`, `y`); nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> RGBA8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return RGBA8(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Sets one pixel; ignored outside the bitmap.
    public mutating func set(x: Int, y: Int, to color: RGBA8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        pixels[i] = color.red
        pixels[i + 1] = color.green
        pixels[i + 2] = color.blue
        pixels[i + 3] = color.alpha
    }

    /// Fills the rectangle (`x`, `y`, `width`, `height`), clipped to the bitmap.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with color: RGBA8) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x &+ max(0, w)), y1 = min(height, y &+ max(0, h))
        guard x0 < x1, y0 < y1 else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in y0..<y1 {
                var i = (row * width + x0) * 4
                for _ in x0..<x1 {
                    buffer[i] = color.red
                    buffer[i + 1] = color.green
                    buffer[i + 2] = color.blue
                    buffer[i + 3] = color.alpha
                    i += 4
                }
            }
        }
    }

    /// A copy no larger than `maxDimension` on its longer side, each pixel the
    /// average of the pixels it covers (a box filter: text stays legible, no
    /// aliasing shimmer). Returns `self` when it is already small enough.
    public func downscaled(maxDimension: Int) -> RGBA8Bitmap {
        let longer = max(width, height)
        guard maxDimension > 0, longer > maxDimension, width > 0, height > 0 else { return self }
        let newWidth = max(1, width * maxDimension / longer)
        let newHeight = max(1, height * maxDimension / longer)
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        pixels.withUnsafeBufferPointer { source in
            for ty in 0..<newHeight {
                let sy0 = ty * height / newHeight, sy1 = max(sy0 + 1, (ty + 1) * height / newHeight)
                for tx in 0..<newWidth {
                    let sx0 = tx * width / newWidth, sx1 = max(sx0 + 1, (tx + 1) * width / newWidth)
                    var sum = (0, 0, 0, 0)
                    for sy in sy0..<sy1 {
                        var i = (sy * width + sx0) * 4
                        for _ in sx0..<sx1 {
                            sum.0 += Int(source[i]); sum.1 += Int(source[i + 1])
                            sum.2 += Int(source[i + 2]); sum.3 += Int(source[i + 3])
                            i += 4
                        }
                    }
                    let n = (sy1 - sy0) * (sx1 - sx0)
                    let o = (ty * newWidth + tx) * 4
                    out[o] = UInt8((sum.0 + n / 2) / n)
                    out[o + 1] = UInt8((sum.1 + n / 2) / n)
                    out[o + 2] = UInt8((sum.2 + n / 2) / n)
                    out[o + 3] = UInt8((sum.3 + n / 2) / n)
                }
            }
        }
        return RGBA8Bitmap(width: newWidth, height: newHeight, pixels: out)!
    }
}

/// One 8-bit RGBA colour.
public struct RGBA8: Sendable, Equatable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
