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

    /// Exhaustive: every sum of every box the 32-bit lanes take (n ≤ 256), and
    /// the product never wraps.
    @Test func every32BitAverageIsTheDivision() {
        var wrong: [(sum: Int, n: Int)] = []
        var wraps = 0
        for n in 1...RoundedDivision.largest32 {
            let multiplier = RoundedDivision.multiplier32(n)
            for sum in 0...(255 * n) {
                if RoundedDivision.average32(sum, n) != UInt8((sum + n / 2) / n), wrong.count < 10 { wrong.append((sum, n)) }
                if (UInt32(sum + n / 2)).multipliedReportingOverflow(by: multiplier).overflow { wraps += 1 }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(wraps == 0)
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
