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
                // A chunk that claims more bytes than the file holds: an ancillary one claiming
                // more than the chunk limit is refused from its header, before libpng allocates
                // what it claims (a 60-byte file declaring a 1 GiB tEXt cost 1 GiB); a critical
                // one reads until the file ends.
                let chunk = String(name.dropFirst(5).prefix(4))
                if chunk.first!.isLowercase {
                    guard case .limitExceeded(let detail) = error else { Issue.record("\(name): \(error)"); return }
                    #expect(detail.hasPrefix("the \(chunk) chunk declares ")
                            && detail.hasSuffix(" bytes, more than four times the limit of 16777216 bytes for one chunk"), "\(detail)")
                } else {
                    #expect(error == .truncated("file ends inside the \(chunk) chunk"))
                }
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
        ("ihdr-wrong-length.png", .invalidHeader("IHDR has 14 data bytes; it must have 13")),
        ("zero-width.png", .invalidHeader("Image width is zero in IHDR")),
        ("zero-height.png", .invalidHeader("Image height is zero in IHDR")),
        ("bad-bit-depth.png", .invalidHeader("Invalid bit depth in IHDR; Invalid color type/bit depth combination in IHDR")),
        ("bad-color-type.png", .invalidHeader("Invalid color type in IHDR")),
        ("huge-dimensions.png", .tooLarge(width: 30000, height: 30000, limit: 100_000_000)),
        ("over-default-limit.png", .tooLarge(width: 12000, height: 9000, limit: 100_000_000)),
        ("idat-too-short.png", .corrupt("Not enough image data")),
        ("palette-missing.png", .corrupt("IDAT: Missing PLTE before IDAT")),
        ("truncated-in-plte.png", .truncated("file ends inside the PLTE chunk")),
        ("truncated-after-ihdr.png", .truncated("file ends before the image data (no IDAT chunk)")),
        ("truncated-in-iend.png", .truncated("file ends inside the IEND chunk")),
        ("truncated-in-text.png", .truncated("file ends inside the tEXt chunk")),
        ("crc-mismatch-plte.png", .crcMismatch(chunk: "PLTE")),
        ("ihdr-too-short.png", .invalidHeader("IHDR has 12 data bytes; it must have 13")),
        ("bad-compression-method.png", .invalidHeader("Unknown compression method in IHDR")),
        ("bad-filter-method.png", .invalidHeader("Unknown filter method in IHDR; Invalid filter method in IHDR")),
        ("bad-interlace-method.png", .invalidHeader("Unknown interlace method in IHDR")),
        ("palette-16-bit.png", .invalidHeader("Invalid color type/bit depth combination in IHDR")),
        ("width-over-2-31.png", .invalidHeader("Image width 2147483648 is over the PNG maximum of 2147483647 in IHDR")),
        ("width-over-dimension-limit.png", .limitExceeded("image width 2000000 is over the limit of 1000000 pixels per side")),
        ("missing-ihdr.png", .invalidHeader("IDAT: Missing IHDR before IDAT")),
        ("missing-idat.png", .corrupt("no image data: the file has no IDAT chunk before IEND")),
        ("duplicate-ihdr.png", .invalidHeader("IHDR: out of place")),
        ("unknown-critical-chunk.png", .corrupt("CRIT: unhandled critical chunk")),
        ("chunk-length-overflow.png", .corrupt("the IDAT chunk declares an impossible length (4294967280 bytes)")),
        ("idat-bad-zlib-header.png", .corrupt("IDAT: incorrect header check")),
        ("idat-bad-deflate-block.png", .corrupt("IDAT: invalid block type")),
        ("bad-row-filter.png", .corrupt("bad adaptive filter value")),
        ("plte-bad-length.png", .corrupt("PLTE: invalid")),
        ("palette-too-short.png", .corrupt("pixel index 1 is past the end of the 1-entry palette (PLTE too short)")),
        ("idat-too-short-interlaced.png", .corrupt("Not enough image data")),
    ]

    @Test("malformed PNGs are rejected with their reason", arguments: rejected)
    func malformedPNGsAreRejected(_ file: String, _ expected: PNGError) throws {
        let bytes = try Fixtures.bytes("bad/" + file)
        let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
        #expect(error == expected)
        #expect(error.map { !$0.description.contains("\n") } ?? false)
    }

    /// Damage libpng recovers from: each decodes to exactly the valid image.
    @Test("recoverable damage decodes to the right pixels", arguments: [
        ("bad-adler.png", nil), ("unknown-ancillary-chunk.png", nil),
        // Only seen when every row is read: a partial decode stops before the surplus.
        ("idat-too-long.png", "libpng: IDAT: Too much image data"),
        ("apng.png", "animated PNG (APNG, 2 frames): only the default image is analysed"),
        ("truncated-before-iend.png", "file ends before the IEND chunk (recovered: the image data was read)"),
        ("crc-mismatch-text.png", "libpng: tEXt: CRC error"),
        ("trns-on-rgba.png", "libpng: tRNS: invalid with alpha channel"),
        ("trns-too-long.png", "libpng: tRNS: invalid"),
        ("iccp-invalid.png", "libpng: iCCP: profile 'Broken': 'rXYZ': ICC profile tag outside profile"),
        ("iccp-bomb.png", "libpng: iCCP: profile 'Bomb': 40000000h: exceeds application limits"),
        ("ztxt-bomb.png", "libpng: zTXt: truncated"),
    ] as [(String, String?)])
    func recoverableDamageDecodes(_ file: String, _ warning: String?) throws {
        let image = try PNGDecoder().decode(try Fixtures.bytes("bad/" + file))
        #expect(canonicalHash(image) == "d1686ead342c1f15")
        #expect(image.warnings == (warning.map { [$0] } ?? []))
        if file.hasPrefix("iccp-") {
            #expect(image.header.colorChunks.droppedICCProfile && image.header.colorChunks.iccProfile == nil)
            #expect(!image.header.colorChunks.isUntagged)
        }
    }

    /// A decompression bomb in an ancillary chunk costs at most the chunk limit:
    /// with a smaller limit the same chunk is dropped the same way.
    @Test func ancillaryBombsAreBoundedByTheChunkLimit() throws {
        for file in ["ztxt-bomb.png", "iccp-bomb.png"] {
            let image = try PNGDecoder(limits: DecodeLimits(maxChunkBytes: 64 << 10)).decode(try Fixtures.bytes("bad/" + file))
            #expect(canonicalHash(image) == "d1686ead342c1f15")
            #expect(!image.warnings.isEmpty && image.warnings.allSatisfy { $0.hasPrefix("libpng: \(file.prefix(4).uppercased() == "ZTXT" ? "zTXt" : "iCCP"): ") })
        }
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
