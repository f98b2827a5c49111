import ContrastScanSupport
import Foundation
import TestSupport
import Testing

/// File names are bytes: every byte string survives the trip through `String` and back,
/// and a name that is not UTF-8 opens its own file and prints as `\xE9`.
@Suite("PathEncoding: names that are not UTF-8 round-trip and print escaped")
struct PathEncodingTests {
    static let byteStrings: [[UInt8]] = [
        Array("shots/plain.png".utf8),
        Array("caf".utf8) + [0xE9] + Array(".png".utf8),         // Latin-1 é
        Array("café.png".utf8),                                    // UTF-8 é stays as it is
        [0xC3],                                                    // a sequence cut short
        [0xF4, 0x8F, 0xB6, 0xA9],                                  // U+10FDA9 itself: escaped byte by byte
        [0xED, 0xA0, 0x80],                                        // an encoded surrogate
        [0xC0, 0xAF],                                              // an overlong "/"
        Array(0x80...0xFF),
    ]

    @Test("every byte string comes back unchanged", arguments: byteStrings)
    func bytesRoundTrip(_ bytes: [UInt8]) {
        let text = PathEncoding.string(from: bytes)
        #expect(PathEncoding.bytes(of: text) == bytes)
    }

    @Test func validUTF8IsTheStringItSpells() {
        #expect(PathEncoding.string(from: Array("café.png".utf8)) == "café.png")
        #expect(!PathEncoding.holdsRawBytes("café.png"))
    }

    @Test func aByteThatIsNotUTF8PrintsAsAHexEscape() {
        let text = PathEncoding.string(from: Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        #expect(PathEncoding.holdsRawBytes(text))
        #expect(MessageText.oneLine(text) == "caf\\xE9.png")
    }

    @Test func aFileWhoseNameIsNotUTF8IsListedAndOpened() throws {
        let folder = try TemporaryFolder()
        let name = PathEncoding.string(from: Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        try FileOutput.write("png", to: folder.path(name))
        #expect(try Syscalls.directoryEntries(folder.url.path) == [name])
        #expect(try FileInput.read(folder.path(name), limit: 10) == Array("png".utf8))
    }
}
