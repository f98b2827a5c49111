/// A background the ring never shows: the colour measured behind the glyphs is found nowhere
/// around the box.
///
/// Text sits on a surface, and a tight box's ring (or the margin a loose frame was tightened
/// from) shows that surface. When the local backgrounds behind most of the glyph cores are
/// unlike every pixel of the ring, the two roles may be swapped: a sun of a photo entering a
/// frame stretched along its row was taken for the glyphs, and the glyphs, which cover the sun,
/// for the background (brown text on a purple photo, 4.23:1, read 6.85:1). Nothing the pixels
/// say then supports a pass. Each cell of the background grid is asked on its own, so text
/// across stripes, whose cells each hold one stripe the ring also shows, is not flagged.
extension ContrastEstimator {
    /// The note a text region gets when its background is seen nowhere around the box.
    public static let unseenBackgroundNote = "the colour measured behind the glyphs is nowhere around the box; the glyphs and the background may be swapped"

    /// Whether the ring lies on both sides of `box` and the cells behind most of the cores (weighted by `coresPerCell`) have colours
    /// no ring pixel comes within about `tolerance` of (ring colours in bins of 1/16 per
    /// channel, each bin also standing for its neighbours).
    static func backgroundUnseen(cells: [SIMD3<Float>], coresPerCell: [Int], ring: [RegionSamples.Sample],
                                 box: PixelRect, tolerance: Float) -> Bool {
        guard ring.count >= 16 else { return false }
        // The ring must show the surface on both sides of the box (left and right, or above and
        // below): a loose frame tightened to a label at its start has the ring on one side only,
        // and a gradient along the row makes that side another colour.
        // (Read until both sides of either axis are seen: the ring runs row by row, so past its
        // rows above the box, the first row beside it mostly settles it.)
        var left = false, right = false, above = false, below = false
        for s in ring {
            left = left || Int(s.x) < box.x
            right = right || Int(s.x) >= box.maxX
            above = above || Int(s.y) < box.y
            below = below || Int(s.y) >= box.maxY
            if (left && right) || (above && below) { break }
        }
        guard (left && right) || (above && below) else { return false }
        let reach = max(1, Int((tolerance * 16).rounded(.up)))
        @inline(__always) func bin(_ v: Float) -> Int { min(15, max(0, Int(v * 16))) }
        // The ring's count per bin, where `filled` (a bit per bin, 512 bytes set to zero rather
        // than the 16 KB of counts) says the ring has a pixel in it; an empty bin reads 0.
        var counts = ScratchTable<Int32>(uninitializedCount: 4096)
        var filled = ScratchTable<UInt64>(repeating: 0, count: 64)
        for s in ring {
            // In range: each bin is 0...15, so the index is below 4096, its word below 64.
            let k = bin(s.r) << 8 | bin(s.g) << 4 | bin(s.b)
            let word = k >> 6, bit = UInt64(1) << UInt64(k & 63)
            if filled[word] & bit == 0 {
                filled[word] |= bit
                counts[k] = 1
            } else {
                counts[k] &+= 1
            }
        }

        // A bin counts as seen when it holds at least 1% of the ring's pixels (a stray pixel
        // of a neighbouring line's ink is not the surface).
        let least = Int32(max(1, ring.count / 100))
        var unseen = 0, total = 0
        for k in cells.indices where coresPerCell[k] > 0 {
            total += coresPerCell[k]
            let c = cells[k]
            let r = bin(c.x), g = bin(c.y), b = bin(c.z)
            // Only whether `least` is reached matters: the cell's own bin first (on a surface
            // the ring shows, it holds most of the ring), the neighbourhood only when it falls short.
            var seen = Self.ringCount(r << 8 | g << 4 | b, counts, filled)
            if seen >= least { continue }
            seen = 0
            for dr in -reach...reach where r + dr >= 0 && r + dr < 16 {
                for dg in -reach...reach where g + dg >= 0 && g + dg < 16 {
                    for db in -reach...reach where b + db >= 0 && b + db < 16 {
                        seen += Self.ringCount((r + dr) << 8 | (g + dg) << 4 | (b + db), counts, filled)
                    }
                }
            }
            if seen < least { unseen += coresPerCell[k] }
        }
        return total > 0 && unseen * 2 > total
    }

    /// The ring's count in bin `k` (below 4,096): `counts[k]` where `filled` has its bit, else 0.
    @inline(__always)
    private static func ringCount(_ k: Int, _ counts: borrowing ScratchTable<Int32>,
                                  _ filled: borrowing ScratchTable<UInt64>) -> Int32 {
        filled[k >> 6] & (UInt64(1) << UInt64(k & 63)) == 0 ? 0 : counts[k]
    }
}
