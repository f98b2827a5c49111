import ColorScience
import ContrastScan
import ContrastScanSupport
import Testing

/// Verdicts under the APCA and both standards: |Lc| against the level, the
/// worse of two verdicts, and the review rule carried over to Lc.
@Suite("APCA verdicts")
struct APCAVerdictTests {
    private let apca = ContrastPolicy(standard: .apca)
    private let both = ContrastPolicy(standard: .both)

    private func estimate(lc: Double, ratio: Double = 10, confidence: Double = 1) -> ContrastEstimate {
        ContrastEstimate(foreground: .black, background: .white, ratio: ratio, apcaLc: lc, worstRatio: ratio,
                         ratioRange: ratio...ratio, confidence: confidence, reasons: [], glyphPixelCount: 100)
    }

    /// A real pair of colours, so Lc and ratio agree, with the given ratio range.
    private func measured(_ text: RGB, on background: RGB, range: ClosedRange<Double>? = nil,
                          confidence: Double = 0.3) -> ContrastEstimate {
        let ratio = WCAG.contrastRatio(text, background)
        return ContrastEstimate(foreground: text, background: background, ratio: ratio,
                                apcaLc: APCA.lightnessContrast(text: text, background: background), worstRatio: ratio,
                                ratioRange: range ?? ratio...ratio, confidence: confidence, reasons: [], glyphPixelCount: 100)
    }

    private let body = ContrastPolicy.Requirement(standard: .apca, minimumRatio: nil, minimumLc: 75, rule: "APCA body text Lc 75")

    @Test("|Lc| is compared, so light on dark (negative Lc) is held to the same level", arguments: [
        (80.0, Verdict.pass), (-80, .pass), (75, .pass), (-75, .pass),
        (74.999, .fail), (-74.999, .fail), (-42.67, .fail), (0, .fail),
    ])
    func signIsIgnored(_ lc: Double, _ expected: Verdict) {
        #expect(apca.verdict(for: estimate(lc: lc), requirement: body) == expected)
    }

    @Test func bothStandardsMustPass() {
        let requirement = both.requirement(for: RegionSpec(id: "r", rect: PointRect(x: 0, y: 0, width: 1, height: 1),
                                                           fontSize: 16, fontWeight: 400), appearance: nil)
        #expect(requirement.minimumRatio == 4.5 && requirement.minimumLc == 75)
        #expect(both.verdict(for: estimate(lc: -80, ratio: 5), requirement: requirement) == .pass)
        #expect(both.verdict(for: estimate(lc: -42.67, ratio: 4.862), requirement: requirement) == .fail)  // WCAG passes, APCA fails
        #expect(both.verdict(for: estimate(lc: 80, ratio: 4.4), requirement: requirement) == .fail)       // APCA passes, WCAG fails
    }

    @Test func anAPCAOnlyRequirementIgnoresTheRatio() {
        #expect(apca.verdict(for: estimate(lc: 90, ratio: 1.5), requirement: body) == .pass)
    }

    @Test func nothingToCheckIsSkipped() {
        let never = ContrastPolicy.Requirement(standard: .apca, minimumRatio: nil, minimumLc: nil, rule: "decorative")
        #expect(apca.verdict(for: estimate(lc: 5), requirement: never) == .skipped)
    }

    @Test("low confidence: decided when every Lc the pixels allow is on one side, else review", arguments: [
        (RGB(hex: "#767676")!, RGB.white), (RGB(hex: "#A0A0A0")!, RGB(hex: "#1C1C1E")!),
    ])
    func lowConfidenceUsesTheCarriedOverLcRange(_ text: RGB, _ background: RGB) {
        let exact = measured(text, on: background)
        let lc = abs(exact.apcaLc)
        func requirement(_ minimum: Double) -> ContrastPolicy.Requirement {
            .init(standard: .apca, minimumRatio: nil, minimumLc: minimum, rule: "test")
        }
        // A zero-width ratio range pins |Lc| to the measured value.
        #expect(apca.verdict(for: exact, requirement: requirement(lc - 0.5)) == .pass)
        #expect(apca.verdict(for: exact, requirement: requirement(lc + 0.5)) == .fail)
        // A wide range allows values on both sides of a nearby threshold.
        let wide = measured(text, on: background, range: (exact.ratio * 0.8)...(exact.ratio * 1.25))
        #expect(apca.verdict(for: wide, requirement: requirement(lc - 0.5)) == .review)
        #expect(apca.verdict(for: wide, requirement: requirement(lc + 0.5)) == .review)
        // …but not on both sides of a far one.
        #expect(apca.verdict(for: wide, requirement: requirement(lc - 25)) == .pass)
        #expect(apca.verdict(for: wide, requirement: requirement(lc + 25)) == .fail)
        // Confident estimates are compared directly, whatever the range.
        let confident = measured(text, on: background, range: wide.ratioRange, confidence: 0.9)
        #expect(apca.verdict(for: confident, requirement: requirement(lc - 0.5)) == .pass)
    }

    @Test func underBothAReviewOnOneMeasureAndAPassOnTheOtherIsReview() {
        let wide = measured(RGB(hex: "#767676")!, on: .white, range: 4.0...5.2)
        let lc = abs(wide.apcaLc)
        let requirement = ContrastPolicy.Requirement(standard: .both, minimumRatio: 3, minimumLc: lc, rule: "test")
        #expect(both.verdict(for: wide, requirement: requirement) == .review)
    }
}
