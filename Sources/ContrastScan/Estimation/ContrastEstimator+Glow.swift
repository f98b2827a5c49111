/// A shadow or halo of the glyphs' own colour, or of black or white on the glyphs' side: black
/// text with a black `text-shadow`, white text with a white glow, dark purple text in a black
/// halo.
///
/// Such a shadow darkens (or lightens) the background towards the glyph colour, most next to
/// the glyphs and less with distance. Its pixels lie on the line from the background to the
/// glyph colour, where anti-aliased edges lie, so nothing sets them aside: the strong ones are
/// taken for edges, the faint outskirts (coverage below `backgroundCoverage`) for background,
/// and the background's medians drift towards the glyphs (black on green, 7.06:1, read 5.93:1).
///
/// An anti-aliased edge is a pixel or two wide; a shadow's blur reaches several pixels out. So
/// when the pixels next to the glyphs (within `shadowFreeCells`' near distance, past the ink's
/// own raster cells) lie farther along that line than those far from them, by more than the
/// grain, the background is read again from the pixels farthest from the glyphs only (the
/// tenth of the non-glyph pixels farthest from the ink in the grid strips with ink, and at
/// least the far distance), where a blurred shadow has faded most; cells without such pixels
/// take their neighbours'.
///
/// That reading holds only for what compositing a glow gives: each pixel next to the glyphs a
/// mix of the glyph colour and the one surface behind, so on the line between the two (within
/// the grain), and that surface alone where the glow has faded. A loose box stretched over a
/// second surface (a wave of another colour below the line, a sun or a cloud beside it) or a
/// neighbouring mark is not that: its far pixels are two surfaces, and the pixels next to the
/// glyphs lie off the line from either to the glyphs. Then nothing is changed (`isComposited`).
extension ContrastEstimator {
    /// Background cells read by the shadow rules, and whether the shadow was a glow of the
    /// glyphs' own colour (which can only have made the ratio read lower).
    struct ShadowFreeCells {
        var cells: [SIMD3<Float>?]
        var glow: Bool

        /// Each cell's median where it gathered at least 5 pixels; nil when none did.
        init?(_ perCell: inout [ColorQuantiles], glow: Bool) {
            var cells = [SIMD3<Float>?](repeating: nil, count: perCell.count)
            var any = false
            for k in perCell.indices where perCell[k].count >= 5 {
                cells[k] = perCell[k].median()
                any = true
            }
            guard any else { return nil }
            self.cells = cells
            self.glow = glow
        }
    }

    /// Background cells from the pixels farthest from the glyphs, when the pixels next to the
    /// glyphs are pushed towards the glyph colour (a glow); nil when they are not.
    /// - Parameters:
    ///   - near, far: the coverage (on the line from the local background to the glyph colour)
    ///     of the non-glyph pixels next to the glyphs and far from them.
    ///   - foreground: the glyph colour.
    ///   - nearReach, farReach: the near and far distances, in the raster units `distance` gives.
    ///   - distance: a sample's distance from the ink in raster units.
    func glowFreeCells(near: [Float], far: [Float],
                       inner: [RegionSamples.Sample], innerCells: [Int], innerAlpha alphas: [Float],
                       ring: [RegionSamples.Sample], ringCells: [Int], ringAlpha ringAlphas: [Float],
                       foreground: SIMD3<Float>, grid: BackgroundGrid, axisLength: Float, distinct: Float,
                       nearReach: Int32, farReach: Int32,
                       distance: (RegionSamples.Sample) -> Int32) -> ShadowFreeCells? {
        guard near.count >= 20, far.count >= 20 else { return nil }
        var nearAlphas = Quantiles(values: near), farAlphas = Quantiles(values: far)
        guard let nearLevel = nearAlphas.median(), let farLevel = farAlphas.median() else { return nil }
        // Lifted towards the glyph colour next to the glyphs, well beyond the grain (an
        // anti-aliased edge leaves the median of the near pixels at the background's).
        let margin = max(Self.glowMargin, 0.5 * distinct / axisLength)
        guard nearLevel > farLevel + margin,
              isComposited(inner: inner, innerCells: innerCells, innerAlpha: alphas, ring: ring, ringCells: ringCells,
                           ringAlpha: ringAlphas, cellCount: grid.count, foreground: foreground,
                           distinct: distinct, nearReach: nearReach, farReach: farReach, distance: distance)
        else { return nil }
        // The glow surrounds the glyphs: the surface behind them is the one in their own strips
        // (above and below the line), not the far end of a box stretched beside it.
        let inked = Self.inkedStrips(innerCells: innerCells, innerAlpha: alphas, strips: grid.strips)
        // The farthest tenth of the pixels short of ink there: where the blur has faded most.
        var reaches = Quantiles(reservingCapacity: inner.count + ring.count)
        for i in inner.indices where alphas[i] < 0.5 && inked[innerCells[i] % grid.strips] { reaches.add(Float(distance(inner[i]))) }
        for j in ring.indices where ringAlphas[j] < 0.5 && inked[ringCells[j] % grid.strips] { reaches.add(Float(distance(ring[j]))) }
        guard let farthest = reaches.quantile(0.9) else { return nil }
        let reach = max(Float(farReach), farthest)
        var perCell = [ColorQuantiles](repeating: ColorQuantiles(), count: grid.count)
        for i in inner.indices where alphas[i] < 0.5 && alphas[i] > -0.5 && Float(distance(inner[i])) >= reach
            && inked[innerCells[i] % grid.strips] {
            perCell[innerCells[i]].add(inner[i])
        }
        for j in ring.indices where ringAlphas[j] < 0.5 && ringAlphas[j] > -0.5 && Float(distance(ring[j])) >= reach
            && inked[ringCells[j] % grid.strips] {
            perCell[ringCells[j]].add(ring[j])
        }
        return ShadowFreeCells(&perCell, glow: true)
    }

    /// Whether the pixels around the glyphs are what a glow of the glyph colour composited over
    /// one surface gives. The near pixels (within `nearReach` of the ink) lie on the line from
    /// the far pixels' median colour to the glyph colour, or to black (white) when the glyphs
    /// are darker (lighter) than the surface — or, where the far pixels are not one colour over
    /// the whole box, on the line from the far pixels of their own cell of the background grid
    /// to the glyph colour — their median distance off one of the lines within the grain; the
    /// glow shows all around the glyphs (three quarters of the near pixels lie
    /// at least half a grain farther towards the glyph colour than the far ones of their cell);
    /// and the far pixels (short of ink, at least `farReach` from it) are one surface: within
    /// `glowSpread` grains of their median on either side along that line (the 10th and 90th
    /// percentiles).
    ///
    /// A material mottled in patches is not a glow, though a patch a shade lighter towards the
    /// glyph colour may sit behind an icon and the darker mottling around it: a grey gear on a
    /// brown patch of a purple material, in a loose frame, read 3.13:1 against the purple
    /// (a pass) for 2.76:1 against the brown behind it. The patch lifts the near pixels on one
    /// side of the gear and not the others.
    ///
    /// A photo behind the glow may change along the line (a green turning darker towards one
    /// end: black text with a black shadow, 4.68:1, read 3.99:1) without being a second surface.
    /// Then the far pixels are taken per cell of the background grid, each against its own
    /// cell's median (a cell with fewer than 5 takes the median of them all), and the near
    /// pixels are on the line too when they lie on their own cell's: dark text with a dark
    /// shadow, over a white panel at one end and a blue sky at the other, lay off the line
    /// from the two's median colour by twice the grain and was read against its shadow,
    /// 7.23:1 for 8.40:1 (8.17:1 now). A gradient that
    /// merely lightens where the glyphs happen to be (white "9:41" over a blurred photo, 2.23:1,
    /// read 2.69:1 as a glow) lifts some near pixels and not others. One pass over the samples,
    /// run only when a glow is suspected.
    ///
    /// Halos are most often black or white (`text-shadow: 0 0 8px rgba(0,0,0,0.6)` around
    /// coloured text), not the glyphs' own colour: their pixels lie on the line to black, off
    /// the one to a dark purple glyph colour by more than the grain. Dark purple text in a
    /// black halo on a blue sky, 4.30:1, read 3.79:1 when only the glyph colour's line was
    /// tried, 4.29:1 with both.
    func isComposited(inner: [RegionSamples.Sample], innerCells: [Int], innerAlpha alphas: [Float],
                      ring: [RegionSamples.Sample], ringCells: [Int], ringAlpha ringAlphas: [Float],
                      cellCount: Int, foreground: SIMD3<Float>,
                      distinct: Float, nearReach: Int32, farReach: Int32,
                      distance: (RegionSamples.Sample) -> Int32) -> Bool {
        // Short of ink and not pushed away from the glyphs: the population the levels came from.
        func short(_ alpha: Float) -> Bool { alpha < 0.5 && alpha >= -backgroundCoverage }
        var farColors = ColorQuantiles()
        var farPerCell = [ColorQuantiles](repeating: ColorQuantiles(), count: cellCount)
        var nearIndices: [Int] = [], farIndices: [Int] = []  // inner as i, ring as inner.count + j
        for i in inner.indices where short(alphas[i]) {
            let d = distance(inner[i])
            if d >= farReach {
                farColors.add(inner[i]); farPerCell[innerCells[i]].add(inner[i]); farIndices.append(i)
            } else if d > 0 && d <= nearReach { nearIndices.append(i) }
        }
        for j in ring.indices where short(ringAlphas[j]) {
            let d = distance(ring[j])
            if d >= farReach {
                farColors.add(ring[j]); farPerCell[ringCells[j]].add(ring[j]); farIndices.append(inner.count + j)
            } else if d <= nearReach { nearIndices.append(inner.count + j) }
        }
        guard let surface = farColors.median() else { return false }
        let whole = Line(background: surface, foreground: foreground)
        let wholeLength = whole.length2.squareRoot()
        guard wholeLength > distinct else { return false }
        let lines = farPerCell.indices.map { k in
            Line(background: farPerCell[k].count >= 5 ? farPerCell[k].median() ?? surface : surface, foreground: foreground)
        }
        let lengths = lines.map { $0.length2.squareRoot() }
        func sample(_ k: Int) -> RegionSamples.Sample { k < inner.count ? inner[k] : ring[k - inner.count] }
        func cell(_ k: Int) -> Int { k < inner.count ? innerCells[k] : ringCells[k - inner.count] }
        // Along the line in colour units (the coverage times the line's length), so cells with
        // lines of different lengths compare in one grain.
        var far = Quantiles(reservingCapacity: farIndices.count), farWhole = far
        for k in farIndices {
            let c = cell(k)
            far.add(projectSquared(sample(k), on: lines[c]).alpha * lengths[c])
            farWhole.add(projectSquared(sample(k), on: whole).alpha * wholeLength)
        }
        // Black or white, on the glyphs' side of the surface: a halo's usual colour.
        let extreme: SIMD3<Float> = (foreground - surface).sum() < 0 ? .zero : .one
        let toExtreme = Line(background: surface, foreground: extreme)
        var offLine = Quantiles(reservingCapacity: nearIndices.count), offExtreme = offLine
        var lift = Quantiles(reservingCapacity: nearIndices.count), offCellLine = lift
        for k in nearIndices {
            offLine.add(projectSquared(sample(k), on: whole).residual2.squareRoot())
            offExtreme.add(projectSquared(sample(k), on: toExtreme).residual2.squareRoot())
            let c = cell(k)
            let onCell = projectSquared(sample(k), on: lines[c])
            offCellLine.add(onCell.residual2.squareRoot())
            lift.add(onCell.alpha * lengths[c])
        }
        guard let low = far.quantile(0.1), let middle = far.median(), let high = far.quantile(0.9),
              let offGlyph = offLine.median(), let offHalo = offExtreme.median(), let offCell = offCellLine.median(),
              let lifted = lift.quantile(0.25),
              let wholeLow = farWhole.quantile(0.1), let wholeMiddle = farWhole.median(), let wholeHigh = farWhole.quantile(0.9)
        else { return false }
        let spread = Self.glowSpread * distinct
        let oneSurface = wholeMiddle - wholeLow <= spread && wholeHigh - wholeMiddle <= spread
        // The line from a cell's own far colour only where the far pixels are not one surface
        // over the whole box: over one surface, a bright blob beside the glyphs lifts the pixels
        // next to them in its cells along its own line (grey text half over a sun, 4.20:1, read
        // 7.18:1 as a glow).
        guard min(offGlyph, offHalo) <= distinct || (!oneSurface && offCell <= distinct),
              lifted >= 0.5 * distinct else { return false }
        if oneSurface { return true }
        return middle - low <= spread && high - middle <= spread
    }

    /// How many grains the far pixels may lie from their median colour, either way, to be one
    /// surface (texture and noise); a second surface or a mark lies beyond.
    static let glowSpread: Float = 2

    /// How much farther along the line to the glyph colour the pixels next to the glyphs must
    /// lie than the far ones to be a glow (3% of the way: on text without a shadow the two medians
    /// lie within 2% of each other, the anti-aliased edges next to the ink left out by the median).
    static let glowMargin: Float = 0.03
}
