import PNGCodec
import TextRecognition

/// One line of an image made ready for OCR: grey, dark ink on a white ground,
/// stretched to full contrast and enlarged to a height Tesseract reads well.
///
/// Why each step: Tesseract binarises with a global threshold tuned for print,
/// so a 1.2:1 grey-on-grey line or white-on-blue text would read as a blank or a
/// solid block; stretching the crop's own luminance range and turning light ink
/// dark gives every line print's contrast. Its line model sees text about 36 px
/// tall; a 12 px label at 1× is enlarged so that its x-height is about 32 px.
public enum LineCrop {
    /// Line box height (ink plus the detector's margin) a crop is enlarged to;
    /// at this height the x-height is about 32 px.
    public static let targetHeight = 80
    /// Largest enlargement: beyond it there is nothing left to read.
    public static let maxScale = 8.0
    /// White margin added around the crop, in pixels after enlarging.
    public static let margin = 12

    /// The normalised crop of `rect` in `image`, or nil when the crop holds no
    /// contrast at all (a flat box: nothing to read).
    /// - Parameters:
    ///   - image: the decoded screenshot; it must hold the rows of `rect`.
    ///   - rect: the line box in pixels; clipped to the image.
    /// - Throws: `OCRError.unreadableCrop` when the box is empty, smaller than
    ///   3 × 3 pixels, or its rows were not decoded.
    public static func grey(of image: Image, rect: PixelRect) throws(OCRError) -> GreyImage? {
        let box = rect.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard box.width >= 3, box.height >= 3 else {
            throw .unreadableCrop("the box is \(max(0, box.width))×\(max(0, box.height)) pixels inside the image")
        }
        guard box.width <= 16384, box.height <= 4096 else {
            throw .unreadableCrop("the box is \(box.width)×\(box.height) pixels, larger than one line")
        }
        // Luminance, 0…255, composited over white.
        var luma = [Float](repeating: 0, count: box.width * box.height)
        for y in 0..<box.height {
            guard let row = image.row(box.y + y) else {
                throw .unreadableCrop("row \(box.y + y) was not decoded")
            }
            for x in 0..<box.width {
                guard let p = row.pixel(x: box.x + x) else {
                    throw .unreadableCrop("column \(box.x + x) of row \(box.y + y) is missing")
                }
                let a = Float(p.alpha) / 65535
                let value = (0.2126 * Float(p.red) + 0.7152 * Float(p.green) + 0.0722 * Float(p.blue)) / 257
                luma[y * box.width + x] = value * a + 255 * (1 - a)
            }
        }
        guard let (low, high, inkIsLight) = range(luma, width: box.width, height: box.height) else { return nil }
        let span = max(high - low, 1)
        // Enlarged, but never past the engine's 32000-pixel side (a long line keeps its width).
        let scale = min(maxScale, max(1, min(Double(targetHeight) / Double(box.height),
                                             Double(30000 - 2 * margin) / Double(box.width))))
        let outWidth = Int((Double(box.width) * scale).rounded()), outHeight = Int((Double(box.height) * scale).rounded())
        var out = GreyImage(width: outWidth + 2 * margin, height: outHeight + 2 * margin)
        for oy in 0..<outHeight {
            // Bilinear: the centre of the output pixel in source coordinates.
            let sy = min(max((Double(oy) + 0.5) / scale - 0.5, 0), Double(box.height - 1))
            let y0 = Int(sy), y1 = min(y0 + 1, box.height - 1), fy = Float(sy - Double(y0))
            for ox in 0..<outWidth {
                let sx = min(max((Double(ox) + 0.5) / scale - 0.5, 0), Double(box.width - 1))
                let x0 = Int(sx), x1 = min(x0 + 1, box.width - 1), fx = Float(sx - Double(x0))
                let top = luma[y0 * box.width + x0] * (1 - fx) + luma[y0 * box.width + x1] * fx
                let bottom = luma[y1 * box.width + x0] * (1 - fx) + luma[y1 * box.width + x1] * fx
                var v = ((top * (1 - fy) + bottom * fy) - low) / span
                v = min(max(v, 0), 1)
                if inkIsLight { v = 1 - v }
                out[margin + ox, margin + oy] = UInt8((v * 255).rounded())
            }
        }
        return out
    }

    /// The luminance range to stretch (2nd to 98th percentile, so a stray pixel
    /// does not set it) and whether the ink is lighter than the ground (the ground
    /// is the median of the box's border); nil when the range is under 2 levels.
    private static func range(_ luma: [Float], width: Int, height: Int) -> (Float, Float, Bool)? {
        let sorted = luma.sorted()
        let low = sorted[sorted.count * 2 / 100], high = sorted[min(sorted.count - 1, sorted.count * 98 / 100)]
        guard high - low >= 2 else {
            let lowest = sorted.first ?? 0, highest = sorted.last ?? 0
            guard highest - lowest >= 2 else { return nil }
            return (lowest, highest, false)
        }
        var border: [Float] = []
        for x in 0..<width { border.append(luma[x]); border.append(luma[(height - 1) * width + x]) }
        for y in 0..<height { border.append(luma[y * width]); border.append(luma[y * width + width - 1]) }
        border.sort()
        let ground = border[border.count / 2]
        return (low, high, ground - low < high - ground)
    }
}
