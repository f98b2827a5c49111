/// A shadow or halo of the glyphs' own colour: black text with a black `text-shadow`, white
/// text with a white glow.
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
/// quarter of the non-glyph pixels farthest from the ink, and at least the far distance),
/// where a blurred shadow has faded most; cells without such pixels take their neighbours'.
extension ContrastEstimator {
    /// Background cells read by the shadow rules, and whether the shadow was a glow of the
    /// glyphs' own colour (which can only have made the ratio read lower).
    struct ShadowFreeCells {
        var cells: [SIMD3<Float>?]
        var glow: Bool
    }

    /// Background cells from the pixels farthest from the glyphs, when the pixels next to the
    /// glyphs are pushed towards the glyph colour (a glow); nil when they are not.
    /// - Parameters:
    ///   - near, far: the coverage (on the line from the local background to the glyph colour)
    ///     of the non-glyph pixels next to the glyphs and far from them.
    ///   - farReach: the far distance, in the raster units `distance` gives.
    ///   - distance: a sample's distance from the ink in raster units.
    func glowFreeCells(near: [Float], far: [Float],
                       inner: [RegionSamples.Sample], innerCells: [Int], innerAlpha alphas: [Float],
                       ring: [RegionSamples.Sample], ringCells: [Int], ringAlpha ringAlphas: [Float],
                       grid: BackgroundGrid, axisLength: Float, distinct: Float, farReach: Int32,
                       distance: (RegionSamples.Sample) -> Int32) -> ShadowFreeCells? {
        guard near.count >= 20, far.count >= 20 else { return nil }
        var nearAlphas = Quantiles(values: near), farAlphas = Quantiles(values: far)
        guard let nearLevel = nearAlphas.median(), let farLevel = farAlphas.median() else { return nil }
        // Lifted towards the glyph colour next to the glyphs, well beyond the grain (an
        // anti-aliased edge leaves the median of the near pixels at the background's).
        let margin = max(Self.glowMargin, 0.5 * distinct / axisLength)
        guard nearLevel > farLevel + margin else { return nil }
        // The farthest tenth of the pixels short of ink: where the blur has faded most.
        var reaches = Quantiles(reservingCapacity: inner.count + ring.count)
        for i in inner.indices where alphas[i] < 0.5 { reaches.add(Float(distance(inner[i]))) }
        for j in ring.indices where ringAlphas[j] < 0.5 { reaches.add(Float(distance(ring[j]))) }
        guard let farthest = reaches.quantile(0.9) else { return nil }
        let reach = max(Float(farReach), farthest)
        var perCell = [ColorQuantiles](repeating: ColorQuantiles(), count: grid.count)
        for i in inner.indices where alphas[i] < 0.5 && alphas[i] > -0.5 && Float(distance(inner[i])) >= reach {
            perCell[innerCells[i]].add(inner[i])
        }
        for j in ring.indices where ringAlphas[j] < 0.5 && ringAlphas[j] > -0.5 && Float(distance(ring[j])) >= reach {
            perCell[ringCells[j]].add(ring[j])
        }
        var cells = [SIMD3<Float>?](repeating: nil, count: grid.count)
        var any = false
        for k in 0..<grid.count where perCell[k].count >= 5 {
            cells[k] = perCell[k].median()
            any = true
        }
        return any ? ShadowFreeCells(cells: cells, glow: true) : nil
    }

    /// How much farther along the line to the glyph colour the pixels next to the glyphs must
    /// lie than the far ones to be a glow (3% of the way: on text without a shadow the two medians
    /// lie within 2% of each other, the anti-aliased edges next to the ink left out by the median).
    static let glowMargin: Float = 0.03
}
