import ContrastScan
import Foundation
import TestSupport
import Testing

/// Text with a `text-shadow` cut from browser-rendered screens (`Tests/Fixtures/shadows`, from
/// `scripts/make-browser-corpus` seed 12, tight sidecar), a far false pass before.
@Suite("Shadows: the background is the surface behind the text")
struct ShadowTests {
    private func region(_ name: String) throws -> RegionReport {
        let png = TestPaths.fixtures.appendingPathComponent("shadows/\(name).png")
        return try #require(try Analyzer().analyze(imageAt: png.path).regions.first)
    }

    /// Grey text (4.26:1 against the blue photo) with a soft dark shadow offset below it: the
    /// shadow darkens every pixel between the glyphs of the tight box, none is far enough from
    /// the ink to show the clean surface, and the darker background read 4.71:1 (passed at
    /// 4.5). The background between the glyphs is darker than the ring above and below the
    /// line shows, and unlike both: the surface is read from them, and the line fails.
    @Test func aShadowWiderThanTheLineIsNotTheBackground() throws {
        let region = try region("shadow-wider-than-the-line")
        #expect(region.verdict == .fail)
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 4.261) <= 0.05 * 4.261, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }
}
