import ContrastScan
import Foundation
import TestSupport
import Testing

/// Thin digits over diagonal colour stripes cut from a browser-rendered screen
/// (`Tests/Fixtures/stripes/digits-across-three-stripes`, from `scripts/make-browser-corpus`
/// seed 14, image 028-type-dark-3x-hc, region r12, tight sidecar, 45 px around the box: a
/// margin that keeps the sampling lattice of the large box where it lies in the full image).
@Suite("Text across stripes: the background is read beside the strokes")
struct StripesTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("stripes/\(name)") }

    /// Grey digits (#575757, weight 200) across green, brown and olive stripes; the truth, the
    /// per-channel median of the true background under the covered pixels, is #A9BC76 (3.49:1).
    /// The background grid's cells, half a line wide, straddle two stripes each, and their
    /// medians, mixes nowhere in the image, put the brown stripe behind the glyphs (#AA987F,
    /// 2.58:1, 26% low). Each glyph pixel now takes the surface right beside its stroke, and
    /// the stripes' edges are no longer taken for a shadow.
    @Test func theBackgroundBehindDigitsAcrossStripesIsTheStripesBesideTheirStrokes() throws {
        let region = try region("digits-across-three-stripes")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 3.49) <= 0.05 * 3.49, "\(ratio)")
        #expect(!region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
        #expect(region.verdict == .fail)
    }

    /// Light grey "Shared Reading" (#DCDCDC) over blue, red and lavender stripes (browser seed
    /// 57, 079-backgrounds-dark-2x r08, tight sidecar, 15 points around the box): 4.22:1 against
    /// the red most of it lies on, AA 4.5. Read 4.501:1 against a median a little bluer, it
    /// passed by 0.02% while its weakest twentieth of glyph pixels read 2.58:1 (over the
    /// lavender). A pass that thin over a background that varied is `review`, and says why.
    @Test func aLabelPassingByAHairOverStripesIsReview() throws {
        let region = try region("light-label-passing-by-a-hair-over-three-stripes")
        #expect(region.verdict == .review, "\(region.verdict) \(region.ratio ?? 0)")
        #expect(region.notes.contains { if case .thinPass = $0 { true } else { false } }, "\(region.warnings)")
    }
}
