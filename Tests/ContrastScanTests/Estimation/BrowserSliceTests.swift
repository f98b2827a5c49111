import ContrastScan
import Foundation
import TestSupport
import Testing

/// A slice of the browser-rendered corpus (`scripts/make-browser-corpus --slice --seed 7`):
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
    struct Index: Decodable {
        struct Entry: Decodable {
            var image: String
            var looseSidecar: String
        }
        var images: [Entry]
    }
    struct Truth: Decodable {
        struct Region: Decodable {
            var id: String
            var categories: [String]
            var ratio: Double
            var threshold: Double
            var truePasses: Bool
            var corePixels: Int
        }
        var regions: [Region]
    }
    struct Measured: Sendable {
        var image: String
        var truth: Truth.Region
        var report: RegionReport
        var error: Double {
            guard let ratio = report.ratio else { return .infinity }
            return abs(ratio - truth.ratio) / truth.ratio
        }
        /// More than 2% from the threshold: a verdict that can be expected to agree.
        var isClear: Bool { abs(truth.ratio / truth.threshold - 1) > 0.02 }
        var isDecided: Bool { report.verdict == .pass || report.verdict == .fail }
    }

    static let folder = TestPaths.fixtures.appendingPathComponent("browser")

    /// Every region of the slice, measured once with the tight sidecars (`loose: false`) or
    /// the loose ones (frames padded and stretched along their row, as view hierarchies give).
    static func measure(loose: Bool) -> [Measured] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("index.json")),
              let index = try? JSONDecoder().decode(Index.self, from: data) else { return [] }
        var all: [Measured] = []
        for entry in index.images {
            let png = folder.appendingPathComponent(entry.image)
            let truthURL = png.deletingPathExtension().appendingPathExtension("truth.json")
            let regions = loose ? folder.appendingPathComponent(entry.looseSidecar).path : nil
            guard let truthData = try? Data(contentsOf: truthURL),
                  let truth = try? JSONDecoder().decode(Truth.self, from: truthData),
                  let report = try? Analyzer().analyze(imageAt: png.path, regionsAt: regions) else { continue }
            for t in truth.regions {
                if let r = report.regions.first(where: { $0.id == t.id }) { all.append(Measured(image: entry.image, truth: t, report: r)) }
            }
        }
        return all
    }

    static let tight = measure(loose: false)
    static let loose = measure(loose: true)

    /// Smallest share of regions within 5% of the true ratio, per category.
    static let bounds: [(category: String, within5: Double)] = [
        ("solid", 0.95), ("gradient", 0.85), ("photo", 0.6), ("material", 0.9), ("stripes", 0.6),
        ("text-shadow", 0.25), ("blend-mode", 0.8), ("translucent-text", 0.75), ("thin", 0.8), ("large-bold", 0.85),
        ("multi-line", 0.8), ("non-text", 0.85), ("switch", 0.85), ("segmented", 0.65), ("border", 0.95),
        ("text-field", 0.95), ("p3", 0.9), ("16bit", 0.75), ("palette", 0.85), ("adam7", 0.9),
        ("increased-contrast", 0.85), ("near-threshold", 0.9),
    ]

    @Test func theSliceIsThere() {
        #expect(Self.tight.count >= 120)
        #expect(Self.loose.count == Self.tight.count)
    }

    @Test("share within 5% of the true ratio", arguments: bounds.map(\.category))
    func withinFivePercent(_ category: String) throws {
        let regions = Self.tight.filter { $0.truth.categories.contains(category) }
        try #require(!regions.isEmpty, "no region tagged \(category)")
        let share = Double(regions.count { $0.error <= 0.05 }) / Double(regions.count)
        let bound = try #require(Self.bounds.first { $0.category == category }).within5
        let worst = regions.max { $0.error < $1.error }.map { "\($0.report.id) \($0.error)" } ?? ""
        #expect(share >= bound, "\(category): \(share) within 5% (worst \(worst))")
    }

    @Test func mostRegionsAreWithinFivePercent() {
        let share = Double(Self.tight.count { $0.error <= 0.05 }) / Double(max(1, Self.tight.count))
        #expect(share >= 0.93, "\(share) within 5%")
    }

    /// The worst error a contrast tool can make: text that fails by a clear margin, passed.
    @Test("no far false pass", arguments: [false, true])
    func noClearFailureIsPassed(loose: Bool) {
        for m in (loose ? Self.loose : Self.tight) where m.truth.ratio < m.truth.threshold * 0.95 {
            #expect(m.report.verdict != .pass, "\(m.image) \(m.report.id): true \(m.truth.ratio), measured \(m.report.ratio ?? 0)")
        }
    }

    @Test func verdictsAgreeAwayFromTheThresholdAndReviewIsRare() {
        let decided = Self.tight.filter { $0.isDecided && $0.isClear }
        let agree = decided.count { ($0.report.verdict == .pass) == $0.truth.truePasses }
        #expect(Double(agree) >= 0.97 * Double(decided.count), "\(agree) of \(decided.count) agree")
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
        let share = Double(Self.loose.count { $0.error <= 0.05 }) / Double(max(1, Self.loose.count))
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
