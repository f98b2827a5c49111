extension ThumbTrack {
    /// The pixels to measure the track against the surface with: the track and the surface
    /// under it halfway down the box (`middleOf`) when the track was read along the box's
    /// edges (the box is the control's outline); otherwise, or when the ring is one flat
    /// colour, the track and the ring around the box. A track found across the box may lie in
    /// a loose frame whose rows above and below it are the surface inside the frame: the ring
    /// is then no surface "above and below the control".
    /// - Returns: the two sets of pixels, and whether the surface was inferred under the track.
    func againstSurface(_ ring: [RegionSamples.Sample], box: PixelRect)
        -> (track: [RegionSamples.Sample], surface: [RegionSamples.Sample], inferred: Bool) {
        guard !edges.isEmpty, let middle = Self.middleOf(edges, ring: ring, box: box) else { return (track, ring, false) }
        return (middle.track, middle.surface, true)
    }

    /// A compound control's track and the surface under it, both as seen halfway down the
    /// box, column by column — or nil when the surface around the box is one flat colour
    /// (then the track's pixels and the ring are what to compare).
    ///
    /// A translucent platter over a photo (a segmented control) or a track on a material lit
    /// unevenly has a different surface under each part of it. The ring's median mixes the
    /// surface next to the selected segment, past the control's ends and in the thumb's
    /// shadow with the surface under the track pixels measured: a platter 1.30:1 against the
    /// photo under it was read 1.03:1. So the surface is read in the track's own columns,
    /// above and below the box, and taken halfway between the two (a gradient carries on under
    /// the control: its middle row has the surface's middle under it, and as much of the
    /// control lies above that row as below); the track is taken halfway down too, as the mean
    /// of its upper and lower halves in the column (a translucent track follows the photo, and
    /// a median of two edges' colours is either). A track seen along one edge only is
    /// compared with the surface's middle when it is one colour (opaque), and with the surface
    /// at its own rows when it changes from column to column (translucent: it shows what is
    /// under those rows).
    ///
    /// - Returns: per track pixel, the track's and the surface's colour in its column.
    static func middleOf(_ track: [RegionSamples.Sample], ring: [RegionSamples.Sample],
                         box: PixelRect) -> (track: [RegionSamples.Sample], surface: [RegionSamples.Sample])? {
        guard box.height >= 2, track.count >= 6, ring.count >= 8 else { return nil }
        // One flat colour around the box: nothing to follow.
        guard let center = ColorQuantiles.median(of: ring.count, { SIMD3(ring[$0].r, ring[$0].g, ring[$0].b) }),
              let p90 = Quantiles.quantile(0.9, of: ring.count, { colorDistance(ring[$0], center) }), p90 > flatSurface
        else { return nil }

        let w = box.width, middle = box.y + box.height / 2
        let bins = min(32, w)
        func bin(_ x: Int32) -> Int { min(bins - 1, max(0, (Int(x) - box.x) * bins / w)) }
        // Per column bin: the surface above and below the box, the track's upper and lower half.
        var above = [Half](repeating: Half(), count: bins), below = above
        var upper = above, lower = above
        for s in ring where Int(s.x) >= box.x && Int(s.x) < box.maxX {
            if Int(s.y) < box.y { above[bin(s.x)].add(s) } else if Int(s.y) >= box.maxY { below[bin(s.x)].add(s) }
        }
        for s in track {
            if Int(s.y) < middle { upper[bin(s.x)].add(s) } else { lower[bin(s.x)].add(s) }
        }
        let uppers = upper.indices.map { upper[$0].median() }, lowers = lower.indices.map { lower[$0].median() }
        // A track that changes colour from column to column follows what is under it (a
        // translucent platter over a photo); one of one colour is opaque.
        var trackColors = ColorQuantiles()
        for c in uppers + lowers { if let c { trackColors.add(c.rgb) } }
        var seeThrough = false
        if let typical = trackColors.median() {
            var away = Quantiles()
            for c in uppers + lowers { if let c { away.add(colorDistance(c.rgb, typical)) } }
            seeThrough = (away.quantile(0.9) ?? 0) > flatSurface
        }
        var pairs = [(track: Color, surface: Color)?](repeating: nil, count: bins)
        for b in 0..<bins {
            let a = above[b].median() ?? below[b].median(), z = below[b].median() ?? above[b].median()
            guard let a, let z else { continue }
            switch (uppers[b], lowers[b]) {
            case let (u?, l?):
                pairs[b] = (Color.between(u, l, 0.5), Color.between(a, z, 0.5))
            case let (u?, nil):
                // The track seen along one edge only: a translucent one over the surface at the
                // rows it was read on, an opaque one over the surface's middle.
                pairs[b] = (u, Color.between(a, z, seeThrough ? upper[b].depth(in: box) : 0.5))
            case let (nil, l?):
                pairs[b] = (l, Color.between(a, z, seeThrough ? lower[b].depth(in: box) : 0.5))
            case (nil, nil):
                continue
            }
        }
        var measured: [RegionSamples.Sample] = [], under: [RegionSamples.Sample] = []
        measured.reserveCapacity(track.count)
        under.reserveCapacity(track.count)
        for s in track {
            guard let p = pairs[bin(s.x)] else { continue }
            measured.append(p.track.sample(at: s))
            under.append(p.surface.sample(at: s))
        }
        // Most of the track must have the surface seen above or below it.
        guard under.count * 4 >= track.count * 3 else { return nil }
        return (measured, under)
    }

    /// The spread (90th percentile of the distance from the ring's median colour) up to which
    /// the surface around a control is taken for one flat colour: the noise of a render.
    static let flatSurface: Float = 0.02

    /// A colour with its luminance (computed in the image's own space by the sampler, so
    /// blended here rather than recomputed).
    private struct Color {
        var rgb: SIMD3<Float>
        var luminance: Float

        func sample(at s: RegionSamples.Sample) -> RegionSamples.Sample {
            RegionSamples.Sample(x: s.x, y: s.y, r: rgb.x, g: rgb.y, b: rgb.z, luminance: luminance)
        }

        /// `a` blended towards `b` by `t` (0 is `a`).
        static func between(_ a: Color, _ b: Color, _ t: Float) -> Color {
            Color(rgb: a.rgb * (1 - t) + b.rgb * t, luminance: a.luminance * (1 - t) + b.luminance * t)
        }
    }

    /// The pixels of one part of a column bin: their median colour and luminance, and their
    /// mean row.
    private struct Half {
        var colors = ColorQuantiles()
        var luminance = Quantiles()
        var rows = 0, count = 0

        mutating func add(_ s: RegionSamples.Sample) {
            colors.add(s)
            luminance.add(s.luminance)
            rows += Int(s.y)
            count += 1
        }

        mutating func median() -> Color? {
            guard let c = colors.median(), let y = luminance.median() else { return nil }
            return Color(rgb: c, luminance: y)
        }

        /// How far down `box` the pixels lie on average, 0 at its top edge, 1 at its bottom.
        func depth(in box: PixelRect) -> Float {
            count == 0 ? 0.5 : (Float(rows) / Float(count) - Float(box.y) + 0.5) / Float(box.height)
        }
    }
}
