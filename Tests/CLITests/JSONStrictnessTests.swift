import Foundation
import Testing

/// Issue 14, "Silent wrong answers": JSON is read strictly. A key given twice is refused
/// with its key path (Swift's JSONDecoder keeps the first value where Python, jq and
/// JavaScript keep the last, so the same file would gate differently in two tools), and
/// valid JSON holding a wrong value (`"version": 1.5`, a width of 1e300) says which key is
/// wrong instead of calling the file "malformed JSON".
///
/// Fixtures: Tests/Fixtures/bad (MANIFEST.md).
@Suite("Strict JSON: duplicate keys refused, a wrong value is not malformed JSON")
struct JSONStrictnessTests {
    /// Every message these tests expect, in one place.
    enum Expected {
        static let duplicate = "duplicate key (JSON readers disagree on which of its values counts; keep one)"
        static let rerecord = "; re-record it with 'contrastscan record'"
        static let sidecars: [(String, String)] = [
            ("duplicate-key-rect-width.json", "sidecar regions[0].rect.width: " + duplicate),
            ("duplicate-key-regions.json", "sidecar regions: " + duplicate),
            ("version-fraction.json", "sidecar version: expected an integer (got 1.5)"),
        ]
        static let policies: [(String, String)] = [
            ("policy-duplicate-key.json", "policy wcag2.text: " + duplicate),
            ("policy-version-fraction.json", "policy version: expected an integer (got 1.5)"),
        ]
        static let baselines: [(String, String)] = [
            ("baseline-duplicate-key.json", "baseline images[0].regions[0].verdict: " + duplicate + rerecord),
            ("baseline-version-fraction.json", "baseline formatVersion: expected an integer (got 1.5)" + rerecord),
            ("baseline-width-1e300.json", "baseline images[0].width: must be a whole number of pixels in 1…1000000 (got 1e+300)" + rerecord),
            ("baseline-height-fraction.json", "baseline images[0].height: must be a whole number of pixels in 1…1000000 (got 8.5)" + rerecord),
        ]
        static let lines: [(String, String)] = [
            ("jsonl-duplicate-key.jsonl", "regions[0].verdict: " + duplicate),
            ("jsonl-version-fraction.jsonl", "formatVersion: expected an integer (got 1.5)"),
            ("jsonl-width-1e300.jsonl", "width: must be a whole number of pixels in 1…1000000 (got 1e+300)"),
        ]
    }

    static let image = FixtureRuns.folder + "tiny-valid.png", sidecar = FixtureRuns.folder + "tiny-valid.json"

    /// One strict JSON reader (in the support layer) under every decoder, rejecting a
    /// repeated key in any object with the key path of the repeat; integer keys report a
    /// fraction or an out-of-range number as a wrong value of that key.
    @Test("sidecars", arguments: Expected.sidecars)
    func sidecar(_ fixture: String, _ message: String) throws {
        let path = FixtureRuns.folder + fixture
        let r = try CLIShell.run(["analyze", Self.image, "--regions", path])
        #expect(r.status == 2)
        #expect(r.stderrText == "\(path): error: \(message)\n")
    }

    /// The example: every threshold given as 1, then as the real value; read with the
    /// first value, the policy passes everything.
    @Test("policies", arguments: Expected.policies)
    func policy(_ fixture: String, _ message: String) throws {
        let path = FixtureRuns.folder + fixture
        let r = try CLIShell.run(["analyze", Self.image, "--regions", Self.sidecar, "--policy", path])
        #expect(r.status == 2)
        #expect(r.stderrText == "\(path): error: \(message)\n")
        #expect(r.stdout.isEmpty)
    }

    @Test("baselines", arguments: Expected.baselines)
    func baseline(_ fixture: String, _ message: String) throws {
        try FixtureRuns.expectBaselineRefused(fixture, with: message)
    }

    @Test("JSON lines", arguments: Expected.lines)
    func jsonLine(_ fixture: String, _ reason: String) throws {
        try FixtureRuns.expectLinesRefusedByMerge(fixture, html: false, with: FixtureRuns.lineError(2, reason))
    }

    /// What the strict reader must keep accepting: the same keys in different objects, and
    /// the files the tool writes itself.
    @Test func theSameKeyInDifferentObjectsIsFine() throws {
        let r = try CLIShell.run(["analyze", Self.image, "--regions", Self.sidecar, "--policy", "Tests/Fixtures/policy/example.json"])
        #expect(r.status == 0, "\(r.stderrText)")
        let (merged, _) = try FixtureRuns.merge(jsonl: "jsonl-valid.jsonl", html: false)
        #expect(merged.status == 0, "\(merged.stderrText)")
    }
}
