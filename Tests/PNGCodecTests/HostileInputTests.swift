import PNGCodec
import Testing

@Suite("Damaged and hostile PNGs give a clear error or a documented recovery")
struct HostileInputTests {
    /// libpng's crashers: each must end in a PNGError or decode (recoverable damage), never crash.
    @Test("crashers never crash", arguments: Fixtures.files(in: "pngsuite/testpngs/crashers"))
    func crashersNeverCrash(_ file: String) throws {
        let bytes = try Fixtures.bytes(file)
        let name = file.split(separator: "/").last.map(String.init) ?? file
        do {
            let image = try PNGDecoder().decode(bytes)
            // Only these two decode: damage libpng recovers from by design.
            #expect(["badadler.png", "empty_ancillary_chunks.png"].contains(name), "\(name) decoded")
            #expect(image.width > 0)
        } catch {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
            if name.hasPrefix("huge_") {
                // A chunk that claims more bytes than the file holds.
                #expect(error == .truncated("file ends inside the \(name.dropFirst(5).prefix(4)) chunk"))
            }
        }
    }

    @Test func badCRCIsNamedByChunk() throws {
        let error = #expect(throws: PNGError.self) {
            try PNGDecoder().decode(try Fixtures.bytes("pngsuite/testpngs/crashers/badcrc.png"))
        }
        #expect(error == .crcMismatch(chunk: "IDAT"))
    }

    /// Palettes shorter than the indices used: libpng would decode such pixels
    /// as opaque black, a colour the file never gave; the PNG spec calls them
    /// an error, and so does the decoder, naming the index and the palette.
    @Test("short palettes are rejected", arguments: Fixtures.files(in: "pngsuite/testpngs/badpal"))
    func shortPalettesAreRejected(_ file: String) throws {
        let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(try Fixtures.bytes(file)) }
        guard case .corrupt(let detail)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(detail.hasPrefix("pixel index ") && detail.hasSuffix("-entry palette (PLTE too short)"), "\(detail)")
    }

    static let rejected: [(String, PNGError)] = [
        ("empty.png", .empty),
        ("not-a-png.png", .notPNG(detectedFormat: "text")),
        ("jpeg-named.png", .notPNG(detectedFormat: "JPEG")),
        ("bad-signature.png", .notPNG(detectedFormat: nil)),
        ("truncated-in-signature.png", .truncated("file ends inside the PNG signature")),
        ("truncated-in-ihdr.png", .truncated("file ends inside the IHDR chunk")),
        ("truncated-in-idat.png", .truncated("file ends inside the IDAT chunk")),
        ("crc-mismatch-ihdr.png", .crcMismatch(chunk: "IHDR")),
        ("crc-mismatch-idat.png", .crcMismatch(chunk: "IDAT")),
        ("ihdr-wrong-length.png", .invalidHeader("IHDR: invalid")),
        ("zero-width.png", .invalidHeader("Image width is zero in IHDR")),
        ("zero-height.png", .invalidHeader("Image height is zero in IHDR")),
        ("bad-bit-depth.png", .invalidHeader("Invalid bit depth in IHDR; Invalid color type/bit depth combination in IHDR")),
        ("bad-color-type.png", .invalidHeader("Invalid color type in IHDR")),
        ("huge-dimensions.png", .tooLarge(width: 30000, height: 30000, limit: 100_000_000)),
        ("over-default-limit.png", .tooLarge(width: 12000, height: 9000, limit: 100_000_000)),
        ("idat-too-short.png", .corrupt("Not enough image data")),
        ("palette-missing.png", .corrupt("IDAT: Missing PLTE before IDAT")),
    ]

    @Test("malformed PNGs are rejected with their reason", arguments: rejected)
    func malformedPNGsAreRejected(_ file: String, _ expected: PNGError) throws {
        let bytes = try Fixtures.bytes("bad/" + file)
        let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
        #expect(error == expected)
        #expect(error.map { !$0.description.contains("\n") } ?? false)
    }

    /// Damage libpng recovers from: each decodes to exactly the valid image.
    @Test("recoverable damage decodes to the right pixels",
          arguments: ["bad-adler.png", "apng.png", "idat-too-long.png", "truncated-before-iend.png"])
    func recoverableDamageDecodes(_ file: String) throws {
        let image = try PNGDecoder().decode(try Fixtures.bytes("bad/" + file))
        #expect(canonicalHash(image) == "d1686ead342c1f15")
    }

    @Test func pixelLimitIsConfigurable() throws {
        let bytes = try Fixtures.bytes("bad/tiny-valid.png")
        let error = #expect(throws: PNGError.self) {
            try PNGDecoder(limits: DecodeLimits(maxPixels: 63)).decode(bytes)
        }
        #expect(error == .tooLarge(width: 8, height: 8, limit: 63))
        #expect(try PNGDecoder(limits: DecodeLimits(maxPixels: 64)).decode(bytes).width == 8)
    }
}
