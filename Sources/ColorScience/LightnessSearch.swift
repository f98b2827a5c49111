/// Finds the 8-bit sRGB colour nearest to `original`, along its own OKLCH
/// lightness, that makes `passes` true.
///
/// The hue is kept; the chroma is kept too unless the colour at the new
/// lightness does not fit sRGB, where it is lowered just enough
/// (`OKLCH.mappedIntoSRGB()`). Lightness is searched, not the whole colour
/// space: contrast rises steadily as lightness moves away from the other
/// colour, so a binary search finds the boundary in ~40 steps, fast enough to
/// run for every failing region.
struct LightnessSearch {
    /// The colour being changed, possibly outside the sRGB gamut.
    let original: RGB
    /// Whether a candidate (always 8-bit, in gamut) meets the requirement.
    let passes: (RGB) -> Bool

    private let start: OKLCH

    init(original: RGB, passes: @escaping (RGB) -> Bool) {
        self.original = original
        self.passes = passes
        self.start = OKLCH(original)
    }

    /// The colour at `lightness` with the original hue and (gamut-limited) chroma.
    func candidate(at lightness: Double) -> RGB {
        OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).mappedIntoSRGB()
    }

    /// The passing 8-bit colour nearest the original on the way to `end`
    /// (0 for darker, 1 for lighter), or nil if even black or white fails.
    ///
    /// A binary search on the unrounded colour finds the lightness where the
    /// requirement starts to hold. Rounding to 8 bits can push a just-passing
    /// colour back below it, so the 8-bit colours are then walked from just
    /// before that lightness outward, and the first one that passes, measured
    /// as it will be printed, is returned.
    func nearestPassing(toward end: Double) -> RGB? {
        let endColour = candidate(at: end).quantized8Bit
        guard passes(endColour) else { return nil }

        let from = min(max(start.lightness, 0), 1)
        var failing = from, passing = end
        if passes(candidate(at: from)) {
            passing = from
        } else {
            for _ in 0..<40 {
                let middle = (failing + passing) / 2
                if passes(candidate(at: middle)) { passing = middle } else { failing = middle }
            }
        }

        // Half an OKLab lightness thousandth: finer than an 8-bit step (about 0.004 in L).
        let step = end > from ? 0.0005 : -0.0005
        var lightness = passing - 8 * step
        if (lightness - from) * step < 0 { lightness = from }
        var previous: RGB?
        while (end - lightness) * step > 0 {
            let rounded = candidate(at: lightness).quantized8Bit
            if rounded != previous {
                if passes(rounded) { return rounded }
                previous = rounded
            }
            lightness += step
        }
        return endColour
    }
}
