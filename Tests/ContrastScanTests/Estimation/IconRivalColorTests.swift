import ContrastScan
import Foundation
import TestSupport
import Testing

/// A grey heart (#686868) over a dark purple photo whose pale green blob reaches into the
/// heart's loose frame (`Tests/Fixtures/icons/icon-loose-by-a-photo-blob`, from
/// `scripts/make-browser-corpus` seed 43, image 003-header-photo-light-3x, region r04, loose
/// sidecar, cut at the screen's scale). The heart is 2.58:1 against the photo under it, under
/// a 3:1 non-text threshold.
@Suite("An icon's colour is the commonest one standing out")
struct IconRivalColorTests {
    /// The blob's pale edge joined the heart's pixels in the colour taken for the icon
    /// (#758272), which read 3.14:1 and passed: a far false pass. As for text, a pass must also
    /// hold for the commonest colour standing out from the background, here the heart's own:
    /// no pass, and a note naming that colour.
    @Test func anIconPassesOnlyWhenItsCommonestColourPassesToo() throws {
        let icon = try fixtureRegion("icons/icon-loose-by-a-photo-blob")
        #expect(icon.verdict != .pass)
        #expect(icon.warnings.contains { $0.hasPrefix("two colours stand out from the background: the commonest, #686868") },
                "\(icon.warnings)")
    }
}
