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
