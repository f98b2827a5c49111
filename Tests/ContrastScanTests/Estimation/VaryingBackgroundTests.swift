import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("Text over gradients and photos: local background, range and worst case")
struct VaryingBackgroundTests {
    private func report(_ name: String) throws -> ImageReport {
        try Analyzer().analyze(imageAt: Goldens.root.appendingPathComponent("\(name).png").path)
    }

    @Test func aGradientBehindATitleIsReportedAsARange() throws {
        let title = try #require(try report("gradient-header").regions.first { $0.id == "title" })
        let range = try #require(title.backgroundRange)
        #expect(range.varies)
        #expect(range.luminance.lowerBound < range.luminance.upperBound)
    }

    @Test func aSolidBackgroundDoesNotVary() throws {
        for region in try report("card-light").regions where region.role == .text && region.ratio != nil {
            #expect(region.backgroundRange?.varies == false, "\(region.id)")
        }
    }

    /// Text on a gradient: the median background passes 4.5:1, the darkest
    /// 5% of the text against its local background does not. The verdict stays
    /// on the headline ratio and says so.
    @Test func passingTextWithAWeakWorstCaseIsFlagged() throws {
        let title = try #require(try report("gradient-header").regions.first { $0.id == "promo-body" })
        #expect(title.verdict == .pass)
        let worst = try #require(title.worstRatio)
        #expect(worst < 4.5)
        #expect(title.notes.contains { $0.isWorstCase })
    }

    /// On solid backgrounds the anti-aliased edges must not make a worst case.
    @Test func solidTextHasNoWorstCaseWarning() throws {
        for name in ["card-light", "settings-light", "thin-text"] {
            for region in try report(name).regions where region.backgroundRange?.varies == false {
                #expect(!region.notes.contains { $0.isWorstCase }, "\(name) \(region.id)")
            }
        }
    }
}
