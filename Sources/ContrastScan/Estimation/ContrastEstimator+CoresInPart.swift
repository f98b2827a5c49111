/// Translucent text over a background that changes under it is composited into a different
/// colour over each part: over a bright blob of a photo it is lighter. The most distinct of
/// those tones is the one measured, and over the rest of the line the glyphs, a fainter tone on
/// the line from their background to it, are taken for anti-aliasing: no pixel there is fully
/// covered (a core). Thin blue-grey "10:08" over a dark purple photo with a cream blob behind
/// the "8" (browser seed 65, 054-lock-screen-light-3x-p3 r02, its loose frame) was measured
/// from the digits over the blob and passed 3:1 at 3.16:1; true 2.70:1, over most of the line.
extension ContrastEstimator {
    /// The note a text region gets when its glyph colour is fully reached in part of the line only.
    static let coresInPartNote = "the glyph colour measured is reached only in part of the line; elsewhere the glyphs are a fainter tone of it (translucent text over a changing background), which was not measured"

    /// Whether the glyph colour measured is fully reached in only part of the line: of the
    /// strips holding at least 3 cores or at least 12 pixels of a fainter tone, half or more
    /// hold that tone with (almost) no core — fewer than one core for every 20 such pixels.
    /// A fainter-tone pixel is 0.6 of the way or more from its local background to the glyph
    /// colour, short of a core, and on that line (off it by at most `distinct` or a tenth of the
    /// way): a photo's texture in the empty part of a loose frame lies off the line, and an
    /// anti-aliased edge lies beside cores in its own strip.
    ///
    /// On browser seeds 62, 64 and 65, tight and loose, and the layered corpus (about 10,100
    /// regions) it held for ten, and moved one verdict: that clock, to `review`. Counting every
    /// pixel half covered or more, as the glyph tone does, sent eight right passes to `review`
    /// (thin type at 2x; loose frames over photos).
    /// - Parameters:
    ///   - local: per box pixel, its local background.
    ///   - alphas: per box pixel, its coverage between `local` and `foreground`.
    ///   - strips: per box pixel, its strip of the background grid (below `stripCount`).
    ///   - cores: the indices of the box pixels taken as cores.
    static func coresInPartOfTheLine(inner: [RegionSamples.Sample], local: [SIMD3<Float>], alphas: [Float],
                                     strips: [Int], stripCount: Int, cores: [Int], foreground: SIMD3<Float>,
                                     distinct: Float, coreCoverage: Float) -> Bool {
        guard stripCount >= 3 else { return false }
        var coresIn = [Int](repeating: 0, count: stripCount), toneIn = [Int](repeating: 0, count: stripCount)
        for i in cores { coresIn[strips[i]] += 1 }
        for i in inner.indices where alphas[i] >= 0.6 && alphas[i] < coreCoverage {
            let axis = foreground - local[i]
            let off = SIMD3(inner[i].r, inner[i].g, inner[i].b) - (local[i] + alphas[i] * axis)
            if (off * off).sum() <= squaredReach(max(distinct, 0.1 * (axis * axis).sum().squareRoot())) {
                toneIn[strips[i]] += 1
            }
        }
        let counted = zip(coresIn, toneIn).count { $0.1 >= 12 || $0.0 >= 3 }
        let toneOnly = zip(coresIn, toneIn).count { $0.1 >= 12 && $0.0 * 20 < $0.1 }
        return counted >= 3 && toneOnly * 2 >= counted
    }
}
