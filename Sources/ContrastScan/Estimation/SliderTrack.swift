/// A slider in a loose frame: a thin track across the frame, with a knob taller than the
/// track on it.
///
/// A frame padded towards the line height (as accessibility frames are) holds the track as
/// a band of rows in its middle, the surface above and below it, and the knob — taller than
/// the track — across the frame's whole height in a short run of columns. Framed as one
/// shape, the knob's rows along the frame's top and bottom were taken for a border, and the
/// white knob against a photo (1.3:1) was reported for a black track at 12.9:1.
///
/// The track is the band of rows, a third or less of the frame's height with the surface
/// above and below it, in which nine in ten pixels are one colour; the knob is the one run of
/// columns inside the frame where the band is unlike that colour, at least as wide as a third
/// of the frame's height and no more than twice it (the knob's own colour, not its shadow on
/// the track beside it), whose colour reaches past the band above and below. The surface is
/// the frame's rows above and below the band away from the knob — what lies right next to the
/// track.
struct SliderTrack {
    /// Track pixels (the band's rows, away from the knob and the track's ends).
    var track: [RegionSamples.Sample]
    /// Knob pixels (its columns, unlike the track).
    var knob: [RegionSamples.Sample]
    /// Surface pixels (the frame's rows above and below the band, away from the knob).
    var surface: [RegionSamples.Sample]

    static func find(_ samples: RegionSamples, box: PixelRect) -> SliderTrack? {
        let w = box.width, h = box.height
        guard h >= 12, w >= 6 * h, samples.inner.count >= 64 else { return nil }
        let grain = ContrastEstimator.spatialNoise(samples.ring)
        let distinct = max(0.04, 3 * grain)
        // The box's pixels row by row, each row's in their order: one array sorted by row
        // (counting sort) and each row's slice of it, not an array per row grown pixel by pixel.
        var rowStarts = [Int](repeating: 0, count: h + 1)
        for s in samples.inner {
            let y = Int(s.y) - box.y
            if y >= 0 && y < h { rowStarts[y + 1] += 1 }
        }
        for y in 0..<h { rowStarts[y + 1] += rowStarts[y] }
        var byRow = [RegionSamples.Sample](repeating: samples.inner[0], count: rowStarts[h])
        var nextInRow = rowStarts
        for s in samples.inner {
            let y = Int(s.y) - box.y
            guard y >= 0, y < h else { continue }
            byRow[nextInRow[y]] = s
            nextInRow[y] += 1
        }
        let rowPixels = (0..<h).map { byRow[rowStarts[$0]..<rowStarts[$0 + 1]] }
        // Per row: its median colour and the share of its pixels of that colour.
        var rowColor = [SIMD3<Float>?](repeating: nil, count: h)
        var rowFlat = [Bool](repeating: false, count: h)
        for y in 0..<h {
            guard rowPixels[y].count >= 8 else { continue }
            var colors = ColorQuantiles(reservingCapacity: rowPixels[y].count)
            for s in rowPixels[y] { colors.add(s) }
            guard let m = colors.median() else { continue }
            rowColor[y] = m
            rowFlat[y] = rowPixels[y].count { colorDistance($0, m) <= distinct } * 10 >= rowPixels[y].count * 8
        }
        // Bands of flat rows of one colour (rows the lattice skipped join them).
        var bands: [(top: Int, bottom: Int, color: SIMD3<Float>)] = []
        var y = 0
        while y < h {
            guard rowFlat[y], let c = rowColor[y] else { y += 1; continue }
            var e = y + 1
            while e < h, rowColor[e] == nil || (rowFlat[e] && colorDistance(rowColor[e]!, c) <= distinct) { e += 1 }
            bands.append((y, e - 1, c))
            y = e
        }
        // The track: a thin band with rows of another colour both above and below it.
        func unlike(_ y: Int, _ c: SIMD3<Float>) -> Bool {
            guard y >= 0, y < h, let m = rowColor[y] else { return false }
            return colorDistance(m, c) > 2 * distinct
        }
        let thin = bands.filter { band in
            let height = band.bottom - band.top + 1
            return height >= 2 && height * 3 <= h && band.top >= 2 && band.bottom <= h - 3
                && (unlike(band.top - 1, band.color) || unlike(band.top - 2, band.color))
                && (unlike(band.bottom + 1, band.color) || unlike(band.bottom + 2, band.color))
        }
        guard thin.count == 1, let band = thin.first else { return nil }
        let bandHeight = band.bottom - band.top + 1

        // Columns of the band unlike the track; the knob is the one run of them that reaches
        // neither end of the frame (the track's rounded ends show the surface there).
        var unlikeColumn = [Bool](repeating: false, count: w), seenColumn = [Bool](repeating: false, count: w)
        for row in band.top...band.bottom {
            for s in rowPixels[row] {
                let x = Int(s.x) - box.x
                guard x >= 0, x < w else { continue }
                seenColumn[x] = true
                if colorDistance(s, band.color) > distinct { unlikeColumn[x] = true }
            }
        }
        var runs: [(start: Int, end: Int)] = []
        var start = -1, lastUnlike = -1
        let gap = max(2, samples.stride * 2)
        for x in 0..<w where seenColumn[x] {
            if unlikeColumn[x] {
                if start < 0 || x - lastUnlike > gap {
                    if start >= 0 { runs.append((start, lastUnlike)) }
                    start = x
                }
                lastUnlike = x
            }
        }
        if start >= 0 { runs.append((start, lastUnlike)) }
        let end = max(2, h / 4)
        let inside = runs.filter { $0.start > end && $0.end < w - 1 - end }
        guard inside.count == 1, let knobRun = inside.first else { return nil }
        let knobWidth = knobRun.end - knobRun.start + 1
        guard knobWidth * 3 >= h, knobWidth >= 2 * bandHeight,
              knobWidth <= 2 * h || ownWidth(of: knobRun, band: band, rowPixels: rowPixels, box: box, distinct: distinct) <= 2 * h
        else { return nil }
        // The ends of the track (the first and last column of the band's colour).
        guard let trackStart = (0..<w).first(where: { seenColumn[$0] && !unlikeColumn[$0] }),
              let trackEnd = (0..<w).last(where: { seenColumn[$0] && !unlikeColumn[$0] }) else { return nil }

        // The knob: pixels in its columns unlike the track; its colour must reach past the
        // band above and below it (a knob taller than the track, not a gap in it).
        let kx0 = box.x + knobRun.start, kx1 = box.x + knobRun.end + 1
        let knob = samples.inner.keeping {
            Int($0.x) >= kx0 && Int($0.x) < kx1 && colorDistance($0, band.color) > distinct
        }
        var knobColors = ColorQuantiles()
        for s in knob where Int(s.y) - box.y >= band.top && Int(s.y) - box.y <= band.bottom { knobColors.add(s) }
        guard knob.count >= 8, let knobColor = knobColors.median() else { return nil }
        let middle = (kx0 + kx1) / 2, reach = max(2, knobWidth / 4)
        func knobReaches(_ rows: ClosedRange<Int>) -> Bool {
            rows.contains { row in
                guard row >= 0, row < h else { return false }
                let near = rowPixels[row].filter { abs(Int($0.x) - middle) <= reach }
                return !near.isEmpty && near.count { colorDistance($0, knobColor) <= distinct } * 2 > near.count
            }
        }
        guard knobReaches((band.top - bandHeight - 2)...(band.top - 2)),
              knobReaches((band.bottom + 2)...(band.bottom + bandHeight + 2)) else { return nil }

        // Away from the knob (and its shadow) and from the track's rounded ends.
        let margin = max(2, knobWidth / 4)
        let x0 = box.x + trackStart + bandHeight, x1 = box.x + trackEnd + 1 - bandHeight
        func clear(_ s: RegionSamples.Sample) -> Bool {
            let x = Int(s.x)
            return x >= x0 && x < x1 && (x < kx0 - margin || x >= kx1 + margin)
        }
        var track: [RegionSamples.Sample] = [], surface: [RegionSamples.Sample] = []
        for s in samples.inner where clear(s) {
            let row = Int(s.y) - box.y
            if row >= band.top && row <= band.bottom {
                if colorDistance(s, band.color) <= distinct { track.append(s) }
            } else if row < band.top - 1 || row > band.bottom + 1 {
                surface.append(s)
            }
        }
        guard track.count >= 16, surface.count >= 16 else { return nil }
        return SliderTrack(track: track, knob: knob, surface: surface)
    }

    /// How wide the knob itself is in a run of the band's columns unlike the track: the columns
    /// of the run whose band pixels are the median colour of the run's band pixels. A knob's
    /// shadow darkens the track either side of it and widens the run: a white knob 56 px wide,
    /// its shadow on the track, made a run of 68 px in a loose frame 32 px tall, past the knob's
    /// limit of twice the frame's height, and the slider was measured as one shape — with the
    /// shadow around the knob for its background (3.11:1, a pass, for a track at 2.78:1).
    private static func ownWidth(of run: (start: Int, end: Int), band: (top: Int, bottom: Int, color: SIMD3<Float>),
                                 rowPixels: [ArraySlice<RegionSamples.Sample>], box: PixelRect, distinct: Float) -> Int {
        let x0 = box.x + run.start, x1 = box.x + run.end
        var colors = ColorQuantiles()
        for row in band.top...band.bottom {
            for s in rowPixels[row] where Int(s.x) >= x0 && Int(s.x) <= x1 { colors.add(s) }
        }
        guard let knob = colors.median() else { return run.end - run.start + 1 }
        var first = Int.max, last = Int.min
        for row in band.top...band.bottom {
            for s in rowPixels[row] where Int(s.x) >= x0 && Int(s.x) <= x1 && colorDistance(s, knob) <= distinct {
                first = min(first, Int(s.x))
                last = max(last, Int(s.x))
            }
        }
        return first <= last ? last - first + 1 : run.end - run.start + 1
    }
}
