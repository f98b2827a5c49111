/// Which directory entry a path names, whatever its spelling: the identity
/// (device and inode) of the folder it is in, and its name there. `b1/x.png`,
/// `./b1/x.png`, `b1/../b1/x.png`, `$PWD/b1/x.png` and a link to the file are
/// one entry; two hard links to one PNG are two (each is a screenshot of its
/// own, with its own sidecar beside it), which is why this, not the file's own
/// inode, tells inputs apart.
package struct EntryIdentity: Sendable, Hashable {
    package var folder: FileIdentity
    package var name: String

    /// The entry `path` names, its links followed; nil when its folder cannot be reached.
    package init?(path: String) {
        let resolved = FileOutput.resolveLinks(path).path
        var trimmed = Substring(resolved)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
        guard let status = try? Syscalls.status(folder) else { return nil }
        self.folder = status.identity
        self.name = name
    }

    /// `paths` without the ones that name an entry an earlier one already named
    /// (`x.png ./x.png`), in order; paths whose folder cannot be reached are all
    /// kept (each is an error of its own).
    package static func distinct(_ paths: [String]) -> [String] {
        var seen = Set<EntryIdentity>()
        return paths.filter { path in
            guard let entry = EntryIdentity(path: path) else { return true }
            return seen.insert(entry).inserted
        }
    }
}
