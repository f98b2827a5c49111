import Foundation
import PNGCodec

/// Paths of the committed test fixtures (Tests/Fixtures), found from this
/// file's location so tests run from any working directory.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    static func files(in folder: String, ext: String = "png") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { folder + "/" + $0 }
    }
}

/// FNV-1a 64 over the canonical RGBA buffer defined by
/// scripts/make-png-expectations: 8-bit samples as bytes, 16-bit samples as
/// two bytes big-endian.
func canonicalHash(_ image: Image) -> String {
    var hash: UInt64 = 0xcbf29ce484222325
    func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    for y in 0..<image.height {
        for x in 0..<image.width {
            guard let p = image.pixel(x: x, y: y) else { return "missing row \(y)" }
            for v in [p.red, p.green, p.blue, p.alpha] {
                if image.header.outputDepth == 16 {
                    mix(UInt8(v >> 8))
                    mix(UInt8(v & 0xFF))
                } else {
                    mix(UInt8(v / 257))
                }
            }
        }
    }
    let text = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
}
