import PNGCodec
import Testing

@Suite("JPEG encoding for report pictures")
struct JPEGEncoderTests {
    /// Width, height and component count from the baseline frame header (SOF0).
    static func frame(_ jpeg: [UInt8]) -> (width: Int, height: Int, components: Int)? {
        var i = 2
        while i + 9 < jpeg.count, jpeg[i] == 0xFF {
            let marker = jpeg[i + 1], length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            if marker == 0xC0 {
                return (Int(jpeg[i + 7]) << 8 | Int(jpeg[i + 8]), Int(jpeg[i + 5]) << 8 | Int(jpeg[i + 6]), Int(jpeg[i + 9]))
            }
            i += 2 + length
        }
        return nil
    }

    @Test func aBitmapBecomesABaselineJPEGOfItsSize() throws {
        let bitmap = RGBA8Bitmap(width: 37, height: 21, fill: RGBA8(red: 10, green: 120, blue: 200))
        let jpeg = try JPEGEncoder().encode(bitmap)
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let frame = try #require(Self.frame(jpeg))
        #expect(frame.width == 37 && frame.height == 21 && frame.components == 3)
    }

    @Test func translucentPixelsAreCompositedOverWhite() throws {
        let clear = RGBA8Bitmap(width: 16, height: 16, fill: RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        let white = RGBA8Bitmap(width: 16, height: 16, fill: RGBA8(red: 255, green: 255, blue: 255))
        #expect(try JPEGEncoder().encode(clear) == JPEGEncoder().encode(white))
        // Black at alpha 128 over white is (255 · 127 + 127) / 255 = 127.
        let half = RGBA8Bitmap(width: 16, height: 16, fill: RGBA8(red: 0, green: 0, blue: 0, alpha: 128))
        let grey = RGBA8Bitmap(width: 16, height: 16, fill: RGBA8(red: 127, green: 127, blue: 127))
        #expect(try JPEGEncoder().encode(half) == JPEGEncoder().encode(grey))
    }

    @Test func aPhotoLikePictureIsSmallerThanAsPNGAndQualityOrdersTheSize() throws {
        // Smooth gradients under grain, as a photo: what PNG compresses worst.
        var bitmap = RGBA8Bitmap(width: 300, height: 200)
        var seed: UInt32 = 1
        func grain() -> Int {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Int(seed >> 28)
        }
        for y in 0..<200 { for x in 0..<300 {
            bitmap.set(x: x, y: y, to: RGBA8(red: UInt8(x * 200 / 300 + grain()), green: UInt8(y + grain()),
                                             blue: UInt8(128 + (x - y) / 4 + grain())))
        } }
        let low = try JPEGEncoder(quality: 50).encode(bitmap)
        let high = try JPEGEncoder(quality: 95).encode(bitmap)
        let png = try PNGEncoder.thumbnail.encode(bitmap)
        #expect(low.count < high.count)
        #expect(high.count < png.count)
        #expect(try JPEGEncoder(quality: 500).encode(bitmap) == JPEGEncoder(quality: 100).encode(bitmap), "clamped")
    }

    @Test func emptyAndOversizedBitmapsAreErrorsNotCrashes() {
        #expect(throws: JPEGEncodingError.emptyImage) { try JPEGEncoder().encode(RGBA8Bitmap(width: 0, height: 3)) }
        let tall = RGBA8Bitmap(width: 1, height: 65_501)
        #expect(throws: JPEGEncodingError.tooLarge(width: 1, height: 65_501)) { try JPEGEncoder().encode(tall) }
    }
}
