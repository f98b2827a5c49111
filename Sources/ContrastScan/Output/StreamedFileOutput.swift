#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A result file written piece by piece — the HTML report, which may be far
/// larger than anything worth holding in memory — that readers still only
/// ever see whole, as with `FileOutput`: the pieces go to a temporary file
/// beside the target, which `commit()` flushes and renames into place.
/// Anything that is not a regular file (`/dev/stdout`, a FIFO) is written in place.
final class StreamedFileOutput {
    private let path: String
    private var fd: Int32
    private var temporary: String?
    private var pending: [UInt8] = []

    /// Creates the temporary file beside `path`.
    init(path: String) throws(FileOutput.Problem) {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileOutput.Problem(description: "is a folder, not a file")
            default:
                fd = open(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw FileOutput.Problem(description: "cannot open it for writing (\(Self.lastError()))") }
                temporary = nil
                return
            }
        }
        let folder = FileOutput.parent(of: path)
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder.isEmpty ? "" : folder + "/").utf8CString.dropLast()) + Array(".\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw FileOutput.Problem(description: "cannot create a file in \(folder.isEmpty ? "." : folder) (\(Self.lastError()))")
        }
        self.fd = fd
        temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        if fd >= 0 { _ = close(fd) }
        if let temporary { _ = unlink(temporary) }
    }

    /// Adds `text`; written out in large pieces.
    func write(_ text: String) throws(FileOutput.Problem) {
        pending += text.utf8
        if pending.count >= 1 << 20 { try flush() }
    }

    /// Writes what is left, flushes to disk and renames the file into place.
    func commit() throws(FileOutput.Problem) {
        try flush()
        guard let temporary else { return }
        guard fsync(fd) == 0 else { throw FileOutput.Problem(description: "cannot flush (\(Self.lastError()))") }
        _ = fchmod(fd, 0o644)
        let closed = close(fd)
        fd = -1
        guard closed == 0 else { throw FileOutput.Problem(description: "cannot close (\(Self.lastError()))") }
        guard rename(temporary, path) == 0 else {
            throw FileOutput.Problem(description: "cannot rename into place (\(Self.lastError()))")
        }
        self.temporary = nil   // renamed: nothing left to remove
    }

    private func flush() throws(FileOutput.Problem) {
        var offset = 0
        while offset < pending.count {
            let written = pending.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileOutput.Problem(description: "cannot write (\(Self.lastError()))")
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
