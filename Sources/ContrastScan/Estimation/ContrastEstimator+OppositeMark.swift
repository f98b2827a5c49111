import ColorScience

/// A mark on the other side of the background: in an icon's frame, solid pixels of one colour
/// that stand out from the surface the opposite way from the colour measured — darker where
/// it is lighter, or lighter where it is darker.
///
/// The colour measured is the most distinct one in the frame. When a frame holds two marks on
/// either side of the surface, the other one reads as a shadow of the first: a dark green
/// magnifier over grey, in a loose frame that also held two letters of a pale pink title
/// behind it, was measured as the pink letters against the grey (3.06:1, a pass) and its own
/// green pixels set aside as their shadow (1.67:1 against the grey). A shadow is soft, its
/// pixels spread over many colours; a mark is many pixels of one colour. When such a mark is
/// found and reads lower, a pass must hold for it too.
extension ContrastEstimator {
    /// The note an icon gets when a second mark on the other side of the background reads lower.
    static func oppositeMarkNote(_ hex: String, _ ratio: Double) -> String {
        "two marks stand out from the background, one lighter and one darker: the other, \(hex), reads \(RatioFormat.text(ratio)) against it"
    }

    /// The median colour of the commonest colour (in bins of 1/16 per channel) among the box's
    /// pixels on the far side of their local background from `foreground` (coverage below
    /// -`backgroundCoverage` on the line between them) that stand out from it by more than
    /// `reach`, when that colour holds at least 20 pixels and a quarter as many as the cores,
    /// and is not as common around the box (the background's own texture); nil otherwise.
    func oppositeMarkColor(inner: [RegionSamples.Sample], ring: [RegionSamples.Sample], local: [SIMD3<Float>],
                           alphas: [Float], coreCount: Int, reach: Float) -> SIMD3<Float>? {
        let reach2 = squaredReach(reach)
        guard let (color, count) = Self.commonestColor(inner, where: {
            alphas[$0] < -backgroundCoverage && squaredColorDistance(inner[$0], local[$0]) > reach2
        }), count >= 20, count * 4 >= coreCount else { return nil }
        // A colour as common around the box as in it is the surface's own, not a mark.
        let found = Self.shares(of: color, within: reach, inner: inner, ring: ring)
        return found.around < 0.3 * found.inside ? color : nil
    }
}
