import PNGCodec
import Testing

@Suite("A decoder deadline stops one pathological file, not the run")
struct DecodeDeadlineTests {
    /// 10000 × 10000 1-bit grey (80 KB): every row must be decoded to reach the last.
    static let slow = "bad/slow-1bit-10000.png"

    @Test func aDeadlineAlreadyPassedStopsBeforeDecoding() throws {
        let bytes = try Fixtures.bytes("bad/tiny-valid.png")
        let error = #expect(throws: PNGError.self) {
            try PNGDecoder(deadline: .now - .seconds(1)).decode(bytes)
        }
        #expect(error == .timedOut)
        #expect(error?.description == "decoding stopped: the time limit passed before the image was read")
    }

    @Test func aDeadlinePassingDuringTheRowsStopsThere() throws {
        let bytes = try Fixtures.bytes(Self.slow)
        let start = ContinuousClock.now
        let error = #expect(throws: PNGError.self) {
            try PNGDecoder(deadline: .now + .milliseconds(20)).decode(bytes) { _ in RowSelection([9_990..<10_000]) }
        }
        #expect(error == .timedOut)
        // Checked every row: the decoder stops long before the 10,000th.
        #expect(start.duration(to: .now) < .seconds(2))
    }

    @Test func aDeadlinePassingInsideTheChunkWalkStopsThere() throws {
        let bytes = try Fixtures.bytes("pngsuite/pngsuite/basn0g01.png")
        let error = #expect(throws: PNGError.self) { try PNGDecoder(deadline: .now + .nanoseconds(1)).decode(bytes) }
        #expect(error == .timedOut)
    }

    @Test func aGenerousDeadlineChangesNothing() throws {
        let bytes = try Fixtures.bytes(Self.slow)
        let rows = { (_: ImageHeader) in RowSelection([9_990..<10_000]) }
        let image = try PNGDecoder(deadline: .now + .seconds(600)).decode(bytes, rows: rows)
        #expect(image.keptRowCount == 10 && image.pixel(x: 9_999, y: 9_999)?.red == 0)
    }
}
