import ContrastScan
import Foundation
import TestSupport
import Testing

/// A slice of the accuracy corpus (`scripts/make-accuracy-corpus --slice`):
/// rendered screens whose true composited colours are known per pixel. The
/// full corpus is measured by `scripts/accuracy`; this slice keeps a change
/// that worsens accuracy from passing the suite. Bounds are per category and
/// leave room for honest estimator changes; they are not exact numbers.
@Suite("Accuracy against rendered ground truth (corpus slice)")
struct AccuracySliceTests {
    /// Every region of the slice, measured once.
    static let measured = CorpusSlice.measure("accuracy")

    /// Smallest share of regions within 5% of the true ratio, per category.
    static let bounds: [(category: String, within5: Double)] = [
        ("solid", 0.95), ("linear-gradient", 0.85), ("radial-gradient", 0.9), ("photo", 0.7),
        ("material-photo", 0.9), ("material-no-fallback", 0.75), ("translucent-text", 0.9),
        ("vibrancy", 0.75), ("thin", 0.8), ("multi-line", 0.8), ("large-bold", 0.9), ("non-text", 0.9), ("p3", 0.9), ("16bit", 0.9),
    ]

    @Test func theSliceIsThere() {
        #expect(Self.measured.count >= 100)
    }

    @Test("share within 5% of the true ratio", arguments: bounds.map(\.category))
    func withinFivePercent(_ category: String) throws {
        try CorpusSlice.expectWithinFivePercent(Self.measured, category: category, bounds: Self.bounds)
    }

    /// The dangerous error: text that truly fails by a clear margin, passed.
    @Test func noClearFailureIsPassed() {
        CorpusSlice.expectNoClearFailurePassed(Self.measured)
    }

    @Test func verdictsAgreeAndReviewIsRare() {
        let decided = Self.measured.filter(\.isDecided)
        CorpusSlice.expectVerdictsAgree(decided)
        #expect(Double(Self.measured.count - decided.count) <= 0.05 * Double(Self.measured.count))
    }
}
