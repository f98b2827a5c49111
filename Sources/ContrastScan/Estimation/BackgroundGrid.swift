/// The local background behind a region as a grid of cells — vertical strips along the
/// line, each cut into bands across it — interpolated between cell centres, so a gradient
/// is followed pixel by pixel and a background that changes within the box (a two-tone photo
/// whose edge runs through the line, diagonal stripes) is followed in both directions.
///
/// Strips are about half as wide as the box is tall (cells about as wide as a glyph); a box
/// at least 18 pixels tall has three bands, a smaller one a single band.
struct BackgroundGrid {
    let originX: Int, originY: Int
    let width: Int, height: Int
    let strips: Int, bands: Int
    /// Cell colours, band-major (`band * strips + strip`).
    var cells: [SIMD3<Float>]
    /// Per column of the box: its strip. Per row: its band's first cell (`band * strips`).
    /// Tables, so finding a pixel's cell costs no division.
    private let stripOfColumn: [Int32]
    private let cellOfRow: [Int32]
    /// Per column of the box: the two strips whose centres bracket it and the weight of the second.
    private let columnLerp: [(Int32, Int32, Float)]
    /// Per row of the box: the same for bands.
    private let rowLerp: [(Int32, Int32, Float)]

    init(box: PixelRect, fill: SIMD3<Float>) {
        originX = box.x
        originY = box.y
        width = max(1, box.width)
        height = max(1, box.height)
        strips = max(1, min(48, width / max(8, height / 2)))
        bands = height >= 18 ? 3 : 1
        cells = [SIMD3<Float>](repeating: fill, count: strips * bands)
        let (w, h, s, b) = (width, height, strips, bands)
        stripOfColumn = (0..<w).map { Int32($0 * s / w) }
        cellOfRow = (0..<h).map { Int32(($0 * b / h) * s) }
        columnLerp = Self.lerpTable(length: width, count: strips)
        rowLerp = Self.lerpTable(length: height, count: bands)
    }

    var count: Int { strips * bands }

    /// Cell of pixel (x, y); pixels outside the box (the ring) take the nearest cell.
    @inline(__always)
    func cell(x: Int32, y: Int32) -> Int {
        let dx = min(width - 1, max(0, Int(x) - originX)), dy = min(height - 1, max(0, Int(y) - originY))
        return Int(cellOfRow[dy]) + Int(stripOfColumn[dx])
    }

    /// Strip of column x (clamped).
    func strip(x: Int32) -> Int {
        Int(stripOfColumn[min(width - 1, max(0, Int(x) - originX))])
    }

    /// The background at (x, y), interpolated between cell centres.
    @inline(__always)
    func value(x: Int32, y: Int32) -> SIMD3<Float> {
        let (i0, i1, t) = columnLerp[min(width - 1, max(0, Int(x) - originX))]
        if bands == 1 {
            let a = cells[Int(i0)], b = cells[Int(i1)]
            return a + (b - a) * t
        }
        let (j0, j1, u) = rowLerp[min(height - 1, max(0, Int(y) - originY))]
        let r0 = Int(j0) * strips, r1 = Int(j1) * strips
        let top = cells[r0 + Int(i0)] + (cells[r0 + Int(i1)] - cells[r0 + Int(i0)]) * t
        let bottom = cells[r1 + Int(i0)] + (cells[r1 + Int(i1)] - cells[r1 + Int(i0)]) * t
        return top + (bottom - top) * u
    }

    /// Where a pixel's background comes from: the four cells around it and the weights
    /// between them, as `value(x:y:)` finds them. A pixel's place in the grid does not change
    /// when the cells' colours do, so the estimator finds it once per pixel (`blends`) and
    /// then reads `value(_:)` on every pass, without the clamping and the table look-ups again.
    struct Blend {
        /// Cells of the two strips around the pixel in its upper and lower band (the same band
        /// twice when the grid has one).
        let topLeft: Int32, topRight: Int32, bottomLeft: Int32, bottomRight: Int32
        /// Weight of the right strip, then of the lower band.
        let t: Float, u: Float
    }

    /// The background at a pixel whose blend is `b`: the same arithmetic as `value(x:y:)`,
    /// so the same value to the bit.
    @inline(__always)
    func value(_ b: Blend) -> SIMD3<Float> {
        // Unchecked reads: a blend's cells come from this grid's tables, all below `count`.
        cells.withUnsafeBufferPointer { Self.value(b, cells: $0, oneBand: bands == 1) }
    }

    /// Each sample's cell and strip — what `cell(x:y:)` and `strip(x:)` give — in one pass
    /// that clamps each position once.
    ///
    /// The two arrays are written in place, each element once, with no zero-fill first (a
    /// region has thousands of samples and two calls: the fill cost as much as the pass).
    /// Where each sample's background comes from (`blends`) is found apart, only when a read
    /// needs it: on a flat grid (most regions) none does.
    func locate(_ samples: [RegionSamples.Sample]) -> (cells: [Int], strips: [Int]) {
        let n = samples.count
        let (width, height, originX, originY) = (width, height, originX, originY)
        var stripOf: [Int] = []
        // Unchecked throughout: the two outputs hold one element per sample (k < n), each
        // initialised once before its count is set to n; the column table holds `width`
        // entries and the row table `height`, and dx, dy are clamped into them.
        let cells = [Int](unsafeUninitializedCapacity: n) { cells, cellCount in
        stripOf = [Int](unsafeUninitializedCapacity: n) { stripOf, stripCount in
        stripOfColumn.withUnsafeBufferPointer { stripOfColumn in
        cellOfRow.withUnsafeBufferPointer { cellOfRow in
        samples.withUnsafeBufferPointer { samples in
            guard let cellsOut = cells.baseAddress, let stripsOut = stripOf.baseAddress else { return }
            for k in 0..<n {
                let s = samples[k]
                let dx = min(width - 1, max(0, Int(s.x) - originX)), dy = min(height - 1, max(0, Int(s.y) - originY))
                let strip = Int(stripOfColumn[dx])
                (cellsOut + k).initialize(to: Int(cellOfRow[dy]) + strip)
                (stripsOut + k).initialize(to: strip)
            }
        }
        }
        }
            stripCount = n
        }
            cellCount = n
        }
        return (cells, stripOf)
    }

    /// Each sample's blend — what `blend(x:y:)` gives — in one pass that clamps each
    /// position once, written in place (each element once, no zero-fill first).
    func blends(_ samples: [RegionSamples.Sample]) -> [Blend] {
        let n = samples.count
        let stripCount = Int32(strips), oneBand = bands == 1
        let (width, height, originX, originY) = (width, height, originX, originY)
        // Unchecked throughout: the output holds one element per sample (k < n), each
        // initialised once before its count is set to n; the column table holds `width`
        // entries and the row table `height`, and dx, dy are clamped into them.
        return [Blend](unsafeUninitializedCapacity: n) { blends, blendCount in
        columnLerp.withUnsafeBufferPointer { columnLerp in
        rowLerp.withUnsafeBufferPointer { rowLerp in
        samples.withUnsafeBufferPointer { samples in
            guard let blendsOut = blends.baseAddress else { return }
            for k in 0..<n {
                let s = samples[k]
                let dx = min(width - 1, max(0, Int(s.x) - originX)), dy = min(height - 1, max(0, Int(s.y) - originY))
                let (i0, i1, t) = columnLerp[dx]
                if oneBand {
                    (blendsOut + k).initialize(to: Blend(topLeft: i0, topRight: i1, bottomLeft: i0, bottomRight: i1,
                                                         t: t, u: 0))
                } else {
                    let (j0, j1, u) = rowLerp[dy]
                    let r0 = j0 &* stripCount, r1 = j1 &* stripCount
                    (blendsOut + k).initialize(to: Blend(topLeft: r0 &+ i0, topRight: r0 &+ i1, bottomLeft: r1 &+ i0,
                                                         bottomRight: r1 &+ i1, t: t, u: u))
                }
            }
        }
        }
        }
            blendCount = n
        }
    }

    /// The one colour of every cell, when they all hold the same (bit for bit; a flat
    /// surface, the common case): then every interpolated value is that colour exactly, as
    /// a + (a − a) × t = a + 0 = a for a finite component that is not −0.
    var uniformValue: SIMD3<Float>? {
        guard let first = cells.first,
              first.x.isFinite && first.y.isFinite && first.z.isFinite,
              first.x.sign == .plus && first.y.sign == .plus && first.z.sign == .plus else { return nil }
        let bits = SIMD3(first.x.bitPattern, first.y.bitPattern, first.z.bitPattern)
        for c in cells where SIMD3(c.x.bitPattern, c.y.bitPattern, c.z.bitPattern) != bits { return nil }
        return first
    }

    /// The background of each of `samples`, into `out` (one per sample): the flat colour on a
    /// flat grid; else `value(_:)` of each sample's blend, found (`blends(_:)`) into `blends`
    /// on the first such read and kept there for the next (the grid's cells change from read
    /// to read, where its samples lie in it does not). `blends` is empty until then.
    func values(of samples: [RegionSamples.Sample], blends: inout [Blend], into out: inout [SIMD3<Float>]) {
        precondition(out.count == samples.count)
        if let flat = uniformValue {
            // One fill of the buffer (no bounds check or uniqueness test per element).
            out.withUnsafeMutableBufferPointer { $0.update(repeating: flat) }
            return
        }
        values(self.blends(of: samples, keptIn: &blends), into: &out)
    }

    /// `blends(_:)` of `samples`, found into `kept` the first time (while it is empty) and
    /// read from it after: where a sample lies in the grid does not change from read to read.
    func blends(of samples: [RegionSamples.Sample], keptIn kept: inout [Blend]) -> [Blend] {
        if kept.count != samples.count { kept = blends(samples) }
        return kept
    }

    /// `value(_:)` of every blend, into `out` (as many elements as `blends`).
    func values(_ blends: [Blend], into out: inout [SIMD3<Float>]) {
        precondition(out.count == blends.count)
        if let flat = uniformValue {
            out.withUnsafeMutableBufferPointer { $0.update(repeating: flat) }
            return
        }
        let oneBand = bands == 1
        cells.withUnsafeBufferPointer { cells in
            blends.withUnsafeBufferPointer { blends in
                out.withUnsafeMutableBufferPointer { out in
                    // Unchecked: `out` is as long as `blends` (the caller's per-pixel arrays),
                    // and a blend's cells are all below `count`.
                    for k in 0..<blends.count { out[k] = Self.value(blends[k], cells: cells, oneBand: oneBand) }
                }
            }
        }
    }

    /// `a + (c − a) × t`, `top + (bottom − top) × u` as in `value(x:y:)`, each channel on its
    /// own: the arithmetic is done on four lanes (the fourth 0), which a three-lane vector is
    /// split into a lane and a pair for, and the three channels taken back — the same
    /// operations on the same values, so the same bits.
    @inline(__always)
    private static func value(_ b: Blend, cells: UnsafeBufferPointer<SIMD3<Float>>, oneBand: Bool) -> SIMD3<Float> {
        @inline(__always) func four(_ v: SIMD3<Float>) -> SIMD4<Float> { SIMD4(v, 0) }
        let t = SIMD4<Float>(repeating: b.t)
        let a = four(cells[Int(b.topLeft)]), c = four(cells[Int(b.topRight)])
        let top = a + (c - a) * t
        if oneBand { return SIMD3(top.x, top.y, top.z) }
        let d = four(cells[Int(b.bottomLeft)]), e = four(cells[Int(b.bottomRight)])
        let bottom = d + (e - d) * t
        let v = top + (bottom - top) * SIMD4<Float>(repeating: b.u)
        return SIMD3(v.x, v.y, v.z)
    }

    /// Sets each cell that has a value; a cell without one takes the nearest cell above or
    /// below in its strip that has one (interpolated when both exist), then a neighbouring
    /// strip's, then `fallback`.
    mutating func set(_ values: [SIMD3<Float>?], fallback: SIMD3<Float>) {
        var filled = values
        for s in 0..<strips {
            for b in 0..<bands where filled[b * strips + s] == nil {
                var above: (Int, SIMD3<Float>)? = nil, below: (Int, SIMD3<Float>)? = nil
                for k in stride(from: b - 1, through: 0, by: -1) { if let v = values[k * strips + s] { above = (k, v); break } }
                for k in (b + 1)..<max(b + 1, bands) { if let v = values[k * strips + s] { below = (k, v); break } }
                switch (above, below) {
                case let ((ka, va)?, (kb, vb)?):
                    filled[b * strips + s] = va + (vb - va) * Float(b - ka) / Float(kb - ka)
                case let ((_, va)?, nil): filled[b * strips + s] = va
                case let (nil, (_, vb)?): filled[b * strips + s] = vb
                default: break
                }
            }
        }
        for i in 0..<count where filled[i] == nil {
            let b = i / strips, s = i % strips
            var nearest: SIMD3<Float>? = nil
            for d in 1..<max(2, strips) {
                if s - d >= 0, let v = filled[b * strips + s - d] { nearest = v; break }
                if s + d < strips, let v = filled[b * strips + s + d] { nearest = v; break }
            }
            filled[i] = nearest ?? cells[i]
        }
        for i in 0..<count { cells[i] = filled[i] ?? fallback }
    }

    private static func lerpTable(length: Int, count: Int) -> [(Int32, Int32, Float)] {
        (0..<length).map { offset in
            // Centre k is at (k + 0.5) * length / count; beyond the outer centres the nearest stands alone.
            let position = (Float(offset) + 0.5) * Float(count) / Float(length) - 0.5
            if position <= 0 { return (0, 0, 0) }
            if position >= Float(count - 1) { return (Int32(count - 1), Int32(count - 1), 0) }
            let i = Int(position)
            return (Int32(i), Int32(i + 1), position - Float(i))
        }
    }
}
