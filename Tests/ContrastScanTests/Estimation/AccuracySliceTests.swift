import ContrastScan
import ContrastScanSupport
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
    struct Index: Decodable {
        struct Entry: Decodable { var image: String }
        var images: [Entry]
    }
    struct Truth: Decodable {
        struct Region: Decodable {
            var id: String
            var categories: [String]
            var ratio: Double
            var threshold: Double
            var truePasses: Bool
        }
        var regions: [Region]
    }
    struct Measured {
        var truth: Truth.Region
        var report: RegionReport
        var error: Double {
            guard let ratio = report.ratio else { return .infinity }
            return abs(ratio - truth.ratio) / truth.ratio
        }
    }

    static let folder = TestPaths.fixtures.appendingPathComponent("accuracy")

    /// Every region of the slice, measured once.
    static let measured: [Measured] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("index.json")),
              let index = try? JSONDecoder().decode(Index.self, from: data) else { return [] }
        var all: [Measured] = []
        for entry in index.images {
            let png = folder.appendingPathComponent(entry.image)
            let truthURL = png.deletingPathExtension().appendingPathExtension("truth.json")
            guard let truthData = try? Data(contentsOf: truthURL),
                  let truth = try? JSONDecoder().decode(Truth.self, from: truthData),
                  let report = try? Analyzer().analyze(imageAt: png.path) else { continue }
            for t in truth.regions {
                if let r = report.regions.first(where: { $0.id == t.id }) { all.append(Measured(truth: t, report: r)) }
            }
        }
        return all
    }()

    /// Largest share of regions allowed outside 5% of the true ratio, per category.
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
        let regions = Self.measured.filter { $0.truth.categories.contains(category) }
        try #require(!regions.isEmpty, "no region tagged \(category)")
        let share = Double(regions.count { $0.error <= 0.05 }) / Double(regions.count)
        let bound = try #require(Self.bounds.first { $0.category == category }).within5
        let worst = regions.max { $0.error < $1.error }.map { "\($0.report.id) \($0.error)" } ?? ""
        #expect(share >= bound, "\(category): \(share) within 5% (worst \(worst))")
    }

    /// The dangerous error: text that truly fails by a clear margin, passed.
    @Test func noClearFailureIsPassed() {
        for m in Self.measured where m.truth.ratio < m.truth.threshold * 0.95 {
            #expect(m.report.verdict != .pass, "\(m.report.id): true \(m.truth.ratio), measured \(m.report.ratio ?? 0)")
        }
    }

    @Test func verdictsAgreeAndReviewIsRare() {
        let decided = Self.measured.filter { $0.report.verdict == .pass || $0.report.verdict == .fail }
        let agree = decided.count { ($0.report.verdict == .pass) == $0.truth.truePasses }
        #expect(Double(agree) >= 0.97 * Double(decided.count), "\(agree) of \(decided.count) agree")
        #expect(Double(Self.measured.count - decided.count) <= 0.05 * Double(Self.measured.count))
    }
}
