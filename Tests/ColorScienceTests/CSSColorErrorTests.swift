import ColorScience
import Testing

/// Messages a user can act on: the hex digit count, the nearest name or
/// function, and the function and argument at fault.
@Suite("CSS colour errors")
struct CSSColorErrorTests {
    private static func error(_ text: String) -> CSSColorError? {
        do throws(CSSColorError) {
            _ = try CSSColor(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    /// The message issue 15 asks for, verbatim.
    @Test func badHexNamesItsDigitCount() {
        #expect(Self.error("#12345") == .hexDigitCount("#12345", count: 5))
        #expect(Self.error("#12345")?.description ==
            ##""#12345" is not a colour: it has 5 hex digits; a hex colour has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"##)
    }

    @Test("counts the hex digits of a bad hex, with or without #", arguments: [
        ("#", 0), ("#1", 1), ("#12", 2), ("#12345", 5), ("#1234567", 7), ("#123456789", 9), ("12345", 5), ("1234567", 7),
    ])
    func countsHexDigits(_ text: String, _ count: Int) {
        #expect(Self.error(text) == .hexDigitCount(text, count: count))
        #expect(Self.error(text)?.description.contains(count == 1 ? "1 hex digit;" : "\(count) hex digits") == true)
    }

    @Test func namesTheCharacterThatIsNoHexDigit() {
        #expect(Self.error("#12G456") == .notAHexDigit("#12G456", character: "G"))
        #expect(Self.error("#12G456")?.reason == #""G" is not a hex digit; a hex colour uses 0-9 and A-F after the #"#)
        #expect(Self.error("#blurple") == .notAHexDigit("#blurple", character: "l"))
    }

    @Test("suggests the nearest CSS colour name", arguments: [
        ("blurple", "purple"), ("gren", "green"), ("whitte", "white"), ("Balck", "black"),
        ("rebecapurple", "rebeccapurple"), ("lightgrey1", "lightgrey"), ("trasparent", "transparent"),
    ])
    func suggestsNearestName(_ text: String, _ suggestion: String) {
        #expect(Self.error(text) == .unknownName(text, suggestion: suggestion))
        #expect(Self.error(text)?.description ==
            "\(text.debugDescription) is not a colour: no CSS colour is named \(text.debugDescription); did you mean \"\(suggestion)\"?")
    }

    @Test func listsTheFormsWhenNoNameIsClose() {
        #expect(Self.error("zzzzqq") == .unknownName("zzzzqq", suggestion: nil))
        #expect(Self.error("zzzzqq")?.reason == "no CSS colour is named \"zzzzqq\"; use \(CSSColorError.acceptedForms)")
        #expect(Self.error("12 34") == .notAColor("12 34"))
    }

    @Test("suggests the nearest colour function", arguments: [
        ("hsv(0 0% 0%)", "hsv", "hsl"), ("rbg(0 0 0)", "rbg", "rgb"), ("colour(srgb 1 0 0)", "colour", "color"),
        ("oklhc(0.7 0.1 200)", "oklhc", "oklch"), ("lcH(50 10 10)", "lch", nil), ("hsva(0 0% 0%)", "hsva", "hsla"),
    ] as [(String, String, String?)])
    func suggestsNearestFunction(_ text: String, _ name: String, _ suggestion: String?) {
        if let suggestion {
            #expect(Self.error(text) == .unknownFunction(text, name: name, suggestion: suggestion))
            #expect(Self.error(text)?.reason == "\(name)() is not a CSS colour function; did you mean \(suggestion)()?")
        } else {
            #expect(Self.error(text) == nil, "lch() in any case is a colour")
        }
    }

    @Test func listsTheFunctionsWhenNoneIsClose() {
        let error = Self.error("color-mix(in srgb, red, blue)")
        #expect(error == .unknownFunction("color-mix(in srgb, red, blue)", name: "color-mix", suggestion: nil))
        #expect(error?.reason == "color-mix() is not a colour function this tool reads; "
                + "use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()")
    }

    /// Each message names the function and the argument, and says what would be accepted.
    @Test("names the function and the argument at fault", arguments: [
        ("oklch(0.7 0.1)", "oklch() takes 3 components (lightness chroma hue), then optionally / alpha; found 2"),
        ("lab(50 20 10 5)", "lab() takes 3 components (lightness a b), then optionally / alpha; found 4"),
        ("hwb(10 20%)", "hwb() takes 3 components (hue whiteness blackness), then optionally / alpha; found 2"),
        ("hsl(120 50% 40% /)", "hsl() takes one alpha after the /; found 0"),
        ("lch(50 10deg 20)", "the chroma \"10deg\" of lch() cannot be an angle; use a number or a percentage"),
        ("oklch(0.7 0.1 50%)", "the hue \"50%\" of oklch() cannot be a percentage; use degrees (e.g. 120 or 120deg) or rad, grad or turn"),
        ("hsl(5px 10% 10%)", "the hue \"5px\" of hsl() has the unit \"px\", which a colour does not take; use a number, a percentage or, for a hue, deg, rad, grad or turn"),
        ("hsl(120 abc 40%)", "the saturation \"abc\" of hsl() is not a number, a percentage or none"),
        ("oklab(0.5 0.1 0.1 / 10deg)", "the alpha \"10deg\" of oklab() cannot be an angle; use a number from 0 to 1 or a percentage"),
        ("color(rec2020 1 0 x)", "the blue \"x\" of color(rec2020 …) is not a number, a percentage or none"),
        ("color(xyz 1 0 5turn)", "the Z \"5turn\" of color(xyz …) cannot be an angle; use a number or a percentage"),
        ("hsl(120, 50, 40)", "hsl() with commas takes percentages for saturation and lightness, e.g. hsl(120, 50%, 40%); numbers are allowed only in the space-separated form, e.g. hsl(120 50 40)"),
        ("hsl(120, 50% 40%)", "hsl() with commas takes 3 components and an optional alpha, all separated by commas, e.g. hsl(120, 50%, 40%)"),
        ("hsl(none, 50%, 40%)", "hsl() with commas cannot take none; use the space-separated form, e.g. hsl(none 0 0)"),
        ("lab(50, 20, 10)", "lab() separates its components with spaces, not commas: lab(lightness a b)"),
        ("hwb(10, 20%, 30%)", "hwb() separates its components with spaces, not commas: hwb(hue whiteness blackness)"),
        ("color(rec2021 1 0 0)", "color() has no colour space \"rec2021\"; did you mean rec2020? (the spaces are srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65 or xyz)"),
        ("color(cmyk 1 0 0)", "color() has no colour space \"cmyk\"; use srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65 or xyz"),
        ("color(lab 50 0 0)", "color() has no colour space \"lab\"; use srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65 or xyz"),
        ("oklch(from red l c h)", "oklch() takes 3 components (lightness chroma hue), then optionally / alpha; found 5"),
        ("lab(50 1e300 0)", "lab() describes a colour too far out of range to measure"),
        ("hsl(1e308turn 50% 50%)", "the hue \"1e308turn\" of hsl() is too large an angle"),
    ])
    func namesFunctionAndArgument(_ text: String, _ problem: String) {
        #expect(Self.error(text) == .invalid(text, problem: problem))
        #expect(Self.error(text)?.description == "\(text.debugDescription) is not a colour: \(problem)")
    }
}
