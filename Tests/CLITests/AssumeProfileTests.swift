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
