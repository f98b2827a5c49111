#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends JSON lines to a file so that a killed run keeps every line it wrote.
///
/// The file is opened with `O_APPEND` and each line goes out in a single
/// `write(2)`: concurrent workers never interleave within a line, and a line
/// is on its way to the disk the moment its image is done (no buffer to lose).
/// A run killed mid-write leaves at most one torn last line, which `--resume`
/// finds and cuts off (`JSONLResume`).
public final class JSONLWriter: Sendable {
    /// Why the file could not be opened or written; the caller names the file.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    public let path: String
    private let fd: Int32

    /// Opens `path` for appending, creating it; `truncate` empties it first
    /// (a fresh run), otherwise lines are added after what is there (`--resume`).
    public init(path: String, truncate: Bool) throws(Problem) {
        self.path = path
        var flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC
        if truncate { flags |= O_TRUNC }
        let fd = open(path, flags, 0o644)
        guard fd >= 0 else { throw Problem(description: "cannot open it for writing (\(String(cString: strerror(errno))))") }
        self.fd = fd
    }

    deinit { _ = close(fd) }

    /// Appends `line` (which ends in a newline) with one `write(2)`.
    public func append(_ line: String) throws(Problem) {
        var bytes = Array(line.utf8)
        if bytes.last != 10 { bytes.append(10) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Problem(description: "cannot write (\(String(cString: strerror(errno))))")
            }
            // A regular file takes the whole line at once; a short write (disk
            // full) is retried for the rest, and fails on the next call.
            offset += written
        }
    }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
