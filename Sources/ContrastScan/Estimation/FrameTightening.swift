/// Loose frames: accessibility frames from view hierarchies are padded towards the line
/// height and stretched along their row, so much of the box is the surface, and the ring
/// outside it may lie on another surface altogether (a label stretched to the edge of its
/// search field has the page around it, not the field).
///
/// When the marks leave a margin of surface on all four sides, or fill less than 60% of the
/// box, the box is tightened to them (grown by a
/// few pixels) and the box's own pixels outside that become the ring: the surface right next
/// to the marks, as a tight frame would have it. The marks are the pixels unlike the colour
/// of the box's own outer band, by more than that band's grain allows (the whole box's grain,
/// read on a sparse lattice, counts glyph-to-highlight steps and can leave only a photo's
/// highlight standing out).
enum FrameTightening {
    /// - Parameter surfaceOutside: the box's outer band must have the ring's colour (a control
    ///   padded on the surface it sits on), so a switch's own track is never cut away as
    ///   margin around its thumb.
    /// - Parameter shapeAtEdge: the box is a shape's own outline (a decorative region: a
    ///   battery glyph, a panel), so what its edge band holds is the shape, never the
    ///   surface outside showing past a padded frame.
    static func tighten(_ samples: RegionSamples, box: PixelRect,
                        surfaceOutside: Bool = false, shapeAtEdge: Bool = false) -> (RegionSamples, PixelRect)? {
        guard box.width >= 12, box.height >= 12, samples.inner.count >= 64 else { return nil }
        let band = max(2, min(box.width, box.height) / 8)
        // Within `band` of the box's edge: the frame's padding, where the surface shows.
        // (The far edges' limits taken once; a sample's offsets cannot overflow: wrapping
        // arithmetic, with no overflow test per pixel.)
        let farX = box.width - band, farY = box.height - band
        func inEdgeBand(_ s: RegionSamples.Sample) -> Bool {
            let x = Int(s.x) &- box.x, y = Int(s.y) &- box.y
            return x < band || y < band || x >= farX || y >= farY
        }
        // The band's pixels written in place into room for them all (`keeping`: `filter` grew
        // its result pixel by pixel, on every text frame).
        let edgeBand = samples.inner.keeping(where: inEdgeBand)
        guard let surface = ColorQuantiles.median(of: edgeBand.count, { SIMD3(edgeBand[$0].r, edgeBand[$0].g, edgeBand[$0].b) })
        else { return nil }
        let grain = ContrastEstimator.spatialNoise(edgeBand.count >= 32 ? edgeBand : samples.inner)
        let distinct = max(0.06, 4 * grain)
        let ringPixels = samples.ring
        guard let outside = ColorQuantiles.median(of: ringPixels.count, { SIMD3(ringPixels[$0].r, ringPixels[$0].g, ringPixels[$0].b) })
        else { return nil }
        let ringOff = outside - surface
        let ringIsOtherSurface = (ringOff * ringOff).sum().squareRoot() > distinct
        if surfaceOutside && ringIsOtherSurface { return nil }
        // The ring by neighbourhood: the surface outside at one spot of a frame may differ
        // from the ring's median (a pill on a gradient or a photo).
        let nearby = ringIsOtherSurface && !shapeAtEdge ? RingNeighbourhood(ringPixels, reach: band + 6) : nil
        var marks = MarkExtent()
        let distinct2 = squaredReach(distinct)  // no square root per pixel (`squaredReach`)
        for s in samples.inner {
            let d = SIMD3(s.r, s.g, s.b) - surface
            if (d * d).sum() > distinct2 {
                if ringIsOtherSurface && !shapeAtEdge {
                    // The surface outside showing in the frame's edge band (the corners of a
                    // pill inside a frame padded past it, and their anti-aliased edge) is not a mark.
                    if inEdgeBand(s) {
                        // On the way from the surface inside to the one outside (their blended edge).
                        let t = min(1, max(0, (d * ringOff).sum() / (ringOff * ringOff).sum()))
                        let off = d - ringOff * t
                        if (off * off).sum().squareRoot() <= distinct { continue }
                        // Or towards the colour the ring has right outside this spot.
                        if let nearby, nearby.blendsWith(s, surface: surface, distinct: distinct) { continue }
                    }
                }
                marks.add(x: Int(s.x), y: Int(s.y))
            }
        }
        // A few odd pixels are not marks to frame.
        guard marks.count >= 12 else { return nil }
        // The lattice of a large box still reads every row and every column, so the marks'
        // extent is known to the pixel.
        let grow = 2
        let tight = marks.frame(grownBy: grow, within: box)
        // Surface all around the marks, or marks in a small part of the box.
        let margin = min(marks.x0 - box.x, box.maxX - marks.x1, marks.y0 - box.y, box.maxY - marks.y1)
        // A control's marks at one end of its frame (an off switch's knob on a track the
        // colour of the surface) are not a padded icon: padding is even on both sides (within
        // twice: a knob 12 px from one end of a loose frame and 52 px from the other is a switch).
        if surfaceOutside {
            let left = marks.x0 - box.x, right = box.maxX - marks.x1
            guard max(left, right) <= 2 * min(left, right) + 4 else { return nil }
        }
        guard margin >= grow + 2 || tight.area * 10 < box.area * 6, tight.width >= 4, tight.height >= 4 else {
            // The marks fill the frame, but the frame is a filled shape (a pill, a chip) on
            // another surface: its own edge is the surface behind the text, not the ring.
            guard ringIsOtherSurface && !shapeAtEdge && !surfaceOutside else { return nil }
            return ownEdge(samples, box: box, band: band, surface: surface, distinct: distinct)
        }
        return reframed(samples, to: tight)
    }

    /// `samples` framed to `tight`: the box's pixels inside `tight` are the new box, those
    /// outside it and its 1-pixel gap the new ring (the frame's padding, which shows the
    /// surface); nil when either has fewer than 16 pixels.
    static func reframed(_ samples: RegionSamples, to tight: PixelRect) -> (RegionSamples, PixelRect)? {
        guard samples.inner.count >= 16 else { return nil }
        let gap = tight.insetBy(-1)
        // Both lists written in place, in the box's order, in one pass (`splitting`), rather
        // than appended one by one.
        let (inner, ring) = samples.inner.splitting { s in
            let x = Int(s.x), y = Int(s.y)
            return tight.contains(x: x, y: y) ? true : gap.contains(x: x, y: y) ? nil : false
        }
        guard inner.count >= 16, ring.count >= 16 else { return nil }
        var out = samples
        out.inner = inner
        out.ring = ring
        return (out, tight)
    }

    /// `tight` (framed from `samples` by `reframed`) with the frame's own ring above and below
    /// its columns added to its ring, where it reaches the frame's top or bottom; nil when it
    /// reaches neither or no such ring pixel was read.
    static func withRingAboveAndBelow(_ tight: RegionSamples, tightBox: PixelRect, from samples: RegionSamples,
                                      frame: PixelRect) -> RegionSamples? {
        let (top, bottom) = (tightBox.y <= frame.y, tightBox.maxY >= frame.maxY)
        guard top || bottom else { return nil }
        let outer = samples.ring.keeping { s in
            let x = Int(s.x), y = Int(s.y)
            return x >= tightBox.x && x < tightBox.maxX && ((top && y < frame.y) || (bottom && y >= frame.maxY))
        }
        guard outer.count >= 8 else { return nil }
        var out = tight
        out.ring += outer
        return out
    }

    /// The box with its own edge band for ring: the band's pixels of the surface colour, when
    /// they are most of the band (a flat fill all round, not a gradient or an edge running
    /// through the box).
    private static func ownEdge(_ samples: RegionSamples, box: PixelRect, band: Int,
                                surface: SIMD3<Float>, distinct: Float) -> (RegionSamples, PixelRect)? {
        var edge: [RegionSamples.Sample] = [], bandCount = 0
        for s in samples.inner {
            let x = Int(s.x) - box.x, y = Int(s.y) - box.y
            guard x < band || y < band || x >= box.width - band || y >= box.height - band else { continue }
            bandCount += 1
            let d = SIMD3(s.r, s.g, s.b) - surface
            if (d * d).sum().squareRoot() <= distinct { edge.append(s) }
        }
        guard edge.count >= 16, edge.count * 4 >= bandCount * 3 else { return nil }
        var out = samples
        out.ring = edge
        return (out, box)
    }
}

/// The ring's samples bucketed by position, to ask which colours the surface outside a
/// frame has near one of the frame's edge pixels.
struct RingNeighbourhood {
    private let cell: Int
    private let reach: Int
    private var buckets: [Int: [RegionSamples.Sample]] = [:]

    init(_ ring: [RegionSamples.Sample], reach: Int) {
        self.reach = max(1, reach)
        cell = max(1, reach)
        for s in ring { buckets[key(Int(s.x) / cell, Int(s.y) / cell), default: []].append(s) }
    }

    private func key(_ cx: Int, _ cy: Int) -> Int { (cy &* 1_000_003) &+ cx }

    /// Whether the pixel lies on the way from `surface` to the colour of a ring sample within
    /// `reach` pixels of it (within `distinct` of that line): an
    /// anti-aliased or rounded edge of the surface inside against the surface outside.
    func blendsWith(_ s: RegionSamples.Sample, surface: SIMD3<Float>, distinct: Float) -> Bool {
        let x = Int(s.x), y = Int(s.y)
        let p = SIMD3(s.r, s.g, s.b) - surface
        for cy in (y - reach) / cell - 1...(y + reach) / cell + 1 {
            for cx in (x - reach) / cell - 1...(x + reach) / cell + 1 {
                guard let bucket = buckets[key(cx, cy)] else { continue }
                for r in bucket where abs(Int(r.x) - x) <= reach && abs(Int(r.y) - y) <= reach {
                    let axis = SIMD3(r.r, r.g, r.b) - surface
                    let length2 = (axis * axis).sum()
                    guard length2.squareRoot() > distinct else { continue }
                    let t = min(1, max(0, (p * axis).sum() / length2))
                    let off = p - axis * t
                    if (off * off).sum().squareRoot() <= distinct { return true }
                }
            }
        }
        return false
    }
}
