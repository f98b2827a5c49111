import ContrastScan
import ContrastScanSupport

/// Turns the paths given to `contrastscan batch` into the screenshots to analyse.
///
/// - A folder is searched recursively for `*.png` (any case); hidden files and
///   folders and symbolic links inside it are skipped, as for `record` (see
///   `FileTree`); the folder itself is followed when it is a link.
/// - A file is taken as a screenshot, except `*.json` files — sidecars,
///   baselines (`*.contrast.json`) and truth files (`*.truth.json`) — which
///   are skipped, so `shots/*` works as well as `shots/*.png`.
/// - A path that does not exist but holds `*`, `?` or `[` is expanded with
///   glob(3), for patterns the shell did not expand (quoted, or no shell); of
///   what it matches, folders are searched and only `*.png` files kept, so
///   `shots/*` does not take the `--jsonl` file or the report in that folder.
/// - A path that names nothing is kept as an item with a problem: it becomes an
///   error row and the batch goes on.
///
/// The same screenshot reached twice — a folder and a file in it, or one file
/// spelt several ways (`b1`, `./b1`, `b1/../b1`, `$PWD/b1/x.png`, a link) — is
/// analysed once, under the first path that reached it: files are told apart by
/// their folder's device and inode and their name (`EntryIdentity`), not by
/// spelling. Hard links are screenshots of their own.
public enum BatchInputs {
    /// The screenshots `paths` name, in order, each once.
    /// - Parameters:
    ///   - paths: files, folders and patterns, as given on the command line.
    ///   - skippingFolder: a folder not to look into when a walk meets it (the
    ///     `--annotate` folder: its copies are output, and reading them back would
    ///     measure the boxes drawn on them). A path given explicitly is still taken.
    public static func items(for paths: [String], skippingFolder: String? = nil) -> [BatchItem] {
        var items: [BatchItem] = []
        var seenEntries = Set<EntryIdentity>()
        var seenPaths = Set<String>()
        var usedNames = Set<String>()
        var skipping = Set<FileIdentity>()
        if let skippingFolder, let status = try? Syscalls.status(skippingFolder), status.kind == .directory {
            skipping.insert(status.identity)
        }
        func add(_ item: BatchItem) {
            if item.problem == nil, let entry = EntryIdentity(path: item.path) {
                guard seenEntries.insert(entry).inserted else { return }
            } else {
                guard seenPaths.insert(item.path).inserted else { return }
            }
            var item = item
            item.outputName = uniqueName(item.relativePath, used: &usedNames)
            items.append(item)
        }
        for path in paths {
            for item in expand(path, fromPattern: false, skipping: skipping) { add(item) }
        }
        return items
    }

    private static func expand(_ path: String, fromPattern: Bool, skipping: Set<FileIdentity>) -> [BatchItem] {
        guard let status = try? Syscalls.status(path) else {
            if !fromPattern && path.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) {
                let matches = Syscalls.glob(path)
                if matches.isEmpty {
                    return [BatchItem(path: path, relativePath: baseName(path), problem: "no file matches this pattern")]
                }
                return matches.flatMap { expand($0, fromPattern: true, skipping: skipping) }
            }
            return [BatchItem(path: path, relativePath: baseName(path), problem: "no such file or folder")]
        }
        if status.kind == .directory {
            do {
                return try FileTree.files(under: path, suffix: ".png", skipping: skipping).map {
                    BatchItem(path: FileTree.join(path, $0), relativePath: $0)
                }
            } catch {
                return [BatchItem(path: path, relativePath: baseName(path), problem: error.description)]
            }
        }
        if path.lowercased().hasSuffix(".json") { return [] }
        if fromPattern && !path.lowercased().hasSuffix(".png") { return [] }
        return [BatchItem(path: path, relativePath: baseName(path))]
    }

    /// `name`, or `name` with `.2`, `.3`… before its extension when taken.
    private static func uniqueName(_ name: String, used: inout Set<String>) -> String {
        if used.insert(name).inserted { return name }
        let dot = name.lastIndex(of: ".").flatMap { name[$0...].contains("/") ? nil : $0 }
        let stem = dot.map { String(name[..<$0]) } ?? name
        let ext = dot.map { String(name[$0...]) } ?? ""
        var n = 2
        while !used.insert("\(stem).\(n)\(ext)").inserted { n += 1 }
        return "\(stem).\(n)\(ext)"
    }

    private static func baseName(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
    }
}
