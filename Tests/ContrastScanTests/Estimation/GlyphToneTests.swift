import ContrastScan
import Foundation
import TestSupport
import Testing

/// Glyphs whose own colour changes along the line (`ContrastEstimator+GlyphTone`), cut from a
/// browser-rendered screen (`Tests/Fixtures/varying`, `scripts/make-browser-corpus` seed 41,
/// 044-lock-screen-dark-3x-hc-palette r01, tight; the palette expanded to RGB, the same pixels).
@Suite("Glyph tone: a pass must hold where the glyphs' own colour is fainter")
struct GlyphToneTests {
    /// A lock screen's date, "Friday 14 June", translucent grey over a dark photo, quantised to
    /// a palette: most of the line is one grey (4.07:1 against the photo, the truth), "June" a
    /// lighter entry (5.33:1). Both lie on the line from the photo to the lighter grey, so the
    /// darker one read as anti-aliasing, and the line passed 4.5:1 at 5.33:1 — a far false
    /// pass. Strip by strip, the glyphs over most of the line read below the tone measured:
    /// the range allows that, and the line is not passed.
    @Test func aLineWhoseGlyphsAreFainterOverMostOfItIsNotPassedOnItsBrightestPart() throws {
        let region = try fixtureRegion("varying/glyphs-fainter-along-part-of-the-line")
        #expect(region.verdict != .pass)
        let note = try #require(region.warnings.first { $0.hasPrefix("the glyphs' colour changes along the line") },
                                "\(region.warnings)")
        // The part of the line that reads lowest, within 5% of the truth's 4.07:1.
        let low = try #require(Double(note.split(separator: " ").last?.replacingOccurrences(of: ":1", with: "") ?? ""))
        #expect(abs(low - 4.07) <= 0.05 * 4.07, "\(note)")
    }
}
