import ContrastScan
import Testing

/// `RegionRecord.reviewReason`: the one note a card, a SARIF result or a comparison gives as the
/// reason a region needs review.
@Suite("Review reason: the doubt, not what was measured")
struct ReviewReasonTests {
    static func record(_ warnings: [String]) -> RegionRecord {
        RegionRecord(id: "r", verdict: .review, warnings: warnings)
    }

    /// Seed 65's clock was noted a shadow first and the doubt second; the doubt is the reason.
    @Test func aShadowSetAsideIsPassedOverForTheDoubtAfterIt() {
        let doubt = "the glyph colour measured is reached only in part of the line"
        #expect(Self.record([ContrastEstimator.shadowNote, doubt]).reviewReason == doubt)
    }

    @Test func thePairAControlWasMeasuredAsIsPassedOverToo() {
        let pair = "the shape against the surface (the mark against its fill is 5.10:1)"
        #expect(ContrastEstimator.isObservation(pair))
        #expect(ContrastEstimator.isObservation("measured the border along the frame against the surface outside"))
        #expect(Self.record([pair, "few glyph pixels (12)"]).reviewReason == "few glyph pixels (12)")
    }

    @Test func withOnlyObservationsTheFirstIsGivenAndWithNoNotesNone() {
        #expect(Self.record([ContrastEstimator.shadowNote]).reviewReason == ContrastEstimator.shadowNote)
        #expect(Self.record([]).reviewReason == nil)
    }

    @Test func aDoubtWrittenFirstStaysTheReason() {
        let notes = ["busy background (spread 0.07)", ContrastEstimator.shadowNote, "few glyph pixels (12)"]
        #expect(Self.record(notes).reviewReason == "busy background (spread 0.07)")
        #expect(!ContrastEstimator.isObservation("busy background (spread 0.07)"))
    }
}
