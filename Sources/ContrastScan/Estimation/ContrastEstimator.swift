import Foundation
import ColorScience

/// Estimates, from a region's pixels, the composited background behind it,
/// the colour of its glyphs (or shape), and how far both can be trusted.
///
/// The background is not one pixel and not the declared colour: it is read
/// from a ring just outside the box, in vertical strips so a gradient or a
/// photo behind a material is followed along the line, and then refined with
/// the pixels between the glyphs. Every step is a median, so blur noise,
/// anti-aliased edges and a neighbouring stroke do not drag it. The glyph
/// colour comes from the cores, the pixels a coverage model says are fully
/// inside a stroke, never from the anti-aliased edges.
public struct ContrastEstimator: Sendable {
    /// Coverage above which a glyph pixel counts as core.
    public var coreCoverage: Float = 0.9
    /// Coverage below which an inner pixel counts as background.
    public var backgroundCoverage: Float = 0.15

    public init() {}

    /// Why no estimate could be made at all.
    public enum Failure: Error, Sendable, Equatable {
        /// No pixel of the region could be read.
        case noPixels
        /// The box holds nothing distinguishable from its background.
        case uniform
    }

    /// Estimates one region. Medians and distances are taken on the encoded
    /// values; every luminance, and the colours reported, go through
    /// `colorimetry`, so a Display P3 image is measured as Display P3.
    public func estimate(_ samples: RegionSamples, box: PixelRect,
                         colorimetry: ImageColorimetry = .srgb()) -> Result<ContrastEstimate, Failure> {
        let inner = samples.inner
        guard !inner.isEmpty else { return .failure(.noPixels) }
        var reasons: [String] = []
        var confidence = 1.0

        // 1. Strips along the line, each with its own background.
        let strips = StripLayout(box: box)
        let ringUsable = samples.ring.count >= 8
        var seedColors = ColorQuantiles()
        for s in (ringUsable ? samples.ring : inner) { seedColors.add(s) }
        guard let seed = seedColors.median() else { return .failure(.noPixels) }
        if !ringUsable {
            reasons.append("no margin around the box to read the background from")
            confidence *= 0.6
        }
        var stripColors = [ColorQuantiles](repeating: ColorQuantiles(), count: strips.count)
        for s in samples.ring { stripColors[strips.index(of: s.x)].add(s) }
        var background = stripColors.map { $0.count >= 5 ? (copyMedian($0) ?? seed) : seed }
        // The background at each column: strip medians interpolated between
        // strip centres, so a gradient is followed pixel by pixel, not in steps.
        var columns = strips.perColumn(background)
        func local(_ x: Int32) -> SIMD3<Float> { columns[strips.column(of: x)] }

        // 2. Background noise: how far ring pixels stray from their strip's median.
        var ringSpread = Quantiles()
        for s in samples.ring { ringSpread.add(distance(s, local(s.x))) }
        let noise = (ringSpread.median() ?? 0) * 1.4826
        let distinct = max(3 * noise, 0.03)

        // 3. First glyph colour: the median of the most distinct pixels.
        let innerDistances = inner.map { distance($0, local($0.x)) }
        var distances = Quantiles()
        for d in innerDistances where d > distinct { distances.add(d) }
        guard let extreme = distances.quantile(0.995) else { return .failure(.uniform) }
        // Within 3% of the extreme, or three noise widths on a busy background.
        let extremeFloor = extreme - max(0.03 * extreme, 3 * noise)
        var extremes = ColorQuantiles()
        for (s, d) in zip(inner, innerDistances) where d >= extremeFloor { extremes.add(s) }
        guard var foreground = extremes.median() else { return .failure(.uniform) }

        // 4. Alternate: coverage → cores and background pixels → both colours again.
        var cores: [RegionSamples.Sample] = []
        for _ in 0..<2 {
            cores.removeAll(keepingCapacity: true)
            var coreColors = ColorQuantiles()
            var refined = stripColors
            var glyphPixels = 0
            for s in inner {
                let strip = strips.index(of: s.x)
                let alpha = coverage(s, background: local(s.x), foreground: foreground)
                if alpha >= 0.5 { glyphPixels += 1 }
                if alpha >= coreCoverage {
                    cores.append(s)
                    coreColors.add(s)
                } else if alpha <= backgroundCoverage {
                    refined[strip].add(s)
                }
            }
            guard let newForeground = coreColors.median() else { break }
            // Thin strokes: when few glyph pixels are fully covered, the
            // cores' median leans towards the background; the extremes
            // already are the stroke colour.
            if cores.count * 3 >= glyphPixels { foreground = newForeground }
            background = refined.enumerated().map { index, h in
                h.count >= 5 ? (copyMedian(h) ?? background[index]) : background[index]
            }
            columns = strips.perColumn(background)
        }
        guard !cores.isEmpty else { return .failure(.uniform) }

        // 5. The background under the glyphs, and the spread of both sides.
        var underGlyphs = ColorQuantiles()
        var coreLuminance = Quantiles(), localRatios = Quantiles()
        let stripLuminance = background.map { colorimetry.luminance(double($0)) }
        let backgroundLuminance = strips.perColumn(stripLuminance)
        var coresPerStrip = [Int](repeating: 0, count: strips.count)
        for s in cores {
            let strip = strips.index(of: s.x)
            let b = local(s.x)
            coresPerStrip[strip] += 1
            underGlyphs.add(b)
            coreLuminance.add(s.luminance)
            // A core pixel is at least 90% glyph; undo the rest of the
            // anti-aliasing mix (in the encoded values, where it happened) so
            // the worst case reflects the text and background, not the edges.
            let alpha = coverage(s, background: b, foreground: foreground)
            let bgY = Float(backgroundLuminance[strips.column(of: s.x)])
            var fullY = s.luminance
            if alpha < 0.999 {
                let full = b + (SIMD3(s.r, s.g, s.b) - b) / max(alpha, coreCoverage)
                fullY = Float(colorimetry.luminance(double(full)))
            }
            localRatios.add(Float(WCAG.contrastRatio(luminance: Double(fullY), Double(bgY))))
        }
        var backgroundSpread = Quantiles()
        var backgroundPixels = 0
        for s in inner {
            if coverage(s, background: local(s.x), foreground: foreground) <= backgroundCoverage {
                backgroundSpread.add(s.luminance)
                backgroundPixels += 1
            }
        }
        for s in samples.ring { backgroundSpread.add(s.luminance) }
        let backgroundColor = underGlyphs.median() ?? seed
        let fg = colorimetry.measure(double(foreground)), bg = colorimetry.measure(double(backgroundColor))
        let range = backgroundRange(background, luminance: stripLuminance.map(Float.init), weights: coresPerStrip,
                                    colorimetry: colorimetry)
        let ratio = WCAG.contrastRatio(luminance: fg.luminance, bg.luminance)
        let lc = APCA.lightnessContrast(textY: fg.apcaLuminance, backgroundY: bg.apcaLuminance)
        let worst = Double(localRatios.quantile(0.05) ?? Float(ratio))

        let fgLow = Double(coreLuminance.quantile(0.1) ?? 0), fgHigh = Double(coreLuminance.quantile(0.9) ?? 0)
        let bgLow = Double(backgroundSpread.quantile(0.1) ?? 0), bgHigh = Double(backgroundSpread.quantile(0.9) ?? 0)
        let corners = [(fgLow, bgLow), (fgLow, bgHigh), (fgHigh, bgLow), (fgHigh, bgHigh)]
            .map { WCAG.contrastRatio(luminance: $0.0, $0.1) }
        // The range always contains the reported ratio itself.
        let ratioRange = min(corners.min() ?? ratio, ratio)...max(corners.max() ?? ratio, ratio)

        // 6. Confidence, with the reason for each doubt.
        let separation = distance(foreground, backgroundColor)
        if cores.count < 6 {
            reasons.append("too few glyph pixels (\(cores.count))")
            confidence *= 0.3
        } else if cores.count < 20 {
            reasons.append("few glyph pixels (\(cores.count))")
            confidence *= 0.7
        }
        if separation < 3 * max(noise, 0.01) {
            reasons.append("foreground and background not separable")
            confidence *= 0.3
        } else if separation < 6 * max(noise, 0.01) {
            reasons.append("foreground close to the background noise")
            confidence *= 0.7
        }
        if noise > 0.12 {
            reasons.append(String(format: "busy background (spread %.2f)", noise))
            confidence *= 0.45
        } else if noise > 0.05 {
            reasons.append(String(format: "busy background (spread %.2f)", noise))
            confidence *= 0.75
        }
        if backgroundPixels == 0 && !ringUsable {
            reasons.append("no background pixels seen")
            confidence *= 0.5
        }
        return .success(ContrastEstimate(
            foreground: fg.srgb, background: bg.srgb, foregroundSource: fg.source, backgroundSource: bg.source,
            ratio: ratio, apcaLc: lc, worstRatio: min(worst, ratio),
            ratioRange: ratioRange, backgroundRange: range, confidence: max(0, min(1, confidence)), reasons: reasons,
            glyphPixelCount: cores.count))
    }

    /// The darkest and lightest local background behind the glyphs: the
    /// strips' backgrounds at the 5th and 95th percentiles of luminance,
    /// each strip weighted by the glyph pixels in front of it.
    private func backgroundRange(_ strips: [SIMD3<Float>], luminance: [Float], weights: [Int],
                                 colorimetry: ImageColorimetry) -> BackgroundRange {
        let order = strips.indices.filter { weights[$0] > 0 }.sorted { luminance[$0] < luminance[$1] }
        let total = weights.reduce(0, +)
        func strip(atFraction fraction: Double) -> Int {
            var seen = 0
            for i in order {
                seen += weights[i]
                if Double(seen) >= fraction * Double(total) { return i }
            }
            return order.last ?? 0
        }
        let darkest = colorimetry.measure(double(strips[strip(atFraction: 0.05)]))
        let lightest = colorimetry.measure(double(strips[strip(atFraction: 0.95)]))
        return BackgroundRange(darkest: darkest.srgb, lightest: lightest.srgb,
                               luminance: darkest.luminance...max(darkest.luminance, lightest.luminance))
    }

    // MARK: - Pixel maths

    private func copyMedian(_ quantiles: ColorQuantiles) -> SIMD3<Float>? {
        var copy = quantiles
        return copy.median()
    }

    private func distance(_ s: RegionSamples.Sample, _ c: SIMD3<Float>) -> Float {
        let d = SIMD3(s.r, s.g, s.b) - c
        return (d * d).sum().squareRoot()
    }

    private func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
        let d = a - b
        return (d * d).sum().squareRoot()
    }

    /// How much of the pixel is glyph, under the model pixel = bg + α (fg − bg)
    /// in gamma-encoded space, the space UIKit, Skia and browsers blend in.
    private func coverage(_ s: RegionSamples.Sample, background: SIMD3<Float>, foreground: SIMD3<Float>) -> Float {
        let axis = foreground - background
        let length = (axis * axis).sum()
        guard length > 1e-8 else { return 0 }
        return ((SIMD3(s.r, s.g, s.b) - background) * axis).sum() / length
    }

    private func double(_ v: SIMD3<Float>) -> SIMD3<Double> {
        SIMD3(Double(v.x), Double(v.y), Double(v.z))
    }
}

/// Vertical strips across a box, about as wide as the box is tall, so the
/// background estimate can follow a horizontal gradient or photo.
struct StripLayout {
    let originX: Int
    let width: Int
    let count: Int

    init(box: PixelRect) {
        originX = box.x
        width = max(1, box.width)
        count = max(1, min(32, box.width / max(8, box.height)))
    }

    /// The two strips whose centres bracket column `x`, and how far `x` is
    /// from the first towards the second (0…1). Beyond the outer centres the
    /// nearest strip stands alone.
    func neighbours(of x: Int32) -> (Int, Int, Float) {
        // Strip k's centre is at (k + 0.5) * width / count from the origin.
        let position = (Float(Int(x) - originX) + 0.5) * Float(count) / Float(width) - 0.5
        if position <= 0 { return (0, 0, 0) }
        if position >= Float(count - 1) { return (count - 1, count - 1, 0) }
        let i = Int(position)
        return (i, i + 1, position - Float(i))
    }

    /// Column `x`'s index into `perColumn` arrays: its offset in the box,
    /// clamped so ring pixels beside the box take the edge column.
    func column(of x: Int32) -> Int {
        min(width - 1, max(0, Int(x) - originX))
    }

    /// Per-strip values interpolated to every column of the box.
    func perColumn<V: StripInterpolatable>(_ perStrip: [V]) -> [V] {
        (0..<width).map { offset in
            let (i, j, t) = neighbours(of: Int32(originX + offset))
            return perStrip[i].interpolated(to: perStrip[j], by: t)
        }
    }

    func index(of x: Int32) -> Int {
        let offset = Int(x) - originX
        if offset <= 0 { return 0 }
        if offset >= width { return count - 1 }
        return offset * count / width
    }
}

/// A value a strip holds that can be interpolated between strip centres.
protocol StripInterpolatable {
    func interpolated(to other: Self, by t: Float) -> Self
}

extension SIMD3: StripInterpolatable where Scalar == Float {
    func interpolated(to other: SIMD3<Float>, by t: Float) -> SIMD3<Float> { self + (other - self) * t }
}

extension Double: StripInterpolatable {
    func interpolated(to other: Double, by t: Float) -> Double { self + (other - self) * Double(t) }
}
