import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("Analyzer.timeLimit: one slow image ends in an error naming it")
struct AnalysisTimeLimitTests {
    static let bad = Goldens.root.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/bad")

    /// The 10000 × 10000 fixture with a region on its last rows: every row must be decoded.
    static func slowImage() throws -> (png: [UInt8], sidecar: Sidecar) {
        let png = [UInt8](try Data(contentsOf: bad.appendingPathComponent("slow-1bit-10000.png")))
        let sidecar = Sidecar(regions: [RegionSpec(id: "bottom", rect: PointRect(x: 10, y: 9_980, width: 40, height: 12))])
        return (png, sidecar)
    }

    @Test func anImageOverItsTimeLimitIsAnErrorNamingItAndTheLimit() throws {
        let (png, sidecar) = try Self.slowImage()
        var analyzer = Analyzer()
        analyzer.timeLimit = .milliseconds(20)
        let start = ContinuousClock.now
        let error = #expect(throws: AnalysisError.self) { try analyzer.analyze(pngBytes: png, sidecar: sidecar, name: "slow.png") }
        #expect(error?.problem == .timedOut(.milliseconds(20)))
        #expect(error?.description == "slow.png: timed out after 0.02 s (the per-image time limit); the analysis of this image was stopped")
        #expect(start.duration(to: .now) < .seconds(2))
    }

    @Test func theLimitIsPerImageSoTheNextImageStillGetsItsOwn() throws {
        let (png, sidecar) = try Self.slowImage()
        var analyzer = Analyzer()
        analyzer.timeLimit = .milliseconds(20)
        #expect(throws: AnalysisError.self) { try analyzer.analyze(pngBytes: png, sidecar: sidecar, name: "slow.png") }
        analyzer.timeLimit = .seconds(60)
        let quick = try analyzer.analyze(imageAt: Goldens.root.appendingPathComponent("card-light.png").path)
        let unlimited = try Analyzer().analyze(imageAt: Goldens.root.appendingPathComponent("card-light.png").path)
        #expect(quick == unlimited)
    }

    /// 10,000 regions on a quick image: the limit is checked before each region,
    /// so the analysis stops soon after the limit, not after the last region.
    @Test func manyRegionsStopAtTheLimitNotAfterTheLastOne() throws {
        let png = [UInt8](try Data(contentsOf: Goldens.root.appendingPathComponent("card-light.png")))
        let regions = (0..<10_000).map {
            RegionSpec(id: "r\($0)", rect: PointRect(x: Double($0 % 300), y: Double($0 % 180), width: 60, height: 14))
        }
        var analyzer = Analyzer()
        analyzer.timeLimit = .milliseconds(50)
        let start = ContinuousClock.now
        let error = #expect(throws: AnalysisError.self) {
            try analyzer.analyze(pngBytes: png, sidecar: Sidecar(scale: 2, regions: regions), name: "card-light.png")
        }
        #expect(error?.problem == .timedOut(.milliseconds(50)))
        #expect(start.duration(to: .now) < .seconds(5))
    }

    @Test func aZeroLimitStopsBeforeTheFirstRegion() throws {
        var analyzer = Analyzer()
        analyzer.timeLimit = .zero
        let error = #expect(throws: AnalysisError.self) {
            try analyzer.analyze(imageAt: Goldens.root.appendingPathComponent("card-light.png").path)
        }
        #expect(error?.problem == .timedOut(.zero))
        #expect(error?.message.hasPrefix("timed out after 0 s") == true)
    }
}
