import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away (or by
/// `remove()`: a `defer { folder.remove() }` also keeps the folder alive to the end of the
/// scope, which a path string handed to a process does not).
package final class TemporaryFolder {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("contrastscan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Removes the folder and everything in it now.
    package func remove() { try? FileManager.default.removeItem(at: url) }

    deinit { remove() }
}
