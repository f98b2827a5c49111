import ColorScience
import Testing

/// The colours are Apple's system colours (Human Interface Guidelines, light and
/// dark appearance): secondaryLabel-like grey #8E8E93 on grouped background
/// #F2F2F7, systemBlue #007AFF (light) and #0A84FF (dark), dark grey #636366 on
/// elevated dark background #1C1C1E. The expected results are properties, not
/// colours: the suggestion passes when its hex is measured again, keeps its
/// hue, and is (nearly) minimal along the lightness search.
@Suite("Contrast fix suggestions")
struct ContrastSuggestionTests {
    private static func rgb(_ hex: String) throws -> RGB { try #require(RGB(hex: hex)) }

    /// Checks everything a report relies on and returns the suggestion.
    @discardableResult
    private static func checkSuggestion(
        _ suggestion: ContrastSuggestion?, original: RGB, otherSide: RGB, side: ContrastSuggestion.Side,
        requirement: ContrastRequirement, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ContrastSuggestion {
        let s = try #require(suggestion, sourceLocation: sourceLocation)
        #expect(s.side == side, sourceLocation: sourceLocation)
        #expect(s.original == original, sourceLocation: sourceLocation)
        #expect(s.requirement == requirement, sourceLocation: sourceLocation)

        // Passes when the printed hex is parsed again and measured unrounded.
        let reparsed = try #require(RGB(hex: s.hex), sourceLocation: sourceLocation)
        #expect(reparsed == s.suggested, sourceLocation: sourceLocation)
        let (text, background) = side == .foreground ? (reparsed, otherSide) : (otherSide, reparsed)
        #expect(requirement.isMet(text: text, background: background), "\(s.sentence())", sourceLocation: sourceLocation)
        #expect(s.ratio == WCAG.contrastRatio(text, background), sourceLocation: sourceLocation)
        #expect(s.lightnessContrast == APCA.lightnessContrast(text: text, background: background),
                sourceLocation: sourceLocation)

        // Keeps the hue (when there is one to keep).
        let before = OKLCH(original), after = OKLCH(s.suggested)
        if before.chroma > 0.01 {
            var turn = abs(before.hue - after.hue)
            if turn > 180 { turn = 360 - turn }
            #expect(turn < 3, "hue \(before.hue) → \(after.hue)", sourceLocation: sourceLocation)
        }

        // Nearly minimal: 0.005 of lightness back toward the original fails.
        if after.lightness != before.lightness {
            let back: Double = before.lightness > after.lightness ? 0.005 : -0.005
            let probe = OKLCH(lightness: after.lightness + back, chroma: before.chroma, hue: before.hue).mappedIntoSRGB()
            let (probeText, probeBackground) = side == .foreground ? (probe, otherSide) : (otherSide, probe)
            #expect(!requirement.isMet(text: probeText, background: probeBackground),
                    "\(probe.hex) also passes", sourceLocation: sourceLocation)
        }
        return s
    }

    @Test("suggests a darker grey for secondary text on a light grouped background")
    func darkensGreyTextOnLightBackground() throws {
        let fg = try Self.rgb("#8E8E93"), bg = try Self.rgb("#F2F2F7")
        let s = try Self.checkSuggestion(.foreground(fg, on: bg, meeting: .wcag(minimumRatio: 4.5)),
                                         original: fg, otherSide: bg, side: .foreground,
                                         requirement: .wcag(minimumRatio: 4.5))
        #expect(OKLCH(s.suggested).lightness < OKLCH(fg).lightness)
        // The illustrative #6D6D72 passes too; the minimal fix is no darker than it.
        #expect(OKLCH(s.suggested).lightness >= OKLCH(try Self.rgb("#6D6D72")).lightness)
    }

    @Test("suggests a lighter grey for light-on-dark text in dark mode")
    func lightensGreyTextOnDarkBackground() throws {
        let fg = try Self.rgb("#636366"), bg = try Self.rgb("#1C1C1E")
        let s = try Self.checkSuggestion(.foreground(fg, on: bg, meeting: .wcag(minimumRatio: 4.5)),
                                         original: fg, otherSide: bg, side: .foreground,
                                         requirement: .wcag(minimumRatio: 4.5))
        #expect(OKLCH(s.suggested).lightness > OKLCH(fg).lightness)
    }

    @Test("keeps systemBlue's hue when darkening it for AA and AAA on white", arguments: [4.5, 7.0])
    func keepsBlueHue(_ ratio: Double) throws {
        let fg = try Self.rgb("#007AFF")
        let s = try Self.checkSuggestion(.foreground(fg, on: .white, meeting: .wcag(minimumRatio: ratio)),
                                         original: fg, otherSide: .white, side: .foreground,
                                         requirement: .wcag(minimumRatio: ratio))
        // Still a blue: chroma kept within a quarter of the original.
        #expect(OKLCH(s.suggested).chroma > 0.75 * OKLCH(fg).chroma)
    }

    @Test func lightensDarkModeBlueForAAAOnBlack() throws {
        let fg = try Self.rgb("#0A84FF")
        let s = try Self.checkSuggestion(.foreground(fg, on: .black, meeting: .wcag(minimumRatio: 7)),
                                         original: fg, otherSide: .black, side: .foreground,
                                         requirement: .wcag(minimumRatio: 7))
        #expect(OKLCH(s.suggested).lightness > OKLCH(fg).lightness)
    }

    /// APCA's bronze-level body text needs |Lc| 75 (APCA "Readability Criterion").
    @Test("meets APCA Lc 75, light and dark polarity", arguments: [
        ("#8E8E93", "#FFFFFF"),
        ("#636366", "#1C1C1E"),
    ])
    func meetsAPCA(_ text: String, _ background: String) throws {
        let fg = try Self.rgb(text), bg = try Self.rgb(background)
        let s = try Self.checkSuggestion(.foreground(fg, on: bg, meeting: .apca(minimumLc: 75)),
                                         original: fg, otherSide: bg, side: .foreground,
                                         requirement: .apca(minimumLc: 75))
        #expect(abs(s.lightnessContrast) >= 75)
        #expect(s.sentence().contains("reaches Lc "))
    }

    /// #777777 on white is 4.48:1 and on black 4.68:1 (WebAIM), so nothing on a
    /// mid-grey reaches 7:1; 21:1 is black on white only; APCA tops out near Lc 108.
    @Test("returns nil when no colour of that hue can pass", arguments: [
        ("#777777", "#808080", ContrastRequirement.wcag(minimumRatio: 21)),
        ("#777777", "#777777", .wcag(minimumRatio: 7)),
        ("#000000", "#FFFFFF", .apca(minimumLc: 110)),
    ])
    func returnsNilWhenImpossible(_ text: String, _ background: String, _ requirement: ContrastRequirement) throws {
        let fg = try Self.rgb(text), bg = try Self.rgb(background)
        #expect(ContrastSuggestion.foreground(fg, on: bg, meeting: requirement) == nil)
        #expect(ContrastSuggestion.background(bg, behind: fg, meeting: requirement) == nil)
    }

    /// Display P3 red (color(display-p3 1 0 0)) in extended sRGB is about
    /// (1.0930, −0.2267, −0.1501), computed with the P3 and sRGB matrices of CSS Color 4
    /// §18 (sample code); it lies outside sRGB.
    @Test func bringsAnOutOfGamutP3ColourIntoSRGB() throws {
        let p3Red = RGB(red: 1.0930, green: -0.2267, blue: -0.1501)
        #expect(!p3Red.isInGamut)
        let s = try Self.checkSuggestion(.foreground(p3Red, on: .white, meeting: .wcag(minimumRatio: 4.5)),
                                         original: p3Red, otherSide: .white, side: .foreground,
                                         requirement: .wcag(minimumRatio: 4.5))
        #expect(s.suggested.isInGamut)
        #expect(s.sentence(label: "Badge", originalText: "color(display-p3 1 0 0)")
            .hasPrefix("Badge color(display-p3 1 0 0) → \(s.hex) reaches "))
    }

    @Test func crossesToTheOtherSideWhenOnlyThatCanPass() throws {
        // #222222 text on #333333: nothing darker than #222222 reaches 4.5:1 on #333333.
        let fg = try Self.rgb("#222222"), bg = try Self.rgb("#333333")
        let s = try Self.checkSuggestion(.foreground(fg, on: bg, meeting: .wcag(minimumRatio: 4.5)),
                                         original: fg, otherSide: bg, side: .foreground,
                                         requirement: .wcag(minimumRatio: 4.5))
        #expect(WCAG.relativeLuminance(s.suggested) > WCAG.relativeLuminance(bg))
    }

    @Test("suggests a background for fixed text", arguments: [
        ("#FFFFFF", "#007AFF"),  // white on systemBlue, 4.02:1: the blue darkens
        ("#8E8E93", "#1C1C1E"),  // passes 4.5 already, must stay
        ("#636366", "#1C1C1E"),  // dark grey on dark: the background flips light
    ])
    func suggestsBackground(_ text: String, _ background: String) throws {
        let fg = try Self.rgb(text), bg = try Self.rgb(background)
        try Self.checkSuggestion(.background(bg, behind: fg, meeting: .wcag(minimumRatio: 4.5)),
                                 original: bg, otherSide: fg, side: .background,
                                 requirement: .wcag(minimumRatio: 4.5))
    }

    /// #6D6D72 on #F2F2F7 is 4.61:1 (WebAIM, as in the WCAG tests), so it already passes.
    @Test func keepsAPassingColourAndWritesTheSentence() throws {
        let fg = try Self.rgb("#6D6D72"), bg = try Self.rgb("#F2F2F7")
        let s = try #require(ContrastSuggestion.foreground(fg, on: bg, meeting: .wcag(minimumRatio: 4.5)))
        #expect(s.suggested == fg)
        #expect(s.deltaE == 0)
        #expect(s.sentence(label: "TextSecondary") == "TextSecondary #6D6D72 → #6D6D72 reaches 4.61:1 on #F2F2F7")
        #expect(s.sentence() == "#6D6D72 → #6D6D72 reaches 4.61:1 on #F2F2F7")

        let b = try #require(ContrastSuggestion.background(bg, behind: fg, meeting: .wcag(minimumRatio: 4.5)))
        #expect(b.sentence(label: "Row") == "Row #6D6D72 on #F2F2F7 → #F2F2F7 reaches 4.61:1")
    }

    /// Rounding a just-passing colour to 8 bits can break it; every suggestion is
    /// measured as printed. A fixed pseudo-random set of pairs, so runs repeat.
    @Test func everySuggestionPassesWhenItsHexIsMeasuredAgain() throws {
        var state: UInt64 = 0x5EED
        func byte() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let requirements: [ContrastRequirement] = [.wcag(minimumRatio: 4.5), .wcag(minimumRatio: 7), .apca(minimumLc: 60)]
        var suggestions = 0
        for _ in 0..<80 {
            let fg = RGB(red8: byte(), green8: byte(), blue8: byte())
            let bg = RGB(red8: byte(), green8: byte(), blue8: byte())
            for requirement in requirements {
                if let s = ContrastSuggestion.foreground(fg, on: bg, meeting: requirement) {
                    suggestions += 1
                    #expect(requirement.isMet(text: try Self.rgb(s.hex), background: bg), "\(s.sentence())")
                }
                if let s = ContrastSuggestion.background(bg, behind: fg, meeting: requirement) {
                    suggestions += 1
                    #expect(requirement.isMet(text: fg, background: try Self.rgb(s.hex)), "\(s.sentence())")
                }
            }
        }
        #expect(suggestions > 200)
    }

    @Test func measuresAgainstTheFixedColourAsPrinted() throws {
        // A background between two 8-bit values: the suggestion must pass against
        // it and against its printed hex, which is what a reader would re-check.
        let bg = RGB(red: 0.9449, green: 0.9449, blue: 0.9686)
        let fg = try Self.rgb("#8E8E93")
        let s = try #require(ContrastSuggestion.foreground(fg, on: bg, meeting: .wcag(minimumRatio: 4.5)))
        #expect(ContrastRequirement.wcag(minimumRatio: 4.5).isMet(text: s.suggested, background: bg))
        #expect(ContrastRequirement.wcag(minimumRatio: 4.5).isMet(text: s.suggested, background: try Self.rgb(bg.hex)))
    }
}

@Suite("Contrast requirements")
struct ContrastRequirementTests {
    /// #767676 on white is 4.54:1 and #777777 4.48:1 (WebAIM); 4.5 is compared unrounded.
    @Test func comparesUnrounded() throws {
        let requirement = ContrastRequirement.wcag(minimumRatio: 4.5)
        #expect(requirement.isMet(text: try #require(RGB(hex: "#767676")), background: .white))
        #expect(!requirement.isMet(text: try #require(RGB(hex: "#777777")), background: .white))
    }

    /// #888 on #fff is Lc 63.06 and #fff on #888 is Lc −68.54 (apca-w3 README).
    @Test func ignoresTheAPCASign() throws {
        let grey = try #require(RGB(hex: "#888888"))
        #expect(ContrastRequirement.apca(minimumLc: 60).isMet(text: grey, background: .white))
        #expect(ContrastRequirement.apca(minimumLc: 60).isMet(text: .white, background: grey))
        #expect(!ContrastRequirement.apca(minimumLc: 65).isMet(text: grey, background: .white))
    }

    @Test func describesItself() {
        #expect(ContrastRequirement.wcag(minimumRatio: 4.5).description == "4.5:1")
        #expect(ContrastRequirement.wcag(minimumRatio: 7).description == "7:1")
        #expect(ContrastRequirement.apca(minimumLc: 75).description == "Lc 75")
    }
}
