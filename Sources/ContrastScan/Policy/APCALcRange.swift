import ColorScience

/// The |Lc| values the pixels of a region allow, so a low-confidence APCA
/// verdict can follow the same rule as WCAG's: decided when the whole range
/// lies on one side of the threshold, `review` otherwise.
///
/// The estimate carries a WCAG `ratioRange` (from the 10th–90th percentiles
/// of glyph and background luminance) but no Lc range, and `ContrastEstimate`
/// stays as it is. So the range is carried over: the background is held at
/// its estimate and the glyph's luminance moved to give each end of the ratio
/// range (the glyph is the smaller, anti-aliased sample and carries most of
/// the uncertainty); the change in |Lc| this makes for a grey glyph is added
/// to the measured |Lc|. The result always contains the measured |Lc|.
enum APCALcRange {
    static func allowed(by estimate: ContrastEstimate) -> ClosedRange<Double> {
        let measured = abs(estimate.apcaLc)
        let background = WCAG.relativeLuminance(estimate.background)
        let darkText = WCAG.relativeLuminance(estimate.foreground) <= background

        /// |Lc| of a grey glyph that has `ratio` against the background.
        func greyLc(ratio: Double) -> Double {
            let r = max(ratio.isFinite ? ratio : 1, 1)
            let y = darkText ? (background + 0.05) / r - 0.05 : r * (background + 0.05) - 0.05
            let v = SRGBTransfer.toEncoded(min(max(y, 0), 1))
            return abs(APCA.lightnessContrast(text: RGB(red: v, green: v, blue: v), background: estimate.background))
        }

        let anchor = greyLc(ratio: estimate.ratio)
        let ends = [estimate.ratioRange.lowerBound, estimate.ratioRange.upperBound]
            .map { max(0, measured + greyLc(ratio: $0) - anchor) }
        return min(measured, ends.min() ?? measured)...max(measured, ends.max() ?? measured)
    }
}
