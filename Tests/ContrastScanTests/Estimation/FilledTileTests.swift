import ContrastScan
import Foundation
import TestSupport
import Testing

/// A white gear on a pale lavender tile in a dark list, cut from a browser-rendered screen
/// (`Tests/Fixtures/icons/white-gear-on-a-pale-tile`, from `scripts/make-browser-corpus` seed 18,
/// image 071-list-dark-2x-adam7, region r22, tight sidecar; 20 points kept around the tile).
/// The tile (#D6CDE0) stands out from the surface at 11.07:1, but the gear on it reads 1.54:1:
/// an icon a user cannot make out, against a 3:1 non-text threshold.
@Suite("A filled tile under a large mark is a fill, not a border")
struct FilledTileTests {
    /// The tile's fill runs along every side of the frame, so it looked like a border (a line
    /// unlike both the surface and the inside, which the gear makes white); the border was
    /// measured against the surface and passed at 11.07:1. The band is all fill and the fill
    /// continues around the gear: the gear is measured against it, the lower pair reported.
    @Test func aPaleMarkOnAPaleTileFailsAgainstTheTile() throws {
        let icon = try fixtureRegion("icons/white-gear-on-a-pale-tile")
        let ratio = try #require(icon.ratio)
        #expect(abs(ratio - 1.54) <= 0.05 * 1.54, "\(ratio)")
        #expect(icon.verdict == .fail)
        #expect(icon.warnings.contains { $0.hasPrefix("the mark against the shape's fill") }, "\(icon.warnings)")
    }
}
