import TestSupport
import Foundation
import PNGCodec
import Testing

@Suite("batch outputs: annotated PNGs and the HTML report")
struct BatchOutputTests {
    @Test func annotatedCopiesDecodeAndCarryTheVerdictColoursAtTheBoxEdges() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        try w.screenshot("shots/card", from: "Goldens/card-light")
        try w.screenshot("shots/deep/failing", from: "Goldens/card-failing")
        let r = try CLI.run(["batch", w.path("shots"), "--annotate", w.path("annotated"), "--jsonl", w.path("out.jsonl"), "-q"])
        #expect(r.status == 1, "\(r.stderr)")
        let colours: [String: (UInt8, UInt8, UInt8)] = [
            "fail": (0xC6, 0x28, 0x28), "review": (0x8A, 0x5A, 0x00), "pass": (0x2E, 0x7D, 0x32), "skipped": (0x5F, 0x5F, 0x5F),
        ]
        for line in try w.lines("out.jsonl") {
            let image = try #require(line["image"] as? String)
            let relative = String(image.dropFirst(w.path("shots/").count))
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: w.path("annotated/\(relative)"))))
            let decoded = try PNGDecoder().decode(bytes)
            #expect(decoded.width == line["width"] as? Int && decoded.height == line["height"] as? Int)
            var matched = 0, checked = 0
            for region in try #require(line["regions"] as? [[String: Any]]) {
                let rect = try #require(region["pixelRect"] as? [String: Int])
                let (x, y, width, height) = (rect["x"]!, rect["y"]!, rect["width"]!, rect["height"]!)
                let colour = try #require(colours[region["verdict"] as? String ?? ""])
                // Just outside the middle of each edge: the outline, not the text.
                let edges = [(x - 1, y + height / 2), (x + width, y + height / 2), (x + width / 2, y - 1), (x + width / 2, y + height)]
                var regionMatched = 0
                for (px, py) in edges where px >= 0 && py >= 0 && px < decoded.width && py < decoded.height {
                    checked += 1
                    let p = try #require(decoded.pixel(x: px, y: py))
                    if (UInt8(p.red >> 8), UInt8(p.green >> 8), UInt8(p.blue >> 8)) == colour { matched += 1; regionMatched += 1 }
                }
                #expect(regionMatched >= 2, "\(relative) \(region["id"] ?? "?"): \(regionMatched) of 4 edges in the verdict colour")
            }
            #expect(Double(matched) >= Double(checked) * 0.85, "\(relative): \(matched) of \(checked) edge points in the verdict colour")
        }
        // Away from every box the pixels are the screenshot's own.
        let original = try PNGDecoder().decode([UInt8](try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Goldens/card-light.png"))))
        let annotated = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: w.path("annotated/card.png")))))
        #expect(annotated.pixel(x: 5, y: 395) == original.pixel(x: 5, y: 395))
    }

    @Test func annotatedCopiesAreTheSamePicturesWhenZlibIsForced() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        try w.screenshot("shots/card", from: "Goldens/card-failing")
        let automatic = try CLI.run(["batch", w.path("shots"), "--annotate", w.path("auto"), "--jsonl", w.path("a.jsonl"), "-q"])
        let zlib = try CLI.run(["batch", w.path("shots"), "--annotate", w.path("zlib"), "--jsonl", w.path("z.jsonl"), "-q"],
                               environment: ["CONTRASTSCAN_DEFLATE": "zlib"])
        #expect(automatic.status == 1 && zlib.status == 1, "\(automatic.stderr)\(zlib.stderr)")
        #expect(try w.lines("a.jsonl").count == 1)
        let a = try PNGDecoder().decode(fileAt: w.path("auto/card.png"))
        let z = try PNGDecoder().decode(fileAt: w.path("zlib/card.png"))
        #expect(RGBA8Bitmap(a) == RGBA8Bitmap(z))
    }

    @Test func theHTMLReportEscapesFileNamesAndLabelsAndAllowsOnlyItsOwnScript() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        let evil = "<img src=x onerror=alert(1)>\"'&"
        try w.copy("Goldens/card-failing.png", to: "shots/\(evil).png")
        var sidecar = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: CLI.packageRoot.appendingPathComponent("Goldens/card-failing.json"))) as? [String: Any])
        var regions = try #require(sidecar["regions"] as? [[String: Any]])
        regions[0]["text"] = "</script><script>alert('label')</script>"
        regions[1]["id"] = "\"><svg onload=alert(2)>"
        sidecar["regions"] = regions
        try JSONSerialization.data(withJSONObject: sidecar).write(to: URL(fileURLWithPath: w.path("shots/\(evil).json")))
        try w.copy("Tests/Fixtures/bad/tiny-valid.png", to: "shots/<b>lonely</b>.png")
        let r = try CLI.run(["batch", w.path("shots"), "--html", w.path("report.html"), "-q", "--no-detect"])
        #expect(r.status == 2)
        let html = try w.read("report.html")
        #expect(html.components(separatedBy: "<script").count == 2, "exactly one script element: the report's own")
        for raw in ["<img src=x", "<svg onload", "<script>alert", "<b>lonely"] {
            #expect(!html.contains(raw), "\(raw) reached the page unescaped")
        }
        #expect(!html.contains("onerror=alert(1)>\""), "attribute context not escaped")
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;.png"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&#39;label&#39;)&lt;/script&gt;"))
        #expect(html.contains("&lt;b&gt;lonely&lt;/b&gt;.png"))
        // Self-contained: a policy that loads nothing, pictures as data: URIs, no URL anywhere.
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'sha256-"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\"/"))
        #expect(html.contains("<img src=\"data:image/jpeg;base64,"))
        // Every region of the analysed image has a focusable box of its verdict.
        #expect(html.components(separatedBy: "<rect class=\"box r-fail\"").count - 1 == 12)
        #expect(html.components(separatedBy: "tabindex=\"0\"").count - 1 == 12)
    }
}
