import ColorScience

extension ContrastEstimator {
    /// The note a line framed along its row gets when the surface above and below it reads
    /// otherwise than the padding at its ends: the other reading's ratio.
    static func surfaceAboveAndBelowNote(_ ratio: Double) -> String {
        "read against the surface above and below the line instead of the frame's padding at its ends, it is \(RatioFormat.text(ratio))"
    }

    /// A line in a frame stretched along its row, framed to its marks (`FrameTightening.tighten`)
    /// across the frame's whole height: its background grid is seeded from the padding left and
    /// right of the marks, the only surface the tightened frame has around it. Above and below the
    /// line the surface may be another (a glow rising from below, a photo): the estimate is read
    /// again with the frame's own ring above and below the marks' columns as ring too, and
    /// when the two readings differ by more than 5%, a verdict must hold for both.
    ///
    /// Light text over a pink glow rising from below it (seed 62, loose, true 4.19:1 against
    /// 4.5) was read against the dark surface past the line's ends: the glow under the glyphs,
    /// between that surface and the glyphs' colour, was never taken for background, and the
    /// line passed at 4.86:1 with no doubt. Read with the surface above and below, 3.79:1.
    ///
    /// Only doubt, not the other reading's ratio: a caption half over a sun that peaks at the
    /// line's height (seed 33, loose, 4.20:1) reads 3.03:1 that way, the sun above and below the
    /// line dimmer than beside the glyphs. Only for frames stretched along the row (the marks
    /// in at most three quarters of the frame's width): a frame drawn to its text is not read
    /// twice.
    func doubtSurfaceAboveAndBelow(_ estimate: inout ContrastEstimate, tight: RegionSamples, tightBox: PixelRect,
                                   samples: RegionSamples, box: PixelRect, colorimetry: ImageColorimetry) {
        guard tightBox.width * 4 <= box.width * 3,
              let outer = FrameTightening.withRingAboveAndBelow(tight, tightBox: tightBox, from: samples, frame: box),
              case .success(let other) = estimateFramed(outer, box: tightBox, colorimetry: colorimetry, checkRival: true),
              abs(other.ratio / estimate.ratio - 1) > 0.05 else { return }
        estimate.reasons.append(Self.surfaceAboveAndBelowNote(other.ratio))
        estimate.confidence = min(estimate.confidence, 0.45)
        estimate.ratioRange = min(estimate.ratioRange.lowerBound, other.ratio)...max(estimate.ratioRange.upperBound, other.ratio)
    }
}
