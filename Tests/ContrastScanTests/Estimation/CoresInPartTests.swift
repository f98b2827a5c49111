import ContrastScan
import Foundation
import TestSupport
import Testing

/// Translucent text whose glyph colour measured is fully reached only in part of the line
/// (`ContrastEstimator+CoresInPart`), cut from a browser-rendered screen (`Tests/Fixtures/varying`,
/// `scripts/make-browser-corpus` seed 65, 054-lock-screen-light-3x-p3 r02, its loose frame; the
/// screen's top 620 rows, so the sampling lattice reads the same pixels; Display P3, its profile kept).
@Suite("Cores in part of the line: no pass on the tone of a part")
struct CoresInPartTests {
    /// Thin blue-grey "10:08", 0.909 opaque, over a dark purple photo with a cream blob behind
    /// the "8": over the blob the glyphs are composited lighter, and that tone was measured; over
    /// the rest of the line no glyph pixel reaches it, and the line passed 3:1 at 3.16:1. True
    /// 2.70:1 (its glyphs over the purple). It is not passed, and the note says why.
    @Test func aTranslucentClockLighterOverABlobIsNotPassedOnThatPart() throws {
        let region = try fixtureRegion("varying/translucent-clock-lighter-over-a-blob-loose")
        #expect(region.verdict != .pass, "\(region.verdict) \(region.ratio ?? 0)")
        #expect(region.warnings.contains { $0.hasPrefix("the glyph colour measured is reached only in part of the line") },
                "\(region.warnings)")
    }

    /// Its notes begin with the shadow set aside; the reason a report gives for its review is
    /// this rule's note (`RegionRecord.reviewReason`).
    @Test func itsReviewIsExplainedByThatNoteNotByTheShadow() throws {
        let region = try fixtureRegion("varying/translucent-clock-lighter-over-a-blob-loose")
        #expect(region.warnings.first == ContrastEstimator.shadowNote, "\(region.warnings)")
        let reason = try #require(RegionRecord(region).reviewReason)
        #expect(reason.hasPrefix("the glyph colour measured is reached only in part of the line"), "\(reason)")
    }

    /// Seed 64's clock over a cloud (`GlyphToneTests`): the cloud lightens one digit of four,
    /// whose tone was measured; the glyph tone's note gives what the rest reads, and this one
    /// says the colour measured is that digit's alone.
    @Test func aTranslucentClockBrighterOverACloudGetsTheNoteToo() throws {
        let region = try fixtureRegion("varying/translucent-time-brighter-over-a-cloud")
        #expect(region.verdict != .pass)
        #expect(region.warnings.contains { $0.hasPrefix("the glyph colour measured is reached only in part of the line") },
                "\(region.warnings)")
    }

    /// A line whose glyphs reach their colour all along it gets no such note, even over a
    /// background that changes 3-fold under it (`varying/line-passing-on-its-middle-fifth`).
    @Test func aLineWhoseGlyphsReachTheirColourAllAlongItGetsNoSuchNote() throws {
        let plain = try fixtureRegion("varying/line-passing-on-its-middle-fifth")
        #expect(plain.verdict == .pass)
        #expect(!plain.warnings.contains { $0.hasPrefix("the glyph colour measured is reached only in part of the line") },
                "\(plain.warnings)")
    }
}
