import ColorScience
import ContrastScan
import Foundation
import TestSupport
import Testing

/// Text over two-tone photos cut from browser-rendered screens (`Tests/Fixtures/two-tone`, from
/// `scripts/make-browser-corpus`, tight sidecars; each fixture's source below).
@Suite("Two-tone backgrounds: a step is not a gradient")
struct TwoToneTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("two-tone/\(name)") }

    /// Dark grey bold text (#404040) over a photo green above and blue below (`step-edge-through-the-line`:
    /// seed 15, image 069-backgrounds-light-2x, region r04, 24 px around the box), the wavy edge
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
        #expect(maxChannelDifference(background, try #require(RGB(hex: "#3AA652"))) <= 4 / 255.0, "\(background.hex)")
    }

    /// Thin grey digits ("10:08", weight 200, #636363) on a yellow photo whose blue wave comes
    /// within the ring above the line (`thin-grey-digits-under-a-blue-wave`: seed 42, image
    /// 049-backgrounds-light-2x, region r05, 40 px around the box; true 3.41:1 against 3:1).
    /// The first glyph colour is the most distinct from the nearest background of any band, and
    /// the blue lies nearer to the grey strokes than to their grey-yellow edges: the edges were
    /// taken for the glyphs and kept (few pixels fully covered), 2.68:1, failed with no note.
    /// The fully covered pixels' grey lies farther from the yellow under them than the edges
    /// do, so it is the stroke colour.
    @Test func thinStrokesAreReadInTheirOwnColourNotTheirEdgesNextToAnotherTone() throws {
        let region = try region("thin-grey-digits-under-a-blue-wave")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 3.41) <= 0.05 * 3.41, "\(ratio)")
        let foreground = try #require(region.foreground)
        #expect(maxChannelDifference(foreground, try #require(RGB(hex: "#636363"))) <= 4 / 255.0, "\(foreground.hex)")
        #expect(region.verdict == .pass, "\(region.warnings)")
    }

    /// White bold text ("Shared Backup Calendar", #FEFEFF) over a blue sky, the blurred edge of a
    /// green hill just below its baseline (`white-title-over-a-sky-a-hill-just-below-its-line`:
    /// seed 52, image 097-effects-dark-3x, region r04, 16 pt around the box; true 2.60:1 against
    /// the sky under every glyph, large text, 3:1). The surface beside the strokes differs from
    /// the one farther out (the hill), so the background grid was read, and its cells across the
    /// hill's edge gave a teal blend under the glyphs: 3.32:1, passed with full confidence, a far
    /// false pass. Three tenths of the glyph pixels read 2.6:1 against the background right under
    /// them: a pass must hold for them too.
    @Test func aPassAcrossAStepNotReadBesideTheStrokesMustHoldForMostOfTheGlyphs() throws {
        let region = try region("white-title-over-a-sky-a-hill-just-below-its-line")
        #expect(region.verdict != .pass, "\(region.ratio ?? 0) \(region.warnings)")
        #expect(region.warnings.contains { $0.hasPrefix(ContrastEstimator.unresolvedStepNotePrefix) }, "\(region.warnings)")
    }
}
