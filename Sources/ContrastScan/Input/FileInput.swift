import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files, refusing what is not a regular file before opening it:
/// reading a FIFO would hang and a directory would fail obscurely.
public enum FileInput {
    /// Why a file could not be read; `description` is the problem only, the
    /// caller names the file.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case notFound
        case isDirectory
        case notRegularFile(String)
        case tooLarge(bytes: Int, limit: Int)
        case unreadable(String)

        public var description: String {
            switch self {
            case .notFound: return "no such file"
            case .isDirectory: return "is a directory, not a file"
            case .notRegularFile(let kind): return "is a \(kind), not a regular file"
            case .tooLarge(let bytes, let limit): return "file is \(bytes) bytes, over the limit of \(limit) bytes"
            case .unreadable(let reason): return "cannot read file (\(reason))"
            }
        }
    }

    /// Whether anything exists at `path` (a file, folder, link or device).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The bytes of the regular file at `path`, at most `limit` bytes long.
    ///
    /// The file's type is checked before it is opened (opening a device can
    /// have effects of its own) and again on the open descriptor, which is
    /// opened non-blocking: a file swapped for a FIFO in between is refused,
    /// never waited on.
    public static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw problem(errno) }
        try checkRegular(info)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw problem(errno) }
        defer { _ = close(fd) }
        guard fstat(fd, &info) == 0 else { throw problem(errno) }
        try checkRegular(info)
        let size = Int(info.st_size)
        if size > limit { throw .tooLarge(bytes: size, limit: limit) }
        // Read to the end, not to st_size: a file that grows meanwhile still
        // stops at limit + 1 bytes.
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > limit { break }
                bytes.append(contentsOf: repeatElement(0, count: min(max(count, 4096), limit + 1 - count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                posixRead(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw problem(errno)
            }
            if got == 0 { break }
            count += got
        }
        if count > limit { throw .tooLarge(bytes: count, limit: limit) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    private static func checkRegular(_ info: stat) throws(Problem) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isDirectory
        case S_IFIFO: throw .notRegularFile("FIFO (named pipe)")
        case S_IFSOCK: throw .notRegularFile("socket")
        case S_IFCHR, S_IFBLK: throw .notRegularFile("device")
        default: throw .notRegularFile("special file")
        }
    }

    private static func problem(_ code: Int32) -> Problem {
        if code == ENOENT || code == ENOTDIR { return .notFound }
        if code == EISDIR { return .isDirectory }
        return .unreadable(String(cString: strerror(code)))
    }
}

// read(2) under another name: inside FileInput, `read` means its own method.
@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
