extension ContrastEstimator {
    /// The commonest colour (in bins of 1/16 per channel) among the pixels standing out from
    /// their local background, when it is not the glyph colour: nil when the glyph colour (or
    /// one near it) is the commonest. Solid glyphs are a flat colour over many pixels; a halo,
    /// a shadow or anti-aliasing spread over many colours.
    ///
    /// When the commonest is the background's own (as common around the box), it is looked
    /// for again among the pixels standing out by at least a quarter of the way to the glyph
    /// colour: a background that varies a little (a two-tone wallpaper under a frame padded
    /// to the line) puts more pixels just past its noise than the text has pixels, and the
    /// text's own colour behind a dark halo must still be found.
    func rivalColor(_ inner: [RegionSamples.Sample], ring: [RegionSamples.Sample], local: [SIMD3<Float>], distinct: Float,
                    foreground: SIMD3<Float>, background: SIMD3<Float>) -> SIMD3<Float>? {
        // How near a colour is to the glyph colour to count as it (a quarter of the way to the
        // background, or the noise): also how far a pixel stands out clearly.
        let tolerance = max(distinct, 0.25 * colorDistance(foreground, background))
        let first = rivalSearch(inner, ring: ring, local: local, distinct: distinct, tolerance: tolerance,
                                standingOut: distinct, foreground: foreground)
        guard case .backgroundOwn = first else { return first.color }
        return rivalSearch(inner, ring: ring, local: local, distinct: distinct, tolerance: tolerance,
                           standingOut: tolerance, foreground: foreground).color
    }

    /// What one search for a rival found.
    private enum RivalSearch {
        /// A rival glyph colour.
        case rival(SIMD3<Float>)
        /// The commonest colour is as common around the box: the background's own.
        case backgroundOwn
        /// No rival: too few pixels stand out, or the commonest is the glyph colour or its
        /// second colour.
        case none

        var color: SIMD3<Float>? {
            if case .rival(let color) = self { return color }
            return nil
        }
    }

    /// One search among the pixels farther than `standingOut` from their local background.
    private func rivalSearch(_ inner: [RegionSamples.Sample], ring: [RegionSamples.Sample], local: [SIMD3<Float>],
                             distinct: Float, tolerance: Float, standingOut: Float,
                             foreground: SIMD3<Float>) -> RivalSearch {
        // Standing out compared as a squared distance (`squaredReach`): no square root per pixel.
        let standingOut2 = squaredReach(standingOut)
        guard let (m, count) = Self.commonestColor(inner, where: { squaredColorDistance(inner[$0], local[$0]) > standingOut2 }),
              count >= 20 else { return .none }
        guard colorDistance(m, foreground) > tolerance else { return .none }
        // Glyphs are in the box, not around it: a colour as common in the ring is the
        // background's own (stripes, a photo's texture).
        let near = min(distinct, 0.5 * tolerance)
        let rival = Self.shares(of: m, within: near, inner: inner, ring: ring)
        guard rival.around < 0.3 * rival.inside else { return .backgroundOwn }
        // Solid glyphs are many pixels of their colour; a rival only a little commoner than
        // the glyph colour is a second colour of the text (an emoji, anti-aliasing of thin
        // strokes) — unless the rival is missing around the box while the colour measured is
        // found there too (at least 0.3 of its share in the box, the share that makes a rival
        // the background's own): then the colour measured is the background's texture (a
        // photo's grain over a frame padded to the line) and the rival is the text.
        let near2 = squaredReach(near)
        let glyphLike = inner.count { squaredColorDistance($0, foreground) <= near2 }
        if glyphLike * 4 <= rival.insideCount { return .rival(m) }
        let measured = Self.shares(of: foreground, within: tolerance, inner: inner, ring: ring)
        let measuredIsTexture = measured.around >= 0.3 * measured.inside && rival.around < 0.1 * rival.inside
        return measuredIsTexture && rival.insideCount >= glyphLike ? .rival(m) : .none
    }

    /// The commonest colour bin (`colorBin`; of equal counts, the first to reach it in the
    /// box's order) among the box's pixels at whose index `test` holds: the per-channel median of
    /// its pixels, and how many it holds; nil when no pixel passes.
    @inline(__always)
    static func commonestColor(_ inner: [RegionSamples.Sample], where test: (Int) -> Bool) -> (color: SIMD3<Float>, count: Int)? {
        // Per bin, how many passing pixels fall in it: only the bins the pixels fall in are set
        // to zero (below) and read, not all 4,096 (a frame's pixels standing out fill a few).
        var counts = ScratchTable<Int32>(uninitializedCount: 4096)
        var best = -1, bestCount: Int32 = 0
        // The passing pixels' indices and bins, in the box's order, kept for the second pass:
        // the commonest bin's pixels are taken from them, not from another pass over the whole
        // box. Written at most one per box pixel (at n < inner.count).
        var passing = ScratchTable<Int32>(uninitializedCount: inner.count)
        var bins = ScratchTable<Int32>(uninitializedCount: inner.count)
        var n = 0
        for i in inner.indices where test(i) {
            // In range: a bin's key is below 4096 (each channel's bin 0...15); n < inner.count.
            let k = colorBin(inner[i])
            passing[n] = Int32(i)
            bins[n] = Int32(k)
            counts[k] = 0
            n += 1
        }
        // Counted in the box's order, as the pixels were found: the same commonest bin (the
        // first to reach the greatest count) as counting them while they were found.
        for j in 0..<n {
            // In range: a bin below 4096, set to zero above before it is read.
            let k = Int(bins[j])
            counts[k] += 1
            if counts[k] > bestCount { bestCount = counts[k]; best = k }
        }
        guard best >= 0 else { return nil }
        // The commonest bin's colours in the box's order, as a pass over the whole box gathers them.
        var mode = ColorQuantiles(reservingCapacity: Int(bestCount))
        for j in 0..<n where bins[j] == Int32(best) { mode.add(inner[Int(passing[j])]) }
        return mode.median().map { ($0, Int(bestCount)) }
    }

    /// A pixel's colour bin, 1/16 per channel (0..<4096): the colours counted when looking for
    /// the commonest one. Inlined into the passes over the box (it is called once per pixel).
    @inline(__always)
    static func colorBin(_ s: RegionSamples.Sample) -> Int {
        @inline(__always) func q(_ v: Float) -> Int { min(15, max(0, Int(v * 16))) }
        return q(s.r) << 8 | q(s.g) << 4 | q(s.b)
    }

    /// The shares of the box's pixels (`inside`, with their count) and of the ring's (`around`)
    /// within `reach` of `color`: a colour the glyphs have is in the box, not around it.
    static func shares(of color: SIMD3<Float>, within reach: Float, inner: [RegionSamples.Sample],
                       ring: [RegionSamples.Sample]) -> (inside: Double, around: Double, insideCount: Int) {
        let reach2 = squaredReach(reach)
        let insideCount = inner.count { squaredColorDistance($0, color) <= reach2 }
        let aroundCount = ring.count { squaredColorDistance($0, color) <= reach2 }
        return (Double(insideCount) / Double(max(1, inner.count)), Double(aroundCount) / Double(max(1, ring.count)), insideCount)
    }
}
