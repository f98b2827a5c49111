import ContrastScan
import Foundation
import TestSupport
import Testing

/// An icon on a lock-screen material, cut from a browser-rendered screen
/// (`Tests/Fixtures/icons/border-of-six-pixels`, from `scripts/make-browser-corpus` seed 23, image
/// 074-lock-screen-light-3x-p3, region r11, tight sidecar; 24 px kept around the box). The icon's
/// true contrast with the material is 2.82:1 against a 3:1 non-text threshold.
@Suite("A border found in a handful of pixels is not decided on them")
struct FewBorderPixelsTests {
    /// Six pixels of the icon's strokes reach its frame and were measured as its border: the
    /// colour of a few anti-aliased pixels, 3.36:1, and the icon passed, a far false pass. Under
    /// 20 border pixels the verdict needs every ratio allowed on one side of the threshold.
    @Test func anIconReadFromSixBorderPixelsIsNotPassed() throws {
        let icon = try fixtureRegion("icons/border-of-six-pixels")
        #expect(icon.warnings.contains { $0.hasPrefix("measured the border along the frame") }, "\(icon.warnings)")
        #expect(icon.warnings.contains { $0.hasPrefix("few glyph pixels") }, "\(icon.warnings)")
        #expect(icon.verdict != .pass, "\(icon.warnings)")
    }
}
