/// A result file (a report, a baseline, an annotated PNG) written so that a
/// reader — a person, `compare`, `--resume` — never sees half of one.
///
/// A regular file (or a new one) is written to a temporary file beside it,
/// flushed to disk, then renamed over the target: an interrupted run leaves
/// the old file or the new one, never a torn one, and no temporary file (it is
/// removed on every failure). A symbolic link is written through: the file it
/// points to is replaced, the link stays. Anything else that already exists —
/// `/dev/stdout`, a FIFO, a terminal — is opened and written in place, since
/// renaming over it would replace the device instead of writing to it.
///
/// Large files (the HTML report) are written piece by piece with `write(_:)`
/// and finished with `commit()`; `FileOutput.write(_:to:)` does all three.
package final class FileOutput {
    /// The path as given.
    package let path: String
    /// Where the bytes end up: `path`, or what its links point to.
    package let target: String
    private var fd: FileDescriptor?
    /// The temporary file renamed over `target` at commit; nil when writing in place.
    private var temporary: String?
    private var pending: [UInt8] = []

    /// Opens the temporary file beside the target (or the device itself).
    /// - Parameter createFolders: make missing parent folders first.
    /// - Throws: `FileError` naming `path`.
    package init(path: String, createFolders: Bool = false) throws(FileError) {
        self.path = path
        // What the path leads to, links followed by the kernel: a device, a FIFO or a
        // process's descriptor (`/dev/stdout` → `/proc/self/fd/1` → a pipe) is written
        // in place through the path as given.
        if let status = try? Syscalls.status(path) {
            switch status.kind {
            case .regular: break
            case .directory: throw FileError(path: path, operation: .write, reason: .isDirectory)
            default:
                target = path
                do { fd = try .open(path, [.writeOnly]) } catch {
                    throw FileError(path: path, operation: .openForWriting, errno: error)
                }
                return
            }
        }
        let resolved = Self.resolveLinks(path)
        if Self.isDescriptorPath(resolved.through) {
            // A process's descriptor that is a regular file (`fd1 -> /proc/self/fd/1`
            // with stdout redirected to a file): that open file is the output, written
            // in place, so the shell's redirection sees the bytes.
            self.target = path
            do { fd = try .open(path, [.writeOnly, .truncate]) } catch {
                throw FileError(path: path, operation: .openForWriting, errno: error)
            }
            return
        }
        let target = resolved.path
        self.target = target
        let folder = FileError.folder(of: target)
        if createFolders { try Self.makeFolders(folder, path: path) }
        let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        // Same folder, so the rename stays on one file system and is atomic.
        let prefix = folder == "." && !target.hasPrefix("./") ? "" : folder + (folder.hasSuffix("/") ? "" : "/")
        do {
            let (descriptor, temporaryPath) = try Syscalls.makeTemporaryFile(template: "\(prefix).\(name).tmp-XXXXXX")
            fd = descriptor
            temporary = temporaryPath
        } catch {
            throw FileError(path: target, operation: .create, errno: error)
        }
    }

    deinit {
        if let fd { try? fd.close() }
        if let temporary { try? Syscalls.unlink(temporary) }
    }

    /// Adds `bytes`; written out in large pieces.
    package func write(_ bytes: some Collection<UInt8>) throws(FileError) {
        // A large piece (an annotated copy's PNG) goes out as it is, not copied into `pending` first.
        if pending.isEmpty, bytes.count >= 1 << 20, let fd {
            do { try fd.writeAll(bytes) } catch {
                let failure = FileError(path: path, operation: .write, errno: error)
                discard()
                throw failure
            }
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 20 { try flushPending() }
    }

    /// Adds `text` as UTF-8.
    package func write(_ text: String) throws(FileError) {
        try write(text.utf8)
    }

    /// Writes what is left, flushes it to disk and renames the file into place.
    /// On failure the temporary file is removed and the target is untouched.
    package func commit() throws(FileError) {
        do throws(FileError) {
            try flushPending()
            guard let fd else { return }
            guard let temporary else {
                self.fd = nil
                do { try fd.close() } catch { throw FileError(path: path, operation: .close, errno: error) }
                return
            }
            do { try fd.synchronize() } catch { throw FileError(path: path, operation: .flush, errno: error) }
            try? fd.setPermissions(0o644)
            self.fd = nil
            do { try fd.close() } catch { throw FileError(path: path, operation: .close, errno: error) }
            do { try Syscalls.rename(temporary, to: target) } catch {
                throw FileError(path: path, operation: .rename, errno: error)
            }
            self.temporary = nil   // renamed: nothing left to remove
        } catch {
            discard()
            throw error
        }
    }

    /// Gives up: closes and removes the temporary file, leaving the target as it was.
    package func discard() {
        if let fd { try? fd.close() }
        fd = nil
        if let temporary { try? Syscalls.unlink(temporary) }
        temporary = nil
        pending = []
    }

    private func flushPending() throws(FileError) {
        guard let fd, !pending.isEmpty else { return }
        do { try fd.writeAll(pending) } catch {
            let failure = FileError(path: path, operation: .write, errno: error)
            discard()
            throw failure
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to `path` whole (see the type's description).
    package static func write(_ bytes: some Collection<UInt8>, to path: String, createFolders: Bool = false) throws(FileError) {
        let output = try FileOutput(path: path, createFolders: createFolders)
        try output.write(bytes)
        try output.commit()
    }

    /// `write` for text, as UTF-8.
    package static func write(_ text: String, to path: String, createFolders: Bool = false) throws(FileError) {
        try write(text.utf8, to: path, createFolders: createFolders)
    }

    /// `path` with its symbolic links followed (to the end of a chain, at most 40
    /// links, as the kernel allows), so a link is written through, not replaced.
    /// A dangling link resolves to the path it names, which is then created.
    /// - Returns: the path at the end of the chain, and every path on the way.
    package static func resolveLinks(_ path: String) -> (path: String, through: [String]) {
        var current = path
        var through = [path]
        for _ in 0..<40 {
            guard let status = try? Syscalls.status(current, followLinks: false), status.kind == .symbolicLink,
                  let link = try? Syscalls.linkTarget(current) else { break }
            if link.hasPrefix("/") {
                current = link
            } else {
                let folder = FileError.folder(of: current)
                current = folder == "." ? link : (folder.hasSuffix("/") ? folder : folder + "/") + link
            }
            through.append(current)
        }
        return (current, through)
    }

    /// Whether a link chain passes through a process's descriptor (`/proc/…/fd/N`, `/dev/fd/N`).
    package static func isDescriptorPath(_ paths: [String]) -> Bool {
        paths.contains { $0.hasPrefix("/dev/fd/") || ($0.hasPrefix("/proc/") && $0.contains("/fd/")) }
    }

    private static func makeFolders(_ folder: String, path: String) throws(FileError) {
        guard !folder.isEmpty, folder != ".", folder != "/" else { return }
        if (try? Syscalls.status(folder)) != nil { return }
        try makeFolders(FileError.folder(of: folder), path: path)
        do { try Syscalls.makeDirectory(folder) } catch where error == .exists {} catch {
            throw FileError(path: folder, operation: .createFolder, errno: error)
        }
    }
}
