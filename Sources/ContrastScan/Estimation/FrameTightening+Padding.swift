extension FrameTightening {
    /// A control's frame padded on the surface it sits on: the frame to the control's own
    /// outline, and the padding added to the ring.
    ///
    /// Accessibility frames of controls are padded past the control (a card's frame a few
    /// points outside its border, a switch's frame taller than its track). Then the frame's
    /// edge band is the surface, not the control's border or fill, and a border along the
    /// frame is not found where it is (a card's 1-point border answered as its fill against
    /// the page). `tighten` keeps such a frame when the frame's outer band is mostly the
    /// control's fill (its colour is not the ring's); this trims only what matches the
    /// surface outside: the rows and columns at the frame's edge in which every pixel has
    /// the ring's colour. The marks' extent is exact on the sampler's lattice (it reads
    /// every row and every column).
    ///
    /// Nothing is trimmed when the ring is not one surface (a photo, a gradient), when less
    /// than 3 pixels would go, or when the margins left and right (or above and below) are
    /// uneven: a knob at one end of a track the colour of the surface is a switch, not a
    /// padded control.
    static func trimPadding(_ samples: RegionSamples, box: PixelRect) -> (RegionSamples, PixelRect)? {
        guard box.width >= 12, box.height >= 12, samples.inner.count >= 64, samples.ring.count >= 16 else { return nil }
        let ringPixels = samples.ring
        var around = ColorQuantiles.gather(ringPixels.count) { SIMD3(ringPixels[$0].r, ringPixels[$0].g, ringPixels[$0].b) }
        guard let surface = around.median() else { return nil }
        let distinct = max(0.04, 4 * ContrastEstimator.spatialNoise(ringPixels))
        func isSurface(_ s: RegionSamples.Sample) -> Bool {
            let d = SIMD3(s.r, s.g, s.b) - surface
            return (d * d).sum() <= distinct * distinct
        }
        // One surface all round: nine in ten ring pixels of its colour.
        guard ringPixels.count(where: isSurface) * 10 >= ringPixels.count * 9 else { return nil }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min, marks = 0
        for s in samples.inner where !isSurface(s) {
            marks += 1
            x0 = min(x0, Int(s.x)); y0 = min(y0, Int(s.y)); x1 = max(x1, Int(s.x) + 1); y1 = max(y1, Int(s.y) + 1)
        }
        guard marks >= 12 else { return nil }
        let left = x0 - box.x, right = box.maxX - x1, top = y0 - box.y, bottom = box.maxY - y1
        guard max(left, right, top, bottom) >= 3 else { return nil }
        // Even padding on both sides of each axis (within twice, and a few pixels).
        guard max(left, right) <= 2 * min(left, right) + 4, max(top, bottom) <= 2 * min(top, bottom) + 4 else { return nil }
        let trimmed = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard trimmed.width >= 8, trimmed.height >= 8 else { return nil }
        var inner: [RegionSamples.Sample] = [], ring = samples.ring
        inner.reserveCapacity(samples.inner.count)
        ring.reserveCapacity(samples.ring.count + samples.inner.count / 2)
        let gap = trimmed.insetBy(-1)
        for s in samples.inner {
            let x = Int(s.x), y = Int(s.y)
            if x >= trimmed.x && x < trimmed.maxX && y >= trimmed.y && y < trimmed.maxY {
                inner.append(s)
            } else if !(x >= gap.x && x < gap.maxX && y >= gap.y && y < gap.maxY) {
                ring.append(s)
            }
        }
        guard inner.count >= 16 else { return nil }
        var out = samples
        out.inner = inner
        out.ring = ring
        return (out, trimmed)
    }
}
