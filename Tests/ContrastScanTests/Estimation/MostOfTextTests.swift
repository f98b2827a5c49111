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
/// 079-backgrounds-dark-2x, region r07, tight (the crop keeps 24 px around the box). The other
/// fixtures are cut the same way (24 px around the box, tight sidecar):
/// `line-passing-on-its-middle-fifth` is seed 20's 089-backgrounds-light-2x-16bit r08 (true
/// 8.16:1 against 4.5:1), `line-failing-on-its-middle-fifth` seed 22's 094-lock-screen-light-3x r08
/// (true 1.95:1 against 3:1), `line-split-between-stripes-passing` seed 19's 067-effects-light-3x
/// r01 (true 12.13:1 against 4.5:1), and in `shadows/`, `shadowed-line-over-a-photo-passing` seed
/// 22's 037-effects-dark-3x r04 (true 3.98:1 against 3:1) and `shadowed-line-over-a-photo-failing`
/// seed 20's 073-header-photo-dark-3x r02 (true 4.22:1 against 4.5:1);
/// `translucent-line-passing-on-its-first-word` seed 27's 064-lock-screen-dark-3x-hc r01 (true
/// 3.41:1 against 4.5:1); `line-fading-into-a-sun` seed 32's 014-lock-screen-light-3x-p3 r01
/// (Display P3, true 2.59:1 against 3:1); `line-failing-on-half-its-strokes` seed 40's
/// 067-effects-light-3x r01 (true 2.64:1 against 3:1).
@Suite("Text over a varying background: decided on what most of the text reads")
struct MostOfTextTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("varying/\(name)") }

    /// The fixture `varying/name`, its ratio checked to be within 5% of the true one.
    private func region(_ name: String, truth: Double) throws -> RegionReport {
        try fixtureRegion("varying/\(name)", truth: truth)
    }

    /// The lightest and darkest background around the title straddle 3:1, so the answer was
    /// `review`; the middle of the strokes reads below 2.6:1 against the background right
    /// under them, and so does the ratio: the title fails, with the span in a note.
    @Test func aTitleFailingOverMostOfAGradientFails() throws {
        let title = try region("title-over-a-gradient", truth: 1.84)
        #expect(title.warnings.contains { $0.hasPrefix(ContrastEstimator.spreadNotePrefix) }, "\(title.warnings)")
        #expect(title.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(title.warnings)")
        #expect(title.verdict == .fail)
    }

    /// A thin black "10:08" (6.43:1 against the pink stripe it mostly sits on) whose "1" crosses
    /// a dark green stripe: the background varies 3.6-fold behind the glyphs and the wide span
    /// reached below 3:1, so the clock was `review`. The glyphs run along the whole line and
    /// the middle of their strokes reads above 6:1 against the background right under them:
    /// it passes, and the weak part is still named as the worst case.
    @Test func aClockPassingOverMostOfItsLengthPasses() throws {
        let clock = try region("thin-clock-mostly-over-one-stripe", truth: 6.43)
        #expect(clock.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(clock.warnings)")
        #expect(clock.notes.contains { $0.isWorstCase }, "\(clock.warnings)")
        #expect(clock.verdict == .pass)
    }

    /// A pass on the middle of the text needs the glyph cores all along the line: cores
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
        // Translucent text: its first word over a dark photo, the rest over a pale blob where
        // it takes another colour and few of its pixels are cores (average 32; 16 is half).
        #expect(!run([62, 47, 56, 60, 66, 28, 49, 18, 8, 2, 2, 5, 13]))
        #expect(!run([]))
    }

    /// Translucent white text (71% opaque) over a photo: 8.8:1 on its first word over the
    /// dark navy, about 2.9:1 on the rest over a pale teal blob, whose pixels are lighter and
    /// seldom cores of the glyph colour read on the first word; 3.41:1 against the median
    /// background. The middle fifth of its cores (nearly all on the first word) read 8.8:1 and
    /// it passed; those cores do not run along the line, so it is `review`.
    @Test func aTranslucentLinePassingOnlyOnItsFirstWordIsNotPassed() throws {
        let line = try region("translucent-line-passing-on-its-first-word")
        #expect(line.verdict == .review, "\(line.ratio ?? 0) \(line.warnings)")
        #expect(line.warnings.contains { $0.hasPrefix(ContrastEstimator.spreadNotePrefix) }, "\(line.warnings)")
    }

    /// A white date on a lock screen whose last word fades into a pale sun: 2.59:1 against the
    /// median background under its glyphs (3:1 for its size). Its cores gather over the blue sky,
    /// where it stands out, so the middle fifth of them read 3.61–3.70:1 and it passed; strip by
    /// strip along the line, with the strips where the glyphs vanish into the sun counted, the
    /// middle of the line falls short, and it is `review`.
    @Test func aLineFadingIntoASunIsNotPassedOnItsVisiblePart() throws {
        let line = try region("line-fading-into-a-sun")
        #expect(line.verdict == .review, "\(line.ratio ?? 0) \(line.warnings)")
        #expect(line.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(line.warnings)")
    }

    /// Dark text over stripes 3.2-fold apart, 8.16:1 against the median background: the middle
    /// half of its strokes read 2.70:1 to 8.30:1 and left it `review`; the middle fifth reads
    /// 7.6:1 to 8.2:1, and it passes.
    @Test func aLinePassingOverItsMiddleFifthPasses() throws {
        let line = try region("line-passing-on-its-middle-fifth", truth: 8.16)
        #expect(line.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(line.warnings)")
        #expect(line.verdict == .pass, "\(line.warnings)")
    }

    /// A line over a lock-screen material that varies 3.9-fold behind it, 1.95:1 against 3:1:
    /// the middle half read up to 4.03:1 and left it `review`; the middle fifth reads below
    /// 2.3:1, and it fails.
    @Test func aLineFailingOverItsMiddleFifthFails() throws {
        let line = try region("line-failing-on-its-middle-fifth", truth: 1.95)
        #expect(line.verdict == .fail, "\(line.warnings)")
    }

    /// Dark text over a blue sky with a pale sun behind its middle word, 2.64:1 against the
    /// median background under it (3:1 needed): the middle fifth of its strokes read 2.47:1 to
    /// 4.38:1 (the strokes over the sun read high), so it was `review`. Half of its strokes
    /// read 2.56:1 or less, and so does the ratio: it fails, with that half named.
    @Test func aLineFailingOverHalfItsStrokesFails() throws {
        let line = try region("line-failing-on-half-its-strokes", truth: 2.64)
        #expect(line.verdict == .fail, "\(line.warnings)")
        #expect(line.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) && $0.contains("half of them") },
                "\(line.warnings)")
    }

    /// Half of the text is the measure only for a fail: the greater of the ratio and the median
    /// local ratio bounds what the text may read.
    @Test func halfOfTheTextBoundsWhatItMayRead() {
        var ratios = Quantiles()
        for r: Float in [1.5, 2.0, 2.5, 4.0, 6.0] { ratios.add(r) }
        #expect(ContrastEstimator.halfOfTextTop(&ratios, ratio: 2.2) == 2.5)
        #expect(ContrastEstimator.halfOfTextTop(&ratios, ratio: 3.1) == 3.1)
        var none = Quantiles()
        #expect(ContrastEstimator.halfOfTextTop(&none, ratio: 2.2) == nil)
    }

    /// Text split between stripes that read far apart (12.13:1 against the median background,
    /// 4.5:1 needed): the stripe read low stays allowed, and it clears the threshold too, so the
    /// line passes on its middle fifth where it had been `review`.
    @Test func aLineSplitBetweenStripesPassesWhenItsLowStripeAlsoPasses() throws {
        let line = try region("line-split-between-stripes-passing", truth: 12.13)
        #expect(line.warnings.contains { $0.hasPrefix(ContrastEstimator.stripesNotePrefix) }, "\(line.warnings)")
        #expect(line.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(line.warnings)")
        #expect(line.verdict == .pass, "\(line.warnings)")
    }

    /// A shadowed line over a photo that varies behind it is decided on the middle of its
    /// strokes, with the shadow's 3% margin still allowed: 3.98:1 against 3:1 passes, 4.22:1
    /// (read 3.38:1) against 4.5:1 fails; both had been `review`.
    @Test func aShadowedLineOverAPhotoIsDecidedOnItsMiddleFifth() throws {
        let passing = try fixtureRegion("shadows/shadowed-line-over-a-photo-passing")
        #expect(passing.warnings.contains(ContrastEstimator.shadowMarginNote), "\(passing.warnings)")
        #expect(passing.warnings.contains { $0.hasPrefix(ContrastEstimator.mostOfTextNotePrefix) }, "\(passing.warnings)")
        #expect(passing.verdict == .pass, "\(passing.warnings)")
        let failing = try fixtureRegion("shadows/shadowed-line-over-a-photo-failing")
        #expect(failing.warnings.contains(ContrastEstimator.shadowMarginNote), "\(failing.warnings)")
        #expect(failing.verdict == .fail, "\(failing.warnings)")
    }

    /// Dark bold text (2.65:1) haloed in pale, over diagonal purple and pale blue stripes, in a
    /// frame padded to the line (seed 42, loose): with the halo set aside the background was
    /// read from cells far from the glyphs that blend the stripes, its middle fifth read 3.32:1
    /// to 3.53:1, and the line passed. Through a soft shadow or halo over most of the box the
    /// middle of the text does not decide a pass: the line is held for review.
    @Test func aHaloedLineOverStripesIsNotPassedOnItsMiddleFifth() throws {
        let line = try fixtureRegion("loose-frames/haloed-line-over-diagonal-stripes")
        #expect(line.warnings.contains(ContrastEstimator.shadowNote), "\(line.warnings)")
        #expect(line.verdict != .pass, "\(line.ratio ?? 0) \(line.warnings)")
    }

    /// The doubts the rule narrows are the background's: its variation (which must be among
    /// them), stripes and a shadow. A rival colour or a second ink puts the glyph colour itself
    /// in doubt, and the wide span stays.
    @Test func onlyTheBackgroundsDoubtsAreNarrowed() {
        let spread = "\(ContrastEstimator.spreadNotePrefix) 3.1-fold in luminance"
        let stripes = ContrastEstimator.stripesNote(2.0)
        #expect(ContrastEstimator.onlyDoubtIsTheBackground([spread]))
        #expect(ContrastEstimator.onlyDoubtIsTheBackground([ContrastEstimator.shadowNote, spread, stripes,
                                                             ContrastEstimator.shadowMarginNote]))
        #expect(!ContrastEstimator.onlyDoubtIsTheBackground([stripes]))
        #expect(!ContrastEstimator.onlyDoubtIsTheBackground([ContrastEstimator.shadowNote, ContrastEstimator.shadowMarginNote]))
        #expect(!ContrastEstimator.onlyDoubtIsTheBackground([spread, ContrastEstimator.otherInkNote(2.0)]))
        #expect(!ContrastEstimator.onlyDoubtIsTheBackground([spread, ContrastEstimator.blobNote]))
        #expect(!ContrastEstimator.onlyDoubtIsTheBackground([]))
    }
}
