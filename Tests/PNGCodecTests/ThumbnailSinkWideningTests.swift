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

@Suite("Thumbnails: rounded averages by multiplication")
struct RoundedDivisionTests {
    @Test func everyAverageOfSmallBoxesIsTheDivision() {
        for n in 1...64 {
            for sum in 0...(255 * n) {
                #expect(RoundedDivision.average(sum, n) == UInt8((sum + n / 2) / n), "\(sum)/\(n)")
            }
        }
    }

    /// Exhaustive: every sum of every box the `Float` lanes take (n ≤ 256), and
    /// each scale is 1/n rounded up.
    @Test func everyFloatAverageIsTheDivision() {
        var wrong: [(sum: Int, n: Int)] = []
        for n in 1...RoundedDivision.largest32 {
            let scale = RoundedDivision.scale(n)
            #expect(Double(scale) * Double(n) >= 1 && Double(scale.nextDown) * Double(n) < 1, "scale of \(n)")
            for sum in 0...(255 * n) where RoundedDivision.averageByFloat(sum, n) != UInt8((sum + n / 2) / n) {
                if wrong.count < 10 { wrong.append((sum, n)) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("the extreme sums of large boxes, up to the largest", arguments: [65, 255, 256, 1000, 4097, 65_535, 1 << 19, RoundedDivision.largest - 1, RoundedDivision.largest])
    func extremeSumsOfLargeBoxes(_ n: Int) {
        var sums = [0, 1, n / 2 - 1, n / 2, 255 * n, 255 * n - 1, 254 * n + n / 2, 254 * n + n / 2 - 1]
        for k in stride(from: 1, through: 254, by: 23) { sums += [k * n - n / 2 - 1, k * n - n / 2, k * n + n / 2 - 1, k * n + n / 2] }
        for sum in sums where sum >= 0 && sum <= 255 * n {
            #expect(RoundedDivision.average(sum, n) == UInt8((sum + n / 2) / n), "\(sum)/\(n)")
        }
    }
}
