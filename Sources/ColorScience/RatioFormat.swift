/// How ratios are shown. They are cut, never rounded up, to three decimals,
/// so a printed ratio that reaches a threshold always passes it: 4.4996 is
/// shown as 4.499 and fails 4.5, as WCAG reads it.
public enum RatioFormat {
    public static func truncated(_ ratio: Double) -> Double {
        // The tiny nudge keeps 4.54 from printing as 4.539 after binary rounding.
        (ratio * 1000 + 1e-9).rounded(.down) / 1000
    }

    /// `4.54:1`, two decimals, cut. A ratio outside 1…21 (none is measured; a
    /// damaged file could hold one) is shown clamped to that range rather than
    /// converted to an integer that could overflow.
    public static func text(_ ratio: Double) -> String {
        let shown = ratio.isNaN ? 1 : min(max(ratio, 1), 21)
        let hundredths = Int((shown * 100 + 1e-9).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
