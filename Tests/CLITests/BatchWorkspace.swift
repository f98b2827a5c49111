import TestSupport
import Foundation
import Testing

/// A temporary folder of screenshots for `batch`/`merge` tests, removed by `remove()`.
/// Screenshots are copies of small committed files: `Tests/Fixtures/bad/tiny-valid.png`
/// (8×8, one passing region) for bulk, the 390×240 `card-failing` golden where verdicts matter.
struct BatchWorkspace {
    let root: URL

    static func make() throws -> BatchWorkspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cs-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return BatchWorkspace(root: root)
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Copies `source` (relative to the package root) to `name` in the workspace, making folders.
    func copy(_ source: String, to name: String) throws {
        let target = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(source), to: target)
    }

    /// A screenshot `NAME.png` with its sidecar `NAME.json`, copied from `source` (a path without extension).
    func screenshot(_ name: String, from source: String = "Tests/Fixtures/bad/tiny-valid") throws {
        try copy(source + ".png", to: name + ".png")
        try copy(source + ".json", to: name + ".json")
    }

    func write(_ text: String, to name: String) throws {
        let target = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(name)), as: UTF8.self)
    }

    /// The JSON lines of a `--jsonl` file, parsed.
    func lines(_ name: String) throws -> [[String: Any]] {
        try read(name).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
