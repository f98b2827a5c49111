/// Reads input files, refusing what is not a regular file before opening it:
/// reading a FIFO would hang and a directory would fail obscurely.
package enum FileInput {
    /// Whether anything exists at `path` (a file, folder, link or device).
    package static func exists(_ path: String) -> Bool {
        (try? Syscalls.status(path, followLinks: false)) != nil
    }

    /// The regular file at `path`, opened for reading, at most `limit` bytes long.
    ///
    /// The file's type is checked before it is opened (opening a device can
    /// have effects of its own) and again on the open descriptor, which is
    /// opened non-blocking: a file swapped for a FIFO in between is refused,
    /// never waited on. The caller closes the descriptor.
    /// - Throws: `FileError` with the operation `read`.
    package static func open(_ path: String, limit: Int) throws(FileError) -> FileDescriptor {
        func failure(_ errno: Errno) -> FileError { FileError(path: path, operation: .read, errno: errno) }
        let before: FileStatus
        do { before = try Syscalls.status(path) } catch { throw failure(error) }
        try checkRegular(before, path: path)
        let fd: FileDescriptor
        do { fd = try .open(path, [.readOnly, .nonBlocking]) } catch { throw failure(error) }
        do throws(FileError) {
            let status: FileStatus
            do { status = try fd.status() } catch { throw failure(error) }
            try checkRegular(status, path: path)
            if status.size > limit { throw FileError(path: path, operation: .read, reason: .tooLarge(bytes: status.size, limit: limit)) }
            return fd
        } catch {
            try? fd.close()
            throw error
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` bytes long
    /// (opened as `open(_:limit:)` does; read to the end, not to the size it had,
    /// so a file that grows meanwhile still stops at `limit` + 1 bytes).
    /// - Throws: `FileError` with the operation `read`.
    package static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        func failure(_ errno: Errno) -> FileError { FileError(path: path, operation: .read, errno: errno) }
        let fd = try open(path, limit: limit)
        defer { try? fd.close() }
        var size = 0
        if let status = try? fd.status() { size = status.size }
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > limit { break }
                bytes.append(contentsOf: repeatElement(0, count: min(max(count, 4096), limit + 1 - count)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(Errno) in try fd.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...])) }
            }
            let got: Int
            do { got = try read.get() } catch { throw failure(error) }
            if got == 0 { break }
            count += got
        }
        if count > limit { throw FileError(path: path, operation: .read, reason: .tooLarge(bytes: count, limit: limit)) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Throws unless `status` is a regular file's.
    package static func checkRegular(_ status: FileStatus, path: String) throws(FileError) {
        switch status.kind {
        case .regular: return
        case .directory: throw FileError(path: path, operation: .read, reason: .isDirectory)
        default: throw FileError(path: path, operation: .read, reason: .notRegularFile(status.kind.noun))
        }
    }
}
