/// Soft shadows and halos that reach over most of the box.
///
/// A `text-shadow` with a large blur darkens (or a halo lightens) nearly every pixel between
/// the glyphs and much of the ring just outside the box, each by a little: too little for the
/// per-pixel test that sets a shadow aside, so the background's medians drift towards the
/// shadow and light text on it reads as passing (white on a green photo, 2.64:1, read 3.06:1).
///
/// What tells a shadow from the background itself is where it lies: a shadow is strongest next
/// to the glyphs and fades with distance, while a background does not care where the glyphs
/// are. The background pixels next to the glyphs are compared with those far from them; when
/// the near ones are pushed away from the glyph colour beyond the grain, the background is read
/// again from the far ones alone (cells without far pixels take their neighbours').
extension ContrastEstimator {
    /// Background cell colours read from the pixels far from the glyphs, when those next to the
    /// glyphs are pushed away from the glyph colour (a shadow or halo), or towards it (a glow of
    /// the glyphs' own colour, `glowFreeCells`); nil when they are neither.
    /// - Parameters:
    ///   - inner, ring: the box's and the ring's samples, with their cells and their coverage on
    ///     the line from their current local background to the glyph colour (`project`'s alpha).
    ///   - foreground: the glyph colour.
    ///   - distinct: how far a pixel must stand out from its background to count (the grain).
    ///   - glowAllowed: whether a glow may be looked for: not when the glyph colour is a guess
    ///     (the most distinct colour was the background's, and the box's own colour along the
    ///     line was taken instead), since the glow rule reads the background by its distance
    ///     from pixels of that colour.
    func shadowFreeCells(inner: [RegionSamples.Sample], innerCells: [Int], innerAlpha alphas: [Float],
                         ring: [RegionSamples.Sample], ringCells: [Int], ringAlpha ringAlphas: [Float],
                         foreground: SIMD3<Float>, grid: BackgroundGrid, box: PixelRect,
                         distinct: Float, glowAllowed: Bool = true) -> ShadowFreeCells? {
        guard box.height >= 12, inner.count >= 64, ring.count >= 16 else { return nil }
        // A coarse raster over the box and its ring: ink where a sample is mostly glyph.
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for s in ring { minX = min(minX, s.x); minY = min(minY, s.y); maxX = max(maxX, s.x); maxY = max(maxY, s.y) }
        for s in inner { minX = min(minX, s.x); minY = min(minY, s.y); maxX = max(maxX, s.x); maxY = max(maxY, s.y) }
        let spanX = Int(maxX - minX) + 1, spanY = Int(maxY - minY) + 1
        let step = max(2, Int((Double(spanX * spanY) / 6000).squareRoot().rounded(.up)))
        let cols = spanX / step + 1, rows = spanY / step + 1
        var raster = ChamferDistance(columns: cols, rows: rows)
        // A sample's raster cell through two tables (its column's, its row's first cell): no
        // integer division per sample, which each of the passes below would otherwise repeat.
        // (A cell's index is its row's first cell's plus its column: `index(column:row:)`.)
        let columnOf = (0..<spanX).map { $0 / step }
        let rowStart = (0..<spanY).map { ChamferDistance.index(column: 0, row: $0 / step, columns: cols) }
        @inline(__always)
        func index(_ s: RegionSamples.Sample) -> Int { rowStart[Int(s.y - minY)] + columnOf[Int(s.x - minX)] }
        var inkCount = 0
        raster.marking { mark in
            for i in inner.indices where alphas[i] >= 0.5 { mark(index(inner[i])); inkCount += 1 }
        }
        guard inkCount >= 6 else { return nil }
        // Distance from the ink in raster cells (two chamfer passes, 3 across, 4 diagonally).
        raster.transform()
        func pixels(_ s: RegionSamples.Sample) -> Float { Float(raster.distance(index(s))) / 3 * Float(step) }
        // Next to the glyphs: within a twelfth of the line's height; far: beyond a fifth of it.
        let nearLimit = max(Float(step), Float(box.height) / 12), farLimit = max(2 * Float(step), Float(box.height) / 5)
        let axis = foreground - grid.cells[0]
        let axisLength = max(1e-3, (axis * axis).sum().squareRoot())
        // A pixel's distance in pixels, `pixels(s)`, only rises with its raster distance (a
        // whole number of thirds of a cell, turned into a float exactly, then divided and
        // scaled, each step rounding the same way for every value): "within nearLimit" is
        // "raster distance at most nearReach", "beyond farLimit" is "at least farReach". The
        // pass below compares whole numbers, with no conversion per pixel.
        let toPixels = { (d: Int32) in Float(d) / 3 * Float(step) }
        let nearReach = Self.lastReach(within: nearLimit, toPixels)
        let farReach = Self.lastReach(within: farLimit.nextDown, toPixels) &+ 1
        // The background pixels (alpha <= backgroundCoverage) next to the glyphs and far from
        // them, each pixel written to both lists and kept in the one its distance picks: no
        // branch per pixel on where it lies.
        let total = inner.count + ring.count
        // The four lists in one scratch allocation of `total + 1` places each, written before
        // they are read (no zero-fill: a region has thousands of samples), freed here.
        let places = total + 1
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 4 * places)
        defer { scratch.deallocate() }
        let nearOut = scratch, farOut = scratch + places
        var nearCount = 0, farCount = 0
        // The same, among every pixel short of ink (alpha < 0.5): a glow of the glyphs' own
        // colour (`ContrastEstimator+Glow`) lifts the pixels next to them past the background's
        // coverage, so it shows only there.
        let nearGlowOut = scratch + 2 * places, farGlowOut = scratch + 3 * places
        var nearGlowCount = 0, farGlowCount = 0
        let reach = raster.reach
        reach.withUnsafeBufferPointer { reach in
        rowStart.withUnsafeBufferPointer { rowStart in
        columnOf.withUnsafeBufferPointer { columnOf in
            // Unchecked: each list keeps at most one value per pixel, written at its count (at
            // most `total`), in `total + 1` places; every sample lies in the bounding box the
            // two tables span, and its raster index inside the raster.
            func distance(_ s: RegionSamples.Sample) -> Int32 {
                reach[rowStart[Int(s.y &- minY)] &+ columnOf[Int(s.x &- minX)]]
            }
            // The tests as 0 or 1 joined with `&`, not `&&`: `&&` was compiled to a branch per
            // test, mispredicted on a noisy set.
            @inline(__always) func one(_ test: Bool) -> Int { test ? 1 : 0 }
            @inline(__always) func keep(_ alpha: Float, _ d: Int32, nearFrom: Int32) {
                let background = one(alpha <= backgroundCoverage)
                let close = one(d >= nearFrom) & one(d <= nearReach)
                let isNear = background & close
                let distant = one(d >= farReach)
                nearOut[nearCount] = alpha
                farOut[farCount] = alpha
                nearCount &+= isNear
                farCount &+= background & (isNear ^ 1) & distant
                let short = one(alpha < 0.5) & one(alpha >= -backgroundCoverage)
                nearGlowOut[nearGlowCount] = alpha
                farGlowOut[farGlowCount] = alpha
                nearGlowCount &+= short & close
                farGlowCount &+= short & distant
            }
            // Near: a box pixel off the ink (distance above 0); a ring pixel at any distance.
            for i in inner.indices { keep(alphas[i], distance(inner[i]), nearFrom: 1) }
            for j in ring.indices { keep(ringAlphas[j], distance(ring[j]), nearFrom: .min) }
        }
        }
        }
        func list(_ start: UnsafeMutablePointer<Float>, _ count: Int) -> [Float] {
            Array(UnsafeBufferPointer(start: start, count: count))
        }
        // The two medians read in the scratch itself (no array made for them).
        guard nearCount >= 20, farCount >= 20,
              let nearLevel = Quantiles.quantile(0.5, in: nearOut, count: nearCount),
              let farLevel = Quantiles.quantile(0.5, in: farOut, count: farCount) else {
            guard glowAllowed else { return nil }
            return glowFreeCells(near: list(nearGlowOut, nearGlowCount), far: list(farGlowOut, farGlowCount),
                                 inner: inner, innerCells: innerCells, innerAlpha: alphas, ring: ring, ringCells: ringCells,
                                 ringAlpha: ringAlphas, foreground: foreground, grid: grid, axisLength: axisLength,
                                 distinct: distinct, nearReach: nearReach, farReach: farReach, distance: { raster.distance(index($0)) })
        }
        // Pushed away from the glyph colour next to the glyphs, beyond the grain.
        let margin = max(0.03, 1.5 * distinct / axisLength)
        guard nearLevel < farLevel - margin else {
            guard glowAllowed else { return nil }
            return glowFreeCells(near: list(nearGlowOut, nearGlowCount), far: list(farGlowOut, farGlowCount),
                                 inner: inner, innerCells: innerCells, innerAlpha: alphas, ring: ring, ringCells: ringCells,
                                 ringAlpha: ringAlphas, foreground: foreground, grid: grid, axisLength: axisLength,
                                 distinct: distinct, nearReach: nearReach, farReach: farReach, distance: { raster.distance(index($0)) })
        }
        // Past a shadow still fading at the ring's edge: its farthest pixels, in the strips with ink.
        let unfaded = unfadedShadowReach(inner: inner, innerCells: innerCells, innerAlpha: alphas, ring: ring,
                                         ringCells: ringCells, ringAlpha: ringAlphas, strips: grid.strips,
                                         farLimit: farLimit, pixels: pixels)
        let readFrom = unfaded?.reach ?? farLimit
        func read(_ alpha: Float, _ s: RegionSamples.Sample, cell: Int) -> Bool {
            alpha <= backgroundCoverage && alpha >= -backgroundCoverage && pixels(s) >= readFrom
                && unfaded.map { $0.inked[cell % grid.strips] } ?? true
        }
        var perCell = [ColorQuantiles](repeating: ColorQuantiles(), count: grid.count)
        for i in inner.indices where read(alphas[i], inner[i], cell: innerCells[i]) {
            perCell[innerCells[i]].add(inner[i])
        }
        for j in ring.indices where read(ringAlphas[j], ring[j], cell: ringCells[j]) {
            perCell[ringCells[j]].add(ring[j])
        }
        return ShadowFreeCells(&perCell, glow: false)
    }

    /// Where a shadow whose blur reaches past the far pixels has faded most: the distance of the
    /// farthest tenth of the far background pixels in the strips the glyphs lie in, when their
    /// luminance lies away from the shadow — towards the glyphs' — by enough to move the ratio
    /// 5% from what the far pixels as a whole give; nil when the shadow has faded within them.
    ///
    /// A halo with a large blur at @3x (`text-shadow: 0 0 8px` is 24 pixels) still darkens the
    /// pixels a fifth of the line's height from the glyphs, and keeps lifting with distance out
    /// to the ring's edge: light text over stripes in a dark halo, 4.21:1 against the stripes,
    /// read 4.84:1 from all the far pixels, a pass against 4.5. The farthest tenth is where the
    /// shadow has faded most, as the glow rule reads it (`glowFreeCells`).
    func unfadedShadowReach(inner: [RegionSamples.Sample], innerCells: [Int], innerAlpha alphas: [Float],
                            ring: [RegionSamples.Sample], ringCells: [Int], ringAlpha ringAlphas: [Float],
                            strips: Int, farLimit: Float,
                            pixels: (RegionSamples.Sample) -> Float) -> (reach: Float, inked: [Bool])? {
        let inked = Self.inkedStrips(innerCells: innerCells, innerAlpha: alphas, strips: strips)
        var ink = Quantiles(reservingCapacity: inner.count / 4)
        for i in inner.indices where alphas[i] >= 0.5 { ink.add(inner[i].luminance) }
        // The far background pixels in the strips with ink, each with its distance and luminance.
        var far: [(distance: Float, luminance: Float)] = []
        far.reserveCapacity(inner.count + ring.count)
        func keep(_ s: RegionSamples.Sample, _ alpha: Float, cell: Int) {
            guard alpha <= backgroundCoverage, alpha >= -backgroundCoverage, inked[cell % strips] else { return }
            let d = pixels(s)
            if d >= farLimit { far.append((d, s.luminance)) }
        }
        for i in inner.indices { keep(inner[i], alphas[i], cell: innerCells[i]) }
        for j in ring.indices { keep(ring[j], ringAlphas[j], cell: ringCells[j]) }
        var reaches = Quantiles(values: far.map(\.distance)), farLight = Quantiles(values: far.map(\.luminance))
        guard reaches.count >= 200, let farthest = reaches.quantile(0.9), farthest > farLimit,
              let glyphs = ink.median(), let surface = farLight.median() else { return nil }
        var outer = Quantiles(values: far.filter { $0.distance >= farthest }.map(\.luminance))
        guard outer.count >= 20, let faded = outer.median() else { return nil }
        // Towards the glyphs' luminance by 5% of the ratio: a shadow still fading out there.
        let towards: Float = glyphs > surface ? 1 : -1
        let moved = glyphs > surface ? (faded + 0.05) / (surface + 0.05) : (surface + 0.05) / (faded + 0.05)
        // A shadow's outskirts move it a little; a jump is a second surface (a stripe's edge).
        guard moved >= Self.unfadedShadowShift, moved <= Self.unfadedShadowLargestShift else { return nil }
        // And fading all the way: the far pixels in three bands of distance short of the farthest,
        // each band's median no farther from the glyphs than the next one's. A loose frame
        // stretched over stripes or a second surface puts them in any order, or in one step.
        let width = (farthest - farLimit) / 3
        var bands = [Quantiles](repeating: Quantiles(), count: 3)
        for p in far where p.distance < farthest {
            bands[min(2, max(0, Int((p.distance - farLimit) / width)))].add(p.luminance)
        }
        var levels: [Float] = []
        for k in bands.indices {
            guard bands[k].count >= 20, let level = bands[k].median() else { return nil }
            levels.append(level)
        }
        levels.append(faded)
        for k in 1..<levels.count where towards * (levels[k] - levels[k - 1]) < 0 { return nil }
        // Gradually: at least half of the way from the nearest band to the farthest pixels is
        // made within the bands, not in one step at the end (the edge of a surface beyond).
        guard towards * (levels[2] - levels[0]) >= 0.5 * towards * (faded - levels[0]) else { return nil }
        return (farthest, inked)
    }

    /// Per strip of the background grid, whether a glyph pixel (coverage 0.5 or more) lies in
    /// it: where a shadow or glow surrounds the glyphs, so where the surface behind them is read.
    static func inkedStrips(innerCells: [Int], innerAlpha alphas: [Float], strips: Int) -> [Bool] {
        var inked = [Bool](repeating: false, count: strips)
        for i in innerCells.indices where alphas[i] >= 0.5 { inked[innerCells[i] % strips] = true }
        return inked
    }

    /// How far (as a ratio of luminances + 0.05) the farthest pixels must lie from the far ones,
    /// towards the glyphs, for a shadow to count as still fading there.
    static let unfadedShadowShift: Float = 1.05
    /// The most a shadow's fading outskirts move it; beyond, the farthest pixels are another surface.
    static let unfadedShadowLargestShift: Float = 1.25

    /// The largest raster distance (from 0, in thirds of a cell, up to `ChamferDistance.far`)
    /// whose length in pixels is at most `limit`, or -1 when none is; `toPixels` rises with
    /// the distance (never falls), so the distances within the limit are those up to it.
    static func lastReach(within limit: Float, _ toPixels: (Int32) -> Float) -> Int32 {
        guard toPixels(0) <= limit else { return -1 }
        var low: Int32 = 0, high = ChamferDistance.far  // toPixels(low) <= limit
        if toPixels(high) <= limit { return high }
        while high - low > 1 {  // toPixels(high) > limit
            let mid = low + (high - low) / 2
            if toPixels(mid) <= limit { low = mid } else { high = mid }
        }
        return low
    }
}
