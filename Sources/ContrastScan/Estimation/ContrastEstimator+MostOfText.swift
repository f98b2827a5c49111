import ColorScience

/// Text over a background that varies behind it, decided by what most of the text reads.
///
/// A background that changes a lot behind the glyphs (a gradient, stripes, a photo) makes one
/// ratio stand for text that is legible in places and not in others, so such an estimate is
/// only decided when every ratio the pixels allow lies on one side of the threshold. Those
/// ratios were the corners of the glyph and background spreads over the whole box and its
/// ring: the lightest and darkest background anywhere around the text, a span that straddles
/// any threshold near the ratio, so the answer was `review` even where the text fails (or
/// passes) over most of its length (a pale green title over a yellow-to-purple gradient,
/// 1.84:1 against a 3:1 threshold, its strokes reading 1.5:1 to 2.6:1 along the line).
///
/// Each glyph pixel is also measured against the background right under it (the local ratios
/// the worst case is taken from). When the background is the only doubt, the span allowed is
/// narrowed to what the middle half of the text reads (its 25th to 75th percentile local ratios)
/// joined with the ratio against the median background: the text fails when three quarters of
/// its strokes and that ratio fall short. A pass still needs the wide span above the threshold:
/// on a fresh browser seed, a lock-screen title over a photo whose glyph colour was misread
/// (true 4.23:1, read 10.16:1, all of its strokes "passing") was passed by the symmetric rule,
/// a far false pass; a fail cannot be one. A note gives the span
/// (`half of the glyph pixels read 1.53:1 to 2.60:1 against the background right under them`),
/// so the user sees how far apart the parts of the text read.
///
/// The rule is kept to estimates whose only doubt is the background's variation: where a
/// shadow, a second ink or stripes splitting the glyphs were seen, the local background under
/// the strokes is itself in doubt, and the span stays the wide one.
extension ContrastEstimator {
    /// The share of the text left below and above the span: a quarter each.
    static let mostOfTextQuantiles = (low: 0.25, high: 0.75)

    /// The start of the note for a background that varies behind the glyphs.
    public static let spreadNotePrefix = "the background behind the glyphs varies"

    /// The start of the note for an estimate decided on the middle half of its text.
    public static let mostOfTextNotePrefix = "half of the glyph pixels read"

    /// The span of ratios the middle half of the text reads against the background right under
    /// it, joined with `ratio`; nil when there are no local ratios.
    static func mostOfTextRange(_ localRatios: inout Quantiles, ratio: Double) -> ClosedRange<Double>? {
        guard let low = localRatios.quantile(mostOfTextQuantiles.low),
              let high = localRatios.quantile(mostOfTextQuantiles.high) else { return nil }
        return min(Double(low), ratio)...max(Double(high), ratio)
    }

    /// Whether the background's variation behind the glyphs is the estimate's only doubt.
    static func onlyDoubtIsTheBackgroundSpread(_ reasons: [String]) -> Bool {
        reasons.count == 1 && reasons[0].hasPrefix(spreadNotePrefix)
    }

    /// The note for an estimate decided on the middle half of its text.
    static func mostOfTextNote(_ range: ClosedRange<Double>) -> String {
        "\(mostOfTextNotePrefix) \(RatioFormat.text(range.lowerBound)) to \(RatioFormat.text(range.upperBound)) "
            + "against the background right under them (a quarter read less, a quarter more)"
    }
}
