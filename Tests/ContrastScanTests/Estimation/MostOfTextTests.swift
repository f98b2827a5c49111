@testable import ContrastScan
import Foundation
import TestSupport
import Testing

/// A bold title over a gradient, cut from a browser-rendered screen
/// (`Tests/Fixtures/varying/title-over-a-gradient`, from `scripts/make-browser-corpus` seed 14,
/// image 009-backgrounds-light-2x, region r01, tight sidecar; the crop keeps 40-46 px around the
/// box). Pale green #C5E5B6 over a yellow-to-purple gradient that varies 3-fold behind the
/// glyphs; the truth, against the median background under the covered pixels (#BF9E69), is
/// 1.84:1 against a 3:1 large-text threshold. `thin-clock-mostly-over-one-stripe` is seed 18's
/// 079-backgrounds-dark-2x, region r07, tight (the crop keeps 24 px around the box).
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

    /// A thin black "10:08" (6.43:1 against the pink stripe it mostly sits on) whose "1" crosses
    /// a dark green stripe: the background varies 3.6-fold behind the glyphs and the wide span
    /// reached below 3:1, so the clock was `review`. The glyphs run along the whole line and
    /// three quarters of their strokes read above 6:1 against the background right under them:
    /// it passes, and the weak part is still named as the worst case.
    @Test func aClockPassingOverMostOfItsLengthPasses() throws {
        let clock = try region("thin-clock-mostly-over-one-stripe")
        let ratio = try #require(clock.ratio)
        #expect(abs(ratio - 6.43) <= 0.05 * 6.43, "\(ratio)")
        #expect(clock.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(clock.warnings)")
        #expect(clock.notes.contains { $0.isWorstCase }, "\(clock.warnings)")
        #expect(clock.verdict == .pass)
    }

    /// A pass on the middle half of the text needs the glyph cores all along the line: cores
    /// piled in the strips that cross a highlight (a glyph colour read only there) do not.
    @Test func glyphCoresInPartOfTheLineDoNotRunAlongIt() {
        func run(_ perStrip: [Int]) -> Bool {
            var cores: [Int] = [], strips: [Int] = []
            for (strip, count) in perStrip.enumerated() {
                for _ in 0..<max(count, 1) { strips.append(strip) }
                cores += (strips.count - max(count, 1)..<strips.count).prefix(count)
            }
            return ContrastEstimator.glyphsRunAlongTheLine(cores: cores, strips: strips,
                                                           standsOut: [Bool](repeating: true, count: perStrip.count))
        }
        #expect(run([1103, 1451, 662, 1415, 1661]))
        #expect(run([45, 59, 64, 83]))
        #expect(!run([9, 9, 16, 474, 1668]))
        #expect(!run([0, 0, 0, 40, 50]))
        #expect(!run([]))
    }
}
