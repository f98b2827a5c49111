import TestSupport
import Foundation
import Testing

@Suite("Bad input: one line on stderr naming the file, exit 2")
struct BadInputTests {
    static let image = "Tests/Fixtures/bad/tiny-valid.png"

    /// Sidecar problems, each with the key path in its message.
    @Test("bad sidecars", arguments: [
        ("malformed.json", "malformed sidecar JSON"),
        ("invalid-utf8.json", "malformed sidecar JSON"),
        ("wrong-type-rect-width.json", "sidecar regions[0].rect.width: expected a number"),
        ("nan-string.json", "sidecar regions[0].rect.width: expected a number"),
        ("huge-number.json", "sidecar regions[0].rect.width: must be a finite number of points within ±1000000 (got 1e+308)"),
        ("missing-regions.json", "sidecar regions: required key is missing"),
        ("unknown-role.json", "sidecar regions[0].role: unknown role \"heading\""),
        ("duplicate-id.json", "sidecar regions[1].id (first used at regions[0]): duplicate region id \"a\""),
        ("negative-width.json", "sidecar regions[0].rect.width: must be greater than 0 (got -4)"),
        ("zero-height.json", "sidecar regions[0].rect.height: must be greater than 0 (got 0)"),
        ("unknown-version.json", "sidecar version 99 is not supported"),
        ("not-an-object.json", "sidecar (top level): expected an object"),
    ])
    func badSidecars(_ file: String, _ message: String) throws {
        let sidecar = "Tests/Fixtures/bad/" + file
        let r = try CLI.run(["analyze", Self.image, "--regions", sidecar])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("\(sidecar): error: \(message)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    /// PNG problems, with the sidecar valid.
    @Test("bad images", arguments: [
        ("empty.png", "empty file (0 bytes), not a PNG"),
        ("not-a-png.png", "not a PNG file (bad signature; looks like text)"),
        ("jpeg-named.png", "not a PNG file (bad signature; looks like JPEG)"),
        ("truncated-in-idat.png", "truncated PNG (file ends inside the IDAT chunk)"),
        ("crc-mismatch-idat.png", "corrupt PNG (CRC mismatch in the IDAT chunk)"),
        ("zero-width.png", "invalid PNG header (Image width is zero in IHDR)"),
        ("huge-dimensions.png", "image is 30000×30000 = 900000000 pixels, over the limit of 100000000 pixels"),
        ("idat-too-short.png", "corrupt PNG (Not enough image data)"),
    ])
    func badImages(_ file: String, _ message: String) throws {
        let png = "Tests/Fixtures/bad/" + file
        let r = try CLI.run(["analyze", png, "--regions", "Tests/Fixtures/bad/tiny-valid.json"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("\(png): error: \(message)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func missingFileDirectoryAndMissingSidecar() throws {
        let missing = try CLI.run(["analyze", "nope.png", "--regions", "Tests/Fixtures/bad/tiny-valid.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "nope.png: error: no such file\n")
        let directory = try CLI.run(["analyze", "Goldens", "--regions", "Tests/Fixtures/bad/tiny-valid.json"])
        #expect(directory.stderr == "Goldens: error: is a directory, not a file\n")
        let noSidecar = try CLI.run(["analyze", "Tests/Fixtures/pngsuite/pngsuite/basn0g01.png", "--no-detect"])
        #expect(noSidecar.status == 2)
        #expect(noSidecar.stderr == "Tests/Fixtures/pngsuite/pngsuite/basn0g01.json: error: no sidecar found "
                + "(expected this file beside the image; pass --regions FILE, or --detect to find its text lines)\n")
    }

    /// A bare screenshot (support's usual case) is analysed on its detected text lines, and
    /// the report says the regions were guessed; --no-detect and --detect together are a usage error.
    @Test func anImageWithoutASidecarHasItsTextLinesDetectedAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let png = folder.path("card.png")
        try FileManager.default.copyItem(atPath: "Goldens/card-light.png", toPath: png)
        let text = try CLI.run(["analyze", png])
        #expect(text.status == 1, "the card has failing text: \(text.stderr)")
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains("regions detected"))
        #expect(text.stdout.contains("  warning: regions detected: no sidecar"), "the first warning, wrapped to the terminal")
        let json = try CLI.run(["analyze", png, "--format", "json"])
        let image = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["images"] as? [[String: Any]]).first
        #expect(image?["regionsSource"] as? String == "detected")
        #expect((image?["warnings"] as? [String])?.first?.hasPrefix("regions detected: no sidecar (\(folder.path("card.json")));") == true)
        let batch = try CLI.run(["batch", folder.path("card.png"), "--jsonl", folder.path("r.jsonl"), "--quiet"])
        #expect(batch.stdout.contains(" (detected): fail "), "the summary says a region's box was guessed: \(batch.stdout)")
        #expect(batch.stdout.contains(" (regions detected)"))
        let both = try CLI.run(["analyze", png, "--detect", "--no-detect"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: --detect and --no-detect contradict each other; pass one\n"))
    }

    @Test func regionOutsideTheImageIsAnErrorWhileOthersStillReport() throws {
        let r = try CLI.run(["analyze", Self.image, "--regions", "Tests/Fixtures/bad/region-outside.json", "--format", "json"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("tiny-valid.png: error: region \"outside\" lies entirely outside the 8×8 image"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let regions = try #require(((json["images"] as? [[String: Any]])?.first?["regions"]) as? [[String: Any]])
        #expect(regions.count == 2)
        #expect(regions.contains { $0["verdict"] as? String == "pass" })
    }

    @Test func regionPartlyOutsideIsClippedAndFlagged() throws {
        let r = try CLI.run(["analyze", Self.image, "--regions", "Tests/Fixtures/bad/region-partly-outside.json", "--format", "json"])
        #expect(r.status != 2)
        #expect(r.stdout.contains("clipped: part of the rect lies outside the image"))
    }

    @Test func oneBadImageDoesNotStopTheOthers() throws {
        let r = try CLI.run(["analyze", "Goldens/card-light.png", "Tests/Fixtures/bad/empty.png", "Goldens/card-increased.png",
                             "--format", "json"])
        #expect(r.status == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.count == 3)
        #expect(images[1]["error"] as? String != nil)
        #expect((images[2]["regions"] as? [Any])?.count == 12)
    }
}
