/// Appends JSON lines to a file so that a killed run keeps every line it wrote.
///
/// The file is opened with `O_APPEND` and each line goes out in a single
/// `write(2)`: concurrent workers never interleave within a line, and a line
/// is on its way to the disk the moment its image is done (no buffer to lose).
/// A run killed mid-write leaves at most one torn last line, which `--resume`
/// finds and cuts off.
///
/// One run per file: the writer holds an exclusive `flock(2)` on it from the
/// moment it opens it (before emptying or reading it) until it is released, so
/// a second batch on the same file fails at once instead of interleaving its
/// lines with this one's or emptying the file under it. And only a regular file
/// is accepted, checked before it is opened: `/dev/null` would swallow every
/// result, `/dev/full` fail after the whole batch ran, and a FIFO with no
/// reader would hang the run in open(2). A path through a process's descriptor
/// (`/dev/stdout`, `/proc/self/fd/1`) is refused too, even when it leads to a
/// regular file: that file is the caller's stream, which the run must not empty,
/// cut or read back as its own.
package final class JSONLWriter: Sendable {
    package let path: String
    private let fd: FileDescriptor

    /// Opens `path` for appending, creating it, and locks it. Lines are added
    /// after what is there; `empty()` starts the file afresh.
    /// - Throws: `FileError` — `notRegularFile` or `isDirectory` (operation
    ///   `openForWriting`) for anything but a regular file, `locked` (operation
    ///   `lock`) when another process holds the lock, else the system's reason.
    package init(path: String) throws(FileError) {
        self.path = path
        func refuseUnlessRegular(_ status: FileStatus) throws(FileError) {
            switch status.kind {
            case .regular: return
            case .directory: throw FileError(path: path, operation: .openForWriting, reason: .isDirectory)
            default: throw FileError(path: path, operation: .openForWriting, reason: .notRegularFile(status.kind.noun))
            }
        }
        if FileOutput.isDescriptorPath(FileOutput.resolveLinks(path).through) {
            throw FileError(path: path, operation: .openForWriting, reason: .notRegularFile("process's open descriptor"))
        }
        if let status = try? Syscalls.status(path) { try refuseUnlessRegular(status) }
        // Non-blocking: a FIFO swapped in after the check fails at once instead of waiting for a reader.
        let fd: FileDescriptor
        do { fd = try .open(path, [.writeOnly, .create, .append, .nonBlocking]) } catch {
            throw FileError(path: path, operation: .openForWriting, errno: error)
        }
        do throws(FileError) {
            let status: FileStatus
            do { status = try fd.status() } catch { throw FileError(path: path, operation: .openForWriting, errno: error) }
            try refuseUnlessRegular(status)
            let locked: Bool
            do { locked = try fd.tryLockExclusively() } catch { throw FileError(path: path, operation: .lock, errno: error) }
            guard locked else { throw FileError(path: path, operation: .lock, reason: .locked) }
        } catch {
            try? fd.close()
            throw error
        }
        self.fd = fd
    }

    deinit { try? fd.close() }

    /// Empties the file (a fresh run), under the lock.
    package func empty() throws(FileError) {
        do { try fd.truncate(to: 0) } catch { throw FileError(path: path, operation: .truncate, errno: error) }
    }

    /// Appends `line` (which ends in a newline) with one `write(2)`; a short
    /// write (disk full) is continued for the rest, and fails on the next call.
    package func append(_ line: String) throws(FileError) {
        var bytes = Array(line.utf8)
        if bytes.last != 10 { bytes.append(10) }
        do { try fd.writeAll(bytes) } catch { throw FileError(path: path, operation: .write, errno: error) }
    }
}
