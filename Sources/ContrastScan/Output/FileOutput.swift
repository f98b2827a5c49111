#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes result files so that a reader — a person, `compare`, `--resume` —
/// never sees half of one.
///
/// A regular file (or a new one) is written to a temporary file beside it,
/// flushed to disk, then renamed over the target: an interrupted run leaves
/// the old file or the new one, never a torn one. Anything else that already
/// exists — `/dev/stdout`, a FIFO — is opened and written in place, since
/// renaming over it would replace the device instead of writing to it.
/// Plain POSIX calls, so the file is flushed before the rename and the
/// write path needs no Foundation.
public enum FileOutput {
    /// Why a file could not be written; the caller names the file.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Writes `bytes` to `path` whole. With `createFolders`, missing parent folders are made.
    public static func write(_ bytes: [UInt8], to path: String, createFolders: Bool = false) throws(Problem) {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Problem(description: "is a folder, not a file")
            default: return try writeInPlace(bytes, to: path)
            }
        }
        let folder = parent(of: path)
        if createFolders { try makeFolders(folder) }
        // Same folder, so the rename stays on one file system and is atomic.
        var template = Array((folder == "" ? "" : folder + "/").utf8CString.dropLast())
            + Array(".\(baseName(of: path)).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Problem(description: "cannot create a file in \(folder.isEmpty ? "." : folder) (\(lastError()))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(Problem) {
            try writeAll(bytes, to: fd)
            guard fsync(fd) == 0 else { throw Problem(description: "cannot flush (\(lastError()))") }
            _ = fchmod(fd, 0o644)
            guard close(fd) == 0 else { throw Problem(description: "cannot close (\(lastError()))") }
            guard rename(temporary, path) == 0 else { throw Problem(description: "cannot rename into place (\(lastError()))") }
        } catch {
            _ = close(fd)
            _ = unlink(temporary)
            throw error
        }
    }

    /// `write` for text, as UTF-8.
    public static func write(_ text: String, to path: String, createFolders: Bool = false) throws(Problem) {
        try write(Array(text.utf8), to: path, createFolders: createFolders)
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Problem) {
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { throw Problem(description: "cannot open it for writing (\(lastError()))") }
        defer { _ = close(fd) }
        try writeAll(bytes, to: fd)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Problem) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Problem(description: "cannot write (\(lastError()))")
            }
            offset += written
        }
    }

    private static func makeFolders(_ folder: String) throws(Problem) {
        guard !folder.isEmpty else { return }
        var info = stat()
        if stat(folder, &info) == 0 { return }
        try makeFolders(parent(of: folder))
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw Problem(description: "cannot create the folder \(folder) (\(lastError()))")
        }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func baseName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

// write(2) under another name: inside FileOutput, `write` means its own methods.
@inline(__always)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
