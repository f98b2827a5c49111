import Foundation
import Testing

@Suite("contrastscan ratio")
struct RatioCommandTests {
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
        let r = try CLI.run(["ratio", "#777777", "white", "--format", "json"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
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
        let r = try CLI.run(["ratio", "color(display-p3 1 0 0)", "black", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
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

    @Test func badColourIsAUsageErrorNamingTheForms() throws {
        let r = try CLI.run(["ratio", "#12345", "white"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: \"#12345\" is not a colour: use #RGB"))
        #expect(r.stdout.isEmpty)
    }

    @Test func minimumGatesTheExitStatus() throws {
        #expect(try CLI.run(["ratio", "#767676", "#fff", "--minimum", "4.5"]).status == 0)
        #expect(try CLI.run(["ratio", "#777777", "#fff", "--minimum", "4.5"]).status == 1)
        #expect(try CLI.run(["ratio", "#777777", "#fff", "--minimum", "abc"]).status == 64)
    }
}
