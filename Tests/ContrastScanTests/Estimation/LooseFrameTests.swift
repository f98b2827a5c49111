import ContrastScan
import Foundation
import TestSupport
import Testing

/// Loose frames cut from browser-rendered screens (`Tests/Fixtures/loose-frames`, from
/// `scripts/make-browser-corpus` seeds 12 and 13, loose sidecars), each a far false pass before.
@Suite("Loose frames: the text against the surface it sits on")
struct LooseFrameTests {
    private func region(_ name: String) throws -> RegionReport {
        let png = TestPaths.fixtures.appendingPathComponent("loose-frames/\(name).png")
        return try #require(try Analyzer().analyze(imageAt: png.path).regions.first)
    }

    /// A frame around a filled pill whose rounded corners show the page (a gradient) at the
    /// frame's corners: the corners are the surface outside, not marks, so the frame is
    /// tightened to the label and the label is measured against the pill's fill — not the
    /// pill's fill taken for the text against the page (read 9.2:1 and 3.4:1, both passed).
    @Test("a label in a filled pill is measured against the pill, not the page around it",
          arguments: [("pill-navy-on-gradient", 1.274), ("pill-blue-on-pink", 2.677)])
    func labelInAPillAgainstItsFill(_ name: String, truth: Double) throws {
        let region = try region(name)
        #expect(region.verdict == .fail)
        let ratio = try #require(region.ratio)
        #expect(abs(ratio - truth) <= 0.05 * truth, "\(ratio) vs \(truth)")
    }
}
