import PNGCodec
import Testing

/// Inputs scripts/fuzz found for the decoder, kept after their fix
/// (Tests/Fixtures/fuzz/README.md).
@Suite("Decoder fuzzer findings stay fixed")
struct DecoderFuzzFindingTests {
    /// The limits the FuzzPNG harness decodes with (scripts/fuzzers/Sources/FuzzPNG).
    static let fuzzLimits = DecodeLimits(maxPixels: 1 << 22, maxDimension: 1 << 16,
                                         maxChunkBytes: 1 << 22, maxCachedChunks: 64)

    /// FuzzPNG: a 906-byte file whose first chunk is not IHDR, but whose bytes where
    /// IHDR's sides would be read 4,209,699,506 × 2,997,002,946. A chunk limit was hit,
    /// and wording the limit error multiplied those two sides: an overflow trap. The
    /// error now names the limit and the sides are never multiplied.
    @Test func aLimitErrorWithHugeHeaderSidesIsAnErrorNotATrap() throws {
        let bytes = try Fixtures.bytes("fuzz/png-limit-error-huge-sides.png")
        let error = #expect(throws: PNGError.self) { try PNGDecoder(limits: Self.fuzzLimits).decode(bytes) }
        let message = try #require(error).description
        #expect(!message.isEmpty && !message.contains("\n"), "\(message)")
    }
}
