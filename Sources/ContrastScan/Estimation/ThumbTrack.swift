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

    static func find(_ samples: RegionSamples, box: PixelRect) -> ThumbTrack? {
        let w = box.width, h = box.height
        guard h >= 16, w * 10 >= h * 13, samples.ring.count >= 8 else { return nil }
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
        var best: (color: SIMD3<Float>, pixels: [RegionSamples.Sample], spread: Float)? = nil
        for pixels in sides where pixels.count >= 6 {
            var colors = ColorQuantiles()
            for s in pixels { colors.add(s) }
            guard let color = colors.median() else { continue }
            var spread = Quantiles()
            for s in pixels { spread.add(distance(s, color)) }
            let p75 = spread.quantile(0.75) ?? 1
            if let current = best, current.spread <= p75 { continue }
            best = (color, pixels, p75)
        }
        // The edge rows must be one flat colour, not a border over an inside, nor text.
        guard let edge = best, edge.spread < 0.05 else { return nil }
        let trackColor = edge.color, track = edge.pixels

        // Columns of the middle rows: how many pixels are unlike the track.
        let bins = min(64, w)
        var unlike = [Int](repeating: 0, count: bins), total = [Int](repeating: 0, count: bins)
        let y0 = box.y + h * 30 / 100, y1 = box.maxY - h * 30 / 100
        let distinct: Float = 0.06
        for s in samples.inner where Int(s.y) >= y0 && Int(s.y) < y1 {
            let b = min(bins - 1, (Int(s.x) - box.x) * bins / w)
            total[b] += 1
            if distance(s, trackColor) > distinct { unlike[b] += 1 }
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
        let thumb = samples.inner.filter {
            Int($0.x) >= tx0 && Int($0.x) < tx1 && Int($0.y) >= y0 && Int($0.y) < y1 && distance($0, trackColor) > distinct
        }
        guard thumb.count >= 8 else { return nil }
        return ThumbTrack(track: track, thumb: thumb)
    }

    private static func distance(_ s: RegionSamples.Sample, _ c: SIMD3<Float>) -> Float {
        let d = SIMD3(s.r, s.g, s.b) - c
        return (d * d).sum().squareRoot()
    }
}
