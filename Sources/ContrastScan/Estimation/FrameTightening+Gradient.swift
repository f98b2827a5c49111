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
    /// `ContrastEstimator.estimate` tries this framing first, before `tighten`. Nothing is
    /// tightened when the marks fill most of the frame (a tight frame, or a band that is not
    /// smooth, as on a photo, where every pixel is unlike the blend), nor on a surface that
    /// does not change along the frame.
    static func tightenAlongSurface(_ samples: RegionSamples, box: PixelRect) -> (RegionSamples, PixelRect)? {
        guard box.width >= 12, box.height >= 12, samples.inner.count >= 64 else { return nil }
        let band = max(2, min(box.width, box.height) / 8)
        let binWidth = max(2, samples.stride)
        let bins = (box.width + binWidth - 1) / binWidth
        var top = [ColorQuantiles](repeating: ColorQuantiles(), count: bins), bottom = top
        for s in samples.inner {
            let x = Int(s.x) - box.x, y = Int(s.y) - box.y
            guard x >= 0, x < box.width else { continue }
            if y < band { top[x / binWidth].add(s) } else if y >= box.height - band { bottom[x / binWidth].add(s) }
        }
        func filled(_ quantiles: inout [ColorQuantiles]) -> [SIMD3<Float>]? {
            var colors = [SIMD3<Float>?](repeating: nil, count: bins)
            for b in 0..<bins { colors[b] = quantiles[b].median() }
            guard let first = colors.firstIndex(where: { $0 != nil }) else { return nil }
            var last = colors[first]!
            return (0..<bins).map { b in
                if let c = colors[b] { last = c }
                return b < first ? colors[first]! : last
            }
        }
        guard let above = filled(&top), let below = filled(&bottom) else { return nil }
        let distinct = max(0.06, 4 * ContrastEstimator.spatialNoise(samples.inner))
        let d2 = distinct * distinct
        // Only a surface that does change along the frame: on one flat colour, `tighten` says
        // what the marks are.
        func changes(_ colors: [SIMD3<Float>]) -> Bool {
            colors.contains { c in
                let d = c - colors[0]
                return (d * d).sum() > d2
            }
        }
        guard changes(above) || changes(below) else { return nil }
        var marks = MarkExtent()
        let span = Float(max(1, box.height - 1))
        for s in samples.inner {
            let x = Int(s.x) - box.x, y = Int(s.y) - box.y
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
}
