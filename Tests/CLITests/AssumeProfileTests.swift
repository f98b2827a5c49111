import TestSupport
import Foundation
import Testing

@Suite("analyze --assume-profile")
struct AssumeProfileTests {
    static let untagged = "Tests/Fixtures/color/untagged-p3.png"

    private func verdicts(_ arguments: [String]) throws -> [String: String] {
        let r = try CLI.run(["analyze"] + arguments + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let image = try #require((object["images"] as? [[String: Any]])?.first)
        let regions = try #require(image["regions"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: regions.map { ($0["id"] as! String, $0["verdict"] as! String) })
    }

    /// r3 (true 4.67:1, read as sRGB 4.33:1) and r5 (true 4.30:1, as sRGB 4.71:1)
    /// flip when a stripped Display P3 screenshot is read as what it is.
    @Test func displayP3ChangesTheVerdictsOfAStrippedScreenshot() throws {
        let asSRGB = try verdicts([Self.untagged])
        let asP3 = try verdicts([Self.untagged, "--assume-profile", "display-p3"])
        let asICC = try verdicts([Self.untagged, "--assume-profile", "Tests/Fixtures/color/DisplayP3.icc"])
        #expect(asSRGB["r3"] == "fail" && asP3["r3"] == "pass")
        #expect(asSRGB["r5"] == "pass" && asP3["r5"] == "fail")
        #expect(asICC == asP3)
    }

    private func warnings(_ arguments: [String]) throws -> [String] {
        let r = try CLI.run(["analyze"] + arguments + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let image = try #require((object["images"] as? [[String: Any]])?.first)
        return image["warnings"] as? [String] ?? []
    }

    /// An untagged PNG the size of an iPhone 12–14 screenshot is likely a stripped
    /// Display P3 one: the report says so, names the option, and lists the verdict that
    /// reading it as Display P3 would change — with the ratio that reading gives.
    @Test func anUntaggedScreenshotAtAnIPhoneSizeNamesDisplayP3AndTheVerdictsItWouldChange() throws {
        let read = try warnings(["Goldens/gradient-header.png"])
        let hint = try #require(read.first { $0.hasPrefix("untagged 1170×2532 PNG read as sRGB") })
        #expect(hint.contains("(iPhone 12, 12 Pro, 13, 13 Pro, 14)"))
        #expect(hint.contains("--assume-profile display-p3"))
        #expect(hint.hasSuffix("and 1 verdict would change: promo-body 4.43:1 (fail)"), "\(hint)")
        let asP3 = try verdicts(["Goldens/gradient-header.png", "--assume-profile", "display-p3"])
        #expect(asP3["promo-body"] == "fail", "the hint says what the option does")
        #expect(try warnings(["Goldens/gradient-header.png", "--assume-profile", "display-p3"])
            .allSatisfy { !$0.hasPrefix("untagged") })
        #expect(try warnings(["Goldens/settings-light.png"]).contains { $0.hasSuffix("(no verdict would change)") })
    }

    @Test func noDisplayP3HintForOtherSizesOrTaggedImages() throws {
        #expect(try warnings(["Goldens/card-light.png"]).allSatisfy { !$0.hasPrefix("untagged") }, "750×400 is no device")
        #expect(try warnings(["Tests/Fixtures/color/p3-icc.png"]).allSatisfy { !$0.hasPrefix("untagged") })
    }

    @Test func aTaggedImageKeepsItsOwnSpaceWithAWarning() throws {
        let r = try CLI.run(["analyze", "Tests/Fixtures/color/p3-icc.png", "--assume-profile", "srgb"])
        #expect(r.stdout.contains("warning: --assume-profile sRGB ignored: the image declares its own colour space"))
        #expect(r.stdout.contains("Display P3 (iCCP"))
    }

    @Test("an unusable profile file is an input error naming it", arguments: [
        ("Tests/Fixtures/color/missing.icc", "cannot use as --assume-profile: no such file"),
        ("Tests/Fixtures/color/p3-icc.json", "cannot use as --assume-profile: invalid ICC profile"),
    ])
    func unusableProfileFile(_ path: String, _ message: String) throws {
        let r = try CLI.run(["analyze", Self.untagged, "--assume-profile", path])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("\(path): error: \(message)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }
}
