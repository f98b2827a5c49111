import TestSupport
import Foundation
import Testing

/// Issue 14: `--max-regions` bounds detected regions as it bounds a sidecar's. Today
/// `--detect` measures every line it finds (12,518 for a 582×7972 picture of dashes), and
/// `detect --write` writes a sidecar that `analyze` then refuses as over the limit.
///
/// Fixture: Tests/Fixtures/bad/many-text-lines.png, 64 things the detector takes for text
/// lines.
@Suite("Detection: --max-regions bounds what is found")
struct DetectionLimitTests {
    /// Every message these tests expect, in one place.
    enum Expected {
        static func overLimit(_ path: String, found: Int, limit: Int) -> String {
            "\(path): error: detected \(found) text lines, over the limit of \(limit) (raise it with --max-regions)"
        }
    }

    static let picture = FixtureRuns.folder + "many-text-lines.png"

    @Test func theFixtureHoldsSixtyFourLines() throws {
        let r = try CLIShell.run(["detect", Self.picture])
        #expect(r.status == 0)
        let line = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        #expect(((line?["sidecar"] as? [String: Any])?["regions"] as? [Any])?.count == 64)
    }

    /// The analysis checks the number of detected lines against `maxRegions` before
    /// measuring any, with the sidecar's message adapted.
    @Test func analyzeDetectRefusesMoreLinesThanTheLimit() throws {
        let r = try CLIShell.run(["analyze", Self.picture, "--detect", "--max-regions", "10"])
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.overLimit(Self.picture, found: 64, limit: 10) + "\n")
    }

    @Test func batchDetectionRefusesMoreLinesThanTheLimit() throws {
        let dir = try TemporaryFolder()
        try dir.copy(Self.picture, to: "shots/dashes.png")
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--max-regions", "10", "--quiet"], in: dir.url)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.overLimit("shots/dashes.png", found: 64, limit: 10) + "\n")
    }

    /// `detect` takes `--max-regions` (default 10,000, as `analyze`) and never writes a
    /// sidecar `analyze` would refuse.
    @Test func detectWriteNeverWritesASidecarAnalyzeRefuses() throws {
        let dir = try TemporaryFolder()
        try dir.copy(Self.picture, to: "dashes.png")
        let r = try CLIShell.run(["detect", "dashes.png", "--write", "--max-regions", "10"], in: dir.url)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.overLimit("dashes.png", found: 64, limit: 10) + "\n")
        #expect(dir.kind("dashes.json") == "missing")
    }
}
