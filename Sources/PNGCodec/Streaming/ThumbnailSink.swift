/// Shrinks an image to a thumbnail while its rows are decoded: each
/// thumbnail pixel is the average of the box of image pixels it covers (area
/// averaging; the same boxes and rounding as `RGBA8Bitmap.downscaled`).
///
/// Memory is the thumbnail's plus one row of sums, whatever the image's size:
/// a 10000×10000 16-bit PNG becomes a 640-pixel thumbnail without ever being
/// held. Every row is needed, so decoding runs to the last row.
public struct ThumbnailSink: RowSink {
    /// Longer side of the thumbnail; an image already within it is copied at its size.
    public let maxDimension: Int
    /// The thumbnail, once the decode has returned without an error.
    public private(set) var bitmap: RGBA8Bitmap?

    private var width = 0, height = 0, targetWidth = 0, targetHeight = 0
    /// Source column where thumbnail column tx starts; targetWidth + 1 entries.
    private var columnStart: [Int] = []
    private var band = 0, bandStart = 0, bandEnd = 0
    private var sums: [Int] = []
    private var pixels: [UInt8] = []
    private var scratch: [UInt8] = []

    public init(maxDimension: Int) {
        self.maxDimension = maxDimension
    }

    /// The size of the thumbnail of a `width`×`height` image no larger than
    /// `maxDimension` on its longer side (the image's size when it fits).
    public static func size(width: Int, height: Int, maxDimension: Int) -> (width: Int, height: Int) {
        let longer = max(width, height)
        guard maxDimension > 0, longer > maxDimension, width > 0, height > 0 else { return (width, height) }
        return (max(1, width * maxDimension / longer), max(1, height * maxDimension / longer))
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        width = header.width
        height = header.height
        (targetWidth, targetHeight) = Self.size(width: width, height: height, maxDimension: maxDimension)
        columnStart = (0...targetWidth).map { $0 * width / max(1, targetWidth) }
        sums = [Int](repeating: 0, count: targetWidth * 4)
        pixels = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        scratch = [UInt8](repeating: 0, count: width * 4)
        band = 0
        bandStart = 0
        bandEnd = targetHeight > 0 ? height / targetHeight : 0
        return .all
    }

    public mutating func consume(_ row: PixelRow) {
        guard band < targetHeight, row.width == width else { return }
        let columns = columnStart
        scratch.withUnsafeMutableBufferPointer { rgba in
            row.copyRGBA8(to: rgba.baseAddress!)
            sums.withUnsafeMutableBufferPointer { sum in
                for tx in 0..<targetWidth {
                    var r = 0, g = 0, b = 0, a = 0
                    var i = columns[tx] * 4
                    for _ in columns[tx]..<columns[tx + 1] {
                        r &+= Int(rgba[i]); g &+= Int(rgba[i + 1]); b &+= Int(rgba[i + 2]); a &+= Int(rgba[i + 3])
                        i += 4
                    }
                    sum[4 * tx] &+= r; sum[4 * tx + 1] &+= g; sum[4 * tx + 2] &+= b; sum[4 * tx + 3] &+= a
                }
            }
        }
        if row.y + 1 >= max(bandEnd, bandStart + 1) { emitBand() }
    }

    /// Writes the thumbnail row of the band just completed and starts the next.
    private mutating func emitBand() {
        let rows = max(1, bandEnd - bandStart)
        let base = band * targetWidth * 4
        for tx in 0..<targetWidth {
            let n = rows * (columnStart[tx + 1] - columnStart[tx])
            for c in 0..<4 {
                pixels[base + 4 * tx + c] = UInt8(clamping: (sums[4 * tx + c] + n / 2) / max(1, n))
                sums[4 * tx + c] = 0
            }
        }
        band += 1
        bandStart = bandEnd
        bandEnd = band < targetHeight ? (band + 1) * height / targetHeight : height
    }

    public mutating func finish(_ summary: DecodeSummary) {
        bitmap = RGBA8Bitmap(width: targetWidth, height: targetHeight, pixels: pixels)
        pixels = []
        scratch = []
    }
}
