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
/// the worst case is taken from). When the background is the doubt, the span allowed is
/// narrowed to what the middle fifth of the text reads (its 40th to 60th percentile local
/// ratios) joined with the ratio against the median background: the text fails when three
/// fifths of its strokes and that ratio fall short, and passes when three fifths of them and
/// that ratio clear the threshold — but a pass only when the glyph cores run along the whole line
/// (`glyphsRunAlongTheLine`). On a fresh browser seed, a lock-screen title over a photo whose
/// glyph colour was misread (true 4.23:1, read 10.16:1, all of its strokes "passing") was passed
/// by the symmetric rule, a far false pass. In such a misreading the colour measured is the
/// glyphs' only where they cross a sun, and the cores sit in that part of the line (seed 20's
/// dark clock over a blue sky and a sun, 4.30:1 read 9.08:1: cores by strip 9, 9, 16, 474,
/// 1668). Where the cores fill the line, the middle of it is what the user reads
/// (striped and photo backgrounds with text 3.0:1 to 11:1, `review` before, pass). Text only: a
/// control's border measured along its frame has no line for its marks to run along, and a
/// card's edge that vanishes against the sky over part of it stays `review`. A fail
/// cannot be a false pass and needs no such guard. A note gives the span
/// (`the middle fifth of the glyph pixels read 1.53:1 to 2.60:1 against the background right
/// under them`), so the user sees where the middle of the text lies.
///
/// The middle fifth, not the middle half: on six browser seeds (18–23) the middle half left
/// 2.8–4.3% of the regions `review` in tight frames (4.7–5.5% in loose ones), many of them clear
/// of the threshold by more than 10% and measured within 5%; over tight and loose frames the
/// middle fifth decided 101 more regions, three of them wrongly (false fails 6–10% above the
/// threshold, none a pass). The median alone decided 207 more with 20 wrong, some far (7.14:1
/// failed at 2.23:1, a misread glyph colour).
///
/// The text also fails when half of its strokes fall short (their median local ratio) and the
/// ratio against the median background does too, even where the middle fifth reaches past the
/// threshold: most of the line is then below it, and a fail cannot be a false pass. On browser
/// seeds 40 and 42, tight and loose frames, the three-fifths rule alone left 3.0% and 4.4% of
/// the regions `review`; the median decided 33 more, 29 of them rightly (the other four, 3–14%
/// above their thresholds, are lines read 4–40% low, `review` before for the same doubt). Not where
/// a shadow or halo was seen: the surface behind it is the doubt there, read darker or lighter
/// than it is (a pale halo's text read 17% low failed at 3.88:1, true 4.68:1, against 4.5:1).
/// Text only: a slider's thin track along a photo, measured as marks, read 2.48:1 (true 3.72:1,
/// seed 47) and failed.
///
/// The rule holds for estimates whose doubts are the background's variation and what it does
/// to the glyphs: stripes splitting them (whose low reading stays allowed) and a shadow or halo
/// around them (whose 3% margin, `ContrastEstimator+ShadowMargin`, stays allowed). On those
/// seeds that decided 72 more regions, four wrongly (false fails 0–7% above the threshold).
/// Where a second ink, a rival colour, a texture or a background unseen around the box was
/// found, the glyph colour itself is in doubt, and the span stays the wide one.
extension ContrastEstimator {
    /// The share of the text left below and above the span: two fifths each.
    static let mostOfTextQuantiles = (low: 0.4, high: 0.6)

    /// The start of the note for a background that varies behind the glyphs.
    public static let spreadNotePrefix = "the background behind the glyphs varies"

    /// The start of the note for an estimate decided on the middle of its text.
    public static let mostOfTextNotePrefix = "the middle fifth of the glyph pixels read"

    /// The span of ratios the middle fifth of the text reads against the background right under
    /// it, joined with `ratio`; nil when there are no local ratios.
    static func mostOfTextRange(_ localRatios: inout Quantiles, ratio: Double) -> ClosedRange<Double>? {
        guard let low = localRatios.quantile(mostOfTextQuantiles.low),
              let high = localRatios.quantile(mostOfTextQuantiles.high) else { return nil }
        return min(Double(low), ratio)...max(Double(high), ratio)
    }

    /// The most the text may read when half of it is the measure: the greater of `ratio` and the
    /// median of the local ratios; nil when there are none.
    static func halfOfTextTop(_ localRatios: inout Quantiles, ratio: Double) -> Double? {
        localRatios.median().map { max(Double($0), ratio) }
    }

    /// How much of the line the glyph cores must reach for a pass on the middle of the
    /// text: two thirds of the strips the text stands out in.
    static let glyphsAlongTheLine = 2.0 / 3.0

    /// How many glyph cores a strip needs to count as reached, as a share of the strips'
    /// average: half. (A quarter let translucent white text pass on its first word, over a dark
    /// photo, while the rest of the line, lighter over a pale blob, held two to eight cores per
    /// strip against an average of 32: 3.41:1 passed at 8.8:1.)
    static let coresPerStripAlongTheLine = 0.5

    /// Whether the glyph cores run along the line: in at least `glyphsAlongTheLine` of the strips
    /// holding pixels that stand out from the background (`standsOut`, per strip), a strip's
    /// cores at least half of those strips' average (and three), so the glyph colour was
    /// read from the whole line, not from the part of it that crosses a highlight.
    /// - Parameter strips: each inner pixel's strip (the cores index it).
    static func glyphsRunAlongTheLine(cores: [Int], strips: [Int], standsOut: [Bool]) -> Bool {
        var coresIn = [Int](repeating: 0, count: standsOut.count)
        for i in cores { coresIn[strips[i]] += 1 }
        let lines = coresIn.indices.filter { standsOut[$0] }
        guard !lines.isEmpty else { return false }
        let average = Double(lines.reduce(0) { $0 + coresIn[$1] }) / Double(lines.count)
        let reached = lines.count { coresIn[$0] >= 3 && Double(coresIn[$0]) >= coresPerStripAlongTheLine * average }
        return Double(reached) >= glyphsAlongTheLine * Double(lines.count)
    }

    /// Whether the estimate's doubts are all about the background behind the glyphs: its
    /// variation (which must be among them), the stripes it splits the glyphs between, and a
    /// shadow or halo around them with its margin.
    static func onlyDoubtIsTheBackground(_ reasons: [String]) -> Bool {
        reasons.contains { $0.hasPrefix(spreadNotePrefix) } && reasons.allSatisfy {
            $0.hasPrefix(spreadNotePrefix) || $0.hasPrefix(stripesNotePrefix) || $0 == shadowNote || $0 == shadowMarginNote
        }
    }

    /// Below this ratio between the glyph colour and the background of every band of a strip,
    /// glyphs in that strip would all but vanish: the line runs through it though none stand out.
    static let vanishingRatio = 1.5

    /// What the line reads at its `mostOfTextQuantiles.low` quantile with each strip counted
    /// once: a strip with glyph cores reads their median local ratio; a strip without, whose
    /// background in every band is within `vanishingRatio` of the glyph colour's luminance
    /// (the glyphs there all but vanish), reads the glyph colour against that background. Nil
    /// when fewer than three strips read anything.
    ///
    /// Cores gather where the text stands out: a white date on a lock screen whose last word
    /// fades into a pale sun (2.59:1 against the median background under its glyphs) had 442
    /// cores, 290 of them in the five strips over the blue sky, so its middle fifth read
    /// 3.63–3.71:1 and passed; strip by strip, eight of its thirteen strips read under 3:1.
    static func lineLowRatio(_ coreRatios: [Float], cores: [Int], strips: [Int], standsOut: [Bool],
                             grid: BackgroundGrid, foregroundLuminance: Double,
                             luminance: (SIMD3<Float>) -> Float) -> Double? {
        var perStrip = [Quantiles](repeating: Quantiles(), count: standsOut.count)
        for (i, r) in zip(cores, coreRatios) { perStrip[strips[i]].add(r) }
        var reads: [Double] = []
        for strip in perStrip.indices {
            if let median = perStrip[strip].median() {
                reads.append(Double(median))
            } else if !standsOut[strip] {
                let against = (0..<grid.bands).map { band in
                    WCAG.contrastRatio(luminance: Double(luminance(grid.cells[band * grid.strips + strip])), foregroundLuminance)
                }
                if against.allSatisfy({ $0 < vanishingRatio }), let most = against.max() { reads.append(most) }
            }
        }
        guard reads.count >= 3 else { return nil }
        let sorted = reads.sorted()
        return sorted[Int(mostOfTextQuantiles.low * Double(sorted.count - 1) + 0.5)]
    }

    /// The note for an estimate decided on the middle of its text; `half`, when it bounded the
    /// ratios allowed (`halfOfTextTop`), is named too.
    static func mostOfTextNote(_ range: ClosedRange<Double>, half: Double? = nil) -> String {
        "\(mostOfTextNotePrefix) \(RatioFormat.text(range.lowerBound)) to \(RatioFormat.text(range.upperBound)) "
            + "against the background right under them (two fifths read less, two fifths more)"
            + (half.map { "; half of them \(RatioFormat.text($0)) or less" } ?? "")
    }
}
