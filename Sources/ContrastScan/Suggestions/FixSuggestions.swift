import ColorScience

/// The nearest passing colours for a failing region: one foreground that
/// keeps the glyph colour's hue and chroma as far as it can (a search along
/// OKLCH lightness), and one background, each meeting every requirement the
/// region is held to (WCAG ratio and/or APCA Lc).
public enum FixSuggestions {
    /// Suggestions for `foreground` on `background`; empty when the pair
    /// passes, or when no colour on that side can meet the requirements.
    public static func suggestions(foreground: RGB, background: RGB,
                                   minimumRatio: Double?, minimumLc: Double?) -> [ContrastSuggestion] {
        var requirements: [ContrastRequirement] = []
        if let minimumRatio { requirements.append(.wcag(minimumRatio: minimumRatio)) }
        if let minimumLc { requirements.append(.apca(minimumLc: minimumLc)) }
        guard !requirements.isEmpty,
              !requirements.allSatisfy({ $0.isMet(text: foreground, background: background) }) else { return [] }

        func best(_ candidates: [ContrastSuggestion?]) -> ContrastSuggestion? {
            candidates.compactMap { $0 }
                .filter { s in requirements.allSatisfy { $0.isMet(text: s.foreground, background: s.background) } }
                .min { $0.deltaE < $1.deltaE }
        }
        // Each requirement's own nearest colour; keep the closest that meets all.
        let fg = best(requirements.map { ContrastSuggestion.foreground(foreground, on: background, meeting: $0) })
        let bg = best(requirements.map { ContrastSuggestion.background(background, behind: foreground, meeting: $0) })
        return [fg, bg].compactMap { $0 }
    }
}
