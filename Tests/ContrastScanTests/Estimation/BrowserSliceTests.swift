import ContrastScan
import Foundation
import TestSupport
import Testing

/// A slice of the browser-rendered corpus (`scripts/make-browser-corpus --slice --seed 7`,
/// regenerated with the generator that gives icons their truth, as seeds 18 and later have it):
/// app screens rendered by headless Chromium, each region's truth read from renders of the
/// same page with its marks made invisible and drawn alone as coverage masks. Unlike the
/// layered corpus, nothing here was drawn with the model the estimator assumes: real
/// compositing (`backdrop-filter`, `mix-blend-mode`, `text-shadow`), photos, switches and
/// segmented controls, Display P3, 16-bit, palette and Adam7 frames.
///
/// The full corpus is measured by `scripts/accuracy`; this slice keeps a change that breaks
/// a category from passing the suite. Bounds are per category, a little under what the
/// estimator reaches, to leave room for honest changes; they are not exact numbers.
@Suite("Accuracy on browser-rendered screens (corpus slice)")
struct BrowserSliceTests {
    /// Every region of the slice, measured once with the tight sidecars or the loose ones
    /// (frames padded and stretched along their row, as view hierarchies give).
    static let tight = CorpusSlice.measure("browser")
    static let loose = CorpusSlice.measure("browser", loose: true)

    /// Smallest share of regions within 5% of the true ratio, per category.
    static let bounds: [(category: String, within5: Double)] = [
        ("solid", 0.95), ("gradient", 0.85), ("photo", 0.6), ("material", 0.9), ("stripes", 0.6),
        ("text-shadow", 0.25), ("blend-mode", 0.8), ("translucent-text", 0.75), ("thin", 0.8), ("large-bold", 0.85),
        ("multi-line", 0.8), ("non-text", 0.85), ("switch", 0.85), ("segmented", 0.65), ("border", 0.95),
        ("text-field", 0.95), ("icon", 0.9), ("p3", 0.9), ("16bit", 0.75), ("palette", 0.85), ("adam7", 0.9),
        ("increased-contrast", 0.85), ("near-threshold", 0.9),
    ]

    @Test func theSliceIsThere() {
        #expect(Self.tight.count >= 120)
        #expect(Self.loose.count == Self.tight.count)
    }

    @Test("share within 5% of the true ratio", arguments: bounds.map(\.category))
    func withinFivePercent(_ category: String) throws {
        try CorpusSlice.expectWithinFivePercent(Self.tight, category: category, bounds: Self.bounds)
    }

    @Test func mostRegionsAreWithinFivePercent() {
        let share = CorpusSlice.shareWithinFivePercent(Self.tight)
        #expect(share >= 0.93, "\(share) within 5%")
    }

    /// The worst error a contrast tool can make: text that fails by a clear margin, passed.
    @Test("no far false pass", arguments: [false, true])
    func noClearFailureIsPassed(loose: Bool) {
        CorpusSlice.expectNoClearFailurePassed(loose ? Self.loose : Self.tight)
    }

    @Test func verdictsAgreeAwayFromTheThresholdAndReviewIsRare() {
        let decided = Self.tight.filter { $0.isDecided && $0.isClear }
        CorpusSlice.expectVerdictsAgree(decided)
        let review = Self.tight.count { !$0.isDecided }
        #expect(Double(review) <= 0.05 * Double(Self.tight.count), "\(review) of \(Self.tight.count) answered review")
    }

    /// Visible text or marks (true ratio ≥ 1.05, coverage present) are never "uniform".
    @Test func visibleMarksAreNeverCalledUniform() {
        for m in Self.tight where m.truth.ratio >= 1.05 && m.truth.corePixels > 0 {
            #expect(!m.report.warnings.contains { $0.contains("uniform") }, "\(m.report.id): \(m.report.warnings)")
        }
    }

    @Test func looseFramesStayClose() {
        let share = CorpusSlice.shareWithinFivePercent(Self.loose)
        #expect(share >= 0.85, "\(share) within 5% with loose frames")
    }

    /// A switch or segmented control is measured as a track and a thumb, and the note
    /// names the pair that was reported.
    @Test func compoundControlsNameThePairMeasured() {
        let controls = Self.tight.filter { $0.truth.categories.contains("switch") || $0.truth.categories.contains("segmented") }
            .filter { $0.report.role == .nonText }
        #expect(!controls.isEmpty)
        let named = controls.count { $0.report.warnings.contains { $0.contains("a track with a thumb") } }
        #expect(Double(named) >= 0.75 * Double(controls.count), "\(named) of \(controls.count) measured as track and thumb")
    }
}
