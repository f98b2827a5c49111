/// A compound control inside a non-text frame: a track (a switch's pill, a segmented
/// control's platter) with a thumb on it (the switch's knob, the selected segment).
///
/// Both must be seen: the track against the surface around it, and the thumb against the
/// track. Measuring the frame as one shape finds the thumb against the surface outside — a
/// white knob on a grey material reads 3.4:1 while the green track the user must see is
/// 1.66:1 against that material.
///
/// The track's colour is read along the frame's top and bottom edges over its middle
/// columns: a thumb sits a few points inside the track, so those rows are track even above
/// and below it, and the pill's rounded ends (where the surface shows) are left out. An
/// off switch whose track is the surface's colour has a track "colour" equal to the
/// surface: its contrast is about 1:1, which is what a user sees. The thumb is the one run
/// of columns, a sixth to two thirds of the width, where the middle rows are almost all
/// unlike the track — a label's strokes never fill that much of a column.
struct ThumbTrack {
    /// Track pixels (edge rows, middle columns).
    var track: [RegionSamples.Sample]
    /// Thumb pixels (middle rows of the thumb's columns, unlike the track).
    var thumb: [RegionSamples.Sample]
    /// The track to measure against the surface when it was read along the box's edges: the
    /// track's edge rows in every column away from the thumb and from the control's rounded
    /// ends; empty when the track was read across the box. See `againstSurface`.
    var edges: [RegionSamples.Sample] = []
    /// The thumb is the track's own colour, found by the shadow it casts on the track
    /// (`shadowed`): measured against the track even though both read one colour.
    var seenByShadow = false

    static func find(_ samples: RegionSamples, box: PixelRect) -> ThumbTrack? {
        guard box.height >= 16, box.width * 10 >= box.height * 13, samples.ring.count >= 8 else { return nil }
        let grain = ContrastEstimator.spatialNoise(samples.ring)
        let viaEdges = alongEdges(samples, box: box, grain: grain)
        // On a noiseless render, a selected segment barely unlike its platter (1.04:1) is
        // still a selection the user must see: looked for again with a finer step.
        let fine = grain < 0.004 ? flatRun(samples, box: box, grain: grain, step: 0.012) : nil
        guard let found = viaEdges ?? flatRun(samples, box: box, grain: grain) ?? fine
                ?? shadowed(samples, box: box, grain: grain) else {
            return nil
        }
        // A track the colour of the surface is only believed under a knob (a thumb about as
        // wide as the control is tall): a wide run on an invisible track is more likely a
        // label inside an outlined button.
        var track = ColorQuantiles(reservingCapacity: found.track.count)
        var surface = ColorQuantiles(reservingCapacity: samples.ring.count)
        for s in found.track { track.add(s) }
        for s in samples.ring { surface.add(s) }
        if let t = track.median(), let r = surface.median(), colorDistance(t, r) < 0.04 {
            let xs = found.thumb.map { Int($0.x) }
            let width = (xs.max() ?? 0) - (xs.min() ?? 0) + 1
            guard width * 10 <= box.height * 13 else { return nil }
        }
        return found
    }

    /// The track read along the edge rows, the thumb as the run of columns unlike it.
    private static func alongEdges(_ samples: RegionSamples, box: PixelRect, grain: Float) -> ThumbTrack? {
        let w = box.width, h = box.height
        let edgeRows = max(2, h * 6 / 100)
        // A pill's rounded ends reach about a quarter of the width in along the edge rows.
        let middleX0 = box.x + w / 4, middleX1 = box.maxX - w / 4
        // Top and bottom edge rows, each a candidate; the flatter one is the track (a
        // thumb's shadow falls below it and darkens the bottom rows).
        var sides: [[RegionSamples.Sample]] = [[], []]
        for s in samples.inner {
            let y = Int(s.y) - box.y, x = Int(s.x)
            guard x >= middleX0, x < middleX1 else { continue }
            if y >= 1 && y < 1 + edgeRows { sides[0].append(s) }
            if y >= h - 1 - edgeRows && y < h - 1 { sides[1].append(s) }
        }
        // Each side's colour per column bin (a track seen through over a photo follows
        // it); its spread is each pixel's distance from its bin's colour.
        let bins = min(64, w)
        func bin(_ x: Int32) -> Int { min(bins - 1, max(0, (Int(x) - box.x) * bins / w)) }
        var best: (colors: [SIMD3<Float>], pixels: [RegionSamples.Sample], spread: Float, side: Int)? = nil
        for (side, pixels) in sides.enumerated() where pixels.count >= 6 {
            // Each bin's colours in one set of buffers (not a quantile store per bin grown pixel
            // by pixel), their medians as each bin's own would give them.
            let perBin = CellColors(capacity: pixels.count, cells: bins)
            for s in pixels { perBin.add(s, cell: bin(s.x)) }
            var colors = perBin.medians(minimum: 1)
            // Bins without edge pixels (the pill's ends) take the nearest bin's colour.
            guard let firstKnown = colors.firstIndex(where: { $0 != nil }) else { continue }
            var last = colors[firstKnown]
            for i in 0..<bins { if let c = colors[i] { last = c } else { colors[i] = last } }
            let filled = colors.compactMap { $0 }
            var spread = Quantiles()
            for s in pixels { spread.add(colorDistance(s, filled[bin(s.x)])) }
            let p75 = spread.quantile(0.75) ?? 1
            if let current = best, current.spread <= p75 { continue }
            best = (filled, pixels, p75, side)
        }
        // The edge rows must be one flat colour (up to the grain of a photo seen through a
        // translucent track), not a border over an inside, nor text.
        let flat = max(0.05, 3 * grain)
        guard let edge = best, edge.spread < flat else { return nil }
        let trackColors = edge.colors, track = edge.pixels

        // Columns of the middle rows: how many pixels are unlike the track there.
        var unlike = [Int](repeating: 0, count: bins), total = [Int](repeating: 0, count: bins)
        let y0 = box.y + h * 30 / 100, y1 = box.maxY - h * 30 / 100
        let distinct = max(0.03, 3 * grain)
        for s in samples.inner where Int(s.y) >= y0 && Int(s.y) < y1 {
            let b = bin(s.x)
            total[b] += 1
            if colorDistance(s, trackColors[b]) > distinct { unlike[b] += 1 }
        }
        // The longest run of columns mostly unlike the track.
        var run = (start: 0, length: 0), start = -1
        for b in 0...bins {
            let full = b < bins && total[b] > 0 && unlike[b] * 10 >= total[b] * 8
            if full {
                if start < 0 { start = b }
            } else if start >= 0 {
                if b - start > run.length { run = (start, b - start) }
                start = -1
            }
        }
        guard run.length * 6 >= bins, run.length * 3 <= bins * 2 else { return nil }
        // Only one such run: a second would be another thumb or a wide glyph.
        var others = 0
        for b in 0..<bins where (b < run.start || b >= run.start + run.length) && total[b] > 0
            && unlike[b] * 10 >= total[b] * 8 { others += 1 }
        guard others * 8 <= bins else { return nil }
        let tx0 = box.x + run.start * w / bins, tx1 = box.x + (run.start + run.length) * w / bins
        let thumb = samples.inner.keeping {
            Int($0.x) >= tx0 && Int($0.x) < tx1 && Int($0.y) >= y0 && Int($0.y) < y1 && colorDistance($0, trackColors[bin($0.x)]) > distinct
        }
        guard thumb.count >= 8 else { return nil }
        // The track away from the thumb, whose shadow darkens the track around it.
        let margin = h / 4
        let clear = track.keeping { Int($0.x) < tx0 - margin || Int($0.x) >= tx1 + margin }
        guard clear.count >= 6 else { return ThumbTrack(track: track, thumb: thumb) }
        // Against the surface: the track's edge over the whole length away from the thumb (a
        // rounded end reaches no further in than half the height: a wide platter's corners).
        // The other edge, even when as flat, may be the surface inside a frame a little taller
        // than the control, so it is left out.
        let end = min(w / 4, h / 2)
        let top = edge.side == 0, bottom = edge.side == 1
        let edges = samples.inner.keeping {
            let x = Int($0.x), y = Int($0.y) - box.y
            guard x >= box.x + end, x < box.maxX - end, x < tx0 - margin || x >= tx1 + margin else { return false }
            return (top && y >= 1 && y < 1 + edgeRows) || (bottom && y >= h - 1 - edgeRows && y < h - 1)
        }
        return ThumbTrack(track: clear, thumb: thumb, edges: edges)
    }

    /// A thumb found as one flat colour over a run of columns of the middle rows, unlike
    /// the columns on either side — for a translucent track over a photo, whose edge rows
    /// are not one colour. The track is then every box pixel away from the thumb in the
    /// thumb's rows (a thumb sits inside its track): in a loose frame the rows above and below
    /// the control are the surface, and an on switch's maroon track, its white knob the thumb,
    /// was read as the purple surface around it, 1.02:1 for 3.81:1.
    /// - Parameter step: the least difference between two flat colours told apart.
    private static func flatRun(_ samples: RegionSamples, box: PixelRect, grain: Float,
                                step: Float = 0.04) -> ThumbTrack? {
        let w = box.width, h = box.height
        let bins = min(64, w)
        func bin(_ x: Int32) -> Int { min(bins - 1, max(0, (Int(x) - box.x) * bins / w)) }
        let y0 = box.y + h * 30 / 100, y1 = box.maxY - h * 30 / 100
        // Per bin: how many pixels of the middle rows it holds, their colours (one set of buffers
        // for every bin: no growing while they are read), the median, then how many lie near it.
        let middleRows = samples.inner.keeping { Int($0.y) >= y0 && Int($0.y) < y1 }
        var counts = [Int](repeating: 0, count: bins)
        for s in middleRows { counts[bin(s.x)] += 1 }
        let perBin = CellColors(capacity: middleRows.count, cells: bins)
        for s in middleRows { perBin.add(s, cell: bin(s.x)) }
        let distinct = max(step, 3 * grain)
        let medians = perBin.medians(minimum: 2)
        var nearCounts = [Int](repeating: 0, count: bins)
        for s in middleRows {
            let b = bin(s.x)
            if let m = medians[b], colorDistance(s, m) <= distinct { nearCounts[b] += 1 }
        }
        var flat = [Bool](repeating: false, count: bins)
        for b in 0..<bins where medians[b] != nil {
            let near = nearCounts[b], count = counts[b]
            flat[b] = near * 10 >= count * 6 || (near * 10 >= count * 4 && b > 0 && flat[b - 1])
        }
        // Runs of bins of one colour, starting at a flat bin; a label on the thumb may make
        // a few bins less flat, but most of a run must be flat.
        var runs: [(start: Int, length: Int, color: SIMD3<Float>)] = []
        var b = 0
        while b < bins {
            guard flat[b], let c = medians[b] else { b += 1; continue }
            var e = b + 1, flatCount = 1
            while e < bins, let m = medians[e], colorDistance(m, c) <= distinct {
                if flat[e] { flatCount += 1 }
                e += 1
            }
            if flatCount * 10 >= (e - b) * 7 {
                // A bold label across the thumb breaks its run: the two sides, of one colour a
                // few bins apart, are one thumb.
                if let last = runs.last, b - (last.start + last.length) <= max(2, bins / 10),
                   colorDistance(last.color, c) <= distinct {
                    runs[runs.count - 1].length = e - last.start
                } else {
                    runs.append((b, e - b, c))
                }
            }
            b = e
        }
        // A thumb sits inside its track, a few pixels in from its top and bottom: of two flat
        // runs, the one whose rows reach past the other's on both sides is the track (a
        // translucent platter over a photo beside a white selected segment), even when a
        // loose frame's edge rows are the surface around the control.
        func rows(_ run: (start: Int, length: Int, color: SIMD3<Float>)) -> (Int, Int)? {
            let x0 = box.x + run.start * w / bins, x1 = box.x + (run.start + run.length) * w / bins
            var seen = [Int](repeating: 0, count: h), same = [Int](repeating: 0, count: h)
            for s in samples.inner where Int(s.x) >= x0 && Int(s.x) < x1 {
                let y = Int(s.y) - box.y
                seen[y] += 1
                if colorDistance(s, run.color) <= distinct { same[y] += 1 }
            }
            // The rows of the run's colour next to the middle row (a white thumb on a white
            // surface seen through a loose frame: the track's rows between them end it).
            func isSame(_ y: Int) -> Bool? { seen[y] == 0 ? nil : same[y] * 2 > seen[y] }
            let middle = h / 2
            guard isSame(middle) ?? isSame(middle + 1) ?? false else { return nil }
            var top = middle, bottom = middle
            while top > 0, isSame(top - 1) ?? true { top -= 1 }
            while bottom < h - 1, isSame(bottom + 1) ?? true { bottom += 1 }
            return (top, bottom)
        }
        let candidates = runs.filter { $0.length * 6 >= bins }
        let extents = candidates.map(rows)
        func isTrack(_ k: Int) -> Bool {
            guard let (top, bottom) = extents[k] else { return false }
            return extents.indices.contains { m in
                guard m != k, let (t, b) = extents[m] else { return false }
                return top + 2 <= t && bottom >= b + 2
            }
        }
        // A thumb sits inside its track: a run that reaches the frame's top or bottom row is the
        // thumb only when no run stays inside. A translucent platter over a photo that changes
        // along it is two runs, one of which reaches no further than the selected segment above
        // it: taken for the thumb (the longest), it made the platter and the white segment one
        // "track" and the control passed at 3.41:1 for a platter at 1.30:1 against the photo.
        let notTrack = candidates.indices.filter { !isTrack($0) }
        let inside = notTrack.filter { k in extents[k].map { $0.0 > 0 && $0.1 < h - 1 } ?? false }
        guard let chosen = (inside.isEmpty ? notTrack : inside).max(by: { candidates[$0].length < candidates[$1].length }),
              candidates[chosen].length * 3 <= bins * 2 else { return nil }
        let run = candidates[chosen]
        // Unlike the columns beside it (what shows through the track there).
        var outside = ColorQuantiles()
        for b in 0..<bins where b < run.start - 1 || b > run.start + run.length {
            if let m = medians[b] { outside.add(m) }
        }
        guard let besides = outside.median(), colorDistance(besides, run.color) > (step < 0.04 ? 1.5 : 2) * distinct else { return nil }
        let tx0 = box.x + run.start * w / bins, tx1 = box.x + (run.start + run.length) * w / bins
        let thumb = samples.inner.keeping {
            Int($0.x) >= tx0 && Int($0.x) < tx1 && Int($0.y) >= y0 && Int($0.y) < y1 && colorDistance($0, run.color) <= distinct
        }
        let margin = h / 4
        // The track in the thumb's rows only: a loose frame's rows above and below the control
        // are the surface.
        let thumbRows = extents[chosen].map { ($0.0 + box.y)...($0.1 + box.y) }
        let track = samples.inner.keeping {
            (Int($0.x) < tx0 - margin || Int($0.x) >= tx1 + margin) && (thumbRows?.contains(Int($0.y)) ?? true)
        }
        guard thumb.count >= 8, track.count >= 8 else { return nil }
        return ThumbTrack(track: track, thumb: thumb)
    }
}
