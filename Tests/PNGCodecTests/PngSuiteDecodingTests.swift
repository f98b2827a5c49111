import Foundation
import PNGCodec
import Testing

/// What scripts/make-png-expectations computed for one file with pypng, a
/// decoder independent of libpng.
struct Expectation: Decodable, Sendable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var interlaced: Bool
    var outputDepth: Int
    var fnv1a64: String
    var samples: [[Int]]
    var chunks: Chunks

    struct Chunks: Decodable, Sendable {
        var gAMA: Int?
        var sRGB: Int?
        var cHRM: [Int]?
        var cICP: [Int]?
        var tRNS: Bool?
    }
}

let expectations: [String: Expectation] = {
    guard let data = try? Data(contentsOf: Fixtures.root.appendingPathComponent("pngsuite-expected.json")),
          let table = try? JSONDecoder().decode([String: Expectation].self, from: data) else { return [:] }
    return table
}()

@Suite("Decoding PngSuite and libpng's test images")
struct PngSuiteDecodingTests {
    @Test func expectationsAreLoaded() {
        #expect(expectations.count >= 160)
        // Every colour type and bit depth the format allows is covered.
        let combos = Set(expectations.values.map { "\($0.colorType)/\($0.bitDepth)" })
        for combo in ["0/1", "0/2", "0/4", "0/8", "0/16", "2/8", "2/16", "3/1", "3/2", "3/4", "3/8",
                      "4/8", "4/16", "6/8", "6/16"] {
            #expect(combos.contains(combo), "no fixture for colour type/bit depth \(combo)")
        }
        #expect(expectations.values.contains { $0.interlaced })
    }

    @Test("decodes to the independently computed pixels", arguments: expectations.keys.sorted())
    func decodesToExpectedPixels(_ file: String) throws {
        let expected = try #require(expectations[file])
        let image = try PNGDecoder().decode(try Fixtures.bytes("pngsuite/" + file))
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
        #expect(image.header.bitDepth == expected.bitDepth)
        #expect(image.header.colorType == expected.colorType)
        #expect(image.header.isInterlaced == expected.interlaced)
        #expect(image.header.outputDepth == expected.outputDepth)
        #expect(canonicalHash(image) == expected.fnv1a64)
        let scale = expected.outputDepth == 16 ? 1 : 257
        let points = [(0, 0), (expected.width - 1, expected.height - 1), (expected.width / 2, expected.height / 2)]
        for ((x, y), sample) in zip(points, expected.samples) {
            let p = try #require(image.pixel(x: x, y: y))
            #expect([Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)] == sample.map { $0 * scale }, "pixel \(x),\(y)")
        }
    }

    @Test("exposes the colour chunks the file declares", arguments: expectations.keys.sorted())
    func exposesColorChunks(_ file: String) throws {
        let expected = try #require(expectations[file])
        let chunks = try PNGDecoder().decode(try Fixtures.bytes("pngsuite/" + file)).header.colorChunks
        #expect(chunks.gamma.map { Int(($0 * 100_000).rounded()) } == expected.chunks.gAMA)
        #expect(chunks.srgbIntent == expected.chunks.sRGB)
        if let chrm = expected.chunks.cHRM {
            let c = try #require(chunks.chromaticities)
            let got = [c.whiteX, c.whiteY, c.redX, c.redY, c.greenX, c.greenY, c.blueX, c.blueY]
            #expect(got.map { Int(($0 * 100_000).rounded()) } == chrm)
        } else {
            #expect(chunks.chromaticities == nil)
        }
        if let cicp = expected.chunks.cICP {
            let c = try #require(chunks.cicp)
            #expect([Int(c.colourPrimaries), Int(c.transferCharacteristics), Int(c.matrixCoefficients),
                     c.fullRange ? 1 : 0] == cicp)
        } else {
            #expect(chunks.cicp == nil)
        }
    }

    @Test func readsDisplayP3FromCICP() throws {
        let image = try PNGDecoder().decode(try Fixtures.bytes("pngsuite/testpngs/png-3/cicp-display-p3_reencoded.png"))
        let cicp = try #require(image.header.colorChunks.cicp)
        #expect(cicp.colourPrimaries == 12)
        #expect(cicp.transferCharacteristics == 13)
        #expect(cicp.fullRange)
    }

    @Test func keepsSixteenBitPrecision() throws {
        let image = try PNGDecoder().decode(try Fixtures.bytes("pngsuite/pngsuite/basn2c16.png"))
        #expect(image.header.outputDepth == 16)
        // Some pixel must use the low byte, or 16 bits were truncated to 8.
        var lowBytesUsed = false
        for y in 0..<image.height { for x in 0..<image.width {
            if let p = image.pixel(x: x, y: y), p.red % 257 != 0 { lowBytesUsed = true }
        } }
        #expect(lowBytesUsed)
    }
}

@Suite("Decoding only the rows a caller needs")
struct RowSelectionTests {
    @Test func keepsOnlySelectedRowsWithTheSamePixels() throws {
        let bytes = try Fixtures.bytes("pngsuite/pngsuite/basn6a08.png")
        let full = try PNGDecoder().decode(bytes)
        let partial = try PNGDecoder().decode(bytes) { _ in RowSelection([3..<5, 10..<12]) }
        #expect(partial.keptRowCount == 4)
        #expect(partial.pixel(x: 0, y: 2) == nil)
        #expect(partial.pixel(x: 0, y: 20) == nil)
        for y in [3, 4, 10, 11] {
            for x in 0..<full.width { #expect(partial.pixel(x: x, y: y) == full.pixel(x: x, y: y)) }
        }
    }

    @Test func interlacedImagesHonourTheSelectionToo() throws {
        let bytes = try Fixtures.bytes("pngsuite/pngsuite/ibasn6a16.png")
        let full = try PNGDecoder().decode(bytes)
        let partial = try PNGDecoder().decode(bytes) { _ in RowSelection([30..<32]) }
        #expect(partial.keptRowCount == 2)
        #expect(partial.pixel(x: 5, y: 31) == full.pixel(x: 5, y: 31))
    }

    @Test func mergesOverlappingRanges() {
        #expect(RowSelection([5..<10, 0..<3, 8..<12, 12..<13]).ranges == [0..<3, 5..<13])
    }
}
