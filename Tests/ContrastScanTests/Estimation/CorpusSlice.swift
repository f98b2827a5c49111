import ContrastScan
import Foundation
import TestSupport
import Testing

/// A slice of a ground-truth corpus (`Tests/Fixtures/accuracy`, `Tests/Fixtures/browser`):
/// `index.json` lists the screens, `NAME.truth.json` beside each holds every region's true
/// ratio, and each region is measured once by the analyser. Shared by the slice suites, which
/// differ only in their corpus, their bounds and the checks particular to it.
enum CorpusSlice {
    struct Index: Decodable {
        struct Entry: Decodable {
            var image: String
            /// The sidecar with loose frames (the browser corpus only).
            var looseSidecar: String?
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
    /// One region: what is true and what the analyser reported.
    struct Measured: Sendable {
        var image: String
        var truth: Truth.Region
        var report: RegionReport
        /// The relative error of the measured ratio (infinite when there is none).
        var error: Double {
            guard let ratio = report.ratio else { return .infinity }
            return abs(ratio - truth.ratio) / truth.ratio
        }
        /// More than 2% from the threshold: a verdict that can be expected to agree.
        var isClear: Bool { abs(truth.ratio / truth.threshold - 1) > 0.02 }
        var isDecided: Bool { report.verdict == .pass || report.verdict == .fail }
    }

    /// `Tests/Fixtures/NAME`, e.g. `accuracy`.
    static func folder(_ name: String) -> URL { TestPaths.fixtures.appendingPathComponent(name) }

    /// The slice's `index.json`.
    static func index(of folder: URL) throws -> Index {
        try JSONDecoder().decode(Index.self, from: Data(contentsOf: folder.appendingPathComponent("index.json")))
    }

    /// Every region of the slice in `Tests/Fixtures/NAME`, measured with the sidecar beside
    /// each image, or with its loose sidecar when `loose` (an image without one is left out).
    static func measure(_ name: String, loose: Bool = false) -> [Measured] {
        let folder = folder(name)
        guard let index = try? index(of: folder) else { return [] }
        var all: [Measured] = []
        for entry in index.images {
            let png = folder.appendingPathComponent(entry.image)
            let truthURL = png.deletingPathExtension().appendingPathExtension("truth.json")
            var regions: String?
            if loose {
                guard let sidecar = entry.looseSidecar else { continue }
                regions = folder.appendingPathComponent(sidecar).path
            }
            guard let truthData = try? Data(contentsOf: truthURL),
                  let truth = try? JSONDecoder().decode(Truth.self, from: truthData),
                  let report = try? Analyzer().analyze(imageAt: png.path, regionsAt: regions) else { continue }
            for t in truth.regions {
                if let r = report.regions.first(where: { $0.id == t.id }) { all.append(Measured(image: entry.image, truth: t, report: r)) }
            }
        }
        return all
    }

    /// The share of `measured` within 5% of the true ratio (0 when empty).
    static func shareWithinFivePercent(_ measured: [Measured]) -> Double {
        Double(measured.count { $0.error <= 0.05 }) / Double(max(1, measured.count))
    }

    /// At least `bounds[category]` of the regions tagged `category` are within 5% of the true
    /// ratio; there is at least one such region.
    static func expectWithinFivePercent(_ measured: [Measured], category: String,
                                        bounds: [(category: String, within5: Double)],
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let regions = measured.filter { $0.truth.categories.contains(category) }
        try #require(!regions.isEmpty, "no region tagged \(category)", sourceLocation: sourceLocation)
        let share = shareWithinFivePercent(regions)
        let bound = try #require(bounds.first { $0.category == category }, sourceLocation: sourceLocation).within5
        let worst = regions.max { $0.error < $1.error }.map { "\($0.report.id) \($0.error)" } ?? ""
        #expect(share >= bound, "\(category): \(share) within 5% (worst \(worst))", sourceLocation: sourceLocation)
    }

    /// The dangerous error: no text that truly fails by a clear margin (5% under its
    /// threshold) is passed.
    static func expectNoClearFailurePassed(_ measured: [Measured], sourceLocation: SourceLocation = #_sourceLocation) {
        for m in measured where m.truth.ratio < m.truth.threshold * 0.95 {
            #expect(m.report.verdict != .pass, "\(m.image) \(m.report.id): true \(m.truth.ratio), measured \(m.report.ratio ?? 0)",
                    sourceLocation: sourceLocation)
        }
    }

    /// At least 97% of `decided` (regions answered pass or fail) agree with the truth.
    static func expectVerdictsAgree(_ decided: [Measured], sourceLocation: SourceLocation = #_sourceLocation) {
        let agree = decided.count { ($0.report.verdict == .pass) == $0.truth.truePasses }
        #expect(Double(agree) >= 0.97 * Double(decided.count), "\(agree) of \(decided.count) agree", sourceLocation: sourceLocation)
    }
}
