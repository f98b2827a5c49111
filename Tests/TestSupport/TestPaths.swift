import Foundation

/// Where the package and its committed fixtures are, found from this file's
/// location so tests run from any working directory: the one place every
/// test target asks.
package enum TestPaths {
    /// The package's root folder (where Package.swift is).
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`.
    package static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// A path below the package root, e.g. `Goldens/card-light.png`.
    package static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// A path below `Tests/Fixtures`, e.g. `color/p3-screenshot.png`.
    package static func fixture(_ relative: String) -> String { fixtures.appendingPathComponent(relative).path }
}
