import Foundation
import PNGCodec
import Testing

/// Collects rows as a sink, recording what it was given.
struct RecordingSink: RowSink {
    var selection: RowSelection
    var header: ImageHeader?
    var rows: [PixelRow] = []
    var summary: DecodeSummary?

    init(_ selection: RowSelection = .all) { self.selection = selection }

    mutating func rows(for header: ImageHeader) -> RowSelection {
        self.header = header
        return selection
    }
    mutating func consume(_ row: PixelRow) { rows.append(row) }
    mutating func finish(_ summary: DecodeSummary) { self.summary = summary }
}

@Suite("Streaming decode: the file read in blocks, rows handed over as they are decoded")
struct StreamingDecodingTests {
    /// Read sizes that split chunk headers, data and CRCs at every kind of boundary.
    static let readSizes = [1, 7, 4096]

    @Test("PngSuite streams from the file to the independently computed pixels", arguments: expectations.keys.sorted())
    func pngSuiteStreamsToExpectedPixels(_ file: String) throws {
        let expected = try #require(expectations[file])
        let path = Fixtures.path("pngsuite/" + file)
        for readSize in Self.readSizes {
            var decoder = PNGDecoder()
            decoder.readSize = readSize
            let image = try decoder.decode(fileAt: path)
            #expect(image.width == expected.width && image.height == expected.height)
            #expect(canonicalHash(image) == expected.fnv1a64, "read size \(readSize)")
        }
    }

    @Test("rows keep the image's own format", arguments: expectations.keys.sorted())
    func rowsKeepTheImagesOwnFormat(_ file: String) throws {
        let expected = try #require(expectations[file])
        var sink = RecordingSink()
        let summary = try PNGDecoder().decode(fileAt: Fixtures.path("pngsuite/" + file), into: &sink)
        // Alpha only when the file has an alpha channel or tRNS; 16 bits only for 16-bit files.
        let hasAlpha = expected.colorType == 4 || expected.colorType == 6 || expected.chunks.tRNS == true
        let format = summary.header.pixelFormat
        #expect(format.hasAlpha == hasAlpha)
        #expect(format.bitsPerChannel == (expected.bitDepth == 16 ? 16 : 8))
        #expect(sink.rows.count == expected.height)
        #expect(sink.rows.allSatisfy { $0.format == format && $0.byteCount == expected.width * format.bytesPerPixel })
        #expect(sink.rows.map(\.y) == Array(0..<expected.height))
        #expect(sink.summary == summary)
    }

    @Test func anOpaqueRGB8ImageTakesThreeBytesAPixel() throws {
        let image = try PNGDecoder().decode(fileAt: Fixtures.path("pngsuite/pngsuite/basn2c08.png"))
        #expect(image.pixelFormat == .rgb8)
        let row = try #require(image.row(5))
        #expect(row.byteCount == 32 * 3)
        #expect(image.pixel(x: 3, y: 5)?.alpha == .max)
    }

    @Test func sixteenBitStaysSixteenBit() throws {
        let image = try PNGDecoder().decode(fileAt: Fixtures.path("pngsuite/pngsuite/basn2c16.png"))
        #expect(image.pixelFormat == .rgb16)
        let memory = try PNGDecoder().decode(try Fixtures.bytes("pngsuite/pngsuite/basn2c16.png"))
        for y in 0..<image.height { for x in 0..<image.width {
            #expect(image.pixel(x: x, y: y) == memory.pixel(x: x, y: y))
        } }
    }

    @Test func aSelectionKeepsOnlyItsRowsAndStopsAfterTheLast() throws {
        let path = Fixtures.path("bad/slow-1bit-10000.png")
        var sink = RecordingSink(RowSelection([3..<5, 8..<10]))
        let summary = try PNGDecoder().decode(fileAt: path, into: &sink)
        #expect(sink.rows.map(\.y) == [3, 4, 8, 9])
        // Rows after the last one asked for are never inflated.
        #expect(summary.rowsDecoded == 10)
        var none = RecordingSink(.none)
        #expect(try PNGDecoder().decode(fileAt: path, into: &none).rowsDecoded == 0)
        #expect(none.rows.isEmpty && none.summary != nil)
    }

    @Test func aFileDescriptorThatIsAPipeStreamsToo() throws {
        let bytes = try Fixtures.bytes("pngsuite/pngsuite/basn6a16.png")
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let writer = Thread {
            bytes.withUnsafeBytes { raw in
                var sent = 0
                while sent < raw.count {
                    let n = write(writeEnd, raw.baseAddress! + sent, min(100, raw.count - sent))
                    if n <= 0 { break }
                    sent += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        var collector = ImageCollector()
        _ = try PNGDecoder().decode(fileDescriptor: readEnd, into: &collector)
        let image = try #require(collector.image)
        #expect(canonicalHash(image) == canonicalHash(try PNGDecoder().decode(bytes)))
    }

    @Test func aMissingFileOrAFolderIsUnreadable() {
        #expect(throws: PNGError.unreadable("No such file or directory")) {
            try PNGDecoder().decode(fileAt: Fixtures.path("bad/no-such-file.png"))
        }
        #expect(throws: PNGError.unreadable("is a directory, not a file")) {
            try PNGDecoder().decode(fileAt: Fixtures.path("bad"))
        }
        #expect(PNGError.unreadable("Input/output error").description == "cannot read the file (Input/output error)")
    }
}
