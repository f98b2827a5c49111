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
    public static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound }
            throw .unreadable(String(cString: strerror(code)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isDirectory
        case S_IFIFO: throw .notRegularFile("FIFO (named pipe)")
        case S_IFSOCK: throw .notRegularFile("socket")
        case S_IFCHR, S_IFBLK: throw .notRegularFile("device")
        default: throw .notRegularFile("special file")
        }
        let size = Int(info.st_size)
        if size > limit { throw .tooLarge(bytes: size, limit: limit) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit { throw Problem.tooLarge(bytes: data.count, limit: limit) }
            return [UInt8](data)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw .unreadable(error.localizedDescription)
        }
    }
}
