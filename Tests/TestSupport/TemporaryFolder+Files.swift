import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File set-up and checks for the tests that work in a folder of their own: copies of
/// fixtures and screenshots, text written and read back, exact bytes before and after a
/// run, what a path is (`lstat`: a link is a link), and the temporary files a write may
/// leave behind. Names are raw bytes where they may not be UTF-8.
extension TemporaryFolder {
    /// Copies `source` (relative to the package root) to `name`, making folders.
    package func copy(_ source: String, to name: String) throws {
        let target = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent(source), to: target)
    }

    /// A screenshot `NAME.png` with its sidecar `NAME.json`, copied from `source` (a path
    /// without extension, relative to the package root): by default
    /// `Tests/Fixtures/bad/tiny-valid` (8×8, one passing region), small enough for bulk.
    package func screenshot(_ name: String, from source: String = "Tests/Fixtures/bad/tiny-valid") throws {
        try copy(source + ".png", to: name + ".png")
        try copy(source + ".json", to: name + ".json")
    }

    /// Copies `source` (relative to the package root) into `folder` under a raw byte name,
    /// which need not be UTF-8 (`caf\xE9.png`).
    package func copy(_ source: String, toRawName name: [UInt8], in folder: String) throws {
        let data = try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(source))
        try makeFolder(folder)
        let target = Array(path(folder).utf8) + [UInt8(ascii: "/")] + name + [0]
        let fd = target.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { Glibc_write(fd, $0.baseAddress!, $0.count) }
        guard written == data.count else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Writes `text` (UTF-8) to `name`, making folders.
    package func write(_ text: String, to name: String) throws {
        let target = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// The text of `name` (UTF-8; a bad byte becomes U+FFFD).
    /// - Throws: when the file cannot be read.
    package func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    package func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
    }

    /// A symbolic link `name` → `destination` (as written, relative to the link's folder or absolute).
    package func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: destination)
    }

    /// The file's bytes, or nil when it cannot be read.
    package func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    /// The text of `name`, or nil when it cannot be read.
    package func text(_ name: String) -> String? { try? read(name) }

    /// What `name` itself is, without following a link: "link", "file", "folder", "other" or "missing".
    package func kind(_ name: String) -> String { Self.kind(atPath: path(name)) }

    package static func kind(atPath path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "missing" }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return "link"
        case S_IFREG: return "file"
        case S_IFDIR: return "folder"
        default: return "other"
        }
    }

    /// Where the link `name` points, as stored in it.
    package func linkDestination(_ name: String) -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: path(name)) }

    /// The raw names in `folder` (relative; "" is the folder itself), "." and ".." left out.
    package func rawNames(in folder: String = "") -> [[UInt8]] {
        guard let dir = opendir(folder.isEmpty ? url.path : path(folder)) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Whether `folder` holds an entry named exactly `name` (raw bytes, e.g. `caf\xE9.png`).
    package func contains(raw name: [UInt8], in folder: String = "") -> Bool { rawNames(in: folder).contains(name) }

    /// Every regular file under the folder (links not followed), by relative path, with its bytes:
    /// taken before a run, compared after it, to show that nothing was destroyed.
    package func regularFiles() -> [String: Data] {
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [:] }
        var files: [String: Data] = [:]
        while let relative = walker.nextObject() as? String {
            if kind(relative) == "file", let data = bytes(relative) { files[relative] = data }
        }
        return files
    }

    /// Names anywhere under the folder that a write left behind: `.NAME.tmp-XXXXXX`.
    package func temporaryLeftovers() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.contains(".tmp-") { found.append(relative) }
        }
        return found
    }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
