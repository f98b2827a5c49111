import ColorScience

extension ContrastEstimator {
    /// The contrast between two flat-coloured sets of pixels — a control's track and the
    /// surface, a thumb and its track — each taken as its per-channel median.
    ///
    /// The range the verdict may use spans the 10th–90th percentiles of the background's
    /// luminance and the 25th–75th of the foreground's: the foreground is one flat part (a
    /// track, a thumb), and its outer tenths are the labels on it and the anti-aliased pixels
    /// at its outline, not colours the part may have (a segmented control's platter read
    /// 1.36:1 against the photo around it allowed 4.99:1 from its segments' labels alone).
    /// Confidence drops when either side has few pixels.
    func pairEstimate(foreground: [RegionSamples.Sample], background: [RegionSamples.Sample],
                      colorimetry: ImageColorimetry) -> ContrastEstimate? {
        // Each list reserved for all its pixels (not grown pixel by pixel).
        var fgColors = ColorQuantiles(reservingCapacity: foreground.count)
        var bgColors = ColorQuantiles(reservingCapacity: background.count)
        var fgY = Quantiles(reservingCapacity: foreground.count), bgY = Quantiles(reservingCapacity: background.count)
        for s in foreground { fgColors.add(s); fgY.add(s.luminance) }
        for s in background { bgColors.add(s); bgY.add(s.luminance) }
        guard let f = fgColors.median(), let b = bgColors.median() else { return nil }
        let fg = colorimetry.measure(SIMD3(Double(f.x), Double(f.y), Double(f.z)))
        let bg = colorimetry.measure(SIMD3(Double(b.x), Double(b.y), Double(b.z)))
        let ratio = WCAG.contrastRatio(luminance: fg.luminance, bg.luminance)
        let lc = APCA.lightnessContrast(textY: fg.apcaLuminance, backgroundY: bg.apcaLuminance)
        let f25 = Double(fgY.quantile(0.25) ?? 0), f75 = Double(fgY.quantile(0.75) ?? 0)
        let b10 = Double(bgY.quantile(0.1) ?? 0), b90 = Double(bgY.quantile(0.9) ?? 0)
        let corners = [(f25, b10), (f25, b90), (f75, b10), (f75, b90)].map { WCAG.contrastRatio(luminance: $0.0, $0.1) }
        let range = min(corners.min() ?? ratio, ratio)...max(corners.max() ?? ratio, ratio)
        var confidence = 1.0
        var reasons: [String] = []
        let fewest = min(foreground.count, background.count)
        if fewest < 20 {
            confidence *= 0.6
            reasons.append("few pixels (\(fewest))")
        }
        let luminance = min(bg.luminance, bg.luminance)...max(bg.luminance, bg.luminance)
        return ContrastEstimate(foreground: fg.srgb, background: bg.srgb, foregroundSource: fg.source,
                                backgroundSource: bg.source, ratio: ratio, apcaLc: lc, worstRatio: ratio,
                                ratioRange: range,
                                backgroundRange: BackgroundRange(darkest: bg.srgb, lightest: bg.srgb, luminance: luminance),
                                confidence: confidence, reasons: reasons, glyphPixelCount: foreground.count)
    }

    /// A compound control's track against the surface (`ThumbTrack.againstSurface`). When the
    /// surface under the track is read from above and below it, the range the verdict may use
    /// also spans the track against the whole ring: what lies under the control is inferred,
    /// and a verdict is certain only if it holds for the surface all around too.
    func trackOnSurface(_ control: ThumbTrack, ring: [RegionSamples.Sample], box: PixelRect,
                        colorimetry: ImageColorimetry) -> ContrastEstimate? {
        let (track, surface, inferred) = control.againstSurface(ring, box: box)
        guard var e = pairEstimate(foreground: track, background: surface, colorimetry: colorimetry) else { return nil }
        if inferred, let around = pairEstimate(foreground: control.track, background: ring, colorimetry: colorimetry) {
            e.ratioRange = min(e.ratioRange.lowerBound, around.ratioRange.lowerBound)...max(e.ratioRange.upperBound, around.ratioRange.upperBound)
        }
        // A track of two flat colours (a ring or an offset shadow of the thumb drawn over part
        // of it): the one not measured, when unlike the surface, is measured too and the lower
        // stands — the user must find the track in both.
        if let other = Self.otherTrackColor(control.track, surface: surface),
           var second = pairEstimate(foreground: other, background: surface, colorimetry: colorimetry),
           second.ratio < e.ratio {
            second.reasons.append(Self.twoColouredTrackNote(e.ratio))
            second.confidence = min(second.confidence, e.confidence)
            second.ratioRange = min(second.ratioRange.lowerBound, e.ratioRange.lowerBound)...max(second.ratioRange.upperBound, second.ratio)
            return second
        }
        return e
    }

    /// The note on a track of two colours measured in the one of lower contrast.
    static func twoColouredTrackNote(_ otherRatio: Double) -> String {
        "the track shows two colours: measured the one of lower contrast with the surface (the other reads \(RatioFormat.text(otherRatio)))"
    }

    /// The pixels of a track's second flat colour: at least a quarter of the track, a tenth or
    /// more (in RGB) from the track's median, mostly one colour, and unlike the surface (not
    /// the surface showing at the control's rounded ends); nil when there is none.
    static func otherTrackColor(_ track: [RegionSamples.Sample], surface: [RegionSamples.Sample]) -> [RegionSamples.Sample]? {
        var all = ColorQuantiles(reservingCapacity: track.count), around = ColorQuantiles(reservingCapacity: surface.count)
        for s in track { all.add(s) }
        for s in surface { around.add(s) }
        guard let main = all.median(), let ground = around.median() else { return nil }
        let others = track.keeping { colorDistance($0, main) > 0.1 }
        guard others.count * 4 >= track.count else { return nil }
        var second = ColorQuantiles(reservingCapacity: others.count)
        for s in others { second.add(s) }
        guard let color = second.median(), colorDistance(color, ground) > 0.1 else { return nil }
        let flat = others.keeping { colorDistance($0, color) <= 0.05 }
        guard flat.count * 10 >= others.count * 7 else { return nil }
        return flat
    }
}
