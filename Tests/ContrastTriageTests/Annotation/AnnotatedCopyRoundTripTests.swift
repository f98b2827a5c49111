import ContrastScan
@testable import ContrastTriage
import PNGCodec
import TestSupport
import Testing

/// An annotated copy is the canvas, exactly: drawn on the screenshot's own
/// decode, encoded by the direct writer (ISA-L or zlib), decoded again.
@Suite("Annotated copies: the PNG is the canvas")
struct AnnotatedCopyRoundTripTests {
    static let deflaters: [PNGEncoder.Deflater] = [.zlib, .automatic] + (PNGEncoder.Deflater.isal.resolved == .isal ? [.isal] : [])

    static func golden(_ name: String) -> String { TestPaths.packageRoot.appendingPathComponent("Goldens/\(name).png").path }

    /// The record of a golden, the annotated PNG its canvas made with `encoder`
    /// (through `pool` when given), and the canvas drawn independently.
    static func annotate(_ name: String, encoder: PNGEncoder, pool: PixelBufferPool? = nil) throws -> (png: [UInt8], expected: RGB8Bitmap) {
        var canvas = AnnotationCanvas(pool: pool)
        let record = ImageRecord(try Analyzer().analyze(imageAt: golden(name), feeding: &canvas))
        #expect(!record.regions.isEmpty)
        let encoded = try canvas.annotatedPNG(with: record, encoder: encoder)
        let png = try #require(encoded)
        var source = RGB8BitmapSink()
        _ = try PNGDecoder().decode(fileAt: golden(name), into: &source)
        let taken = source.takeBitmap()
        var expected = try #require(taken)
        Annotator.annotate(&expected, with: record)
        return (png, expected)
    }

    @Test("decodes to exactly the canvas's pixels", arguments: deflaters)
    func decodesToTheCanvas(_ deflater: PNGEncoder.Deflater) throws {
        for name in ["card-failing", "settings-light"] {
            let (png, expected) = try Self.annotate(name, encoder: PNGEncoder(filter: .up, deflater: deflater))
            #expect(png[25] == 2, "an opaque screenshot is written as RGB")
            let decoded = RGBA8Bitmap(try PNGDecoder().decode(png))
            #expect(decoded == expected.rgba, "\(name), \(deflater)")
            #expect(decoded != RGBA8Bitmap(try PNGDecoder().decode(fileAt: Self.golden(name))), "boxes were drawn")
        }
    }

    @Test func aCanvasBufferPassedOnIsRedrawnWhole() throws {
        let pool = PixelBufferPool(capacity: 1)
        // Same size, different pictures: the second canvas fills the first's buffer.
        let first = try Self.annotate("card-light", encoder: .fast, pool: pool)
        #expect(pool.take().count == 750 * 400 * 3, "given back")
        _ = try Self.annotate("card-light", encoder: .fast, pool: pool)
        let second = try Self.annotate("card-dark-elevated", encoder: .fast, pool: pool)
        #expect(RGBA8Bitmap(try PNGDecoder().decode(second.png)) == second.expected.rgba)
        #expect(RGBA8Bitmap(try PNGDecoder().decode(first.png)) == first.expected.rgba)
    }

    @Test func thePoolKeepsOneBufferPerWorkerAndNoHugeOnes() {
        let pool = PixelBufferPool(capacity: 2)
        pool.give([UInt8](repeating: 1, count: 10))
        pool.give([UInt8](repeating: 2, count: 10))
        pool.give([UInt8](repeating: 3, count: 10))
        pool.give([UInt8](repeating: 0, count: PixelBufferPool.maxBytes + 1))
        #expect(pool.take().count == 10 && pool.take().count == 10)
        #expect(pool.take().isEmpty)
    }
}
