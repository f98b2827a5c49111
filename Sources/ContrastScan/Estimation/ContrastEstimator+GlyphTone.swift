import ColorScience

/// Glyphs whose own colour changes along the line: translucent text over a photo that darkens
/// along it, a palette that maps part of a line to another entry. Both tones lie on the line
/// from the background to the glyph colour measured, so by colour alone the fainter one is
/// anti-aliasing; along the line it is the colour of whole glyphs. The glyph colour measured is
/// the most distinct, the tone of the part of the line that reads best: grey text on a dark
/// photo, 4.07:1 over most of "Friday 14 June", read 5.33:1 from "June" alone and passed 4.5:1
/// (browser seed 41, a palette image).
extension ContrastEstimator {
    /// The note a text region gets when part of its line reads lower in the glyphs' own colour.
    static func glyphToneNote(_ ratio: Double) -> String {
        "the glyphs' colour changes along the line: over part of it they read only \(RatioFormat.text(ratio))"
    }

    /// The ratio over the part of the line whose glyphs read lowest, when a third or more of the
    /// strips with glyphs (at least two) read below 0.8 of what the glyph colour measured gives
    /// against the same background, or when half of them or more read alike below 0.9 of it
    /// (`lineTone`); nil otherwise. A strip reads the 90th percentile, over its
    /// glyph pixels (half covered or more, standing out), of each pixel's ratio against its
    /// local background divided by the measured colour's ratio against it: its glyphs' solid
    /// tone, which anti-aliasing does not reach, with the background's own changes (stripes, a
    /// gradient) divided out. Strips with fewer than 12 such pixels (a space, a comma, a sparse
    /// lattice) are not counted.
    /// Each pixel's background luminance is its grid cell's (one computation per cell, not one
    /// per pixel: a Display P3 image's luminance is three powers), the same for both ratios.
    /// - Parameters:
    ///   - alphas: per box pixel, its coverage between its local background and `foreground`.
    ///   - cells: per box pixel, its cell of `grid`.
    ///   - luminance: the luminance of an encoded colour in the image's space.
    static func glyphToneLowRatio(inner: [RegionSamples.Sample], local: [SIMD3<Float>], alphas: [Float],
                                  cells: [Int], grid: BackgroundGrid, foreground: SIMD3<Float>,
                                  distinct: Float, ratio: Double, luminance: (SIMD3<Float>) -> Float) -> Double? {
        guard grid.strips >= 3 else { return nil }
        let fgY = luminance(foreground)
        let strips = grid.strips
        var cellY = ScratchTable(repeating: Float(-1), count: grid.count)
        // Each glyph pixel's ratio and strip in two lists of room for every box pixel (no list
        // per strip grown pixel by pixel), and how many each strip holds (at its index + 1).
        var ratios = ScratchTable<Float>(uninitializedCount: inner.count)
        var stripOf = ScratchTable<Int>(uninitializedCount: inner.count)
        var starts = ScratchTable(repeating: 0, count: strips + 1)
        var found = 0
        let standsOut2 = squaredReach(2 * distinct)  // no square root per pixel (`squaredReach`)
        precondition(local.count == inner.count && alphas.count == inner.count && cells.count == inner.count)
        for i in inner.indices where alphas[i] >= 0.5 && squaredColorDistance(inner[i], local[i]) > standsOut2 {
            // In range: a cell is below the grid's count (`cellY`'s length), its strip below
            // `strips`; at most one ratio and strip per box pixel, written at found < inner.count.
            let k = cells[i]
            if cellY[k] < 0 { cellY[k] = luminance(grid.cells[k]) }
            let y = inner[i].luminance, b = cellY[k]
            let reads = (max(y, b) + 0.05) / (min(y, b) + 0.05), full = (max(fgY, b) + 0.05) / (min(fgY, b) + 0.05)
            ratios[found] = reads / full
            stripOf[found] = k % strips
            starts[k % strips + 1] += 1
            found += 1
        }
        // Each strip's ratios one after the other, in the order they were found (a counting
        // sort): the lists a strip's own `Quantiles` would hold, read by the same selection.
        for strip in 0..<strips { starts[strip + 1] += starts[strip] }
        var next = ScratchTable(repeating: 0, count: strips)
        for strip in 0..<strips { next[strip] = starts[strip] }
        var grouped = ScratchTable<Float>(uninitializedCount: found)
        for n in 0..<found {
            // In range: a strip is below `strips`, and each strip's places lie within its run
            // of `grouped` (its count, from `starts`).
            let strip = stripOf[n]
            grouped[next[strip]] = ratios[n]
            next[strip] += 1
        }
        var reads: [Double] = []
        for strip in 0..<strips where starts[strip + 1] - starts[strip] >= 12 {
            // A strip's run, inside `grouped`, handed to the selection as `quantile(0.9)` would.
            let read = grouped.withRun(starts[strip], starts[strip + 1]) { run in
                Quantiles.select(run, Quantiles.rank(0.9, count: run.count))
            }
            reads.append(Double(read))
        }
        guard reads.count >= 3 else { return nil }
        let low = reads.filter { $0 < 0.8 }.sorted()
        if low.count >= 2, low.count * 3 >= reads.count { return ratio * low[low.count / 2] }
        return lineTone(reads).map { ratio * $0 }
    }

    /// The tone most of the line has, as a share of the glyph colour measured, when that colour
    /// is the tone of a minority: the median strip's reading, when it is below 0.9 and half of
    /// the strips or more read within 4% of it; nil otherwise.
    ///
    /// Translucent thin "10:08" over a blue sky, a cloud behind the "8" (browser seed 64, a lock
    /// screen at 3x): the glyphs over the cloud are the most distinct, and the rest of the line,
    /// 0.86 of the way to them from the sky, was taken for anti-aliasing. Three of four strips
    /// read 0.86–0.87, one 0.99; the line passed 3:1 at 3.16:1, true 2.63:1. Strips that read
    /// low from anti-aliasing alone (thin type at 2x, whose strokes have few fully covered
    /// pixels) scatter (0.63–1.0 on one line of the layered corpus) and do not agree within 4%;
    /// a cut at 0.9 alone, without that agreement, sent three such lines of the layered corpus to
    /// `review`.
    static func lineTone(_ reads: [Double]) -> Double? {
        let sorted = reads.sorted()
        guard !sorted.isEmpty else { return nil }
        let median = sorted[sorted.count / 2]
        guard median < 0.9 else { return nil }
        let alike = sorted.count { abs($0 / median - 1) <= 0.04 }
        return alike * 2 >= sorted.count ? median : nil
    }
}
