import ColorScience

/// What was set aside as a shadow, lying beside only some of the glyphs: perhaps an edge
/// between two surfaces running along the line.
///
/// Dark grey text across a wavy green and blue edge (2.81:1 against what lies under it, large
/// text, 3:1) had the blue beside the lower half of its strokes set aside as a shadow. The grid's
/// cells, half a line wide, gave most glyph pixels over the blue the green behind them; the
/// surface beside the strokes was not read (near the strokes blue, farther out green: a shadow's
/// profile); and a confident estimate with a shadow seen is decided on the shadow's 3% margin
/// alone. It passed at 4.42:1 (browser seed 55, loose frame), its weakest twentieth of glyph
/// pixels at 2.11:1.
///
/// A shadow hugs every glyph; an edge moves the surface beside only the glyphs near it, and the
/// others show no profile at all (`edgeProfileShare`). There the estimate is not decided on the
/// shadow's margin: a pass must hold against the cells behind nine tenths of the glyphs
/// (`edgeLowRatio`), a fail stays a fail, and the estimate is no surer than `review`'s 0.45.
///
/// On browser seeds 53, 54 and 55, tight and loose frames (9,554 regions), this moved five
/// verdicts, all to `review`: that false pass; a fail, right but read 2.37:1 for 3.98:1; a pass
/// 7% above its threshold over a material; and two passes of text whose lower edge runs over
/// a darker surface (4.09:1 and 4.69:1 against 3:1, tight frames), which over that surface
/// reads near 2:1. Held for three quarters of the glyphs, not nine tenths, the pass over the
/// material stayed, but the label that led here, cut out with its surroundings for the test
/// suite, passed again: the cells at a quarter lay on the green.
extension ContrastEstimator {
    /// The note a text region gets when what was set aside as a shadow lies beside only some of its glyphs.
    public static let edgeNotShadowNote = "what was set aside as a shadow lies beside only some of the glyphs (perhaps an edge between two surfaces): a pass must hold for nine tenths of them"

    /// The share of the glyphs, ranked by the luminance of the cell behind them, that a pass
    /// must hold for: from either end, all but a tenth.
    static let edgeQuantile = 0.1

    /// The lowest of `ratio` less a shadow's margin and the glyph colour's ratios against the
    /// cells behind the glyphs at `edgeQuantile` and `1 - edgeQuantile` of them (`ranked`: by
    /// luminance, counted by their cores; cells without cores do not count).
    static func edgeLowRatio(ratio: Double, foregroundLuminance: Double, cellLuminance: [Float],
                             ranked: CellsByLuminance) -> Double {
        var low = ratio / shadowMargin
        for fraction in [edgeQuantile, 1 - edgeQuantile] {
            if let k = ranked.cell(atFraction: fraction) {
                low = min(low, WCAG.contrastRatio(luminance: foregroundLuminance, Double(cellLuminance[k])))
            }
        }
        return low
    }
}
