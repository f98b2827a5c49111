import TestSupport
import Foundation
import Testing

@Suite("contrastscan ratio")
struct RatioCommandTests {
    /// `contrastscan ratio ARGUMENTS --format json`: the run, and its report parsed.
    private func json(_ arguments: String...) throws -> (CLIResult, [String: Any]) {
        let r = try CLI.run(["ratio"] + arguments + ["--format", "json"])
        return (r, try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stderr)"))
    }

    /// #767676 on white is 4.54:1 (WebAIM's contrast checker; the lightest grey passing AA).
    @Test func greyOnWhitePrintsItsRatioAndPassesAA() throws {
        let r = try CLI.run(["ratio", "#767676", "#ffffff"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("WCAG 2.x  4.54:1"))
        #expect(r.stdout.contains("AA         pass"))
        #expect(r.stdout.contains("AAA        fail"))
        #expect(r.stdout.contains("APCA      Lc 71.6"))
    }

    @Test func jsonGivesRatioLcAndLevels() throws {
        let (r, object) = try json("#777777", "white")
        #expect(r.status == 0)
        #expect(object["ratio"] as? Double == 4.478)
        #expect(object["aa"] as? Bool == false)
        #expect(object["aaLarge"] as? Bool == true)
        #expect(object["apcaLc"] as? Double != nil)
    }

    /// P3 red's luminance is 0.22898 (the Y row of the P3 matrix), so on black
    /// (0.22898 + 0.05) / 0.05 = 5.5797 — not the 5.25 of clipped sRGB red.
    /// Little CMS stores profile matrices as s15.16 fixed point through a D50
    /// connection space, so agreement is to about 1e-4 in Y, not exact.
    @Test func displayP3ColoursKeepTheirLuminance() throws {
        let (_, object) = try json("color(display-p3 1 0 0)", "black")
        let ratio = try #require(object["ratio"] as? Double)
        #expect(abs(ratio - 5.5797) < 0.003, "ratio \(ratio)")
        let fg = try #require(object["foreground"] as? [String: Any])
        #expect(fg["clipped"] as? Bool == true)
        #expect(fg["source"] as? String == "color(display-p3 1 0 0)")
    }

    /// Black at 50% over white blends, gamma-encoded, to grey 0.5 (not quantised
    /// to 8 bits): luminance 0.21404, ratio 1.05 / 0.26404 = 3.9767.
    @Test func translucentForegroundIsFlattenedFirst() throws {
        let r = try CLI.run(["ratio", "rgb(0 0 0 / 50%)", "#fff"])
        #expect(r.stdout.contains("composited over the background"))
        #expect(r.stdout.contains("3.97:1"))
    }

    /// Issue 15's done-when. oklch(0.7 0.1 200) is linear sRGB (0.051612, 0.439843, 0.472674)
    /// by CSS Color 4's sample code and by ColorAide (Tests/Fixtures/css-color/expected.json):
    /// luminance 0.359676, on black (0.359676 + 0.05) / 0.05 = 8.1935.
    @Test func oklchAnswers() throws {
        let r = try CLI.run(["ratio", "oklch(0.7 0.1 200)", "black"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("#40B1B7 on #000000\n"))
        #expect(r.stdout.contains("WCAG 2.x  8.19:1"))
        let (_, object) = try json("oklch(0.7 0.1 200)", "black")
        #expect(object["ratio"] as? Double == 8.193)
    }

    /// hsl(0 0% 46%) is the sRGB grey 0.46 (#757575 after rounding): luminance
    /// ((0.46 + 0.055) / 1.055)^2.4 = 0.178868, on white 1.05 / 0.228868 = 4.5878.
    @Test func hslAnswers() throws {
        let r = try CLI.run(["ratio", "hsl(0 0% 46%)", "white"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("#757575 on #FFFFFF\n"))
        #expect(r.stdout.contains("WCAG 2.x  4.58:1"))
        #expect(r.stdout.contains("AA         pass"))
        let (_, object) = try json("hsl(0 0% 46%)", "white")
        #expect(object["ratio"] as? Double == 4.587)
    }

    /// oklch(0.9 0.3 140) is a green outside sRGB: linear sRGB (0.06964, 1.09548, −0.01898),
    /// luminance 0.796927 (fixture), on black 16.9385. Clipped to #4BFF00 it would be less.
    @Test func outOfGamutCSSColour4IsMeasuredUnclipped() throws {
        let (r, object) = try json("oklch(0.9 0.3 140)", "black")
        #expect(r.status == 0)
        #expect(object["ratio"] as? Double == 16.938)
        let fg = try #require(object["foreground"] as? [String: Any])
        #expect(fg["clipped"] as? Bool == true)
        #expect(fg["srgb"] as? String == "#4BFF00")
    }

    /// A translucent Lab colour is blended as sRGB: lab(50 0 0) is the grey 0.466327,
    /// half over white 0.733163, luminance 0.496676, ratio 1.05 / 0.546676 = 1.9207.
    @Test func translucentLabIsBlendedAsSRGB() throws {
        let r = try CLI.run(["ratio", "lab(50 0 0 / 50%)", "white"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("note: foreground alpha 0.5 composited over the background"))
        #expect(r.stdout.contains("WCAG 2.x  1.92:1"))
    }

    /// A colour that cannot be read is a usage error (exit 64, README "Exit codes"): nothing
    /// on stdout, and a first stderr line that says what to change.
    @Test("a malformed colour is a one-line usage error saying what to change", arguments: [
        ("#12345", ##"Error: "#12345" is not a colour: it has 5 hex digits; a hex colour has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"##),
        ("blurple", ##"Error: "blurple" is not a colour: no CSS colour is named "blurple"; did you mean "purple"?"##),
        ("oklch(0.7 0.1)", ##"Error: "oklch(0.7 0.1)" is not a colour: oklch() takes 3 components (lightness chroma hue), then optionally / alpha; found 2"##),
        ("hsv(0 0% 0%)", ##"Error: "hsv(0 0% 0%)" is not a colour: hsv() is not a CSS colour function; did you mean hsl()?"##),
    ])
    func malformedColourIsAUsageError(_ colour: String, _ firstLine: String) throws {
        let r = try CLI.run(["ratio", colour, "white"])
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == firstLine)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: contrastscan ratio") == true)
    }

    @Test func minimumGatesTheExitStatus() throws {
        #expect(try CLI.run(["ratio", "#767676", "#fff", "--minimum", "4.5"]).status == 0)
        #expect(try CLI.run(["ratio", "#777777", "#fff", "--minimum", "4.5"]).status == 1)
        #expect(try CLI.run(["ratio", "#777777", "#fff", "--minimum", "abc"]).status == 64)
    }
}
