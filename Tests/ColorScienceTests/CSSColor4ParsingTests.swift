import ColorScience
import Testing

/// The CSS Color 4 functions beyond rgb(): what each argument means, the
/// parse-time clamps, angles, `none`, and the spaces of color(). Expected
/// values come from the specification's definitions (percent reference ranges
/// in its §7–§10 tables), not from this parser.
@Suite("CSS Color 4 functions")
struct CSSColor4ParsingTests {
    private static func parse(_ text: String) throws -> CSSColor { try CSSColor(parsing: text) }

    private static func color(_ space: CSSColor.Space, _ c1: Double, _ c2: Double, _ c3: Double,
                              _ alpha: Double = 1) -> CSSColor {
        CSSColor(space: space, red: c1, green: c2, blue: c3, alpha: alpha)
    }

    private static func close(_ a: CSSColor, _ b: CSSColor, tolerance: Double = 1e-12) -> Bool {
        a.space == b.space && abs(a.alpha - b.alpha) <= tolerance
            && (0..<3).allSatisfy { abs(a.components[$0] - b.components[$0]) <= tolerance }
    }

    @Test("keeps lab(), lch(), oklab() and oklch() in their own space, percentages scaled", arguments: [
        ("oklch(0.7 0.1 200)", color(.oklch, 0.7, 0.1, 200)),
        ("oklch(70% 25% 200deg)", color(.oklch, 0.7, 0.1, 200)),
        ("OKLCH(0.7 0.1 200DEG / 50%)", color(.oklch, 0.7, 0.1, 200, 0.5)),
        ("oklab(0.5 50% -25%)", color(.oklab, 0.5, 0.2, -0.1)),
        ("oklab(40.101% 0.1147 0.0453 / 0.3)", color(.oklab, 0.40101, 0.1147, 0.0453, 0.3)),
        ("lab(50% 50% -50%)", color(.lab, 50, 62.5, -62.5)),
        ("lab(29.2345 39.3825 20.0664)", color(.lab, 29.2345, 39.3825, 20.0664)),
        ("lch(50 50% 0.25turn)", color(.lch, 50, 75, 90)),
        ("lch(60 40 -90deg)", color(.lch, 60, 40, 270)),
        ("lch(60 40 400)", color(.lch, 60, 40, 40)),
        ("oklch(0.7 none none)", color(.oklch, 0.7, 0, 0)),
        ("lab(none none none / none)", color(.lab, 0, 0, 0, 0)),
    ])
    func keepsLabFamilyInItsSpace(_ text: String, _ expected: CSSColor) throws {
        let parsed = try Self.parse(text)
        #expect(Self.close(parsed, expected), "\(parsed)")
    }

    /// CSS Color 4 §9: lightness is clamped to its range and a negative chroma to 0
    /// at parse time; a and b, and a large chroma, are not.
    @Test("clamps lightness and negative chroma as CSS does", arguments: [
        ("lab(120 0 0)", color(.lab, 100, 0, 0)),
        ("lab(-5 10 10)", color(.lab, 0, 10, 10)),
        ("lab(50 300 -300)", color(.lab, 50, 300, -300)),
        ("lch(50 -10 20)", color(.lch, 50, 0, 20)),
        ("lch(50 300 20)", color(.lch, 50, 300, 20)),
        ("oklab(1.2 0 0)", color(.oklab, 1, 0, 0)),
        ("oklab(-10% 0.5 0)", color(.oklab, 0, 0.5, 0)),
        ("oklch(0.7 -0.1 200)", color(.oklch, 0.7, 0, 200)),
    ])
    func clampsLabFamily(_ text: String, _ expected: CSSColor) throws {
        let parsed = try Self.parse(text)
        #expect(Self.close(parsed, expected), "\(parsed)")
    }

    /// hsl() and hwb() resolve to sRGB (§7, §8).
    @Test("resolves hsl() and hwb() to sRGB", arguments: [
        ("hsl(0 100% 50%)", color(.srgb, 1, 0, 0)),
        ("hsl(120deg 100% 25%)", color(.srgb, 0, 0.5, 0)),
        ("hsl(240, 100%, 50%)", color(.srgb, 0, 0, 1)),
        ("hsla(240, 100%, 50%, 0.5)", color(.srgb, 0, 0, 1, 0.5)),
        ("hsla(240 100% 50%)", color(.srgb, 0, 0, 1)),
        ("hsl(0.5turn 100% 50%)", color(.srgb, 0, 1, 1)),
        ("hsl(200grad 100% 50%)", color(.srgb, 0, 1, 1)),
        ("hsl(3.141592653589793rad 100% 50%)", color(.srgb, 0, 1, 1)),
        ("hsl(-120 100% 50%)", color(.srgb, 0, 0, 1)),
        ("hsl(480 100% 50%)", color(.srgb, 0, 1, 0)),
        ("hsl(120 100 25)", color(.srgb, 0, 0.5, 0)),
        ("hsl(0 0% 46%)", color(.srgb, 0.46, 0.46, 0.46)),
        ("hsl(none 0% 50% / none)", color(.srgb, 0.5, 0.5, 0.5, 0)),
        // §7: a negative saturation is clamped to 0 (a grey); lightness is not clamped.
        ("hsl(120 -10% 50%)", color(.srgb, 0.5, 0.5, 0.5)),
        ("hsl(0 0% 120%)", color(.srgb, 1.2, 1.2, 1.2)),
        ("hwb(0 0% 0%)", color(.srgb, 1, 0, 0)),
        ("hwb(120 20% 30%)", color(.srgb, 0.2, 0.7, 0.2)),
        ("hwb(45 40% 80%)", color(.srgb, 1.0 / 3, 1.0 / 3, 1.0 / 3)),
        ("hwb(90 0 50 / 25%)", color(.srgb, 0.25, 0.5, 0, 0.25)),
    ])
    func resolvesHueFormsToSRGB(_ text: String, _ expected: CSSColor) throws {
        let parsed = try Self.parse(text)
        #expect(Self.close(parsed, expected, tolerance: 1e-9), "\(parsed)")
    }

    @Test("reads every color() space, keeping values outside 0…1", arguments: [
        ("color(srgb 0.2 0.4 0.6)", color(.srgb, 0.2, 0.4, 0.6)),
        ("color(srgb-linear 1.5 -0.5 0)", color(.srgbLinear, 1.5, -0.5, 0)),
        ("color(display-p3 100% 50% 0% / 50%)", color(.displayP3, 1, 0.5, 0, 0.5)),
        ("color(display-p3-linear 0.5 0.25 0.75)", color(.displayP3Linear, 0.5, 0.25, 0.75)),
        ("color(a98-rgb 1.1 0 none)", color(.a98RGB, 1.1, 0, 0)),
        ("color(prophoto-rgb 0.5 0.2 0.1)", color(.prophotoRGB, 0.5, 0.2, 0.1)),
        ("color(Rec2020 0.2 0.7 -0.1)", color(.rec2020, 0.2, 0.7, -0.1)),
        ("color(xyz-d50 0.9643 1 0.8251)", color(.xyzD50, 0.9643, 1, 0.8251)),
        ("color(xyz-d65 50% 100% 25%)", color(.xyzD65, 0.5, 1, 0.25)),
        ("color(xyz 0.3 0.4 0.5)", color(.xyzD65, 0.3, 0.4, 0.5)),
    ])
    func readsEveryPredefinedSpace(_ text: String, _ expected: CSSColor) throws {
        let parsed = try Self.parse(text)
        #expect(Self.close(parsed, expected), "\(parsed)")
    }

    @Test("writes CSS text that parses back to the same colour", arguments: [
        (color(.oklch, 0.7, 0.1, 200), "oklch(0.7 0.1 200)"),
        (color(.lab, 50, -20.5, 30, 0.5), "lab(50 -20.5 30 / 0.5)"),
        (color(.lch, 52.2345, 72.2, 56.2), "lch(52.2345 72.2 56.2)"),
        (color(.oklab, 0.65125, -0.032, 0.1274), "oklab(0.6513 -0.032 0.1274)"),
        (color(.rec2020, 1, 0, 0), "color(rec2020 1 0 0)"),
        (color(.xyzD50, 0.2005, 0.14089, 0.4472), "color(xyz-d50 0.2005 0.1409 0.4472)"),
        (color(.a98RGB, 0.5, 0.5, 0.5, 0.25), "color(a98-rgb 0.5 0.5 0.5 / 0.25)"),
    ])
    func writesCSSText(_ color: CSSColor, _ expected: String) throws {
        #expect(color.cssText == expected)
        #expect(Self.close(try Self.parse(expected), try Self.parse(color.cssText)))
    }

    /// The done-when of issue 15: these are colours now.
    @Test func acceptsTheIssuesExamples() throws {
        #expect(try Self.parse("oklch(0.7 0.1 200)").space == .oklch)
        let grey = try Self.parse("hsl(0 0% 46%)")
        #expect(grey.space == .srgb && abs(grey.red - 0.46) < 1e-12)
    }
}
