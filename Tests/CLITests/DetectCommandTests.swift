import TestSupport
import Foundation
import Testing

@Suite("contrastscan detect")
struct DetectCommandTests {
    @Test func printsTheDetectedLinesAsASidecarTheAnalyzerReads() throws {
        let r = try CLI.run(["detect", "Goldens/card-light.png"])
        #expect(r.status == 0)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let sidecar = try #require(line["sidecar"] as? [String: Any])
        #expect(sidecar["version"] as? Int == 1 && sidecar["scale"] as? Double == 2)
        let regions = try #require(sidecar["regions"] as? [[String: Any]])
        #expect(regions.count >= 6)
        #expect(regions.allSatisfy { ($0["id"] as? String)?.hasPrefix("line-y") == true && $0["role"] as? String == "text" })
    }

    @Test func writeCreatesASidecarButNeverReplacesOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cs-detect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("bare.png").path
        try FileManager.default.copyItem(atPath: CLI.packageRoot.appendingPathComponent("Goldens/card-light.png").path, toPath: png)
        #expect(try CLI.run(["detect", png, "--write"]).status == 0)
        let analyzed = try CLI.run(["analyze", png, "--format", "json"])
        #expect(analyzed.status <= 1, "\(analyzed.stderr)")
        let again = try CLI.run(["detect", png, "--write"])
        #expect(again.status == 2)
        #expect(again.stderr == "\(dir.appendingPathComponent("bare.json").path): error: exists; not replaced (detect --write only creates sidecars)\n")
    }
}
