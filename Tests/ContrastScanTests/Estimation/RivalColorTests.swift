import ContrastScan
import Foundation
import TestSupport
import Testing

/// Two loose frames cut from browser-rendered screens (`Tests/Fixtures/loose-frames`, from
/// `scripts/make-browser-corpus`, loose sidecars): the title from seed 26, image
/// 033-header-photo-dark-3x, region r01 (cropped so the 53-pixel sampling lattice keeps the
/// full screen's phase); the haloed line from seed 25, image 077-effects-dark-3x-16bit, region
/// r04 (24 px kept around the box). Each was a far false pass: a colour that is not the text's
/// was measured, and the text's own colour, which the box holds and the surroundings lack, was
/// not looked at.
@Suite("A colour the box holds and its surroundings lack is checked before a pass")
struct RivalColorTests {
    /// Dark-brown bold title (1.54:1) over a navy photo sprinkled with bright tan grain, its
    /// frame padded to the line and stretched across the screen: the grain, brighter than the
    /// text, was taken for the glyph colour and the title passed at 6.6:1. The grain is found
    /// around the frame too (about half its share in it); the title's brown is not found around
    /// it at all. That brown is now a rival the pass must hold for, and it does not.
    @Test func grainAroundThePaddedTitleDoesNotPassIt() throws {
        let title = try fixtureRegion("loose-frames/title-padded-over-a-grainy-photo")
        #expect(title.verdict != .pass, "\(title.ratio ?? 0) \(title.warnings)")
        let rival = try #require(title.warnings.first { $0.hasPrefix("two colours stand out from the background") })
        #expect(rival.contains("#3D3529"), "\(rival)")
    }

    /// Grey-brown bold line (2.36:1) with a dark halo, over a yellow two-tone wallpaper, in a
    /// frame padded to the line: the halo's dark core was measured (4.8:1, passed on 16 core
    /// pixels). The commonest colour standing out from the wallpaper was the wallpaper's own
    /// other tone; looked for again among the pixels that stand out clearly, the commonest is
    /// the text's grey-brown, and the pass must hold for it.
    @Test func aHaloedLineOverTwoToneIsNotPassedOnItsHalo() throws {
        let line = try fixtureRegion("loose-frames/haloed-line-padded-over-two-tone")
        #expect(line.verdict != .pass, "\(line.ratio ?? 0) \(line.warnings)")
        let rival = try #require(line.warnings.first { $0.hasPrefix("two colours stand out from the background") })
        #expect(rival.contains("#877762"), "\(rival)")
        #expect(line.warnings.contains { $0.hasPrefix("a shadow or halo around the glyphs was seen") }, "\(line.warnings)")
    }
}
