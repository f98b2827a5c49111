import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

/// Inputs scripts/fuzz found, kept after their fix (Tests/Fixtures/fuzz/README.md).
@Suite("Fuzzer findings stay fixed")
struct FuzzFindingTests {
    static let folder = Goldens.root.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/fuzz")

    /// FuzzPNG, synthesised PNG: a Display P3 profile edited so white comes out at
    /// luminance 1.0016 (inside the 1% the profile check allows) made white on black
    /// 21.03:1. Relative luminance is defined on 0…1; ratios are now at most 21.
    @Test func aWhiteAboveLuminanceOneGivesAtMost21To1() throws {
        let png = try Data(contentsOf: Self.folder.appendingPathComponent("png-p3-white-above-1.png"))
        let sidecar = Sidecar(regions: [RegionSpec(id: "corner", rect: PointRect(x: 0, y: 0, width: 8, height: 8)),
                                        RegionSpec(id: "all", rect: PointRect(x: 0, y: 0, width: 511, height: 511), role: .decorative)])
        let report = try Analyzer().analyze(pngData: png, sidecar: sidecar, name: "png-p3-white-above-1.png")
        #expect(report.colorSpace == "Display P3 (iCCP \"P3\")")
        for region in report.regions {
            let ratio = try #require(region.ratio)
            #expect(ratio >= 1 && ratio <= 21, "\(region.id): \(ratio)")
            #expect(region.worstRatio.map { $0 <= 21 } ?? true)
        }
        #expect(report.regions.first?.ratio == 21)
    }
}
