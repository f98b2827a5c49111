import PNGCodec

/// The edge measure text detection works on: each pixel's step to its
/// neighbours, held against the steps around it rather than a fixed level.
///
/// A fixed edge threshold loses exactly the text users complain about: a
/// white label on #F2F2F7 (1.11:1) steps by 13 levels, under any threshold
/// that also ignores gradients and noise. But such a line, alone on a flat
/// surface, still has clear and regular edges — only small ones. So each
/// tile's threshold is a share of the largest step in its neighbourhood (about
/// a line high), capped at ``TextLineDetector/edgeThreshold`` (where strong
/// edges are near, nothing changes) and floored at
/// ``TextLineDetector/faintEdgeFloor`` (flat noise and the smooth steps of a
/// gradient stay below it and are never stretched into edges). A busy
/// photo's neighbourhoods hold large steps, so its threshold stays high, and
/// noise — whose steps spread evenly up to their maximum — leaves few pixels
/// above half of it, too few to mark a cell.
extension TextLineDetector {
    /// Per-pixel steps (0–255): the largest change in any channel from pixel
    /// (x, y) to (x + 2, y) and to (x, y + 2), over two pixels because
    /// anti-aliasing spreads a small glyph's edge over two. Rows and columns
    /// without a neighbour two away hold 0. The image is read once, row by row.
    static func stepMap(of image: Image) -> [UInt8] {
        let w = image.width, h = image.height
        var steps = [UInt8](repeating: 0, count: w * h)
        // The two rows above the current one.
        var previous: [[UInt8]] = [[UInt8](repeating: 0, count: w * 4), [UInt8](repeating: 0, count: w * 4)]
        steps.withUnsafeMutableBufferPointer { S in
            image.forEachRGBA8Row { y, row in
                if y >= 2 {
                    previous[0].withUnsafeBufferPointer { above in
                        let base = (y - 2) * w
                        for x in 0..<(w - 2) {
                            let i = 4 * x
                            var step: Int32 = 0
                            for c in 0..<3 {
                                let v = Int32(above[i + c])
                                let right = v - Int32(above[i + 8 + c]), down = v - Int32(row[i + c])
                                step = max(step, abs(right), abs(down))
                            }
                            S[base + x] = UInt8(truncatingIfNeeded: step)
                        }
                    }
                }
                previous.swapAt(0, 1)
                previous[1].withUnsafeMutableBufferPointer { keep in
                    for i in 0..<(w * 4) { keep[i] = row[i] }
                }
            }
        }
        return steps
    }

    /// Share of small steps from which a neighbourhood is texture (a photo, grain), not a flat surface.
    static let texturedShare = 0.12

    /// The edge threshold of each `tile`×`tile` block (row-major, `columns` per
    /// row): `relativeEdge` × the largest step in the block and its eight
    /// neighbours, between `faintEdgeFloor` and `edgeThreshold` — or
    /// `edgeThreshold` itself where over 12% of the neighbourhood's
    /// pixels step by 2 up to the floor: texture, where a low threshold would
    /// turn grain into letters.
    func localThresholds(steps: [UInt8], width w: Int, height h: Int, tile: Int) -> (columns: Int, thresholds: [UInt8]) {
        let tw = (w + tile - 1) / tile, th = (h + tile - 1) / tile
        var tileMax = [UInt8](repeating: 0, count: tw * th)
        // Pixels with a small step (2 up to the floor): few on a flat surface
        // (a faint glyph's anti-aliased rim), most of a photo's texture or grain.
        var soft = [Int32](repeating: 0, count: tw * th)
        let floor = max(1, min(max(1, min(255, edgeThreshold)), faintEdgeFloor))
        steps.withUnsafeBufferPointer { S in
            for y in 0..<h {
                let ty = (y / tile) * tw, row = y * w
                var x = 0, tx = 0
                while x < w {
                    let end = min(w, x + tile)
                    var m = tileMax[ty + tx], n: Int32 = 0
                    for i in (row + x)..<(row + end) {
                        let v = S[i]
                        if v > m { m = v }
                        if v >= 2 && Int(v) < floor { n += 1 }
                    }
                    tileMax[ty + tx] = m
                    soft[ty + tx] += n
                    x = end
                    tx += 1
                }
            }
        }
        let ceiling = max(1, min(255, edgeThreshold))
        var thresholds = [UInt8](repeating: UInt8(ceiling), count: tw * th)
        for ty in 0..<th {
            for tx in 0..<tw {
                var m: UInt8 = 0, n: Int32 = 0, area = 0
                for ny in max(0, ty - 1)...min(th - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(tw - 1, tx + 1) {
                        m = max(m, tileMax[ny * tw + nx])
                        n += soft[ny * tw + nx]
                        area += min(tile, w - nx * tile) * min(tile, h - ny * tile)
                    }
                }
                // A textured neighbourhood is not a flat surface: keep the fixed threshold there.
                if Double(n) > Self.texturedShare * Double(area) { continue }
                let relative = Int((Double(m) * relativeEdge).rounded(.up))
                thresholds[ty * tw + tx] = UInt8(min(ceiling, max(floor, relative)))
            }
        }
        return (tw, thresholds)
    }
}
