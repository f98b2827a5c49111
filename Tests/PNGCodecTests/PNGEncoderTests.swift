import PNGCodec
import Testing

@Suite("PNG encoding")
struct PNGEncoderTests {
    @Test func anEncodedBitmapDecodesToTheSamePixels() throws {
        var bitmap = RGBA8Bitmap(width: 7, height: 5, fill: RGBA8(red: 10, green: 20, blue: 30))
        bitmap.set(x: 0, y: 0, to: RGBA8(red: 255, green: 0, blue: 0))
        bitmap.fill(x: 3, y: 2, width: 10, height: 10, with: RGBA8(red: 0, green: 200, blue: 0, alpha: 128))
        for level in [0, 1, 9] {
            let png = try PNGEncoder(compressionLevel: level).encode(bitmap)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let image = try PNGDecoder().decode(png)
            #expect(RGBA8Bitmap(image) == bitmap)
            #expect(image.header.colorChunks.srgbIntent == 0, "tagged sRGB")
        }
    }

    @Test("every filter decodes to the same pixels", arguments: PNGEncoder.Filter.allCases)
    func everyFilterDecodesToTheSamePixels(_ filter: PNGEncoder.Filter) throws {
        var bitmap = RGBA8Bitmap(width: 23, height: 9)
        for y in 0..<9 { for x in 0..<23 {
            bitmap.set(x: x, y: y, to: RGBA8(red: UInt8(x * 11), green: UInt8(y * 27), blue: UInt8((x * y) % 256),
                                             alpha: UInt8(255 - x)))
        } }
        for level in [1, 6] {
            let png = try PNGEncoder(compressionLevel: level, filter: filter).encode(bitmap)
            #expect(RGBA8Bitmap(try PNGDecoder().decode(png)) == bitmap)
        }
        #expect(RGBA8Bitmap(try PNGDecoder().decode(try PNGEncoder.fast.encode(bitmap))) == bitmap)
        #expect(RGBA8Bitmap(try PNGDecoder().decode(try PNGEncoder.thumbnail.encode(bitmap))) == bitmap)
    }

    @Test func anOpaqueBitmapIsWrittenAsRGBAndDecodesTheSame() throws {
        var bitmap = RGBA8Bitmap(width: 9, height: 4, fill: RGBA8(red: 200, green: 100, blue: 50))
        bitmap.set(x: 8, y: 3, to: RGBA8(red: 1, green: 2, blue: 3))
        let png = try PNGEncoder().encode(bitmap)
        #expect(png[25] == 2, "IHDR colour type 2 (RGB)")
        #expect(RGBA8Bitmap(try PNGDecoder().decode(png)) == bitmap)
    }

    @Test func anEmptyBitmapIsAnErrorNotACrash() {
        #expect(throws: PNGEncodingError.emptyImage) { try PNGEncoder().encode(RGBA8Bitmap(width: 0, height: 3)) }
    }

    @Test func sixteenBitImagesKeepTheirHighByte() throws {
        let image = try PNGDecoder().decode(Fixtures.bytes("pngsuite/pngsuite/basn6a16.png"))
        let bitmap = RGBA8Bitmap(image)
        let pixel = try #require(image.pixel(x: 5, y: 7))
        #expect(bitmap.pixel(x: 5, y: 7) == RGBA8(red: UInt8(pixel.red >> 8), green: UInt8(pixel.green >> 8),
                                                 blue: UInt8(pixel.blue >> 8), alpha: UInt8(pixel.alpha >> 8)))
    }

    @Test func downscalingAveragesAndKeepsTheAspectRatio() {
        var bitmap = RGBA8Bitmap(width: 400, height: 200, fill: RGBA8(red: 0, green: 0, blue: 0))
        bitmap.fill(x: 0, y: 0, width: 200, height: 200, with: RGBA8(red: 255, green: 255, blue: 255))
        let small = bitmap.downscaled(maxDimension: 100)
        #expect(small.width == 100 && small.height == 50)
        #expect(small.pixel(x: 10, y: 10) == RGBA8(red: 255, green: 255, blue: 255))
        #expect(small.pixel(x: 90, y: 10) == RGBA8(red: 0, green: 0, blue: 0))
        #expect(bitmap.downscaled(maxDimension: 500) == bitmap)
    }
}
