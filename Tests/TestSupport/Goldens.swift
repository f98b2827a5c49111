import Foundation

/// The bundled golden screenshots (`Goldens/NAME.png` with `NAME.json`).
package enum Goldens {
    package static let root = TestPaths.packageRoot.appendingPathComponent("Goldens")

    /// Every golden's name, sorted.
    package static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }
}
