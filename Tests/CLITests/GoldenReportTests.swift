import Foundation
import Testing

/// Each golden screenshot's report, re-run through the CLI, must match the
/// recorded `Goldens/NAME.report.json` (re-record with scripts/record-goldens):
/// same regions and verdicts, ratios within 0.5%, colours identical.
@Suite("Golden reports")
struct GoldenReportTests {
    static var names: [String] {
        let dir = CLI.packageRoot.appendingPathComponent("Goldens").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func everyGoldenHasASidecarATruthAndARecordedReport() {
        #expect(Self.names.count >= 8)
        for name in Self.names {
            for suffix in [".json", ".truth.json", ".report.json"] {
                #expect(FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent("Goldens/\(name)\(suffix)").path),
                        "Goldens/\(name)\(suffix)")
            }
        }
    }

    @Test("matches the recorded report", arguments: names)
    func matchesRecordedReport(_ name: String) throws {
        let r = try CLI.run(["analyze", "Goldens/\(name).png", "--format", "json"])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        let recordedData = try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Goldens/\(name).report.json"))
        let current = try regions(Data(r.stdout.utf8))
        let recorded = try regions(recordedData)
        #expect(current.map { $0["id"] as? String } == recorded.map { $0["id"] as? String })
        for (now, then) in zip(current, recorded) {
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

    private func regions(_ data: Data) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        return try #require(images.first?["regions"] as? [[String: Any]])
    }
}
