/// A step between two backgrounds — a two-tone photo, green above and blue below, its edge
/// running through or beside the line — is not a gradient: interpolating between the cells on
/// either side of it gives, under the glyphs near the edge, a blend of the two tones that is
/// nowhere in the image (#2F7F7C between green and blue), and the reported background, the
/// median under the glyphs, drifts towards it. Across a step each glyph pixel takes the cell on
/// its own side instead (the nearer cell centre); between cells that differ little (a gradient,
/// a texture) the interpolation stands.
extension BackgroundGrid {
    /// How far apart (Euclidean, encoded RGB in 0...1) two neighbouring cells must be to be
    /// two sides of a step rather than points along a gradient: a gradient over a box moves
    /// far less between adjacent cell centres (about half a line height apart).
    static let stepDistance: Float = 0.2

    /// The background at a pixel whose blend is `b`, as `value(_:)`, except that across a
    /// step (neighbouring cells at least `stepDistance` apart) the nearer cell is taken whole.
    func steppedValue(_ b: Blend) -> SIMD3<Float> {
        // Inlined (it was called up to three times per glyph pixel).
        @inline(__always) func across(_ a: SIMD3<Float>, _ c: SIMD3<Float>, _ t: Float) -> SIMD3<Float> {
            let d = c - a
            if (d * d).sum() >= Self.stepDistance * Self.stepDistance { return t < 0.5 ? a : c }
            return a + d * t
        }
        let top = across(cells[Int(b.topLeft)], cells[Int(b.topRight)], b.t)
        if bands == 1 { return top }
        let bottom = across(cells[Int(b.bottomLeft)], cells[Int(b.bottomRight)], b.t)
        return across(top, bottom, b.u)
    }

    /// Whether the grid holds a step: two neighbouring cells (along the line or across it) at
    /// least `stepDistance` apart. On a flat or gently changing surface the grid already
    /// follows the background.
    var hasStep: Bool {
        let limit = Self.stepDistance * Self.stepDistance
        for band in 0..<bands {
            for strip in 0..<strips {
                let c = cells[band * strips + strip]
                if strip + 1 < strips {
                    let d = cells[band * strips + strip + 1] - c
                    if (d * d).sum() >= limit { return true }
                }
                if band + 1 < bands {
                    let d = cells[(band + 1) * strips + strip] - c
                    if (d * d).sum() >= limit { return true }
                }
            }
        }
        return false
    }
}
