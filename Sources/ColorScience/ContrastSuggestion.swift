/// A fix for a text/background pair that fails a contrast requirement: the
/// nearest colour for one side that passes, as an 8-bit sRGB colour.
///
/// "Nearest" keeps the designer's colour: the changed side keeps its OKLCH hue
/// and, as far as sRGB allows, its chroma; only its lightness moves, by as
/// little as the requirement needs. Both directions (darker and lighter) are
/// tried and the one with the smaller OKLab distance (ΔE_OK) wins, so light
/// text on a dark background is made lighter, and a colour sitting just on the
/// wrong side of a mid-tone background may flip to the other side.
///
/// The suggested colour is measured as it will be printed: rounded to 8 bits,
/// against the fixed side both as given and as its own `#RRGGBB`, unrounded
/// (4.499 fails 4.5). What a report prints can therefore be checked by hand.
/// Near black, 8-bit steps are coarse, so a very dark suggestion keeps its hue
/// only roughly (#000003 cannot be much of a purple).
public struct ContrastSuggestion: Sendable, Hashable {
    /// Which colour of the pair the suggestion replaces.
    public enum Side: String, Sendable, Hashable {
        case foreground, background
    }

    /// The side that changed.
    public let side: Side
    /// The requirement the suggestion meets.
    public let requirement: ContrastRequirement
    /// The colour that was replaced, as given (possibly outside sRGB).
    public let original: RGB
    /// The text colour after the change: the suggestion, or the fixed foreground.
    public let foreground: RGB
    /// The background after the change: the suggestion, or the fixed background.
    public let background: RGB
    /// WCAG 2.x ratio of the new pair, unrounded.
    public let ratio: Double
    /// APCA Lc of the new pair (foreground as text), signed, unrounded.
    public let lightnessContrast: Double
    /// ΔE_OK from `original` to the suggestion: how big a change it is.
    public let deltaE: Double

    /// The suggested colour, 8-bit sRGB, always in gamut.
    public var suggested: RGB { side == .foreground ? foreground : background }
    /// The suggested colour as `#RRGGBB`.
    public var hex: String { suggested.hex }

    /// The nearest passing text colour for `foreground` on a fixed `background`.
    ///
    /// - Parameters:
    ///   - foreground: the measured text colour, gamma-encoded sRGB; may lie
    ///     outside 0…1 for a Display P3 source. The suggestion is always in sRGB.
    ///   - background: the measured background, kept as it is.
    ///   - requirement: the ratio or Lc to reach.
    /// - Returns: the suggestion, or nil when no text colour of that hue can
    ///   meet the requirement on this background — e.g. 21:1 on a mid-grey
    ///   (only black on white reaches it), 7:1 on #777777 (neither black nor
    ///   white gets there), or Lc 110. A pair that already passes gets its own
    ///   colour back (rounded to 8 bits, moved on if rounding broke it).
    public static func foreground(_ foreground: RGB, on background: RGB,
                                  meeting requirement: ContrastRequirement) -> ContrastSuggestion? {
        let fixed = [background, background.quantized8Bit]
        let search = LightnessSearch(original: foreground) { candidate in
            fixed.allSatisfy { requirement.isMet(text: candidate, background: $0) }
        }
        let darkerFirst = WCAG.relativeLuminance(foreground) <= WCAG.relativeLuminance(background)
        guard let colour = nearest(search, obviousDirectionIsDarker: darkerFirst) else { return nil }
        return ContrastSuggestion(side: .foreground, requirement: requirement, original: foreground,
                                  foreground: colour, background: background)
    }

    /// The nearest passing background for a fixed `foreground` text colour.
    ///
    /// The mirror of `foreground(_:on:meeting:)`: the background keeps its hue
    /// and chroma and moves in lightness. APCA still measures the foreground as
    /// text on the candidate background.
    ///
    /// - Returns: the suggestion, or nil when no background of that hue can meet
    ///   the requirement under this text colour.
    public static func background(_ background: RGB, behind foreground: RGB,
                                  meeting requirement: ContrastRequirement) -> ContrastSuggestion? {
        let fixed = [foreground, foreground.quantized8Bit]
        let search = LightnessSearch(original: background) { candidate in
            fixed.allSatisfy { requirement.isMet(text: $0, background: candidate) }
        }
        let darkerFirst = WCAG.relativeLuminance(background) < WCAG.relativeLuminance(foreground)
        guard let colour = nearest(search, obviousDirectionIsDarker: darkerFirst) else { return nil }
        return ContrastSuggestion(side: .background, requirement: requirement, original: background,
                                  foreground: foreground, background: colour)
    }

    /// The passing colour of the two directions with the smaller ΔE_OK; a tie
    /// goes to the direction that moves away from the other colour.
    private static func nearest(_ search: LightnessSearch, obviousDirectionIsDarker: Bool) -> RGB? {
        let origin = OKLab(search.original)
        let ends: [Double] = obviousDirectionIsDarker ? [0, 1] : [1, 0]
        var best: (colour: RGB, distance: Double)?
        for end in ends {
            guard let colour = search.nearestPassing(toward: end) else { continue }
            let distance = origin.distance(to: OKLab(colour))
            if let current = best, current.distance <= distance { continue }
            best = (colour, distance)
        }
        return best?.colour
    }

    private init(side: Side, requirement: ContrastRequirement, original: RGB,
                 foreground: RGB, background: RGB) {
        self.side = side
        self.requirement = requirement
        self.original = original
        self.foreground = foreground
        self.background = background
        self.ratio = WCAG.contrastRatio(foreground, background)
        self.lightnessContrast = APCA.lightnessContrast(text: foreground, background: background)
        self.deltaE = OKLab(original).distance(to: OKLab(side == .foreground ? foreground : background))
    }
}
