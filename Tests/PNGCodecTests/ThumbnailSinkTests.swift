import PNGCodec
import Testing

@Suite("Thumbnails made while the rows stream are the area average of the image")
struct ThumbnailSinkTests {
    /// The reference: each thumbnail pixel is the rounded mean of the 8-bit
    /// (high byte) channels of the box of image pixels it covers, boxes
    /// splitting the image at x·w/tw and y·h/th.
    static func areaAverage(_ image: Image, maxDimension: Int) -> RGBA8Bitmap {
        let (tw, th) = ThumbnailSink.size(width: image.width, height: image.height, maxDimension: maxDimension)
        var out = RGBA8Bitmap(width: tw, height: th)
        for ty in 0..<th {
            for tx in 0..<tw {
                var sum = [0, 0, 0, 0], n = 0
                for y in (ty * image.height / th)..<((ty + 1) * image.height / th) {
                    for x in (tx * image.width / tw)..<((tx + 1) * image.width / tw) {
                        let p = image.pixel(x: x, y: y)!
                        for (c, v) in [p.red, p.green, p.blue, p.alpha].enumerated() { sum[c] += Int(v >> 8) }
                        n += 1
                    }
                }
                let mean = sum.map { UInt8(($0 + n / 2) / n) }
                out.set(x: tx, y: ty, to: RGBA8(red: mean[0], green: mean[1], blue: mean[2], alpha: mean[3]))
            }
        }
        return out
    }

    /// A 301×157 picture with detail everywhere (no box averages to the same as its neighbour).
    static let detailed: [UInt8] = {
        var bitmap = RGBA8Bitmap(width: 301, height: 157)
        for y in 0..<157 { for x in 0..<301 {
            bitmap.set(x: x, y: y, to: RGBA8(red: UInt8((x * 7 + y * 3) % 256), green: UInt8((x * y) % 251),
                                             blue: UInt8((x ^ y) & 255), alpha: UInt8(200 + (x + y) % 56)))
        } }
        return try! PNGEncoder().encode(bitmap)
    }()

    @Test("PngSuite images, every format, at several sizes", arguments: [
        "basn0g01.png", "basn0g16.png", "basn2c08.png", "basn2c16.png", "basn3p04.png", "basn4a16.png",
        "basn6a08.png", "basn6a16.png", "ftbrn2c08.png", "ibasn6a16.png", "ftbbn3p08.png",
    ])
    func pngSuiteMatchesTheReference(_ name: String) throws {
        let path = Fixtures.path("pngsuite/pngsuite/" + name)
        let image = try PNGDecoder().decode(fileAt: path)
        for size in [1, 5, 7, 16, 31, 32, 100] {
            var sink = ThumbnailSink(maxDimension: size)
            _ = try PNGDecoder().decode(fileAt: path, into: &sink)
            let thumbnail = try #require(sink.bitmap)
            #expect(thumbnail == Self.areaAverage(image, maxDimension: size), "\(name) at \(size)")
            // The same picture the whole-image path makes.
            #expect(thumbnail == RGBA8Bitmap(image).downscaled(maxDimension: size))
        }
    }

    @Test func sizesThatDoNotDivideTheImageMatchTheReference() throws {
        let image = try PNGDecoder().decode(Self.detailed)
        for size in [10, 64, 100, 150, 300, 301, 1000] {
            var sink = ThumbnailSink(maxDimension: size)
            _ = try PNGDecoder().decode(Self.detailed, into: &sink)
            let thumbnail = try #require(sink.bitmap)
            #expect((thumbnail.width, thumbnail.height) == ThumbnailSink.size(width: 301, height: 157, maxDimension: size))
            #expect(thumbnail == Self.areaAverage(image, maxDimension: size), "at \(size)")
        }
    }

    /// Boxes of up to 256 pixels are averaged in 32-bit lanes, larger ones in
    /// 64 bits: both match the reference, from boxes one or two columns wide
    /// (301×157 to 300, 200 and 151 wide: read straight from the column sums)
    /// to where one path gives way to the other (to 20
    /// wide the boxes are 15–16 × 15–16 pixels, at most 256; to 19, up to 16 × 18).
    @Test("sizes on both sides of the 256-pixel box", arguments: [300, 200, 151, 150, 37, 20, 19, 18, 17, 16])
    func boxesOnBothSidesOfTheLaneLimit(_ size: Int) throws {
        let image = try PNGDecoder().decode(Self.detailed)
        var sink = ThumbnailSink(maxDimension: size)
        _ = try PNGDecoder().decode(Self.detailed, into: &sink)
        #expect(try #require(sink.bitmap) == Self.areaAverage(image, maxDimension: size), "at \(size)")
    }

    /// An opaque image (RGB rows): every thumbnail pixel's alpha is 255.
    @Test func anOpaqueImageKeepsFullAlpha() throws {
        var opaque = RGBA8Bitmap(width: 97, height: 211)
        for y in 0..<211 { for x in 0..<97 {
            opaque.set(x: x, y: y, to: RGBA8(red: UInt8((x * 5 + y) % 256), green: UInt8((x * y) % 253), blue: UInt8((x ^ y) & 255)))
        } }
        let png = try PNGEncoder(deflater: .zlib).encode(RGB8Bitmap(width: 97, height: 211, pixels: opaque.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element))!)
        let image = try PNGDecoder().decode(png)
        #expect(image.pixelFormat == .rgb8)
        for size in [200, 100, 64, 13] {
            var sink = ThumbnailSink(maxDimension: size)
            _ = try PNGDecoder().decode(png, into: &sink)
            let thumbnail = try #require(sink.bitmap)
            #expect(thumbnail == Self.areaAverage(image, maxDimension: size), "at \(size)")
            #expect(stride(from: 3, to: thumbnail.pixels.count, by: 4).allSatisfy { thumbnail.pixels[$0] == 255 })
        }
    }

    /// A buffer handed from the last thumbnail (its old pixels still in it) gives
    /// the same thumbnail as a new one; a buffer of another size is not used.
    @Test func aReusedBufferGivesTheSameThumbnail() throws {
        let image = try PNGDecoder().decode(Self.detailed)
        for size in [300, 150, 40] {
            let (tw, th) = ThumbnailSink.size(width: image.width, height: image.height, maxDimension: size)
            for buffer in [[UInt8](repeating: 0xA5, count: tw * th * 4), [UInt8](repeating: 7, count: 12)] {
                var sink = ThumbnailSink(maxDimension: size, reusing: buffer)
                _ = try PNGDecoder().decode(Self.detailed, into: &sink)
                let taken = sink.takeBitmap()
                let thumbnail = try #require(taken)
                #expect(thumbnail == Self.areaAverage(image, maxDimension: size), "at \(size), a buffer of \(buffer.count)")
                // Handed on again: the next thumbnail overwrites every pixel of this one's.
                var next = ThumbnailSink(maxDimension: size, reusing: thumbnail.takePixels())
                _ = try PNGDecoder().decode(Self.detailed, into: &next)
                #expect(next.bitmap == Self.areaAverage(image, maxDimension: size))
            }
        }
    }

    @Test func aThumbnailAndTheAnalysisRowsComeFromOneDecode() throws {
        var sinks = RowSinkPair(ImageCollector { _ in RowSelection([10..<20]) },
                                RowSinkPair(ThumbnailSink(maxDimension: 50), RGBA8BitmapSink()))
        let summary = try PNGDecoder().decode(Self.detailed, into: &sinks)
        #expect(summary.rowsDecoded == 157, "the thumbnail needs every row")
        let full = try PNGDecoder().decode(Self.detailed)
        #expect(sinks.first.image?.keptRowCount == 10)
        #expect(sinks.second.first.bitmap == RGBA8Bitmap(full).downscaled(maxDimension: 50))
        #expect(sinks.second.second.bitmap == RGBA8Bitmap(full))
    }
}
