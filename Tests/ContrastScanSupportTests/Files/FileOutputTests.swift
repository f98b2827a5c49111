import ContrastScanSupport
import Foundation
import TestSupport
import Testing

/// Result files are written whole, through links, into devices in place, and a
/// failure leaves the target as it was and no temporary file behind.
@Suite("FileOutput: whole files, links written through, devices in place")
struct FileOutputTests {
    private func contents(_ path: String) throws -> String {
        try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    private func leftovers(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }
    }

    @Test func aNewFileIsWrittenWhole() throws {
        let folder = try TemporaryFolder()
        try FileOutput.write("report\n", to: folder.path("out.txt"))
        #expect(try contents(folder.path("out.txt")) == "report\n")
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder()
        try "old\n".write(toFile: folder.path("target.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.txt"), withDestinationPath: "target.txt")
        try FileOutput.write("new\n", to: folder.path("link.txt"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.txt")) == "target.txt")
        #expect(try contents(folder.path("target.txt")) == "new\n")
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func aDanglingLinkCreatesTheFileItNames() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.txt"), withDestinationPath: "made.txt")
        try FileOutput.write("made\n", to: folder.path("link.txt"))
        #expect(try contents(folder.path("made.txt")) == "made\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.txt")) == "made.txt")
    }

    @Test func aDeviceIsWrittenInPlaceNotReplaced() throws {
        try FileOutput.write("discarded\n", to: "/dev/null")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFullDeviceIsAnErrorNamingTheReason() {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let error = #expect(throws: FileError.self) { try FileOutput.write("x", to: "/dev/full") }
        #expect(error?.description == "cannot write (No space left on device)")
    }

    /// A piece of 1 MiB or more (an annotated copy's PNG) goes to the file without
    /// passing through the pending buffer: its bytes, and anything around it, still
    /// end up whole and in order, and a full device is still an error.
    @Test func aLargePieceIsWrittenWholeAndInOrder() throws {
        let folder = try TemporaryFolder()
        let large = (0..<(3 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try FileOutput.write(large, to: folder.path("copy.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("copy.png"))) == Data(large))
        let output = try FileOutput(path: folder.path("mixed.bin"))
        try output.write([1, 2, 3])
        try output.write(large)
        try output.write(large[...])
        try output.commit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("mixed.bin"))) == Data([1, 2, 3] + large + large))
        #expect(try leftovers(in: folder).isEmpty)
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let error = #expect(throws: FileError.self) { try FileOutput.write(large, to: "/dev/full") }
        #expect(error?.description == "cannot write (No space left on device)")
    }

    @Test func aFolderIsRefusedAndAMissingFolderIsNamed() throws {
        let folder = try TemporaryFolder()
        let directory = #expect(throws: FileError.self) { try FileOutput.write("x", to: folder.url.path) }
        #expect(directory?.description == "is a folder, not a file")
        let missing = #expect(throws: FileError.self) { try FileOutput.write("x", to: folder.path("no/such/out.txt")) }
        #expect(missing?.description.hasPrefix("cannot create a file in \(folder.path("no/such")) (") == true)
        try FileOutput.write("deep\n", to: folder.path("made/here/out.txt"), createFolders: true)
        #expect(try contents(folder.path("made/here/out.txt")) == "deep\n")
    }

    @Test func aDiscardedStreamLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try "old\n".write(toFile: folder.path("report.html"), atomically: false, encoding: .utf8)
        let output = try FileOutput(path: folder.path("report.html"))
        try output.write("<html>half")
        #expect(try leftovers(in: folder).count == 1)
        output.discard()
        #expect(try contents(folder.path("report.html")) == "old\n")
        #expect(try leftovers(in: folder).isEmpty)
    }
}
