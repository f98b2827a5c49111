/// A pass by a hair over a background that varies widely behind the glyphs.
///
/// The ratio reported is against the median background behind the glyphs. Over stripes or a
/// photo that read very differently, that median is where the glyphs happen to split between
/// them, and a pass by a percent or two is decided by a few pixels. Light grey text over
/// blue, red and lavender stripes (4.22:1 against the red most of it lies on; AA 4.5) was read
/// 4.501:1 against a median a little bluer, and passed by 0.02%; its weakest twentieth of
/// glyph pixels read 2.58:1 (browser seed 57, tight frames).
///
/// Such a pass is `review`: within `thinPassMargin` of the WCAG minimum while the weakest 5%
/// of the glyph pixels read under `thinPassWorst` of it. On browser seeds 53–56, tight and
/// loose frames (12,774 regions), it moved one verdict: a right pass, 7.16:1 for 7.27:1
/// against 7:1, to `review`; on seed 57, tight frames, that false pass alone.
extension ContrastPolicy {
    /// How far above the minimum a pass is thin: under 3%, the margin a shadow's outskirts are
    /// allowed (`ContrastEstimator.shadowMargin`).
    public static let thinPassMargin = 1.03

    /// How far under the minimum the weakest twentieth of the glyph pixels must read for a thin
    /// pass to be `review`: a background that varies this much behind the glyphs is more than
    /// noise around one surface.
    public static let thinPassWorst = 0.6

    /// Whether the WCAG ratio of `estimate` would pass `requirement` but only by a hair over a
    /// widely varying background (`isThinPass`), so that `verdict(for:requirement:)` makes it
    /// `review`: what the note `RegionNote.thinPass` is given for.
    public func holdsThinPass(_ estimate: ContrastEstimate, requirement: Requirement) -> Bool {
        guard let minimum = requirement.minimumRatio,
              Self.isThinPass(estimate, minimum: minimum, nonText: requirement.isNonText) else { return false }
        return decide(estimate.ratio, allowed: estimate.ratioRange, minimum: minimum, confidence: estimate.confidence) == .pass
    }

    /// Whether `estimate` passes `minimum` only by a hair (`thinPassMargin`) while the weakest
    /// twentieth of its glyph pixels read far under it (`thinPassWorst`); for a non-text element,
    /// `nonTextThinPassMargin` and `nonTextThinPassWorst`.
    public static func isThinPass(_ estimate: ContrastEstimate, minimum: Double, nonText: Bool = false) -> Bool {
        let (margin, worst) = thinPassLimits(nonText: nonText)
        return estimate.ratio >= minimum && estimate.ratio < minimum * margin
            && estimate.worstRatio < minimum * worst
    }

    /// The thin pass's reach above the minimum and the share of it the weakest twentieth must
    /// read under: text's (`thinPassMargin`, `thinPassWorst`) or a non-text element's
    /// (`nonTextThinPassMargin`, `nonTextThinPassWorst`).
    public static func thinPassLimits(nonText: Bool) -> (margin: Double, worst: Double) {
        nonText ? (nonTextThinPassMargin, nonTextThinPassWorst) : (thinPassMargin, thinPassWorst)
    }

    /// A thin pass for a non-text element (an icon, a control) reaches to 5% above the minimum.
    ///
    /// An icon is a few hundred pixels of one shape with no line of text to read the surface
    /// around: over a background that changes across it (a sky with wisps, a translucent disc
    /// over a two-tone wallpaper), the median background is where its outline happens to fall.
    /// A dark grey heart over a blue sky, 2.82:1 against 3:1, read 3.09:1 (its weakest twentieth
    /// 2.68:1); a grey bolt on a disc running from green to orange, 2.55:1, read 3.10:1 (1.83:1);
    /// both passed with full confidence (browser seeds 68 and 70). On seeds 62 and 66–70, tight
    /// and loose frames, and the layered corpus (about 19,700 regions) it moved those two
    /// verdicts and four right passes of non-text elements, 3.04:1 to 3.14:1 against 3:1, to `review`.
    public static let nonTextThinPassMargin = 1.05
    /// How far under the minimum the weakest twentieth of a non-text element's pixels must read for
    /// its thin pass to be `review`: 0.9 of it (the heart's read 0.89).
    public static let nonTextThinPassWorst = 0.9
}
