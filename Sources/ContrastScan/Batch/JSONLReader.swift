#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a JSON Lines file one line at a time with plain `read(2)`, so a file
/// of any size costs one line's memory, and tells where each line starts so
/// it can be read again later (`line(at:length:)`) without keeping it.
public final class JSONLReader {
    /// Why the file could not be read; the caller names the file.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// One line of the file.
    public struct Line: Sendable, Equatable {
        /// 1-based, for messages.
        public var number: Int
        /// Byte offset of its first byte.
        public var offset: Int
        /// The bytes without the newline.
        public var bytes: [UInt8]
        /// False for a last line with no newline: a write that was cut short.
        public var isComplete: Bool
    }

    public let path: String
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var bufferStart = 0      // index in `buffer` of the next unread byte
    private var fileOffset = 0       // file offset of buffer[bufferStart]
    private var lineNumber = 0
    private var atEnd = false

    /// Opens `path`; refuses folders, FIFOs and devices (reading them would hang or fail obscurely).
    public init(path: String) throws(Problem) {
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Problem(description: errno == ENOENT ? "no such file" : "cannot read it (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Problem(description: "is not a regular file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Problem(description: "cannot open it (\(String(cString: strerror(errno))))") }
        self.fd = fd
    }

    deinit { _ = close(fd) }

    /// The next line, or nil at the end of the file.
    public func next() throws(Problem) -> Line? {
        while true {
            if let newline = buffer[bufferStart...].firstIndex(of: 10) {
                let line = Line(number: lineNumber + 1, offset: fileOffset, bytes: Array(buffer[bufferStart..<newline]),
                                isComplete: true)
                lineNumber += 1
                fileOffset += newline - bufferStart + 1
                bufferStart = newline + 1
                return line
            }
            if atEnd {
                guard bufferStart < buffer.count else { return nil }
                let line = Line(number: lineNumber + 1, offset: fileOffset, bytes: Array(buffer[bufferStart...]), isComplete: false)
                lineNumber += 1
                fileOffset += buffer.count - bufferStart
                bufferStart = buffer.count
                return line
            }
            // Drop what was consumed, then read more.
            if bufferStart > 0 {
                buffer.removeFirst(bufferStart)
                bufferStart = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(description: "cannot read it (\(String(cString: strerror(errno))))")
            }
            if count == 0 { atEnd = true } else { buffer += chunk[0..<count] }
        }
    }

    /// The bytes of the line at `offset`, `length` bytes long (newline excluded),
    /// read again with `pread(2)`.
    public func line(at offset: Int, length: Int) throws(Problem) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, length - done, off_t(offset + done)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(description: "cannot read it (\(String(cString: strerror(errno))))")
            }
            if count == 0 { throw Problem(description: "changed while being read (it is shorter than before)") }
            done += count
        }
        return bytes
    }
}
