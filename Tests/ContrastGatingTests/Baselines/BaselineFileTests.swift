import ContrastGating
import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("Baseline files (NAME.contrast.json)")
struct BaselineFileTests {
    private func goldenReport(_ name: String) throws -> ImageReport {
        try Analyzer().analyze(imageAt: Goldens.root.appendingPathComponent(name + ".png").path)
    }

    @Test("a recorded baseline reads back as exactly what it recorded", arguments: ["card-light", "card-dark-elevated", "gradient-header"])
    func roundTrip(_ name: String) throws {
        let report = try goldenReport(name)
        let text = BaselineFile.render(report, name: "\(name).png")
        let decoded = try BaselineDecoder.decode(Data(text.utf8))
        var named = report
        named.image = "\(name).png"
        #expect(decoded == ImageRecord(named))
        #expect(ContrastComparator.compare(baseline: decoded, current: ImageRecord(named), tolerance: Tolerance(fraction: 0)!)
            .allSatisfy { $0.outcome == .unchanged })
    }

    @Test func aBaselineIsDeterministicAndNamesTheImageRelatively() throws {
        let first = BaselineFile.render(try goldenReport("card-light"), name: "screens/card-light.png")
        let second = BaselineFile.render(try goldenReport("card-light"), name: "screens/card-light.png")
        #expect(first == second)
        #expect(first.contains(#""image": "screens/card-light.png""#))
        #expect(first.contains(#""formatVersion": 1"#))
        #expect(!first.contains(Goldens.root.path))
    }

    @Test func pathsPairImagesWithBaselines() {
        #expect(BaselineFile.path(forImage: "a/settings~dark.png") == "a/settings~dark.contrast.json")
        #expect(BaselineFile.path(forImage: "SHOT.PNG") == "SHOT.contrast.json")
        #expect(BaselineFile.imagePath(forBaseline: "a/b.contrast.json") == "a/b.png")
    }

    @Test func unknownKeysAreIgnoredSoNewerReportsStillCompare() throws {
        let baseline = try BaselineDecoder.decode(Data(#"""
        {"formatVersion": 1, "future": true, "images": [{"image": "a.png", "width": 10, "height": 20, "scale": 2,
          "appearance": {"colorScheme": "dark", "contrast": null, "level": null}, "newKey": [1],
          "regions": [{"id": "t", "verdict": "fail", "ratio": 3.1, "threshold": 4.5, "role": "text", "shiny": {}}]}]}
        """#.utf8))
        #expect(baseline.width == 10 && baseline.scale == 2)
        #expect(baseline.appearance == Appearance(colorScheme: .dark))
        #expect(baseline.regions == [RegionRecord(id: "t", role: .text, ratio: 3.1, threshold: 4.5, verdict: .fail)])
    }

    @Test("a file that is not a usable baseline is one line naming the problem", arguments: [
        ("{}", "baseline formatVersion: required key is missing; re-record it with 'contrastscan record'"),
        (#"{"formatVersion": 2, "images": []}"#,
         "baseline formatVersion 2 is not supported (this contrastscan reads 1); re-record it with 'contrastscan record'"),
        (#"{"formatVersion": 1, "images": []}"#,
         "baseline images: a baseline holds exactly one image (found 0); re-record it with 'contrastscan record'"),
        (#"{"formatVersion": 1, "images": [{"image": "a.png", "width": "wide", "height": 1}]}"#,
         "baseline images[0].width: expected an integer; re-record it with 'contrastscan record'"),
        (#"{"formatVersion": 1, "images": [{"image": "a.png", "width": 1, "height": 1, "regions": [{"id": "x", "verdict": "great"}]}]}"#,
         "baseline images[0].regions[0].verdict: unknown verdict \"great\" (expected one of: pass, fail, review, skipped); re-record it with 'contrastscan record'"),
        (#"{"formatVersion": 1, "images": [{"image": "a.png", "error": "bad PNG", "regions": []}]}"#,
         "the baseline records an analysis error (bad PNG); fix the screenshot or sidecar and re-record it with 'contrastscan record'"),
    ])
    func invalidBaselines(_ json: String, _ message: String) {
        do {
            _ = try BaselineDecoder.decode(Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func malformedJSONIsAnErrorNotACrash() {
        #expect(throws: BaselineError.self) { try BaselineDecoder.decode(Data("{\"formatVersion\": 1, ".utf8)) }
        #expect(throws: BaselineError.self) { try BaselineDecoder.decode(Data([0xFF, 0xFE])) }
    }
}
