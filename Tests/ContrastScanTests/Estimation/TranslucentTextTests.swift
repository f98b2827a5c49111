import ContrastScan
import Foundation
import TestSupport
import Testing

/// Translucent text over diagonal stripes, cut from browser-rendered screens
/// (`Tests/Fixtures/stripes`, from `scripts/make-browser-corpus` seeds 12 and 13, tight
/// sidecars), each a far false pass before.
@Suite("Translucent text over stripes: a pass must hold all along the line")
struct TranslucentTextTests {
    private func region(_ name: String) throws -> RegionReport { try fixtureRegion("stripes/\(name)") }

    /// A lock screen's date in translucent dark text across diagonal stripes (green and cyan,
    /// 2.77:1; orange, grey and purple, 2.84:1): the glyph colour measured was the glyphs'
    /// over the stripe where they stand out most, and the line passed at 3:1 (3.12:1, 3.11:1).
    /// The glyphs over the other stripes are another colour, off the line from their own
    /// stripe to the one measured, and read lower: nothing supports a pass.
    @Test("translucent text across stripes is not passed on its best stripe",
          arguments: ["translucent-date-over-stripes", "translucent-date-over-orange-stripes"])
    func notPassedOnItsBestStripe(_ name: String) throws {
        let region = try region(name)
        #expect(region.verdict != .pass)
        #expect(region.warnings.contains { $0.hasPrefix("strokes of another colour stand out") }, "\(region.warnings)")
    }
}
