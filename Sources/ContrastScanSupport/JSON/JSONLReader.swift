/// Reads a JSON Lines file one line at a time, so a file of any size costs one
/// line's memory, and tells where each line starts so it can be read again
/// later (`line(at:length:)`) without keeping it.
///
/// Each byte is looked at once (reading is linear in the file's size, however
/// long its lines), and a line longer than `maxLineBytes` is an error rather
/// than an unbounded allocation.
package final class JSONLReader {
    /// One line of the file.
    package struct Line: Sendable, Equatable {
        /// 1-based, for messages.
        package var number: Int
        /// Byte offset of its first byte.
        package var offset: Int
        /// The bytes without the newline.
        package var bytes: [UInt8]
        /// False for a last line with no newline: a write that was cut short.
        package var isComplete: Bool
    }

    /// Why a line could not be read: the file's problem, or a line over the limit.
    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case file(FileError)
        case lineTooLong(number: Int, limit: Int)

        package var description: String {
            switch self {
            case .file(let error): return error.description
            case .lineTooLong(let number, let limit):
                return "line \(number) is longer than \(limit) bytes, the most a batch line may be"
            }
        }
    }

    /// The longest line read by default: a batch line for a screenshot with the
    /// most regions a sidecar may hold is far shorter.
    package static let defaultMaxLineBytes = 64 << 20

    package let path: String
    package let maxLineBytes: Int
    private let fd: FileDescriptor
    private var buffer: [UInt8] = []
    private var bufferStart = 0      // index in `buffer` of the next unread byte
    private var scanned = 0          // bytes after bufferStart already known to hold no newline
    private var fileOffset = 0       // file offset of buffer[bufferStart]
    private var lineNumber = 0
    private var atEnd = false

    /// Opens `path`; refuses folders, FIFOs and devices (reading them would hang or fail obscurely).
    package init(path: String, maxLineBytes: Int = JSONLReader.defaultMaxLineBytes) throws(FileError) {
        self.path = path
        self.maxLineBytes = maxLineBytes
        let status: FileStatus
        do { status = try Syscalls.status(path) } catch { throw FileError(path: path, operation: .read, errno: error) }
        try FileInput.checkRegular(status, path: path)
        do { fd = try .open(path, [.readOnly, .nonBlocking]) } catch {
            throw FileError(path: path, operation: .read, errno: error)
        }
    }

    deinit { try? fd.close() }

    /// The next line, or nil at the end of the file.
    package func next() throws(Problem) -> Line? {
        while true {
            let searchFrom = bufferStart + scanned
            if let newline = buffer[searchFrom...].firstIndex(of: 10) {
                return take(upTo: newline, complete: true)
            }
            scanned = buffer.count - bufferStart
            if scanned > maxLineBytes { throw .lineTooLong(number: lineNumber + 1, limit: maxLineBytes) }
            if atEnd {
                guard bufferStart < buffer.count else { return nil }
                return take(upTo: buffer.count, complete: false)
            }
            // Drop what was consumed, then read more.
            if bufferStart > 0 {
                buffer.removeFirst(bufferStart)
                bufferStart = 0
            }
            let oldCount = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: 1 << 16))
            let read = buffer.withUnsafeMutableBytes { all in
                Result { () throws(Errno) in try fd.read(into: UnsafeMutableRawBufferPointer(rebasing: all[oldCount...])) }
            }
            let count: Int
            do { count = try read.get() } catch {
                buffer.removeLast(1 << 16)
                throw .file(FileError(path: path, operation: .read, errno: error))
            }
            buffer.removeLast((1 << 16) - count)
            if count == 0 { atEnd = true }
        }
    }

    private func take(upTo end: Int, complete: Bool) -> Line {
        let line = Line(number: lineNumber + 1, offset: fileOffset, bytes: Array(buffer[bufferStart..<end]), isComplete: complete)
        lineNumber += 1
        let consumed = end - bufferStart + (complete ? 1 : 0)
        fileOffset += consumed
        bufferStart += consumed
        scanned = 0
        return line
    }

    /// The bytes of the line at `offset`, `length` bytes long (newline excluded),
    /// read again with `pread(2)`.
    package func line(at offset: Int, length: Int) throws(FileError) -> [UInt8] {
        guard length <= maxLineBytes else { throw FileError(path: path, operation: .read, reason: .changed) }
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let read = bytes.withUnsafeMutableBytes { all in
                Result { () throws(Errno) in
                    try fd.read(into: UnsafeMutableRawBufferPointer(rebasing: all[done...]), at: offset + done)
                }
            }
            let count: Int
            do { count = try read.get() } catch {
                throw FileError(path: path, operation: .read, errno: error)
            }
            if count == 0 { throw FileError(path: path, operation: .read, reason: .changed) }
            done += count
        }
        return bytes
    }
}
