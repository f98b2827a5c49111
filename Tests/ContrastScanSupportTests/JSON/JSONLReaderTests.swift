import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("JSONLReader: lines with their offsets, a torn last line, a cap on length")
struct JSONLReaderTests {
    private func file(_ text: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.path("lines.jsonl")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func theReaderGivesOffsetsAndMarksATornLastLine() throws {
        let folder = try TemporaryFolder()
        let path = try file("{\"a\":1}\n{\"b\":2}\n{\"c\"", in: folder)
        let reader = try JSONLReader(path: path)
        var lines: [JSONLReader.Line] = []
        while let line = try reader.next() { lines.append(line) }
        #expect(lines.map(\.isComplete) == [true, true, false])
        #expect(lines.map(\.number) == [1, 2, 3])
        #expect(lines[1].offset == 8)
        #expect(try reader.line(at: lines[1].offset, length: lines[1].bytes.count) == Array("{\"b\":2}".utf8))
    }

    @Test func aLineLongerThanTheCapIsAnErrorNotAnAllocation() throws {
        let folder = try TemporaryFolder()
        let path = try file("{}\n" + String(repeating: "x", count: 300_000) + "\n", in: folder)
        let reader = try JSONLReader(path: path, maxLineBytes: 100_000)
        #expect(try reader.next()?.bytes == Array("{}".utf8))
        #expect(throws: JSONLReader.Problem.lineTooLong(number: 2, limit: 100_000)) { try reader.next() }
    }

    /// Each byte is looked at once: lines much longer than a read are found whole.
    @Test func longLinesAreReadWhole() throws {
        let folder = try TemporaryFolder()
        let long = String(repeating: "y", count: 1_000_000)
        let path = try file(long + "\nz\n", in: folder)
        let reader = try JSONLReader(path: path)
        #expect(try reader.next()?.bytes.count == 1_000_000)
        #expect(try reader.next()?.bytes == Array("z".utf8))
        #expect(try reader.next() == nil)
    }

    @Test func foldersAndDevicesAreRefused() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileError.self) { try JSONLReader(path: folder.url.path) }
        #expect(throws: FileError.self) { try JSONLReader(path: "/dev/zero") }
        #expect(throws: FileError(path: folder.path("none"), operation: .read, reason: .notFound)) {
            try JSONLReader(path: folder.path("none"))
        }
    }
}
