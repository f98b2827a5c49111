#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Every call into the C library that the package makes, in one file (after
// swift-system's Syscalls.swift): each is wrapped once, retried on EINTR where
// the call can be interrupted, and turns a failure into a thrown `Errno`.
// Nothing else in the package calls these functions directly.

/// A failed system call's error number, with the system's text for it.
package struct Errno: Error, Sendable, Equatable, CustomStringConvertible {
    package var code: Int32

    package init(_ code: Int32) { self.code = code }

    /// The calling thread's `errno`, right after a call failed.
    package static var current: Errno { Errno(errno) }

    /// `strerror(3)`: "No such file or directory", "File too large".
    package var description: String { String(cString: strerror(code)) }

    package static let noSuchFile = Errno(ENOENT)
    package static let notADirectory = Errno(ENOTDIR)
    package static let isADirectory = Errno(EISDIR)
    package static let interrupted = Errno(EINTR)
    package static let wouldBlock = Errno(EWOULDBLOCK)
    package static let exists = Errno(EEXIST)
    package static let brokenPipe = Errno(EPIPE)

    /// Whether the path (or a folder on it) does not exist.
    package var isNotFound: Bool { code == ENOENT || code == ENOTDIR }
}

/// What kind of thing a path names.
package enum FileKind: Sendable, Equatable {
    case regular, directory, fifo, socket, characterDevice, blockDevice, symbolicLink, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "FIFO (named pipe)", "device": how messages name a file that is not a regular one.
    package var noun: String {
        switch self {
        case .regular: return "regular file"
        case .directory: return "folder"
        case .fifo: return "FIFO (named pipe)"
        case .socket: return "socket"
        case .characterDevice, .blockDevice: return "device"
        case .symbolicLink: return "symbolic link"
        case .other: return "special file"
        }
    }
}

/// What `stat(2)` says of a file.
package struct FileStatus: Sendable, Equatable {
    package var kind: FileKind
    package var size: Int
    /// Device and inode: the file's identity, whatever path reached it.
    package var device: UInt64
    package var inode: UInt64

    init(_ info: stat) {
        kind = FileKind(mode: info.st_mode)
        size = Int(info.st_size)
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Whether `other` is the same file (same device and inode).
    package func isSameFile(as other: FileStatus) -> Bool { device == other.device && inode == other.inode }

    /// Device and inode, as a key.
    package var identity: FileIdentity { FileIdentity(device: device, inode: inode) }
}

/// A file's identity, whatever path reached it: its device and inode. Two
/// spellings of one path (`b1`, `./b1`, `$PWD/b1`), a link and its target, and
/// hard links all have the same identity.
package struct FileIdentity: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64
}

/// An open file descriptor, closed by whoever owns it (`close()`).
package struct FileDescriptor: Sendable, Equatable {
    package let rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    package static let standardOutput = FileDescriptor(rawValue: 1)
    package static let standardError = FileDescriptor(rawValue: 2)

    /// How a file is opened.
    package struct Options: OptionSet, Sendable {
        package let rawValue: Int32
        package init(rawValue: Int32) { self.rawValue = rawValue }
        package static let readOnly = Options(rawValue: O_RDONLY)
        package static let writeOnly = Options(rawValue: O_WRONLY)
        package static let readWrite = Options(rawValue: O_RDWR)
        package static let create = Options(rawValue: O_CREAT)
        package static let exclusive = Options(rawValue: O_EXCL)
        package static let append = Options(rawValue: O_APPEND)
        package static let truncate = Options(rawValue: O_TRUNC)
        package static let nonBlocking = Options(rawValue: O_NONBLOCK)
        package static let noFollow = Options(rawValue: O_NOFOLLOW)
    }

    /// `open(2)`, close-on-exec, retried on EINTR (opening a FIFO can be interrupted).
    package static func open(_ path: String, _ options: Options, permissions: mode_t = 0o644) throws(Errno) -> FileDescriptor {
        let cPath = PathEncoding.cString(path)
        let fd = try retryingOnInterrupt {
            cPath.withUnsafeBufferPointer { Glibc_open($0.baseAddress!, options.rawValue | O_CLOEXEC, permissions) }
        }
        return FileDescriptor(rawValue: fd)
    }

    /// Whether the descriptor is open (`fcntl(F_GETFD)` does not fail with EBADF).
    package var isOpen: Bool { fcntl(rawValue, F_GETFD) != -1 || errno != EBADF }

    /// `read(2)` into `buffer`; 0 at the end of the file.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        return try retryingOnInterrupt { Glibc_read(rawValue, base, buffer.count) }
    }

    /// `pread(2)` at `offset`; 0 at the end of the file.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        return try retryingOnInterrupt { pread(rawValue, base, buffer.count, off_t(offset)) }
    }

    /// `write(2)` until every byte is written: a short write (a pipe, a full disk
    /// that frees up) is continued; an error is thrown.
    package func writeAll<Bytes: Collection>(_ bytes: Bytes) throws(Errno) where Bytes.Element == UInt8 {
        let written: Errno? = bytes.withContiguousStorageIfAvailable { buffer -> Errno? in
            do throws(Errno) { try writeAll(UnsafeRawBufferPointer(buffer)); return nil } catch { return error }
        } ?? {
            let copy = Array(bytes)
            return copy.withUnsafeBytes { buffer -> Errno? in
                do throws(Errno) { try writeAll(buffer); return nil } catch { return error }
            }
        }()
        if let written { throw written }
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) throws(Errno) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            offset += try retryingOnInterrupt { Glibc_write(rawValue, base + offset, buffer.count - offset) }
        }
    }

    /// `fstat(2)`.
    package func status() throws(Errno) -> FileStatus {
        var info = stat()
        _ = try retryingOnInterrupt { fstat(rawValue, &info) }
        return FileStatus(info)
    }

    /// `fsync(2)`: the bytes written are on disk.
    package func synchronize() throws(Errno) {
        _ = try retryingOnInterrupt { fsync(rawValue) }
    }

    /// `fchmod(2)`.
    package func setPermissions(_ permissions: mode_t) throws(Errno) {
        _ = try retryingOnInterrupt { fchmod(rawValue, permissions) }
    }

    /// `ftruncate(2)`.
    package func truncate(to length: Int) throws(Errno) {
        _ = try retryingOnInterrupt { ftruncate(rawValue, off_t(length)) }
    }

    /// `flock(2)` with `LOCK_EX | LOCK_NB`: false when another process holds the lock.
    package func tryLockExclusively() throws(Errno) -> Bool {
        do {
            _ = try retryingOnInterrupt { flock(rawValue, LOCK_EX | LOCK_NB) }
            return true
        } catch where error == .wouldBlock {
            return false
        }
    }

    /// `close(2)`. Not retried on EINTR: the descriptor is gone either way.
    package func close() throws(Errno) {
        if Glibc_close(rawValue) != 0 { throw Errno.current }
    }

    /// `isatty(3)`.
    package var isTerminal: Bool { isatty(rawValue) == 1 }

    /// The terminal's width in columns (`TIOCGWINSZ`); nil when it is not a terminal.
    package var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Calls on paths.
package enum Syscalls {
    /// `stat(2)` (following links) or `lstat(2)` (`followLinks: false`).
    package static func status(_ path: String, followLinks: Bool = true) throws(Errno) -> FileStatus {
        var info = stat()
        let cPath = PathEncoding.cString(path)
        _ = try retryingOnInterrupt {
            cPath.withUnsafeBufferPointer { followLinks ? stat($0.baseAddress!, &info) : lstat($0.baseAddress!, &info) }
        }
        return FileStatus(info)
    }

    /// `rename(2)`.
    package static func rename(_ from: String, to: String) throws(Errno) {
        let cFrom = PathEncoding.cString(from), cTo = PathEncoding.cString(to)
        _ = try retryingOnInterrupt {
            cFrom.withUnsafeBufferPointer { a in cTo.withUnsafeBufferPointer { b in Glibc_rename(a.baseAddress!, b.baseAddress!) } }
        }
    }

    /// `unlink(2)`.
    package static func unlink(_ path: String) throws(Errno) {
        let cPath = PathEncoding.cString(path)
        _ = try retryingOnInterrupt { cPath.withUnsafeBufferPointer { Glibc_unlink($0.baseAddress!) } }
    }

    /// `mkdir(2)`.
    package static func makeDirectory(_ path: String, permissions: mode_t = 0o755) throws(Errno) {
        let cPath = PathEncoding.cString(path)
        _ = try retryingOnInterrupt { cPath.withUnsafeBufferPointer { mkdir($0.baseAddress!, permissions) } }
    }

    /// `truncate(2)`.
    package static func truncate(_ path: String, to length: Int) throws(Errno) {
        let cPath = PathEncoding.cString(path)
        _ = try retryingOnInterrupt { cPath.withUnsafeBufferPointer { Glibc_truncate($0.baseAddress!, off_t(length)) } }
    }

    /// `realpath(3)`: the absolute path with every link resolved.
    package static func realPath(_ path: String) throws(Errno) -> String {
        let cPath = PathEncoding.cString(path)
        guard let resolved = cPath.withUnsafeBufferPointer({ realpath($0.baseAddress!, nil) }) else { throw Errno.current }
        defer { free(resolved) }
        return PathEncoding.string(from: UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
                                                             count: strlen(resolved)))
    }

    /// `readlink(2)`: where a symbolic link points, as written in the link.
    package static func linkTarget(_ path: String) throws(Errno) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let cPath = PathEncoding.cString(path)
        let count = try retryingOnInterrupt {
            cPath.withUnsafeBufferPointer { readlink($0.baseAddress!, &buffer, buffer.count - 1) }
        }
        return PathEncoding.string(from: buffer[..<count].map { UInt8(bitPattern: $0) })
    }

    /// `opendir(3)`/`readdir(3)`: the names in a folder ("." and ".." left out),
    /// in the order the file system lists them; names that are not UTF-8 are
    /// escaped (`PathEncoding`), so each opens its own file.
    package static func directoryEntries(_ path: String) throws(Errno) -> [String] {
        let cPath = PathEncoding.cString(path)
        guard let directory = cPath.withUnsafeBufferPointer({ opendir($0.baseAddress!) }) else { throw Errno.current }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Errno.current }
                return names
            }
            // The name is read in place, up to its NUL: a `dirent` in readdir's buffer is
            // only as long as its name (d_reclen), so copying the struct (`entry.pointee`,
            // 256 bytes of d_name) read past the buffer's end for the last entry of a
            // block — AddressSanitizer's heap-buffer-overflow, in a folder of 6,000 files.
            let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
            let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
            let name = Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(PathEncoding.string(from: name))
        }
    }

    /// `mkstemps(3)`: creates a new file from `template` (`…XXXXXX` followed by
    /// `suffixLength` more characters) and returns its descriptor and path.
    package static func makeTemporaryFile(template: String, suffixLength: Int = 0) throws(Errno) -> (FileDescriptor, String) {
        var bytes = PathEncoding.cString(template)
        let fd = try retryingOnInterrupt {
            bytes.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffixLength)) }
        }
        // Close on exec, as every other descriptor the package opens.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let path = PathEncoding.string(from: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        return (FileDescriptor(rawValue: fd), path)
    }

    /// `glob(3)`: the paths matching a shell pattern, sorted; empty when none match.
    package static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        let cPattern = PathEncoding.cString(pattern)
        guard cPattern.withUnsafeBufferPointer({ Glibc_glob($0.baseAddress!, 0, nil, &result) }) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(result.gl_pathc) {
            if let pointer = result.gl_pathv[index] { paths.append(string(fromCString: pointer)) }
        }
        return paths.sorted()
    }

    /// The process's arguments without the program name, as the bytes `argv`
    /// holds (`CommandLine.arguments` replaces bytes that are not UTF-8 with
    /// U+FFFD, after which a file name can no longer be opened).
    package static func commandLineArguments() -> [String] {
        let argv = CommandLine.unsafeArgv
        return (1..<Int(CommandLine.argc)).compactMap { index in argv[index].map { string(fromCString: $0) } }
    }

    /// Makes sure descriptors 0, 1 and 2 are open: each one found closed is
    /// opened on `/dev/null`, so no file opened later takes its number (a
    /// `--jsonl` file given descriptor 1 would receive the summary).
    /// - Returns: the descriptors that were closed.
    package static func reserveStandardDescriptors() -> [Int32] {
        var closed: [Int32] = []
        for fd in Int32(0)...2 where !FileDescriptor(rawValue: fd).isOpen {
            closed.append(fd)
        }
        for _ in closed {
            // open(2) takes the lowest free number: the closed ones, in order.
            _ = Glibc_open("/dev/null", O_RDWR, 0)
        }
        return closed
    }

    private static func string(fromCString pointer: UnsafePointer<CChar>) -> String {
        PathEncoding.string(from: UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                      count: strlen(pointer)))
    }

    /// `getenv(3)`.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `signal(SIGPIPE, SIG_IGN)`: a closed pipe becomes an EPIPE error on the
    /// write, which the caller reports, instead of a silent death by signal.
    package static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

}

/// Runs `call` until it does not fail with EINTR; a -1 result throws `errno`.
@inline(__always)
private func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) throws(Errno) -> Result {
    while true {
        let result = call()
        if result != -1 { return result }
        let error = Errno.current
        if error != .interrupted { throw error }
    }
}

// The C functions whose names the wrappers above reuse, under names that do not clash.
@inline(__always) private func Glibc_open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
@inline(__always) private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
@inline(__always) private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func Glibc_rename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 { rename(from, to) }
@inline(__always) private func Glibc_unlink(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }
@inline(__always) private func Glibc_truncate(_ path: UnsafePointer<CChar>, _ length: off_t) -> Int32 { truncate(path, length) }
@inline(__always) private func Glibc_glob(_ pattern: UnsafePointer<CChar>, _ flags: Int32,
                                          _ errfunc: (@convention(c) (UnsafePointer<CChar>?, Int32) -> Int32)?,
                                          _ result: UnsafeMutablePointer<glob_t>) -> Int32 {
    glob(pattern, flags, errfunc, result)
}

extension Syscalls {
    /// The process's environment (`environ`), without Foundation.
    package static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
