import ContrastScan
import Foundation
import TestSupport
import Testing

/// Text over a two-tone photo cut from a browser-rendered screen (`Tests/Fixtures/two-tone`, from
/// `scripts/make-browser-corpus` seed 15, image 069-backgrounds-light-2x, region r04, tight
/// sidecar, 24 px around the box): the edge between the two tones runs through the line.
@Suite("Two-tone backgrounds: a step is not a gradient")
struct TwoToneTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("two-tone/\(name)") }

    /// Dark grey bold text (#404040) over a photo green above and blue below, the wavy edge
    /// running through the lower half of the glyphs; most of the ink is over the green (#3AA652
    /// under the covered pixels, 3.34:1). Interpolating the background grid across the edge put
    /// a green-blue blend that is nowhere in the image (#389C66) under the glyphs near it, and
    /// the line read 3.03:1, 9% low. Across a step each glyph pixel takes the cell on its own
    /// side: the background read is the green, and the ratio within 5% of the truth.
    @Test func theBackgroundAcrossAStepIsOneOfItsTwoTonesNotABlend() throws {
        let region = try region("step-edge-through-the-line")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 3.34) <= 0.05 * 3.34, "\(ratio)")
        let background = try #require(region.background)
        // The green under the covered pixels, #3AA652.
        let off = max(abs(background.red - 0x3A / 255.0), abs(background.green - 0xA6 / 255.0),
                      abs(background.blue - 0x52 / 255.0))
        #expect(off <= 4 / 255.0, "\(background.hex)")
    }
}
