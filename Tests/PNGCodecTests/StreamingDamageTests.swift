import PNGCodec
import Testing

/// What a decode came to: an error, or the pixels and warnings.
private enum Outcome: Equatable {
    case failed(PNGError)
    case decoded(hash: String, warnings: [String])

    init(_ body: () throws(PNGError) -> Image) {
        do {
            let image = try body()
            self = .decoded(hash: canonicalHash(image), warnings: image.warnings)
        } catch {
            self = .failed(error)
        }
    }
}

@Suite("Damaged files give the same errors streamed from the file as decoded in memory")
struct StreamingDamageTests {
    /// Every damaged file but the 10000×10000 one, which only the deadline tests need whole.
    static let damaged = (Fixtures.files(in: "bad") + Fixtures.files(in: "pngsuite/testpngs/crashers")
        + Fixtures.files(in: "pngsuite/testpngs/badpal")).filter { $0 != DecodeDeadlineTests.slow }

    @Test("the same error or the same recovery, at any read size", arguments: damaged)
    func sameOutcomeStreamed(_ file: String) throws {
        let bytes = try Fixtures.bytes(file)
        let memory = Outcome { () throws(PNGError) in try PNGDecoder().decode(bytes) }
        for readSize in [1, 5, 64 << 10] {
            var decoder = PNGDecoder()
            decoder.readSize = readSize
            let streamed = Outcome { () throws(PNGError) in try decoder.decode(fileAt: Fixtures.path(file)) }
            #expect(streamed == memory, "read size \(readSize)")
        }
    }

    @Test("the table of rejected files holds when streamed", arguments: HostileInputTests.rejected)
    func rejectedStreamed(_ file: String, _ expected: PNGError) {
        #expect(throws: expected) { try PNGDecoder().decode(fileAt: Fixtures.path("bad/" + file)) }
    }

    /// Stop 9: only the first row is needed, but the last IDAT's CRC is damaged.
    /// The rows needed are handed over, then the decode still fails.
    @Test func aDamagedLaterIDATIsAnErrorEvenWhenOnlyTheFirstRowIsNeeded() {
        var sink = RecordingSink(RowSelection([0..<1]))
        #expect(throws: PNGError.crcMismatch(chunk: "IDAT")) {
            try PNGDecoder().decode(fileAt: Fixtures.path("bad/crc-mismatch-idat.png"), into: &sink)
        }
        #expect(sink.summary == nil, "finish is only called for a file checked to its end")
    }

    @Test func aDeadlineStopsAStreamedDecodeMidway() {
        let start = ContinuousClock.now
        #expect(throws: PNGError.timedOut) {
            try PNGDecoder(deadline: .now + .milliseconds(20)).decode(fileAt: Fixtures.path(DecodeDeadlineTests.slow)) {
                _ in RowSelection([9_990..<10_000])
            }
        }
        #expect(start.duration(to: .now) < .seconds(2))
    }
}
