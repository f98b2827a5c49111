import ColorScience

/// Text across a sharp step in the background that the surface beside its strokes did not
/// resolve.
///
/// Where the background steps within the box (a two-tone photo's edge, hills under a sky), each
/// glyph pixel is measured against the surface right beside its own strokes
/// (`nearbyBackgrounds`) — unless that surface differs from the one a little farther out, as
/// it does next to a shadow or a halo, or where the step runs along the line just below it.
/// Then each glyph pixel takes its cell of the background grid, and a cell that straddles the
/// step holds a blend of both sides that lies behind no glyph. White bold text over a blue
/// sky, the blurred edge of a green hill just below its baseline (2.60:1 against the sky under
/// every glyph; browser seed 52, tight and loose frames), was read 3.33:1 against a teal blend
/// and passed with full confidence, while two fifths of its glyph pixels read 2.6:1 against
/// the background right under them.
///
/// Such a confident estimate is decided on the span from what the weakest three tenths of its
/// glyph pixels read against the background right under them (the 30th percentile of their
/// local ratios) up to its ratio: a pass must hold for seven tenths of the text, and a fail
/// stays a fail. Only when that percentile lies 10% or more below the ratio. On browser seeds
/// 40, 42 and 47–52, tight and loose frames, that moved nine answers to `review` and no other:
/// the two far false passes, a far false fail, five right passes (4.65–5.17:1 against 4.5:1)
/// and one right fail.
extension ContrastEstimator {
    /// The share of the glyph pixels a pass across an unresolved step may leave below the
    /// threshold: three tenths.
    static let unresolvedStepQuantile = 0.3

    /// How far below the ratio the weakest three tenths must read for the doubt: 10%.
    static let unresolvedStepMargin = 1.1

    /// The start of the note for text across a step not resolved beside its strokes.
    public static let unresolvedStepNotePrefix = "the background steps behind the glyphs"

    /// The note for text across a step not resolved beside its strokes, with what its weakest
    /// three tenths read.
    static func unresolvedStepNote(_ low: Double) -> String {
        "\(unresolvedStepNotePrefix) and was not read beside the strokes: three tenths of the glyph pixels "
            + "read \(RatioFormat.text(low)) or less against the background right under them"
    }
}
