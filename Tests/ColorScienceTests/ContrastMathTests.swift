import ColorScience
import Testing

@Suite("WCAG 2.x relative luminance and contrast ratio")
struct WCAGTests {
    /// Reference ratios from the WebAIM contrast checker (webaim.org/resources/contrastchecker),
    /// the tool WCAG practitioners quote; #767676 is the well-known lightest grey passing AA on white.
    @Test("matches published ratios", arguments: [
        ("#767676", "#FFFFFF", 4.54),
        ("#777777", "#FFFFFF", 4.48),
        ("#000000", "#FFFFFF", 21.0),
        ("#FFFFFF", "#FFFFFF", 1.0),
        ("#8E8E93", "#FFFFFF", 3.26),
        ("#6D6D72", "#F2F2F7", 4.61),
    ])
    func matchesPublishedRatios(_ fg: String, _ bg: String, _ expected: Double) throws {
        let ratio = WCAG.contrastRatio(try #require(RGB(hex: fg)), try #require(RGB(hex: bg)))
        // Published rounded to two decimals.
        #expect(abs(ratio - expected) <= 0.005, "ratio \(ratio)")
    }

    /// Relative luminance is defined on 0…1: a wide-gamut white at 1.00002 or an
    /// extrapolated 1.0016 (a fuzzer finding) is white, and a ratio is never above 21.
    @Test func luminanceOutsideZeroToOneIsClamped() {
        #expect(WCAG.contrastRatio(luminance: 1.0016, 0) == 21)
        #expect(WCAG.contrastRatio(luminance: 1.00002, -0.001) == 21)
        #expect(WCAG.contrastRatio(luminance: 1.2, 1.1) == 1)
        #expect(WCAG.contrastRatio(luminance: 1.00002, 0.2) == WCAG.contrastRatio(luminance: 1, 0.2))
    }

    @Test func orderOfColoursDoesNotMatter() throws {
        let a = try #require(RGB(hex: "#336699")), b = try #require(RGB(hex: "#F0E0D0"))
        #expect(WCAG.contrastRatio(a, b) == WCAG.contrastRatio(b, a))
    }

    /// 0.04045 (IEC 61966-2-1) and WCAG's printed 0.03928 agree on every 8-bit value.
    @Test func linearThresholdsAgreeOnEightBitValues() {
        for v in 0...255 {
            let c = Double(v) / 255
            let oldThreshold = c <= 0.03928 ? c / 12.92 : SRGBTransfer.toLinear(c)
            #expect(oldThreshold == SRGBTransfer.toLinear(c))
        }
    }

    @Test func transferFunctionRoundTrips() {
        for c in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(abs(SRGBTransfer.toEncoded(SRGBTransfer.toLinear(c)) - c) < 1e-12)
        }
    }
}

@Suite("APCA-W3 0.1.9 lightness contrast")
struct APCATests {
    /// Reference values published with apca-w3 (its README and the APCA demo tool):
    /// #888 text on #fff is Lc 63.06; #fff on #888 is Lc -68.54; black on white
    /// Lc 106.04 and white on black Lc -107.88 (the extremes quoted in its docs).
    @Test("matches the reference implementation", arguments: [
        ("#888888", "#FFFFFF", 63.06),
        ("#FFFFFF", "#888888", -68.54),
        ("#000000", "#FFFFFF", 106.04),
        ("#FFFFFF", "#000000", -107.88),
    ])
    func matchesReference(_ text: String, _ background: String, _ expected: Double) throws {
        let lc = APCA.lightnessContrast(text: try #require(RGB(hex: text)), background: try #require(RGB(hex: background)))
        #expect(abs(lc - expected) < 0.1, "Lc \(lc)")
    }

    @Test func identicalColoursHaveNoContrast() throws {
        let c = try #require(RGB(hex: "#777777"))
        #expect(APCA.lightnessContrast(text: c, background: c) == 0)
    }
}

@Suite("Colour values")
struct RGBTests {
    @Test func parsesShortAndLongHex() {
        #expect(RGB(hex: "#fff") == RGB.white)
        #expect(RGB(hex: "000000") == RGB.black)
        #expect(RGB(hex: "#12345") == nil)
        #expect(RGB(hex: "#GGGGGG") == nil)
    }

    @Test func hexClipsOutOfGamutComponents() {
        let c = RGB(red: 1.2, green: -0.1, blue: 0.5)
        #expect(c.hex == "#FF0080")
        #expect(!c.isInGamut)
    }

    @Test func quantizingGivesTheColourTheHexNames() throws {
        let c = RGB(red: 1.2, green: 0.50196, blue: -0.1)
        #expect(c.quantized8Bit == RGB(red8: 255, green8: 128, blue8: 0))
        #expect(c.quantized8Bit == (try #require(RGB(hex: c.hex))))
    }

    @Test func flatteningBlendsOverTheBackground() {
        let flat = RGB.black.flattened(alpha: 0.6, over: .white)
        #expect(abs(flat.red - 0.4) < 1e-12)
    }
}
