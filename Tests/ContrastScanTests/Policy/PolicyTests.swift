import ColorScience
import ContrastScan
import ContrastScanSupport
import Testing

@Suite("Thresholds and verdicts")
struct PolicyTests {
    let policy = ContrastPolicy()

    private func spec(_ role: RegionRole = .text, size: Double? = nil, weight: Double? = nil) -> RegionSpec {
        RegionSpec(id: "r", rect: PointRect(x: 0, y: 0, width: 1, height: 1), role: role, fontSize: size, fontWeight: weight)
    }

    private func estimate(ratio: Double, confidence: Double = 1, range: ClosedRange<Double>? = nil,
                          worst: Double? = nil) -> ContrastEstimate {
        ContrastEstimate(foreground: .black, background: .white, ratio: ratio, apcaLc: 0, worstRatio: worst ?? ratio,
                         ratioRange: range ?? ratio...ratio, confidence: confidence, reasons: [], glyphPixelCount: 100)
    }

    @Test("threshold by role, size, weight and appearance", arguments: [
        (RegionRole.text, nil as Double?, nil as Double?, Appearance.Contrast.standard, 4.5 as Double?),
        (.text, 12, 900, .standard, 4.5),        // bold below 14 pt is not large
        (.text, 18, nil, .standard, 3),          // 18 pt is large at any weight
        (.text, 17.99, 400, .standard, 4.5),
        (.text, 14, 700, .standard, 3),          // 14 pt bold is large
        (.text, 14, 699, .standard, 4.5),
        (.text, 13.9, 700, .standard, 4.5),
        (.largeText, nil, nil, .standard, 3),
        (.nonText, nil, nil, .standard, 3),
        (.decorative, nil, nil, .standard, nil),
        (.text, 17, 400, .increased, 7),
        (.text, 18, 400, .increased, 4.5),
        (.largeText, nil, nil, .increased, 4.5),
        (.nonText, nil, nil, .increased, 3),
    ])
    func thresholds(_ role: RegionRole, _ size: Double?, _ weight: Double?, _ contrast: Appearance.Contrast, _ expected: Double?) {
        let requirement = policy.requirement(for: spec(role, size: size, weight: weight),
                                             appearance: Appearance(contrast: contrast))
        #expect(requirement.minimumRatio == expected)
    }

    @Test func noRoundingUp() {
        let requirement = policy.requirement(for: spec(), appearance: nil)
        #expect(policy.verdict(for: estimate(ratio: 4.499), requirement: requirement) == .fail)
        #expect(policy.verdict(for: estimate(ratio: 4.4999999), requirement: requirement) == .fail)
        #expect(policy.verdict(for: estimate(ratio: 4.5), requirement: requirement) == .pass)
        let increased = policy.requirement(for: spec(), appearance: Appearance(contrast: .increased))
        #expect(policy.verdict(for: estimate(ratio: 6.999), requirement: increased) == .fail)
        #expect(policy.verdict(for: estimate(ratio: 7), requirement: increased) == .pass)
    }

    @Test func decorativeIsNeverFailed() {
        let requirement = policy.requirement(for: spec(.decorative), appearance: nil)
        #expect(policy.verdict(for: estimate(ratio: 1.01), requirement: requirement) == .skipped)
    }

    @Test func lowConfidenceIsReviewOnlyWhenThePixelsAllowBothAnswers() {
        let requirement = policy.requirement(for: spec(), appearance: nil)
        #expect(policy.verdict(for: estimate(ratio: 4.6, confidence: 0.3, range: 4.2...5.0), requirement: requirement) == .review)
        #expect(policy.verdict(for: estimate(ratio: 9, confidence: 0.3, range: 7...11), requirement: requirement) == .pass)
        #expect(policy.verdict(for: estimate(ratio: 2, confidence: 0.3, range: 1.5...2.5), requirement: requirement) == .fail)
    }

    /// A pass by under 3% is `review` when the weakest twentieth of the glyph pixels reads
    /// under 60% of the minimum (the median background is where the glyphs split between very
    /// different surfaces); a wider pass, or one over a background that varies less, stands.
    @Test func aPassByAHairOverAWidelyVaryingBackgroundIsReview() {
        let requirement = policy.requirement(for: spec(), appearance: nil)
        #expect(policy.verdict(for: estimate(ratio: 4.55, worst: 2.6), requirement: requirement) == .review)
        #expect(policy.verdict(for: estimate(ratio: 4.7, worst: 2.6), requirement: requirement) == .pass)
        #expect(policy.verdict(for: estimate(ratio: 4.55, worst: 3.0), requirement: requirement) == .pass)
        #expect(policy.verdict(for: estimate(ratio: 4.4, worst: 2.6), requirement: requirement) == .fail)
        // The note says so only where the rule made the `review`, not where the range did.
        #expect(policy.holdsThinPass(estimate(ratio: 4.55, worst: 2.6), requirement: requirement))
        #expect(!policy.holdsThinPass(estimate(ratio: 4.55, confidence: 0.3, range: 4.0...4.6, worst: 2.6),
                                      requirement: requirement))
    }

    /// A non-text element's thin pass reaches to 5% above the minimum, with its weakest twentieth
    /// under 90% of it (a grey heart over a sky with wisps read 3.09:1 for 2.82:1 against 3:1, its
    /// weakest twentieth 2.68:1); text keeps 3% and 60%.
    @Test func aNonTextElementsThinPassIsJudgedMoreWidely() {
        let icon = policy.requirement(for: spec(.nonText), appearance: nil)
        #expect(icon.isNonText && icon.minimumRatio == 3)
        #expect(policy.verdict(for: estimate(ratio: 3.094, worst: 2.68), requirement: icon) == .review)
        #expect(policy.verdict(for: estimate(ratio: 3.2, worst: 2.68), requirement: icon) == .pass)
        #expect(policy.verdict(for: estimate(ratio: 3.094, worst: 2.8), requirement: icon) == .pass)
        // The same numbers held to text's rule stand as a pass.
        let text = ContrastPolicy.Requirement(minimumRatio: 3, rule: "test 3:1")
        #expect(!text.isNonText)
        #expect(policy.verdict(for: estimate(ratio: 3.094, worst: 2.68), requirement: text) == .pass)
        // The note names the non-text margin.
        #expect(RegionNote.thinPass(worstRatio: 2.68, margin: ContrastPolicy.nonTextThinPassMargin).description
            .hasPrefix("passes by under 5% while"))
        #expect(RegionNote.thinPass(worstRatio: 2.6).description.hasPrefix("passes by under 3% while"))
    }

    @Test func displayedRatiosAreCutNotRounded() {
        #expect(RatioFormat.text(4.4999) == "4.49:1")
        #expect(RatioFormat.truncated(4.4996) == 4.499)
        #expect(RatioFormat.text(4.54) == "4.54:1")
    }
}
