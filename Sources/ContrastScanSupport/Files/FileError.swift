/// Why a file or folder could not be read, written or listed: the path, what was
/// being done, and the reason (after NIOFileSystem's `FileSystemError`).
///
/// `description` is the problem only, in words a user can act on ("no such file",
/// "cannot write (No space left on device)"); the caller names the file, so
/// messages read `path: error: problem`. Remedies that name command-line options
/// are added by the CLI, not here.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: String, Sendable, Equatable {
        /// Reading a file's bytes.
        case read
        /// Opening an existing file (a device, a FIFO) to write into it.
        case openForWriting
        /// Writing bytes.
        case write
        /// Making a temporary file beside the target.
        case create
        /// Making a missing folder.
        case createFolder
        /// Flushing a written file to disk.
        case flush
        /// Closing a written file.
        case close
        /// Renaming a written file into place.
        case rename
        /// Listing a folder.
        case list
        /// Cutting a file short.
        case truncate
        /// Taking a lock on a file.
        case lock
    }

    /// Why it failed.
    public enum Reason: Sendable, Equatable {
        /// Nothing exists at the path.
        case notFound
        /// A folder where a file was expected.
        case isDirectory
        /// A file where a folder was expected.
        case notADirectory
        /// A FIFO, socket or device where a regular file was expected, named as in
        /// messages ("FIFO (named pipe)", "device").
        case notRegularFile(String)
        /// Larger than the limit the caller set.
        case tooLarge(bytes: Int, limit: Int)
        /// The file changed while it was being read (it became shorter).
        case changed
        /// Another process holds the lock.
        case locked
        /// The system call failed with this `errno`.
        case system(code: Int32)
    }

    public var path: String
    public var operation: Operation
    public var reason: Reason

    public init(path: String, operation: Operation, reason: Reason) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// The error a failed system call stands for: a missing path or a folder is
    /// named as such when reading; elsewhere the system's words say more
    /// ("cannot create a file in out (No such file or directory)").
    package init(path: String, operation: Operation, errno: Errno) {
        let reading = operation == .read || operation == .list
        self.init(path: path, operation: operation, reason:
            reading && errno.isNotFound ? .notFound
            : reading && errno == .isADirectory ? .isDirectory : .system(code: errno.code))
    }

    public var description: String {
        switch reason {
        case .notFound: return operation == .list ? "no such folder" : "no such file"
        case .isDirectory: return operation == .read ? "is a directory, not a file" : "is a folder, not a file"
        case .notADirectory: return "is a file, not a folder"
        case .notRegularFile(let kind): return "is a \(kind), not a regular file"
        case .tooLarge(let bytes, let limit): return "file is \(bytes) bytes, over the limit of \(limit) bytes"
        case .changed: return "changed while being read (it is shorter than before)"
        case .locked: return "in use by another contrastscan run (locked); wait for it to finish or choose another file"
        case .system(let code):
            let reason = Errno(code).description
            switch operation {
            case .read: return "cannot read file (\(reason))"
            case .openForWriting: return "cannot open it for writing (\(reason))"
            case .write: return "cannot write (\(reason))"
            case .create: return "cannot create a file in \(Self.folder(of: path)) (\(reason))"
            case .createFolder: return "cannot create the folder \(path) (\(reason))"
            case .flush: return "cannot flush (\(reason))"
            case .close: return "cannot close (\(reason))"
            case .rename: return "cannot rename into place (\(reason))"
            case .list: return "cannot list the folder (\(reason))"
            case .truncate: return "cannot cut it short (\(reason))"
            case .lock: return "cannot lock it (\(reason))"
            }
        }
    }

    /// The folder a path is in, "." for a bare name.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
