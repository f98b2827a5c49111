import ContrastScan
import ContrastScanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths given to `contrastscan batch` into the screenshots to analyse.
///
/// - A folder is searched recursively for `*.png` (any case); hidden files and
///   folders and symbolic links are skipped, as for `record` (see `FileTree`).
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
/// The same screenshot reached twice (a folder and a file in it) is analysed once.
public enum BatchInputs {
    public static func items(for paths: [String]) -> [BatchItem] {
        var items: [BatchItem] = []
        var seen = Set<String>()
        var usedNames = Set<String>()
        func add(_ item: BatchItem) {
            guard seen.insert(item.path).inserted else { return }
            var item = item
            item.outputName = uniqueName(item.relativePath, used: &usedNames)
            items.append(item)
        }
        for path in paths {
            for item in expand(path, fromPattern: false) { add(item) }
        }
        return items
    }

    private static func expand(_ path: String, fromPattern: Bool) -> [BatchItem] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if !fromPattern && path.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) {
                let matches = Syscalls.glob(path)
                if matches.isEmpty {
                    return [BatchItem(path: path, relativePath: baseName(path), problem: "no file matches this pattern")]
                }
                return matches.flatMap { expand($0, fromPattern: true) }
            }
            return [BatchItem(path: path, relativePath: baseName(path), problem: "no such file or folder")]
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            do {
                return try FileTree.files(under: path, suffix: ".png").map {
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
