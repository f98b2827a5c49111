import ColorScience

/// A shadow or halo as wide as the line: the background between the glyphs is pushed away
/// from the glyph colour beyond what the surface shows above and below the line.
///
/// A `text-shadow` with a large blur and an offset darkens every pixel between the glyphs
/// and the rows just below them, so no pixel of a tight box is far enough from the ink for
/// `shadowFreeCells` to read the clean surface, and the cells' medians are the shadow's
/// (white on a green photo, 2.80:1, read 3.23:1). But a background does not know where the
/// line is: a gradient across the line puts the background between the glyphs on the way
/// from what lies above them to what lies below them, and an edge running through the line
/// (a two-tone photo) leaves it the colour of one side. A cell farther from the glyph colour
/// than that way across (in colour, or in its contrast with the glyphs: a dark shadow over a
/// dark blue photo barely moves the colour, but a tan title read against it gains 9%), and
/// unlike both sides, is a shadow (or a halo): the surface behind
/// it is the ring's above and below, interpolated across the line (a frame tightened against
/// one edge of its loose frame has the ring on one side only, which then stands for both).
///
/// Only ever moves a cell to a colour of lower contrast with the glyphs, so it can lower a
/// ratio, never raise it.
extension ContrastEstimator {
    /// Cell colours with every cell pushed away from the glyph colour beyond the ring above and
    /// below its strip replaced by the ring's surface interpolated across the line; nil when the
    /// line as a whole shows no such push.
    /// - Parameters:
    ///   - ring, ringLocal: the ring's samples and their current local backgrounds.
    ///   - coresPerCell: glyph cores in front of each cell (the weight of its evidence).
    ///   - foreground: the glyph colour.
    ///   - distinct: how far a pixel must stand out from its background to count (the grain).
    func shadowBandCells(ring: [RegionSamples.Sample], ringLocal: [SIMD3<Float>], coresPerCell: [Int],
                         foreground: SIMD3<Float>, grid: BackgroundGrid, box: PixelRect,
                         distinct: Float) -> [SIMD3<Float>?]? {
        guard grid.bands >= 3, box.height >= 12, ring.count >= 16 else { return nil }
        // The ring's surface above and below the line, per strip (one buffer each, not a
        // quantile store per strip: this runs for every text region).
        let above = CellColors(capacity: ring.count, cells: grid.strips), below = CellColors(capacity: ring.count, cells: grid.strips)
        var upCounts = ScratchTable(repeating: 0, count: grid.strips), downCounts = ScratchTable(repeating: 0, count: grid.strips)
        var aboveY = ScratchTable(repeating: Float(0), count: grid.strips), belowY = ScratchTable(repeating: Float(0), count: grid.strips)
        for j in ring.indices {
            let s = ring[j]
            let up = Int(s.y) < box.y, down = Int(s.y) >= box.maxY
            guard up || down, Int(s.x) >= box.x, Int(s.x) < box.maxX else { continue }
            // Ink of a neighbouring line or of the glyphs' own descenders is not the surface.
            let alpha = projectSquared(s, background: ringLocal[j], foreground: foreground).alpha
            guard alpha < 0.4 else { continue }
            // In range: a strip (`grid.strip(x:)`, clamped) is below the strip count, the
            // length of the four tables.
            let strip = grid.strip(x: s.x)
            if up {
                above.add(s, cell: strip)
                upCounts[strip] += 1
                aboveY[strip] += Float(s.y)
            } else {
                below.add(s, cell: strip)
                downCounts[strip] += 1
                belowY[strip] += Float(s.y)
            }
        }
        guard upCounts.contains(where: { $0 >= 5 }) || downCounts.contains(where: { $0 >= 5 }) else { return nil }
        let aboveColors = above.medians(minimum: 1)
        let belowColors = below.medians(minimum: 1)
        func far(_ c: SIMD3<Float>, from other: SIMD3<Float>? = nil) -> Float {
            let d = c - (other ?? foreground)
            return (d * d).sum().squareRoot()
        }
        var cells = [SIMD3<Float>?](repeating: nil, count: grid.count)
        var excess: Float = 0, weight = 0
        let margin = max(0.02, 0.5 * distinct)
        let yf = Self.roughLuminance(foreground)
        func ratio(_ y: Float) -> Float { (max(y, yf) + 0.05) / (min(y, yf) + 0.05) }
        for strip in 0..<grid.strips {
            let upCount = upCounts[strip], downCount = downCounts[strip]
            // A frame tightened against one edge of its loose frame has the ring on one side
            // only: that side stands for both.
            guard upCount >= 5 || downCount >= 5,
                  let a = aboveColors[strip] ?? belowColors[strip],
                  let b = belowColors[strip] ?? aboveColors[strip] else { continue }
            // Where the two sides' rows lie, to interpolate across the line.
            let ya = upCount > 0 ? aboveY[strip] / Float(upCount) : Float(box.y)
            let yb = downCount > 0 ? belowY[strip] / Float(downCount) : Float(box.maxY)
            for band in 0..<grid.bands {
                let k = band * grid.strips + strip
                let centre = Float(box.y) + (Float(band) + 0.5) * Float(box.height) / Float(grid.bands)
                let t = min(1, max(0, (centre - ya) / max(1, yb - ya)))
                let surface = a + (b - a) * t
                let c = grid.cells[k]
                // How far the cell lies beyond the surface, away from the glyphs: in colour, or
                // in contrast with the glyphs (a dark shadow over a dark blue photo moves the
                // colour little and the ratio much).
                let cellRatio = ratio(Self.roughLuminance(c)), surfaceRatio = ratio(Self.roughLuminance(surface))
                let beyond = max(far(c) - far(surface), margin * (cellRatio / surfaceRatio - 1) / Self.shadowBandRatioStep)
                if coresPerCell[k] > 0 {
                    excess += beyond * Float(coresPerCell[k])
                    weight += coresPerCell[k]
                }
                // An edge between two backgrounds running through the line (a two-tone photo)
                // leaves the cell the colour of one side: only a cell unlike both is shadowed.
                guard beyond > margin, far(c, from: a) > margin, far(c, from: b) > margin else { continue }
                // The surface must stand closer to the glyphs in luminance too (the guard that
                // keeps this rule from ever raising a ratio).
                guard surfaceRatio < cellRatio else { continue }
                cells[k] = surface
            }
        }
        guard weight > 0, excess / Float(weight) > 0.5 * margin, cells.contains(where: { $0 != nil }) else { return nil }
        // Cells left alone keep their colour.
        for k in 0..<grid.count where cells[k] == nil { cells[k] = grid.cells[k] }
        return cells
    }

    /// The rise in contrast with the glyphs, over the surface's, that counts as one margin beyond
    /// the surface: a cell 4% above it in ratio is pushed away as far as one a margin farther
    /// in colour.
    static let shadowBandRatioStep: Float = 0.04

    /// The luminance of encoded sRGB values, to compare two backgrounds' contrast with the glyphs.
    static func roughLuminance(_ c: SIMD3<Float>) -> Float {
        let table = SRGBTransfer.linearTable16
        @inline(__always) func lin(_ v: Float) -> Float { table[Int(min(max(v, 0), 1) * 65535 + 0.5)] }
        return 0.2126 * lin(c.x) + 0.7152 * lin(c.y) + 0.0722 * lin(c.z)
    }
}
