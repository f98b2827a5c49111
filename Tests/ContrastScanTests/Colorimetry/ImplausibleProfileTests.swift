import ContrastScan
import ContrastScanSupport
import Foundation
import PNGCodec
import TestSupport
import Testing

/// A profile Little CMS reads but whose colorants do not add up to white would scale
/// every luminance — white at 1.5 makes black on white 31:1 — so it is set aside, with a
/// warning, like a profile Little CMS cannot read.
@Suite("Profiles that map white away from luminance 1 are not used")
struct ImplausibleProfileTests {
    static let displayP3 = [UInt8](try! Data(contentsOf: Goldens.root.deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/color/DisplayP3.icc")))

    /// DisplayP3.icc with its rXYZ, gXYZ and bXYZ colorants multiplied by `factor`.
    static func scaledColorants(_ factor: Double) -> [UInt8] {
        var profile = displayP3
        func be32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(profile[at + $1]) } }
        for tag in 0..<be32(128) {
            let entry = 132 + 12 * tag
            guard ["rXYZ", "gXYZ", "bXYZ"].contains(String(decoding: profile[entry..<entry + 4], as: UTF8.self)) else { continue }
            let offset = be32(entry + 4)
            for component in 0..<3 {
                let at = offset + 8 + 4 * component
                let value = Double(Int32(bitPattern: UInt32(be32(at)))) / 65536 * factor
                let fixed = UInt32(bitPattern: Int32((value * 65536).rounded()))
                for i in 0..<4 { profile[at + i] = UInt8(truncatingIfNeeded: fixed >> (24 - 8 * UInt32(i))) }
            }
        }
        return profile
    }

    @Test func theRealDisplayP3ProfileIsUsed() {
        let colorimetry = ImageColorimetry.resolve(ColorChunks(iccProfile: .init(name: "P3", data: Self.displayP3)))
        #expect(colorimetry.cssSpace == "display-p3")
        #expect(colorimetry.warnings.isEmpty)
    }

    @Test func colorantsThatDoNotAddUpToWhiteAreSetAside() {
        let colorimetry = ImageColorimetry.resolve(ColorChunks(iccProfile: .init(name: "Bright", data: Self.scaledColorants(1.5))))
        #expect(colorimetry.name == "sRGB (fallback)")
        #expect(colorimetry.isSRGB)
        #expect(colorimetry.warnings.count == 1)
        #expect(colorimetry.warnings.first?.hasPrefix("iCCP \"Bright\" not used: it maps white to luminance 1.5") == true)
    }
}
