import ColorScience

/// Ink of another colour: strong strokes that stand out from their local background but do
/// not lie on the line from it to the glyph colour measured.
///
/// Translucent text over diagonal stripes takes each stripe's colour into its strokes. The most
/// distinct colour is the glyphs' over one stripe; the cores are the pixels of that colour, and
/// the glyphs over the other stripes — another colour, off the line from their own stripe to
/// the one measured — are neither cores nor background. The line's ratio is then the contrast
/// over the one stripe where the text stands out most (dark text across green and cyan stripes,
/// 2.77:1, read 3.12:1 over the cyan stripe). When such other ink is common, its own contrast
/// against the background right behind it is a second ratio a pass must hold for.
extension ContrastEstimator {
    /// The note a text region gets when ink of another colour reads lower than the glyph colour measured.
    static func otherInkNote(_ ratio: Double) -> String {
        "strokes of another colour stand out from the background behind them at only \(RatioFormat.text(ratio)) (translucent text over a changing background)"
    }

    /// The typical ratio (the 75th percentile) of the ink pixels off the glyph line against
    /// their local backgrounds, when at least half as many as the cores; nil otherwise.
    /// - Parameters:
    ///   - luminance: the luminance of an encoded colour in the image's space.
    func otherInkRatio(inner: [RegionSamples.Sample], local: [SIMD3<Float>], coreCount: Int,
                       foreground: SIMD3<Float>, distinct: Float,
                       luminance: (SIMD3<Float>) -> Float) -> Double? {
        guard coreCount >= 20 else { return nil }
        var ratios = Quantiles()
        let strong2 = squaredReach(2 * distinct)
        for i in inner.indices {
            let s = inner[i]
            // The tests that need no square root first (`squaredReach`), then `project`'s roots
            // for the pixels left: the same tests, the same answers.
            let (alpha, residual2, axisLength2) = projectSquared(s, background: local[i], foreground: foreground)
            // Strong: as far from its background as three quarters of the way to the glyphs.
            let d = SIMD3(s.r, s.g, s.b) - local[i]
            let standout2 = (d * d).sum()
            guard alpha > 0.3, standout2 > strong2 else { continue }
            let standout = standout2.squareRoot(), residual = residual2.squareRoot(), axisLength = axisLength2.squareRoot()
            guard standout >= 0.75 * axisLength, residual > max(distinct, 0.35 * axisLength) else { continue }
            let y = s.luminance, b = luminance(local[i])
            ratios.add((max(y, b) + 0.05) / (min(y, b) + 0.05))
        }
        guard ratios.count * 2 >= coreCount, let typical = ratios.quantile(0.75) else { return nil }
        return Double(typical)
    }
}
