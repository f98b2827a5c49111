/// A thin pass next to a shadow: the background read may still hold the shadow's outskirts.
///
/// A `text-shadow` or halo with a large blur reaches past the ring the background is read
/// from, so even after the shadow rules (`shadowFreeCells`, `shadowBandCells`) the surface
/// measured can lie a little on the shadow's side: pushed away from the glyph colour, which
/// only ever raises the ratio (white on a green photo behind a dark shadow, 4.20:1, read
/// 4.57:1 against an AA threshold of 4.5). The error is one-sided: the surface behind the
/// shadow is at most the ratio measured and may be a few percent below it. A text estimate
/// with a shadow seen therefore allows ratios down to `shadowMargin` below its own, and a
/// confident one is decided on that span alone (`[ratio / shadowMargin, ratio]`): a pass or a
/// fail stays one unless it is within that margin above the threshold, which becomes `review`.
extension ContrastEstimator {
    /// How much a shadow's outskirts left in the background may raise the ratio.
    static let shadowMargin = 1.03

    /// The note a text region with a shadow gets when its ratio may be overstated.
    public static let shadowMarginNote = "a shadow reaches past the margin read for the background: the ratio may be up to 3% lower"

    /// The confidence and ratio span of a text estimate with a shadow seen: ratios down to
    /// `ratio / shadowMargin` allowed; a confident estimate (one the policy decides on its ratio
    /// alone) decided on `[ratio / shadowMargin, ratio]` instead.
    static func shadowMargin(ratio: Double, range: ClosedRange<Double>, confidence: Double)
        -> (range: ClosedRange<Double>, confidence: Double) {
        if confidence >= decidedConfidence { return (ratio / shadowMargin...ratio, 0.45) }
        return (allowingShadowMargin(range, ratio: ratio), confidence)
    }

    /// `range` with its bottom lowered, where need be, to `ratio / shadowMargin`: what a
    /// shadow's outskirts left in the background read allow.
    static func allowingShadowMargin(_ range: ClosedRange<Double>, ratio: Double) -> ClosedRange<Double> {
        min(range.lowerBound, ratio / shadowMargin)...range.upperBound
    }
}
