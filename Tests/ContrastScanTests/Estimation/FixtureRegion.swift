import ContrastScan
import Foundation
import TestSupport
import Testing

/// The first region of a fixture screenshot cut from a corpus (`Tests/Fixtures/PATH.png`, its
/// sidecar beside it), analysed with the default policy.
func fixtureRegion(_ path: String) throws -> RegionReport {
    let png = TestPaths.fixtures.appendingPathComponent("\(path).png")
    return try #require(try Analyzer().analyze(imageAt: png.path).regions.first)
}

/// `fixtureRegion(path)`, its ratio checked to lie within `tolerance` (a share of it) of the
/// true ratio `truth`.
func fixtureRegion(_ path: String, truth: Double, tolerance: Double = 0.05,
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> RegionReport {
    let region = try fixtureRegion(path)
    let ratio = try #require(region.ratio, sourceLocation: sourceLocation)
    #expect(abs(ratio - truth) <= tolerance * truth, "\(path): \(ratio) vs \(truth)", sourceLocation: sourceLocation)
    return region
}
