/// Appends JSON lines to a file so that a killed run keeps every line it wrote.
///
/// The file is opened with `O_APPEND` and each line goes out in a single
/// `write(2)`: concurrent workers never interleave within a line, and a line
/// is on its way to the disk the moment its image is done (no buffer to lose).
/// A run killed mid-write leaves at most one torn last line, which `--resume`
/// finds and cuts off.
package final class JSONLWriter: Sendable {
    package let path: String
    private let fd: FileDescriptor

    /// Opens `path` for appending, creating it; `truncate` empties it first
    /// (a fresh run), otherwise lines are added after what is there (`--resume`).
    package init(path: String, truncate: Bool) throws(FileError) {
        self.path = path
        var options: FileDescriptor.Options = [.writeOnly, .create, .append]
        if truncate { options.insert(.truncate) }
        do { fd = try .open(path, options) } catch { throw FileError(path: path, operation: .openForWriting, errno: error) }
    }

    deinit { try? fd.close() }

    /// Appends `line` (which ends in a newline) with one `write(2)`; a short
    /// write (disk full) is continued for the rest, and fails on the next call.
    package func append(_ line: String) throws(FileError) {
        var bytes = Array(line.utf8)
        if bytes.last != 10 { bytes.append(10) }
        do { try fd.writeAll(bytes) } catch { throw FileError(path: path, operation: .write, errno: error) }
    }
}
