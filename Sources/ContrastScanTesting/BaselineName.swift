import ContrastGating
import Foundation

/// Baseline file names for the test helper.
enum BaselineName {
    /// `name` as a safe file name ending in `.png` (the image name the baseline records):
    /// characters other than ASCII letters, digits, `.`, `_`, `-`, `~` become `-`, so a
    /// test name cannot write outside the baseline folder.
    static func file(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return scalar.isASCII && (c.isLetter || c.isNumber || "._-~".contains(c)) ? c : "-"
        })
        if safe.lowercased().hasSuffix(".png") { safe.removeLast(4) }
        while safe.hasPrefix(".") { safe.removeFirst() }
        return (safe.isEmpty ? "screenshot" : safe) + ".png"
    }

    /// `__ContrastBaselines__` beside the test file.
    static func defaultDirectory(besideTestFile filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__ContrastBaselines__").path
    }
}
