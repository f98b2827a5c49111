import ContrastScan
import Foundation
import TestSupport
import Testing

/// A grey heart (#747474) over a photo, a blue blob on one side and pale sky on the other, cut
/// from a browser-rendered screen (`Tests/Fixtures/icons/solid-heart-over-a-photo`, from
/// `scripts/make-browser-corpus` seed 67, image 043-header-photo-light-3x, region r04, tight
/// sidecar; 24 pixels kept around the frame). True 2.91:1 against the photo under it, against a
/// 3:1 non-text threshold.
@Suite("A solid glyph is not a container with a mark")
struct SolidGlyphTests {
    /// The heart fills most of the frame's inside, so it was taken for a filled shape, and the
    /// pale photo inside the frame around its outline for a mark on it: "the mark against the
    /// shape's fill" read 3.77:1 and passed. The heart's fill covers 6% of the frame's edge band
    /// (a button's or a badge's covers most of it): it is a solid glyph, with no mark inside,
    /// and only the shape against the surface is measured. Over a photo that varies 2.9-fold
    /// around it, that is not a pass.
    @Test func aSolidHeartOverAPhotoIsNotPassedAsAMarkOnItsFill() throws {
        let heart = try fixtureRegion("icons/solid-heart-over-a-photo")
        #expect(heart.verdict != .pass, "\(heart.ratio ?? 0) \(heart.warnings)")
        #expect(!heart.warnings.contains { $0.hasPrefix("the mark against the shape's fill") }, "\(heart.warnings)")
        #expect(heart.warnings.first == "the shape against the surface", "\(heart.warnings)")
    }

    /// A white glyph on a coloured tile in a list (seed 67, 001-list-light-2x, r08; 24 pixels
    /// kept around the frame) is a container: the tile's fill covers most of the frame's edge
    /// band, and the glyph is still measured against it as well as the tile against the list.
    @Test func aGlyphOnATileIsStillMeasuredAgainstTheTilesFill() throws {
        let icon = try fixtureRegion("icons/glyph-on-a-tile-in-a-list")
        #expect(icon.warnings.contains { $0.hasPrefix("the mark against the shape's fill") }, "\(icon.warnings)")
        let ratio = try #require(icon.ratio)
        #expect(abs(ratio - 3.122) <= 0.05 * 3.122, "\(ratio)")
    }

    /// A dark grey heart (#3D3D3D) over a blue sky with paler wisps (seed 68,
    /// 043-header-photo-light-3x, r04; 24 pixels kept around the frame): 2.82:1 against the sky
    /// under it, read 3.09:1 against the sky around it, and passed by 3.1% with full confidence
    /// while its weakest twentieth read 2.68:1. A non-text element's thin pass reaches to 5%
    /// (`ContrastPolicy.nonTextThinPassMargin`): it is `review`, and the note says why.
    @Test func aDarkHeartPassingByAHairOverASkyWithWispsIsReview() throws {
        let heart = try fixtureRegion("icons/dark-heart-over-a-sky-with-wisps")
        #expect(heart.verdict == .review, "\(heart.ratio ?? 0) \(heart.warnings)")
        #expect(heart.notes.contains { if case .thinPass = $0 { true } else { false } }, "\(heart.warnings)")
        #expect(heart.warnings.contains { $0.hasPrefix("passes by under 5% while") }, "\(heart.warnings)")
    }
}
