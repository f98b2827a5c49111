@testable import PNGCodec
import Testing

@Suite("Thumbnail bands taller than 32-bit sums can hold")
struct ThumbnailSinkWideningTests {
    /// Bands of 16,000,000 rows or more move their sums to 64 bits on the way;
    /// here that happens every 3 rows, and the pictures must not change.
    @Test(arguments: ["basn2c08.png", "basn6a16.png", "basn0g01.png"])
    func wideningKeepsTheAverages(_ name: String) throws {
        let path = Fixtures.path("pngsuite/pngsuite/" + name)
        for size in [1, 3, 10] {
            var narrow = ThumbnailSink(maxDimension: size)
            var wide = ThumbnailSink(maxDimension: size)
            wide.rowsBeforeWidening = 3
            _ = try PNGDecoder().decode(fileAt: path, into: &narrow)
            _ = try PNGDecoder().decode(fileAt: path, into: &wide)
            #expect(wide.bitmap == narrow.bitmap, "\(name) at \(size)")
            #expect(wide.bitmap == ThumbnailSinkTests.areaAverage(try PNGDecoder().decode(fileAt: path), maxDimension: size))
        }
    }
}
