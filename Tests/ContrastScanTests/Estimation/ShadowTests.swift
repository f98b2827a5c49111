@testable import ContrastScan
import Foundation
import TestSupport
import Testing

/// Text with a `text-shadow` cut from browser-rendered screens (`Tests/Fixtures/shadows`, from
/// `scripts/make-browser-corpus` seeds 12, 14 and 15, tight sidecars, 24 px around each box): two
/// far false passes before, and a ratio read 16% low. The `glow-` crops are loose boxes (seeds 11
/// and 15, the `.loose.json` box, full width, 20 pt or more above and below; seed 15's 16-bit
/// screen cut to 8 bits): far false passes the glow rule made before it asked for one surface.
/// `glow-over-a-changing-photo` is seed 19's tight box; `gradient-is-not-a-glow` is cut from the
/// layered corpus (`scripts/make-accuracy-corpus`, seed 1), 16 bits cut to 8.
/// `grey-text-beside-a-bright-blob` and `tan-title-shadowed-on-dark-blue` are seed 20's tight boxes;
/// `grey-text-shadowed-over-bright-specks` is seed 33's 063-header-photo-light-3x r02, tight;
/// `gear-on-a-mottled-material` seed 34's 035-material-dark-2x-adam7 r17, its loose box;
/// `dark-text-in-a-black-halo` seed 38's 067-effects-light-3x r02, tight (at scale 1);
/// `halo-still-fading-over-stripes` seed 39's 077-effects-dark-3x-16bit r03, tight, 16 bits and
/// scale 3 kept (cut at a multiple of 6 pixels, so the sampling lattice reads the same pixels);
/// `dark-shadow-over-a-panel-and-a-sky` seed 40's 043-header-photo-light-3x r02, tight, 48 px
/// around the box (cut at a multiple of 3, reading as the whole screen does).
@Suite("Shadows: the background is the surface behind the text")
struct ShadowTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("shadows/\(name)") }

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

    /// White text (4.20:1 against the green photo, AA 4.5) under a dark shadow whose blur reaches
    /// past the ring: the background read keeps a little of the shadow and the line read 4.57:1,
    /// a pass by 1.5%. A shadow only ever raises the ratio read, so a pass that thin beside one
    /// is not trusted: `review`, with the ratio itself unchanged and the span reaching 3% below it.
    @Test func aThinPassBesideAShadowIsReview() throws {
        let region = try region("thin-pass-beside-a-shadow")
        #expect(region.verdict == .review)
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 4.202) <= 0.1 * 4.202, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
        #expect(region.warnings.contains(ContrastEstimator.shadowMarginNote), "\(region.warnings)")
    }

    /// Near-black text (6.54:1 against the green photo) with a black shadow: the shadow lies on
    /// the line from the green to the glyph colour, where anti-aliased edges lie, so its faint
    /// outskirts were taken for the background and the line read 5.50:1. The pixels next to the
    /// glyphs lie farther along that line than those far from them: the background is read from
    /// the farthest, and no margin is added below the ratio (such a shadow only lowers it).
    @Test func aShadowOfTheGlyphsOwnColourIsNotTheBackground() throws {
        let region = try region("shadow-of-the-glyphs-own-colour")
        #expect(region.verdict == .pass)
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 6.537) <= 0.05 * 6.537, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
        #expect(!region.warnings.contains(ContrastEstimator.shadowMarginNote), "\(region.warnings)")
    }

    /// Dark purple bold text (4.30:1 against a blue sky, AA 4.5) in a black halo
    /// (`text-shadow: 0 0 3px rgba(0,0,0,0.8), 0 0 8px rgba(0,0,0,0.6)`): the halo's pixels lie on
    /// the line from the sky to black, off the one to the glyphs' purple by more than the grain,
    /// so the glow was not recognised and the halo was read as the sky: 3.79:1. A halo of black
    /// (white) around glyphs darker (lighter) than the surface is a glow too: the sky is read
    /// from the pixels farthest from the glyphs, and the line fails near its true ratio.
    @Test func aBlackHaloAroundDarkColouredTextIsNotTheBackground() throws {
        let region = try region("dark-text-in-a-black-halo")
        #expect(region.verdict == .fail, "\(region.verdict) \(region.ratio ?? 0)")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 4.301) <= 0.05 * 4.301, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// Pale green bold text (4.21:1 against diagonal stripes, AA 4.5) in a black halo 24 pixels
    /// wide at @3: the halo still darkens the pixels a fifth of the line's height from the
    /// glyphs, where the background was read, and lifts steadily with distance to the ring's
    /// edge. It read 4.84:1, a pass — a far false pass on a fresh seed (39). The background is
    /// read from the farthest tenth of the pixels, where the halo has faded most, and the line
    /// is not passed.
    @Test func aHaloStillFadingAtTheRingsEdgeIsNotTheBackground() throws {
        let region = try region("halo-still-fading-over-stripes")
        #expect(region.verdict != .pass, "\(region.verdict) \(region.ratio ?? 0)")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 4.207) <= 0.05 * 4.207, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// A loose box (blue text, 2.84:1, AA large 3:1, with a dark shadow) stretched from a cloud to
    /// a pale sun beside the line: the pixels far from the glyphs are sky, cloud and sun, not one
    /// surface, and those next to the glyphs lie off the line from them to the glyph colour. The
    /// glow rule read the background from the farthest tenth (the sun's side) and passed the line
    /// at 3.14:1; it does not apply, and the line is not passed.
    @Test func aGlowIsNotReadAcrossASecondSurfaceBesideTheLine() throws {
        let region = try region("glow-beside-a-sun")
        #expect(region.verdict != .pass, "\(region.verdict) \(region.ratio ?? 0)")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 2.835) <= 0.05 * 2.835, "\(ratio)")
    }

    /// A loose box (olive text, 2.59:1, AA large 3:1, with a dark offset shadow) over green, with
    /// a blue wave across its lower part: the far pixels are green and blue, two surfaces, and
    /// the glow rule passed the line at 3.46:1 (the shadow taken for the glyphs, the green for
    /// the background). It does not apply, and the line is not passed.
    @Test func aGlowIsNotReadAcrossASecondSurfaceBelowTheLine() throws {
        let region = try region("glow-over-a-second-surface")
        #expect(region.verdict != .pass, "\(region.verdict) \(region.ratio ?? 0)")
    }

    /// Black text (4.68:1 against a green photo that darkens along the line, AA 4.5) with a black
    /// shadow (seed 19, tight box): the far pixels are not one colour over the whole box, so
    /// the glow was not recognised, the shadow's outskirts were read as background and the line
    /// read 3.99:1, a false fail. Taken cell by cell the far pixels are one surface and the
    /// pixels next to the glyphs are lifted towards black in each: the line passes near its
    /// true ratio.
    @Test func aGlowOverAPhotoThatChangesAlongTheLineIsNotTheBackground() throws {
        let region = try region("glow-over-a-changing-photo")
        #expect(region.verdict == .pass, "\(region.verdict) \(region.ratio ?? 0)")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 4.681) <= 0.05 * 4.681, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// Dark grey text (#363B42, 8.40:1 against what lies behind it, AA 4.5) with a soft dark
    /// shadow, over a white panel at the left of the line and a blue sky at the right: the
    /// pixels next to the glyphs lie off the line from the far pixels' one median colour (a
    /// mix of white and blue) to the glyphs by twice the grain, so the glow was not recognised
    /// and the line was read against its shadow, 7.23:1 with no note. Each near pixel lies on
    /// the line from its own cell's far colour to the glyphs: a glow, the surface behind it read,
    /// and the ratio within 5% of the truth.
    @Test func aGlowOverTwoSurfacesAlongTheLineIsReadCellByCell() throws {
        let region = try region("dark-shadow-over-a-panel-and-a-sky")
        #expect(region.verdict == .pass, "\(region.verdict) \(region.ratio ?? 0)")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 8.396) <= 0.05 * 8.396, "\(ratio)")
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// White "9:41" (2.23:1, no shadow) over a blurred photo that turns from beige to blue across
    /// the box (the layered corpus, 16-bit cut to 8): cell by cell the far pixels are each one
    /// colour and the pixels next to the glyphs sit a little lighter on average, which a per-cell
    /// test alone took for a glow (2.69:1). Most of those pixels are not lifted in their cell:
    /// no glow, and the ratio stays near the true one.
    @Test func aGradientUnderTheGlyphsIsNotAGlow() throws {
        let region = try region("gradient-is-not-a-glow")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 2.23) <= 0.05 * 2.23, "\(ratio)")
        #expect(!region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// Grey "Updated 10:08" (4.38:1 against the dark photo) with a dark shadow, the right half of
    /// the line over the flank of a bright blob whose smooth shading passes through the text's
    /// grey: that grey was as common around the box as in it, so it was taken for a texture of
    /// the background and the shadow measured as the glyphs (1.38:1, a false fail). Around the
    /// box the grey never stands out from its local background, as a texture's grain would: it is
    /// the glyph colour, and the line reads near its true ratio.
    @Test func aPhotosShadingThroughTheGlyphColourIsNoTexture() throws {
        let region = try region("grey-text-beside-a-bright-blob")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 4.38) <= 0.05 * 4.38, "\(ratio)")
        #expect(!region.warnings.contains { $0.contains("texture of the background") }, "\(region.warnings)")
    }

    /// A tan bold title (2.64:1 against the blue photo) whose soft dark shadow fills the line:
    /// between the glyphs the blue is a shade darker than above and below the line, too little a
    /// change in colour to count as a shadow band (0.005 farther from the tan), but 9% more
    /// contrast with it, and the line read 2.88:1. Counted in contrast as well, the cells are a
    /// shadow, the surface is read from above and below the line, and the title reads its true
    /// ratio.
    @Test func aShadowThatDarkensADarkPhotoALittleIsStillNotTheBackground() throws {
        let region = try region("tan-title-shadowed-on-dark-blue")
        #expect(region.verdict == .fail)
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 2.64) <= 0.02 * 2.64, "\(ratio)")
    }

    /// Grey text (5.14:1 against a dark navy photo strewn with bright yellow specks) with a
    /// dark shadow blurred wider than its strokes: the specks are the most distinct colour and
    /// are found around the box too (texture), so the glyphs are the colour the box has along
    /// the line and its ring lacks. The shadow is commoner in the box than the grey strokes,
    /// and was taken for the glyphs: 1.09:1, a fail with no doubt but "close to the noise".
    /// Of the colours nearly as over-represented, the one standing farthest from the
    /// background is the glyphs', and the line reads its true ratio.
    @Test func aShadowCommonerThanTheStrokesIsNotTheGlyphColour() throws {
        let region = try region("grey-text-shadowed-over-bright-specks")
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 5.143) <= 0.05 * 5.143, "\(ratio)")
        #expect(region.verdict == .pass)
        #expect(region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// A grey gear icon (2.76:1 against the brown patch of a purple material behind it, 3:1 for
    /// non-text) in a loose frame: the patch is a shade lighter, towards the gear's colour,
    /// than the purple mottling farther out, so the pixels next to the gear read as a glow of
    /// its own colour and the background was read from the purple (3.13:1, a pass). The patch
    /// lifts the pixels on one side of the gear, not all around it: no glow, and the gear fails.
    @Test func aMaterialsPatchBehindAnIconIsNotAGlow() throws {
        let region = try region("gear-on-a-mottled-material")
        #expect(region.verdict == .fail)
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - 2.755) <= 0.05 * 2.755, "\(ratio)")
        #expect(!region.warnings.contains(ContrastEstimator.shadowNote), "\(region.warnings)")
    }

    /// The span a shadow adds is one-sided: a confident estimate is decided on the 3% below its
    /// ratio (a pass by more stays a pass, a fail stays a fail); a doubtful one keeps its span,
    /// only widened downwards.
    @Test func theShadowMarginOnlyWidensTheSpanDownwards() {
        let confident = ContrastEstimator.shadowMargin(ratio: 4.6, range: 3.0...6.0, confidence: 1)
        #expect(confident.confidence < 0.5)
        #expect(abs(confident.range.lowerBound - 4.6 / 1.03) < 1e-9 && confident.range.upperBound == 4.6)
        let doubtful = ContrastEstimator.shadowMargin(ratio: 4.6, range: 4.55...6.0, confidence: 0.4)
        #expect(doubtful.confidence == 0.4)
        #expect(abs(doubtful.range.lowerBound - 4.6 / 1.03) < 1e-9 && doubtful.range.upperBound == 6.0)
    }
}
