/// Finds files by suffix in a folder and every folder below it, for the commands that take
/// folders (`batch`, `record`, `compare`).
///
/// Paths come back relative to the folder, `/`-separated and sorted, so output and
/// baselines do not depend on the order the file system lists entries. The folder given
/// is followed when it is a symbolic link (as `find -H` does: the user named it); links
/// met inside it are skipped, to files or folders, so a link cycle cannot make the walk
/// endless. Hidden files and folders (`.git`, `.build`) are skipped too, and so is any
/// folder listed in `skipping` (a `--annotate` folder inside the inputs is output, not
/// input). Names that are not UTF-8 are kept (see `PathEncoding`).
package enum FileTree {
    /// Relative paths of the regular files under `directory` whose names end in `suffix`
    /// (compared case-insensitively: `.png` finds `SHOT.PNG`).
    /// - Parameter skipping: folders (by identity) not to look into when met inside `directory`.
    /// - Throws: `FileError` when `directory` is missing, not a folder, or cannot be listed.
    package static func files(under directory: String, suffix: String,
                              skipping: Set<FileIdentity> = []) throws(FileError) -> [String] {
        let root: FileStatus
        do { root = try Syscalls.status(directory) } catch { throw FileError(path: directory, operation: .list, errno: error) }
        guard root.kind == .directory else { throw FileError(path: directory, operation: .list, reason: .notADirectory) }
        let lowerSuffix = suffix.lowercased()
        var found: [String] = []
        // Folders still to list, as paths relative to `directory` ("" is the folder itself).
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? directory : join(directory, relativeFolder)
            let names: [String]
            do {
                names = try Syscalls.directoryEntries(folder)
            } catch {
                // The folder given must be readable; a subfolder that is not is left out,
                // as `find` goes on past it.
                if relativeFolder.isEmpty { throw FileError(path: directory, operation: .list, errno: error) }
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                guard let status = try? Syscalls.status(join(directory, relative), followLinks: false) else { continue }
                switch status.kind {
                case .directory:
                    if !skipping.contains(status.identity) { pending.append(relative) }
                case .regular:
                    if name.lowercased().hasSuffix(lowerSuffix) { found.append(relative) }
                default:
                    continue   // links, devices, FIFOs, sockets
                }
            }
        }
        return found.sorted()
    }

    /// `directory` joined with a relative path from `files(under:suffix:)`.
    package static func join(_ directory: String, _ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }
}
