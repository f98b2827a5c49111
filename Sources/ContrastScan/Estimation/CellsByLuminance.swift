/// The background grid's cells behind the glyphs, ranked by luminance and each counted by the
/// glyph cores in front of it: which cell lies at a given share of the glyphs, darkest first.
/// Ranked once per estimate for the background range reported (`backgroundRange`) and for the
/// cells a pass must hold against when a "shadow" may be an edge (`edgeLowRatio`).
struct CellsByLuminance {
    /// The cells with cores in front of them, darkest first.
    private let order: [Int]
    private let weights: [Int]
    private let total: Int

    /// - Parameters:
    ///   - luminance: each cell's luminance (read only for cells with cores).
    ///   - weights: each cell's count of glyph cores.
    init(luminance: [Float], weights: [Int]) {
        order = luminance.indices.filter { weights[$0] > 0 }.sorted { luminance[$0] < luminance[$1] }
        self.weights = weights
        total = weights.reduce(0, +)
    }

    /// The first cell, darkest first, by which `fraction` of the glyph cores are counted (the
    /// lightest when rounding leaves none); nil when no cell has cores in front of it.
    func cell(atFraction fraction: Double) -> Int? {
        var seen = 0
        for k in order {
            seen += weights[k]
            if Double(seen) >= fraction * Double(total) { return k }
        }
        return order.last
    }
}
