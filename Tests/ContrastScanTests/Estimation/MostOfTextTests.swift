import ContrastScan
import Foundation
import TestSupport
import Testing

/// A bold title over a gradient, cut from a browser-rendered screen
/// (`Tests/Fixtures/varying/title-over-a-gradient`, from `scripts/make-browser-corpus` seed 14,
/// image 009-backgrounds-light-2x, region r01, tight sidecar; the crop keeps 40-46 px around the
/// box). Pale green #C5E5B6 over a yellow-to-purple gradient that varies 3-fold behind the
/// glyphs; the truth, against the median background under the covered pixels (#BF9E69), is
/// 1.84:1 against a 3:1 large-text threshold.
@Suite("Text over a varying background: decided on what most of the text reads")
struct MostOfTextTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("varying/\(name)") }

    /// The lightest and darkest background around the title straddle 3:1, so the answer was
    /// `review`; three quarters of the strokes read below 2.6:1 against the background right
    /// under them, and so does the ratio: the title fails, with the span in a note.
    @Test func aTitleFailingOverMostOfAGradientFails() throws {
        let title = try region("title-over-a-gradient")
        let ratio = try #require(title.ratio)
        #expect(abs(ratio - 1.84) <= 0.05 * 1.84, "\(ratio)")
        #expect(title.warnings.contains { $0.hasPrefix(ContrastEstimator.spreadNotePrefix) }, "\(title.warnings)")
        #expect(title.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(title.warnings)")
        #expect(title.verdict == .fail)
    }
}
