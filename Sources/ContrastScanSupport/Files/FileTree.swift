import Foundation

/// Finds files by suffix in a folder and every folder below it, for the commands that take
/// folders (`record`, `compare`).
///
/// Paths come back relative to the folder, `/`-separated and sorted, so output and
/// baselines do not depend on the order the file system lists entries. Hidden files and
/// folders (`.git`, `.build`) are skipped, and so are symbolic links, to files or folders
/// (a link cycle cannot make the walk endless).
package enum FileTree {
    /// Relative paths of the regular files under `directory` whose names end in `suffix`
    /// (compared case-insensitively: `.png` finds `SHOT.PNG`).
    package static func files(under directory: String, suffix: String) throws(FileError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw FileError(path: directory, operation: .list, reason: .notFound)
        }
        guard isDirectory.boolValue else { throw FileError(path: directory, operation: .list, reason: .notADirectory) }
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw FileError(path: directory, operation: .list, reason: .system(code: Errno.current.code))
        }
        let lowerSuffix = suffix.lowercased()
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                // Hidden: skip it, and everything under it when it is a folder.
                if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { walker.skipDescendants() }
                continue
            }
            guard name.lowercased().hasSuffix(lowerSuffix),
                  walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            found.append(relative)
        }
        return found.sorted()
    }

    /// `directory` joined with a relative path from `files(under:suffix:)`.
    package static func join(_ directory: String, _ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }
}
