import Foundation

/// Finds files by suffix in a folder and every folder below it, for the commands that take
/// folders (`record`, `compare`).
///
/// Paths come back relative to the folder, `/`-separated and sorted, so output and
/// baselines do not depend on the order the file system lists entries. Hidden files and
/// folders (`.git`, `.build`) are skipped, and so are symbolic links, to files or folders
/// (a link cycle cannot make the walk endless).
public enum FileTree {
    /// Why a folder could not be walked; `description` is the problem only, the caller
    /// names the folder.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case notFound
        case notADirectory
        case unreadable(String)

        public var description: String {
            switch self {
            case .notFound: return "no such folder"
            case .notADirectory: return "is a file, not a folder"
            case .unreadable(let reason): return "cannot list the folder (\(reason))"
            }
        }
    }

    /// Relative paths of the regular files under `directory` whose names end in `suffix`
    /// (compared case-insensitively: `.png` finds `SHOT.PNG`).
    public static func files(under directory: String, suffix: String) throws(Problem) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { throw .notFound }
        guard isDirectory.boolValue else { throw .notADirectory }
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw .unreadable("cannot open it")
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
    public static func join(_ directory: String, _ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }
}
