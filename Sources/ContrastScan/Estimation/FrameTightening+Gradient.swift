extension FrameTightening {
    /// `tighten` for a frame on a surface that changes along it (a material's gradient, a
    /// scrim): the marks are the pixels unlike the surface *at their place*, read from the
    /// frame's own top and bottom bands column by column and blended between them, rather
    /// than unlike the band's one median colour.
    ///
    /// A label's frame stretched along its row over a gradient (blue at the word, yellow at
    /// the far end) holds much more surface than glyphs; measured as a whole, the far end of
    /// the gradient stands out as much as the glyphs do, and was taken for them (1.0:1 for
    /// text at 4.1:1). Tightened to the glyphs, the frame's own pixels around them are the
    /// ring, as in a tight frame.
    ///
    /// `ContrastEstimator.estimate` tries this framing first, before `tighten`;
    /// `estimateNonText` last, after `tighten` and `trimPadding` found nothing. Nothing is
    /// tightened when the marks fill most of the frame (a tight frame, or a band that is not
    /// smooth, as on a photo, where every pixel is unlike the blend), nor on a surface that
    /// does not change along the frame.
    /// - Parameter onlyMonotone: only when the surface changes one way along the frame, in both
    ///   bands (a gradient), never up and back down (a sun or a bright blob reaching into the
    ///   frame, a photo's texture in a material): `estimate` tries this framing first only then.
    static func tightenAlongSurface(_ samples: RegionSamples, box: PixelRect,
                                    onlyMonotone: Bool = false) -> (RegionSamples, PixelRect)? {
        guard box.width >= 12, box.height >= 12, samples.inner.count >= 64 else { return nil }
        let band = max(2, min(box.width, box.height) / 8)
        let binWidth = max(2, samples.stride)
        let bins = (box.width + binWidth - 1) / binWidth
        // The top band's bins are cells 0..<bins, the bottom band's bins..<2 * bins: one set of
        // buffers for every bin (this runs on every text frame), not three arrays per bin.
        let bandColors = CellColors(capacity: samples.inner.count, cells: 2 * bins)
        // Per channel, the least and the greatest value in the two bands.
        var least = SIMD3<Float>(repeating: .infinity), greatest = SIMD3<Float>(repeating: -.infinity)
        for s in samples.inner {
            // A sample's offset from the box cannot overflow: wrapping, no test per pixel.
            let x = Int(s.x) &- box.x, y = Int(s.y) &- box.y
            guard x >= 0, x < box.width else { continue }
            let inTop = y < band
            guard inTop || y >= box.height - band else { continue }
            bandColors.add(s, cell: inTop ? x / binWidth : bins + x / binWidth)
            let c = SIMD3(s.r, s.g, s.b)
            least = pointwiseMin(least, c)
            greatest = pointwiseMax(greatest, c)
        }
        // Every bin's median lies between them, channel by channel, so two bins' colours lie at
        // most that span apart: when it is well within the least change looked for below (0.06:
        // under half its square), the surface does not change along the frame, whatever the
        // medians are, and none is taken (most text frames stop here).
        let reach = greatest - least
        guard !((reach * reach).sum() <= 0.5 * 0.06 * 0.06) else { return nil }
        let medians = bandColors.medians(minimum: 1)
        func filled(_ colors: ArraySlice<SIMD3<Float>?>) -> [SIMD3<Float>]? {
            let colors = Array(colors)
            guard let first = colors.firstIndex(where: { $0 != nil }) else { return nil }
            var last = colors[first]!
            return (0..<bins).map { b in
                if let c = colors[b] { last = c }
                return b < first ? colors[first]! : last
            }
        }
        guard let above = filled(medians[..<bins]), let below = filled(medians[bins...]) else { return nil }
        // Only a surface that does change along the frame: on one flat colour, `tighten` says
        // what the marks are. (Tested first against the least `distinct` can be, 0.06: most
        // frames stop there, before the grain is read.)
        func changes(_ colors: [SIMD3<Float>], beyond limit: Float) -> Bool {
            colors.contains { c in
                let d = c - colors[0]
                return (d * d).sum() > limit * limit
            }
        }
        guard changes(above, beyond: 0.06) || changes(below, beyond: 0.06) else { return nil }
        let distinct = max(0.06, 4 * ContrastEstimator.spatialNoise(samples.inner))
        let d2 = distinct * distinct
        guard changes(above, beyond: distinct) || changes(below, beyond: distinct) else { return nil }
        if onlyMonotone {
            let slack = max(distinct, monotoneSlack)
            guard monotone(above, within: slack), monotone(below, within: slack) else { return nil }
        }
        var marks = MarkExtent()
        let span = Float(max(1, box.height - 1))
        for s in samples.inner {
            // A sample's offset from the box cannot overflow: wrapping, no test per pixel.
            let x = Int(s.x) &- box.x, y = Int(s.y) &- box.y
            guard x >= 0, x < box.width, y >= 0, y < box.height else { continue }
            let t = Float(y) / span
            let surface = above[x / binWidth] * (1 - t) + below[x / binWidth] * t
            let d = SIMD3(s.r, s.g, s.b) - surface
            guard (d * d).sum() > d2 else { continue }
            marks.add(x: Int(s.x), y: Int(s.y))
        }
        guard marks.count >= 12 else { return nil }
        let tight = marks.frame(grownBy: 2, within: box)
        // Marks in a small part of the frame: much of it is surface beside them.
        guard tight.area * 10 < box.area * 6, tight.width >= 4, tight.height >= 4 else { return nil }
        return reframed(samples, to: tight)
    }

    /// How far (in encoded values, per channel, over the eighths of a band) a surface may go
    /// up and back down along the frame and still count as changing one way: a material's
    /// grain stays under it; a moon or a sun reaching into the band does not (framed at
    /// their place, text half over such a blob read 4.6:1 and 6.5:1 for 3.9:1 and 4.2:1).
    static let monotoneSlack: Float = 0.15

    /// Whether `colors` (a band's colour along the frame) change one way only, channel by
    /// channel, on the mean of each eighth of the band: the way travelled up and down exceeds
    /// the net change by at most `slack` (the grain), so a gradient passes and a bump does not.
    static func monotone(_ colors: [SIMD3<Float>], within slack: Float) -> Bool {
        let parts = min(8, colors.count)
        guard parts >= 2 else { return true }
        let means = (0..<parts).map { k -> SIMD3<Float> in
            let slice = colors[k * colors.count / parts..<(k + 1) * colors.count / parts]
            return slice.reduce(SIMD3<Float>.zero, +) / Float(slice.count)
        }
        func magnitude(_ v: SIMD3<Float>) -> SIMD3<Float> { SIMD3(abs(v.x), abs(v.y), abs(v.z)) }
        var travelled = SIMD3<Float>.zero
        for k in 1..<parts { travelled += magnitude(means[k] - means[k - 1]) }
        return (travelled - magnitude(means[parts - 1] - means[0])).max() <= slack
    }
}
