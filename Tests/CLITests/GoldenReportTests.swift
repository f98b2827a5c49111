import TestSupport
import Foundation
import Testing

/// Each golden screenshot, re-run through the CLI, must match its recorded baseline
/// `Goldens/NAME.contrast.json` (written by `contrastscan record Goldens`, i.e.
/// scripts/record-goldens): same regions and verdicts, ratios within 0.5%, colours
/// identical. Stricter than `compare`'s 5% on purpose: an estimator change shows up here.
@Suite("Golden baselines")
struct GoldenReportTests {
    static var names: [String] {
        let dir = CLI.packageRoot.appendingPathComponent("Goldens").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func everyGoldenHasASidecarATruthAndABaseline() {
        #expect(Self.names.count >= 8)
        for name in Self.names {
            for suffix in [".json", ".truth.json", ".contrast.json"] {
                #expect(FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent("Goldens/\(name)\(suffix)").path),
                        "Goldens/\(name)\(suffix)")
            }
        }
    }

    @Test("matches the recorded baseline", arguments: names)
    func matchesRecordedBaseline(_ name: String) throws {
        let r = try CLI.run(["analyze", "Goldens/\(name).png", "--format", "json"])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        let recordedData = try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Goldens/\(name).contrast.json"))
        let current = try image(Data(r.stdout.utf8))
        let recorded = try image(recordedData)
        #expect(recorded["image"] as? String == "\(name).png", "baselines name the image relative to Goldens/")
        let now = try #require(current["regions"] as? [[String: Any]])
        let then = try #require(recorded["regions"] as? [[String: Any]])
        #expect(now.map { $0["id"] as? String } == then.map { $0["id"] as? String })
        for (now, then) in zip(now, then) {
            let id = now["id"] as? String ?? "?"
            #expect(now["verdict"] as? String == then["verdict"] as? String, "\(name) \(id)")
            #expect(now["foreground"] as? String == then["foreground"] as? String, "\(name) \(id)")
            #expect(now["background"] as? String == then["background"] as? String, "\(name) \(id)")
            if let a = now["ratio"] as? Double, let b = then["ratio"] as? Double {
                #expect(abs(a / b - 1) <= 0.005, "\(name) \(id): ratio \(a) vs recorded \(b)")
            } else {
                #expect((now["ratio"] is NSNull) == (then["ratio"] is NSNull), "\(name) \(id)")
            }
        }
    }

    /// The CI gate itself, on the goldens against their own baselines.
    @Test func compareAgainstTheGoldenBaselinesFindsNoRegression() throws {
        let r = try CLI.run(["compare", "--baseline", "Goldens", "--current", "Goldens"])
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        #expect(r.stdout.contains("✓ NO REGRESSIONS"))
        #expect(r.stdout.contains("APPEARANCE MATRIX"))
    }

    private func image(_ data: Data) throws -> [String: Any] {
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.count == 1)
        return try #require(images.first)
    }
}
