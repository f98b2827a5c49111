import PNGCodec
import Testing

/// The direct writer of annotated copies (`PNGEncoder.deflater` set): no libpng,
/// compressed by ISA-L or zlib. Every file must decode to exactly the pixels given.
@Suite("PNG encoding: the direct writer, ISA-L and zlib")
struct DirectPNGWriterTests {
    /// The deflaters to test here: zlib always, ISA-L where it is installed
    /// (scripts/setup installs it), and whatever `.automatic` chooses.
    static let deflaters: [PNGEncoder.Deflater] = [.zlib, .automatic] + (PNGEncoder.Deflater.isal.resolved == .isal ? [.isal] : [])
    static let cases: [(PNGEncoder.Deflater, PNGEncoder.Filter)] = deflaters.flatMap { d in [(d, .none), (d, .up)] }

    /// Something to compress: gradients, a flat area, noise-like values, across several blocks of rows.
    static func rgbBitmap(width: Int, height: Int) -> RGB8Bitmap {
        var bitmap = RGB8Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width where (x / 7 + y / 5) % 3 != 0 {
            bitmap.fill(x: x, y: y, width: 1, height: 1,
                        with: RGBA8(red: UInt8((x * 3) & 255), green: UInt8((y * 5) & 255), blue: UInt8((x &* y &* 2_654_435_761) >> 24 & 255)))
        } }
        return bitmap
    }

    static func ihdrColourType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test("RGB bitmaps round-trip exactly", arguments: cases)
    func rgbBitmapsRoundTrip(_ deflater: PNGEncoder.Deflater, _ filter: PNGEncoder.Filter) throws {
        // 700 × 130 × 3 bytes is several of the writer's 256 KiB blocks.
        for (width, height) in [(1, 1), (3, 2), (700, 130)] {
            let bitmap = Self.rgbBitmap(width: width, height: height)
            let png = try PNGEncoder(filter: filter, deflater: deflater).encode(bitmap)
            #expect(Self.ihdrColourType(png) == 2, "RGB")
            let image = try PNGDecoder().decode(png)
            #expect(image.header.colorChunks.srgbIntent == 0, "tagged sRGB")
            #expect(RGBA8Bitmap(image) == bitmap.rgba, "\(width)×\(height)")
        }
    }

    @Test("RGBA bitmaps round-trip exactly, opaque ones written as RGB", arguments: cases)
    func rgbaBitmapsRoundTrip(_ deflater: PNGEncoder.Deflater, _ filter: PNGEncoder.Filter) throws {
        let opaque = Self.rgbBitmap(width: 301, height: 257).rgba
        var translucent = opaque
        translucent.fill(x: 10, y: 200, width: 5, height: 3, with: RGBA8(red: 1, green: 2, blue: 3, alpha: 77))
        let encoder = PNGEncoder(filter: filter, deflater: deflater)
        let opaquePNG = try encoder.encode(opaque)
        #expect(Self.ihdrColourType(opaquePNG) == 2)
        #expect(RGBA8Bitmap(try PNGDecoder().decode(opaquePNG)) == opaque)
        let translucentPNG = try encoder.encode(translucent)
        #expect(Self.ihdrColourType(translucentPNG) == 6, "RGBA")
        #expect(RGBA8Bitmap(try PNGDecoder().decode(translucentPNG)) == translucent)
    }

    @Test func isalAndZlibMakeTheSamePicture() throws {
        let bitmap = Self.rgbBitmap(width: 640, height: 400)
        let zlib = try PNGEncoder(deflater: .zlib).encode(bitmap)
        let isal = try PNGEncoder(deflater: .isal).encode(bitmap)
        #expect(RGBA8Bitmap(try PNGDecoder().decode(zlib)) == RGBA8Bitmap(try PNGDecoder().decode(isal)))
    }

    @Test func theAutomaticChoiceIsNamed() {
        let text = PNGEncoder.Deflater.automaticDescription
        switch PNGEncoder.Deflater.automatic.resolved {
        case .isal: #expect(text.hasPrefix("ISA-L igzip level 1 ("))
        default: #expect(text.hasPrefix("zlib ") && text.contains("level 1 ("), "and why not ISA-L: \(text)")
        }
        #expect(PNGEncoder.Deflater.zlib.resolved == .zlib)
    }

    @Test func filtersOtherThanNoneAndUpStillGoThroughLibpng() throws {
        let bitmap = Self.rgbBitmap(width: 40, height: 30).rgba
        for filter in [PNGEncoder.Filter.adaptive, .sub, .paeth] {
            let png = try PNGEncoder(filter: filter, deflater: .isal).encode(bitmap)
            #expect(RGBA8Bitmap(try PNGDecoder().decode(png)) == bitmap)
        }
    }

    @Test func anEmptyRGBBitmapIsAnErrorNotACrash() {
        #expect(throws: PNGEncodingError.emptyImage) { try PNGEncoder.fast.encode(RGB8Bitmap(width: 0, height: 3)) }
    }
}

@Suite("Decoding into an RGB bitmap")
struct RGB8BitmapSinkTests {
    @Test("every 8- and 16-bit format keeps R, G and B (16-bit: the high byte)", arguments: [
        "pngsuite/pngsuite/basn2c08.png", "pngsuite/pngsuite/basn2c16.png", "pngsuite/pngsuite/basn6a08.png",
        "pngsuite/pngsuite/basn6a16.png", "pngsuite/pngsuite/basn3p08.png", "pngsuite/pngsuite/basn0g08.png",
    ])
    func rowsAreCopiedAsRGB(_ fixture: String) throws {
        let bytes = try Fixtures.bytes(fixture)
        let expected = RGBA8Bitmap(try PNGDecoder().decode(bytes))
        var sink = RGB8BitmapSink()
        _ = try PNGDecoder().decode(bytes, into: &sink)
        let taken = sink.takeBitmap()
        let bitmap = try #require(taken)
        #expect(sink.bitmap == nil, "handed over")
        for y in 0..<expected.height { for x in 0..<expected.width {
            let e = try #require(expected.pixel(x: x, y: y))
            #expect(bitmap.pixel(x: x, y: y) == RGBA8(red: e.red, green: e.green, blue: e.blue))
        } }
    }

    @Test func aReusedBufferIsOverwrittenWhole() throws {
        let bytes = try Fixtures.bytes("pngsuite/pngsuite/basn2c08.png")
        var first = RGB8BitmapSink()
        _ = try PNGDecoder().decode(bytes, into: &first)
        let taken = first.takeBitmap()
        let clean = try #require(taken)
        // A buffer of the right size full of another picture's bytes.
        var stale = RGB8Bitmap(width: clean.width, height: clean.height, fill: RGBA8(red: 9, green: 9, blue: 9))
        stale.fill(x: 0, y: 0, width: 3, height: 3, with: RGBA8(red: 200, green: 0, blue: 0))
        var second = RGB8BitmapSink(reusing: stale.takePixels())
        _ = try PNGDecoder().decode(bytes, into: &second)
        let redrawn = second.takeBitmap()
        #expect(redrawn == clean)
    }
}
