import ColorScience
import Testing

/// Expected components are CSS Color 4's own definitions
/// (https://www.w3.org/TR/css-color-4/): hex digits and 0–255 numbers over 255,
/// percentages over 100, `color()` numbers as written.
@Suite("CSS colour strings")
struct CSSColorParsingTests {
    private static func parse(_ text: String) throws -> CSSColor { try CSSColor(parsing: text) }

    private static func srgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CSSColor {
        CSSColor(space: .srgb, red: r, green: g, blue: b, alpha: a)
    }

    @Test("parses hex in every length, with or without #, any case", arguments: [
        ("#fff", srgb(1, 1, 1)),
        ("#FFF", srgb(1, 1, 1)),
        ("fff", srgb(1, 1, 1)),
        ("#f008", srgb(1, 0, 0, 0x88 / 255)),
        ("#8E8E93", srgb(0x8E / 255, 0x8E / 255, 0x93 / 255)),
        ("8e8e93", srgb(0x8E / 255, 0x8E / 255, 0x93 / 255)),
        ("#00000080", srgb(0, 0, 0, 0x80 / 255)),
        ("  #007AFF\n", srgb(0, 0x7A / 255, 1)),
    ])
    func parsesHex(_ text: String, _ expected: CSSColor) throws {
        #expect(try Self.parse(text) == expected)
    }

    @Test("parses legacy comma rgb() and rgba()", arguments: [
        ("rgb(255, 0, 0)", srgb(1, 0, 0)),
        ("rgb(255,128,0)", srgb(1, 128 / 255, 0)),
        ("rgba(0, 0, 0, 0.5)", srgb(0, 0, 0, 0.5)),
        ("RGBA(0, 0, 0, 25%)", srgb(0, 0, 0, 0.25)),
        ("rgb(100%, 50%, 0%)", srgb(1, 0.5, 0)),
        ("rgb(255, 0, 0, .5)", srgb(1, 0, 0, 0.5)),
    ])
    func parsesLegacyRGB(_ text: String, _ expected: CSSColor) throws {
        #expect(try Self.parse(text) == expected)
    }

    @Test("parses modern space-separated rgb() with optional / alpha", arguments: [
        ("rgb(255 0 0)", srgb(1, 0, 0)),
        ("rgb(255 0 0 / 0.25)", srgb(1, 0, 0, 0.25)),
        ("rgb(255 0 0/25%)", srgb(1, 0, 0, 0.25)),
        ("rgba(100% 0% 0% / 1)", srgb(1, 0, 0)),
        ("rgb(255 50% 0)", srgb(1, 0.5, 0)),
        ("rgb(none 0 0 / none)", srgb(0, 0, 0, 0)),
        ("rgb(2.55e2 +0 0)", srgb(1, 0, 0)),
    ])
    func parsesModernRGB(_ text: String, _ expected: CSSColor) throws {
        #expect(try Self.parse(text) == expected)
    }

    /// CSS Color 4 §5.1: out-of-range rgb() values are clamped at parsed-value time.
    @Test("clamps out-of-range rgb() values as CSS does", arguments: [
        ("rgb(300 -20 128)", srgb(1, 0, 128 / 255)),
        ("rgb(120%, -5%, 50%)", srgb(1, 0, 0.5)),
        ("rgb(0 0 0 / 1.5)", srgb(0, 0, 0, 1)),
        ("rgb(0 0 0 / -1)", srgb(0, 0, 0, 0)),
        ("rgba(0, 0, 0, 150%)", srgb(0, 0, 0, 1)),
    ])
    func clampsRGB(_ text: String, _ expected: CSSColor) throws {
        #expect(try Self.parse(text) == expected)
    }

    @Test("parses color() in srgb, display-p3 and srgb-linear, keeping out-of-range values", arguments: [
        ("color(display-p3 0.91 0.2 0.1)", CSSColor(space: .displayP3, red: 0.91, green: 0.2, blue: 0.1)),
        ("COLOR(Display-P3 1.2 -0.1 0.5 / 0.5)", CSSColor(space: .displayP3, red: 1.2, green: -0.1, blue: 0.5, alpha: 0.5)),
        ("color(display-p3 100% 50% 0% / 50%)", CSSColor(space: .displayP3, red: 1, green: 0.5, blue: 0, alpha: 0.5)),
        ("color(srgb 1 0 0)", srgb(1, 0, 0)),
        ("color(srgb 1.1 0 0)", srgb(1.1, 0, 0)),
        ("color( srgb-linear 0.2 none 1 )", CSSColor(space: .srgbLinear, red: 0.2, green: 0, blue: 1)),
        ("color(display-p3 0 0 0 / 2)", CSSColor(space: .displayP3, red: 0, green: 0, blue: 0, alpha: 1)),
    ])
    func parsesColorFunction(_ text: String, _ expected: CSSColor) throws {
        #expect(try Self.parse(text) == expected)
    }

    /// Values from the CSS Color 4 named-colour table.
    @Test("parses CSS named colours in any case", arguments: [
        ("white", srgb(1, 1, 1)),
        ("Black", srgb(0, 0, 0)),
        ("RebeccaPurple", srgb(0x66 / 255, 0x33 / 255, 0x99 / 255)),
        ("lightgoldenrodyellow", srgb(0xFA / 255, 0xFA / 255, 0xD2 / 255)),
        ("grey", srgb(128 / 255, 128 / 255, 128 / 255)),
        (" transparent ", srgb(0, 0, 0, 0)),
    ])
    func parsesNames(_ text: String, _ expected: CSSColor) throws {
        #expect(try Self.parse(text) == expected)
    }

    /// CSS Color 4 §6.1 lists 148 named colours; `transparent` is added on top.
    @Test func knowsAllNamedColours() throws {
        #expect(CSSColor.names.count == 149)
        #expect(CSSColor.names.contains("transparent"))
        for name in CSSColor.names {
            #expect(try Self.parse(name) == CSSColor.named(name))
        }
    }

    @Test func givesSRGBForEveryForm() throws {
        #expect(try Self.parse("#8E8E93").srgb == RGB(hex: "#8E8E93"))
        // srgb-linear 0.2 encodes to 1.055 × 0.2^(1/2.4) − 0.055 = 0.48453 (IEC 61966-2-1).
        let encoded = try Self.parse("color(srgb-linear 0.2 0.2 0.2)").srgb
        #expect(abs(encoded.red - 0.48453) < 1e-5)
        // Display P3 red lies outside sRGB: red above 1, green and blue below 0.
        let p3 = try Self.parse("color(display-p3 1 0 0)").srgb
        #expect(p3.red > 1 && p3.green < 0 && p3.blue < 0)
    }

    @Test("rejects what is not a colour, saying what to change", arguments: [
        ("", nil),
        ("notacolour", nil),
        ("currentcolor", nil),
        ("rgb(1 2)", "rgb() takes 3 components (red green blue), then optionally / alpha; found 2"),
        ("rgb(1 2 3 4)", "rgb() takes 3 components (red green blue), then optionally / alpha; found 4"),
        ("rgb(1 2 3 / 4 / 5)", "rgb() has more than one /; only the alpha follows a /"),
        ("rgb(1, 2 3)", "rgb() with commas takes 3 components and an optional alpha, all separated by commas, e.g. rgb(255, 128, 0)"),
        ("rgb(1, 2, 3 / 0.5)", "rgb() with commas takes 3 components and an optional alpha, all separated by commas, e.g. rgb(255, 128, 0)"),
        ("rgb(255, 50%, 0)", "rgb() with commas takes all numbers or all percentages; mix them only in the space-separated form, e.g. rgb(255 50% 0)"),
        ("rgb(0, 0, 0, none)", "rgb() with commas cannot take none; use the space-separated form, e.g. rgb(none 0 0)"),
        ("rgb(1 2 3", "rgb( is missing its closing parenthesis"),
        ("rgb(1 2 3) 4", "text follows the closing parenthesis of rgb()"),
        ("rgb(calc(1) 2 3)", "rgb() cannot hold another function: calc(), var() and relative colours are not supported"),
        ("rgb(inf 0 0)", "the red \"inf\" of rgb() is not a number, a percentage or none"),
        ("rgb(0x10 0 0)", "the red \"0x10\" of rgb() is not a number, a percentage or none"),
        ("rgb(10px 0 0)", "the red \"10px\" of rgb() has the unit \"px\", which a colour does not take; use a number, a percentage or, for a hue, deg, rad, grad or turn"),
        ("rgb(1. 0 0)", "the red \"1.\" of rgb() is not a number, a percentage or none"),
        ("rgb(1e999 0 0)", "the red \"1e999\" of rgb() is not a number, a percentage or none"),
        ("color(1 0 0)", "color() starts with a colour space: srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65 or xyz"),
        ("color(display-p3 1, 0, 0)", "color(display-p3 …) separates its components with spaces, not commas: color(space c1 c2 c3)"),
        ("color(srgb 1 0)", "color(srgb …) takes 3 components (red green blue), then optionally / alpha; found 2"),
    ] as [(String, String?)])
    func rejects(_ text: String, _ problem: String?) {
        #expect(throws: CSSColorError.self) { try Self.parse(text) }
        do throws(CSSColorError) {
            _ = try CSSColor(parsing: text)
        } catch {
            #expect(error.input == text)
            #expect(error.description.hasPrefix("\(text.debugDescription) is not a colour: "))
            if let problem { #expect(error.description == "\(text.debugDescription) is not a colour: \(problem)") }
        }
    }

    @Test func keepsTheMessageOnOneLine() {
        for error in [CSSColorError.notAColor("#12\n345"), .hexDigitCount("#12\n345", count: 5),
                      .unknownName("blu\nrple", suggestion: "purple"),
                      .unknownFunction("hs\nv(0 0 0)", name: "hs\nv", suggestion: nil)] {
            #expect(!error.description.contains("\n"), "\(error)")
        }
        #expect(CSSColorError.notAColor("#12\n345").description.hasPrefix(##""#12\n345" is not a colour"##))
    }
}

@Suite("CSS colour text")
struct CSSColorFormattingTests {
    @Test("writes color() with at most 4 decimals, trailing zeros trimmed", arguments: [
        (CSSColor(space: .displayP3, red: 0.91, green: 0.2, blue: 0.1), "color(display-p3 0.91 0.2 0.1)"),
        (CSSColor(space: .displayP3, red: 1, green: 0, blue: 0.5), "color(display-p3 1 0 0.5)"),
        (CSSColor(space: .displayP3, red: 1.0 / 3, green: 0.123456, blue: 0.99999), "color(display-p3 0.3333 0.1235 1)"),
        (CSSColor(space: .displayP3, red: 1.2, green: -0.1, blue: -0.00001), "color(display-p3 1.2 -0.1 0)"),
        (CSSColor(space: .srgb, red: 1, green: 0, blue: 0, alpha: 0.5), "color(srgb 1 0 0 / 0.5)"),
        (CSSColor(space: .srgbLinear, red: 0.2, green: 0.2, blue: 0.2, alpha: 0), "color(srgb-linear 0.2 0.2 0.2 / 0)"),
    ])
    func writesColorFunction(_ color: CSSColor, _ expected: String) {
        #expect(color.cssText == expected)
        #expect(color.description == expected)
    }

    @Test func textParsesBackToTheSameColour() throws {
        let color = CSSColor(space: .displayP3, red: 0.9123, green: 0.25, blue: -0.05, alpha: 0.75)
        #expect(try CSSColor(parsing: color.cssText) == color)
    }
}
