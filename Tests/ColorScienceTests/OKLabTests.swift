import ColorScience
import Testing

@Suite("OKLab and OKLCH")
struct OKLabTests {
    /// Björn Ottosson's "Table of example XYZ and corresponding Oklab values"
    /// (https://bottosson.github.io/posts/oklab/), printed to 3 decimals.
    @Test("matches Ottosson's XYZ → OKLab reference table", arguments: [
        ((0.950, 1.000, 1.089), (1.000, 0.000, 0.000)),
        ((1.000, 0.000, 0.000), (0.450, 1.236, -0.019)),
        ((0.000, 1.000, 0.000), (0.922, -0.671, 0.263)),
        ((0.000, 0.000, 1.000), (0.153, -1.415, -0.449)),
    ])
    func matchesOttossonTable(_ xyz: (Double, Double, Double), _ expected: (Double, Double, Double)) {
        let lab = OKLab(x: xyz.0, y: xyz.1, z: xyz.2)
        // Half a unit in the last printed digit, plus float slack.
        #expect(abs(lab.lightness - expected.0) <= 0.0005 + 1e-9, "L \(lab.lightness)")
        #expect(abs(lab.a - expected.1) <= 0.0005 + 1e-9, "a \(lab.a)")
        #expect(abs(lab.b - expected.2) <= 0.0005 + 1e-9, "b \(lab.b)")
    }

    /// CSS Color 4 (https://www.w3.org/TR/css-color-4/) gives sRGB red as
    /// `oklch(62.8% 0.2577 29.23)`; it uses matrices recomputed to 64 bits, which
    /// differ from Ottosson's published ones by less than the printed digits.
    @Test func matchesCSSColor4ForSRGBRed() {
        let lch = OKLCH(RGB(red: 1, green: 0, blue: 0))
        #expect(abs(lch.lightness - 0.628) <= 0.0005)
        #expect(abs(lch.chroma - 0.2577) <= 0.00005)
        #expect(abs(lch.hue - 29.23) <= 0.005)
    }

    /// White is L = 1 with no chroma; black is all zeros (Ottosson's post:
    /// "the lightness ... 0 for black and 1 for white").
    @Test func putsWhiteAndBlackOnTheGreyAxis() {
        let white = OKLab(RGB.white), black = OKLab(RGB.black)
        #expect(abs(white.lightness - 1) < 1e-4)
        #expect(abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        #expect(black == OKLab(lightness: 0, a: 0, b: 0))
    }

    @Test func roundTripsLinearSRGBIncludingOutOfGamutValues() {
        let values = [-0.3, -0.01, 0, 0.002, 0.18, 0.5, 0.99, 1, 1.4]
        for r in values {
            for g in values {
                for b in values {
                    let back = OKLab(linearRed: r, green: g, blue: b).linearSRGB
                    #expect(abs(back.red - r) < 1e-12 && abs(back.green - g) < 1e-12 && abs(back.blue - b) < 1e-12,
                            "(\(r), \(g), \(b)) came back as \(back)")
                }
            }
        }
    }

    /// The inverse is computed, not typed in; it must still agree with the post's
    /// `oklab_to_linear_srgb`, whose coefficients (10 decimals) are copied here.
    @Test func inverseAgreesWithOttossonsPublishedInverse() {
        for (lightness, a, b) in [(0.5, 0.1, -0.1), (0.9, -0.05, 0.12), (0.2, 0.0, 0.0), (0.7, 0.2, 0.1)] {
            let l_ = lightness + 0.3963377774 * a + 0.2158037573 * b
            let m_ = lightness - 0.1055613458 * a - 0.0638541728 * b
            let s_ = lightness - 0.0894841775 * a - 1.2914855480 * b
            let l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_
            let published = (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                             -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                             -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
            let ours = OKLab(lightness: lightness, a: a, b: b).linearSRGB
            #expect(abs(ours.red - published.0) < 1e-6 && abs(ours.green - published.1) < 1e-6
                    && abs(ours.blue - published.2) < 1e-6, "\(ours) vs \(published)")
        }
    }

    @Test func keepsTheSignOfNegativeLMSValues() {
        // A linear red below zero (a P3 green outside sRGB) must not become NaN.
        let lab = OKLab(linearRed: -0.2, green: 1, blue: 0)
        #expect(lab.lightness.isFinite && lab.a.isFinite && lab.b.isFinite)
        #expect(abs(lab.linearSRGB.red + 0.2) < 1e-12)
    }

    @Test func roundTripsThroughOKLCH() throws {
        for hex in ["#007AFF", "#8E8E93", "#F2F2F7", "#FF3B30", "#34C759", "#000000", "#FFFFFF"] {
            let rgb = try #require(RGB(hex: hex))
            let back = OKLCH(rgb).rgb
            #expect(abs(back.red - rgb.red) < 1e-12 && abs(back.green - rgb.green) < 1e-12
                    && abs(back.blue - rgb.blue) < 1e-12, "\(hex)")
            #expect((0..<360).contains(OKLCH(rgb).hue))
        }
    }

    /// ΔE_OK is the Euclidean distance (Ottosson's post: "ΔE can be computed as
    /// the Euclidean distance").
    @Test func distanceIsEuclidean() {
        let a = OKLab(lightness: 0.5, a: 0.1, b: 0), b = OKLab(lightness: 0.5, a: 0.1 - 0.03, b: 0.04)
        #expect(abs(a.distance(to: b) - 0.05) < 1e-12)
    }
}

@Suite("OKLCH gamut mapping into sRGB")
struct OKLCHGamutTests {
    @Test func leavesInGamutColoursAlone() throws {
        let blue = try #require(RGB(hex: "#007AFF"))
        let mapped = OKLCH(blue).mappedIntoSRGB()
        #expect(abs(mapped.red - blue.red) < 1e-7 && abs(mapped.green - blue.green) < 1e-7
                && abs(mapped.blue - blue.blue) < 1e-7)
    }

    @Test func lowersChromaOnlyKeepingLightnessAndHue() {
        // A vivid P3-like red outside sRGB: L 0.65, C 0.3, h 30.
        let wide = OKLCH(lightness: 0.65, chroma: 0.3, hue: 30)
        #expect(!wide.isInSRGBGamut)
        let mapped = wide.mappedIntoSRGB()
        #expect(mapped.isInGamut)
        let back = OKLCH(mapped)
        #expect(abs(back.lightness - 0.65) < 1e-6)
        #expect(abs(back.hue - 30) < 1e-4)
        #expect(back.chroma < 0.3 && back.chroma > 0.2)
        // As vivid as sRGB allows: a little more chroma would not fit.
        #expect(!OKLCH(lightness: 0.65, chroma: back.chroma + 1e-4, hue: 30).isInSRGBGamut)
    }

    @Test func clipsLightnessBeyondWhite() {
        #expect(OKLCH(lightness: 1.2, chroma: 0.1, hue: 200).mappedIntoSRGB() == RGB.white)
        #expect(OKLCH(lightness: -0.1, chroma: 0.1, hue: 200).mappedIntoSRGB() == RGB.black)
    }
}
