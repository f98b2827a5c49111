import ContrastScanSupport
import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run per JSON lines file: the writer locks it, and refuses what is not a regular
/// file before opening it.
@Suite("JSONLWriter: locked for the run, regular files only")
struct JSONLWriterTests {
    @Test func aSecondWriterOnTheSameFileIsRefusedUntilTheFirstIsGone() throws {
        let dir = try TemporaryFolder()
        var first: JSONLWriter? = try JSONLWriter(path: dir.path("r.jsonl"))
        #expect(throws: FileError(path: dir.path("r.jsonl"), operation: .lock, reason: .locked)) {
            try JSONLWriter(path: dir.path("r.jsonl"))
        }
        try first?.append("{}\n")
        first = nil
        let second = try JSONLWriter(path: dir.path("r.jsonl"))
        try second.append("{}\n")
        #expect(FileManager.default.contents(atPath: dir.path("r.jsonl")) == Data("{}\n{}\n".utf8))
        try second.empty()
        #expect(FileManager.default.contents(atPath: dir.path("r.jsonl")) == Data())
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAReader() throws {
        let dir = try TemporaryFolder()
        try #require(mkfifo(dir.path("fifo"), 0o600) == 0)
        #expect(throws: FileError(path: dir.path("fifo"), operation: .openForWriting, reason: .notRegularFile("FIFO (named pipe)"))) {
            try JSONLWriter(path: dir.path("fifo"))
        }
    }

    /// `/dev/stdout` redirected to a file is the caller's stream, not a file of the run's own.
    @Test func aProcessDescriptorIsRefusedEvenWhenItLeadsToAFile() throws {
        let dir = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: dir.path("fd1"), withDestinationPath: "/proc/self/fd/1")
        #expect(throws: FileError(path: dir.path("fd1"), operation: .openForWriting, reason: .notRegularFile("process's open descriptor"))) {
            try JSONLWriter(path: dir.path("fd1"))
        }
    }

    @Test func aDeviceIsRefused() {
        #expect(throws: FileError(path: "/dev/null", operation: .openForWriting, reason: .notRegularFile("device"))) {
            try JSONLWriter(path: "/dev/null")
        }
    }
}
