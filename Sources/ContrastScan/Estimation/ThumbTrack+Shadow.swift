extension ThumbTrack {
    /// A thumb of the track's own colour, seen only by the shadow it casts on the track (a
    /// white knob on a white pill): nil when the frame shows no such shadow.
    ///
    /// No second colour stands out inside such a frame, so `find`'s two readings see one
    /// shape, and the track alone was measured against the surface: a switch whose white
    /// knob on its white track is 1:1 passed at 4.01:1 (browser seed 58). What gives the
    /// knob away is its drop shadow: along one edge of the track (the bottom, under the
    /// knob) a run of columns darker than the track, in a shade the track takes under a
    /// shadow, while the other edge is the track's one flat colour and the knob's own rows
    /// above the shadow are the track's colour too.
    ///
    /// A button's pill has no such run inside its outline (its shadow falls on the surface
    /// outside it), nor does a label (its strokes stay off the edge rows, and a run of another
    /// colour in the middle rows is not the track's colour), nor a gradient (it spans the
    /// whole edge, not a knob's width of it).
    static func shadowed(_ samples: RegionSamples, box: PixelRect, grain: Float) -> ThumbTrack? {
        let w = box.width, h = box.height
        let edgeRows = max(2, h * 6 / 100)
        // The middle columns, as `alongEdges` reads them: the pill's rounded ends left out.
        let x0 = box.x + w / 4, x1 = box.maxX - w / 4
        let bins = min(32, x1 - x0)
        guard bins >= 8 else { return nil }
        func bin(_ x: Int32) -> Int { min(bins - 1, max(0, (Int(x) - x0) * bins / (x1 - x0))) }
        let distinct = max(0.03, 3 * grain)
        // The track's rows: from the first to the last row whose middle columns are at least a
        // fifth of the track's colour, as the middle rows read it (the thumb, of that colour,
        // too). In a frame tightened to the control, the knob's shadow on the surface below
        // the track may still be inside the box; the track's own edge rows are above it.
        let middle = samples.inner.keeping { Int($0.x) >= x0 && Int($0.x) < x1 }
        let y0 = box.y + h * 30 / 100, y1 = box.maxY - h * 30 / 100
        guard let inside = ColorQuantiles.median(of: middle.count, { i -> SIMD3<Float>? in
            Int(middle[i].y) >= y0 && Int(middle[i].y) < y1 ? SIMD3(middle[i].r, middle[i].g, middle[i].b) : nil
        }) else { return nil }
        var seen = [Int](repeating: 0, count: h), alike = [Int](repeating: 0, count: h)
        for s in middle {
            let y = Int(s.y) - box.y
            guard y >= 0, y < h else { continue }
            seen[y] += 1
            if colorDistance(s, inside) <= distinct { alike[y] += 1 }
        }
        let trackRows = (0..<h).filter { seen[$0] > 0 && alike[$0] * 5 >= seen[$0] }
        guard let topRow = trackRows.first, let bottomRow = trackRows.last, (bottomRow - topRow) * 2 >= h else { return nil }
        var sides: [[RegionSamples.Sample]] = [[], []]
        for s in middle {
            let y = Int(s.y) - box.y
            if y > topRow && y <= topRow + edgeRows { sides[0].append(s) }
            if y >= bottomRow - edgeRows && y < bottomRow { sides[1].append(s) }
        }
        guard sides[0].count >= 8, sides[1].count >= 8 else { return nil }
        // Per side: its colour per column bin, and how far its pixels lie from the side's median.
        func profile(_ pixels: [RegionSamples.Sample]) -> (bins: [SIMD3<Float>?], median: SIMD3<Float>, spread: Float)? {
            let perBin = CellColors(capacity: pixels.count, cells: bins)
            for s in pixels { perBin.add(s, cell: bin(s.x)) }
            guard let median = ColorQuantiles.median(of: pixels.count, { SIMD3(pixels[$0].r, pixels[$0].g, pixels[$0].b) }),
                  let spread = Quantiles.quantile(0.9, of: pixels.count, { colorDistance(pixels[$0], median) })
            else { return nil }
            return (perBin.medians(minimum: 1), median, spread)
        }
        guard let top = profile(sides[0]), let bottom = profile(sides[1]) else { return nil }
        // The track's edge: one flat colour over every middle column.
        let flatSide = top.spread <= bottom.spread ? 0 : 1
        let (flat, shaded) = flatSide == 0 ? (top, bottom) : (bottom, top)
        guard flat.spread <= distinct else { return nil }
        let track = flat.median
        // The other edge: the track's colour, except one run of columns in its shadow, darker
        // than the track by more than its grain and by no more than a shadow darkens it.
        var kinds: [Int] = []  // 0: the track's colour; 1: in its shadow
        for c in shaded.bins {
            guard let c else { return nil }
            let d = colorDistance(c, track)
            if d <= distinct {
                kinds.append(0)
            } else if d <= Self.deepestShadow {
                // A shadow is grey: it darkens each channel, and by about as much.
                let drop = track - c
                guard drop.min() > 0, drop.max() <= 2 * drop.min() + distinct else { return nil }
                kinds.append(1)
            } else {
                return nil
            }
        }
        // One run of shadow (a bin or two at its faint end may read as the track), not stripes.
        guard let first = kinds.firstIndex(of: 1), let last = kinds.lastIndex(of: 1),
              kinds[first...last].count(where: { $0 == 0 }) * 6 <= last - first + 1 else { return nil }
        let run = last - first + 1
        // A knob's width of the middle columns (they are half the control), and the track's
        // colour beside it, on its free side.
        guard run * 4 >= bins, run * 4 <= bins * 3 else { return nil }
        // The shadow's deepest bin is a shadow's depth, not a faint shading.
        let deepest = shaded.bins[first...last].compactMap { $0.map { colorDistance($0, track) } }.max() ?? 0
        guard deepest >= 2 * distinct else { return nil }
        // The knob above its shadow, in the middle rows: of the track's colour.
        let tx0 = x0 + first * (x1 - x0) / bins, tx1 = x0 + (last + 1) * (x1 - x0) / bins
        let knobRows = samples.inner.keeping { Int($0.x) >= tx0 && Int($0.x) < tx1 && Int($0.y) >= y0 && Int($0.y) < y1 }
        let thumb = knobRows.keeping { colorDistance($0, track) <= distinct }
        guard knobRows.count >= 8, thumb.count * 10 >= knobRows.count * 8 else { return nil }
        // The track: its flat edge, along the whole middle.
        return ThumbTrack(track: sides[flatSide], thumb: thumb, edges: sides[flatSide], seenByShadow: true)
    }

    /// The most a shadow on the track darkens it in a column bin, as a distance in RGB: a
    /// darker run is a mark of its own.
    static let deepestShadow: Float = 0.35
}
