import TestSupport
import Foundation
import Testing

/// Runs of the baseline and JSON-lines fixtures of Tests/Fixtures/bad (MANIFEST.md, "Baselines"
/// and "JSON lines"), shared by the suites that check how such files are read.
enum FixtureRuns {
    static let folder = "Tests/Fixtures/bad/"

    /// `compare --baseline base --current cur` where `base/s.contrast.json` is `fixture`, beside
    /// copies of tiny-valid.png and its sidecar in both folders. Messages name `base/s.contrast.json`.
    static func compare(baseline fixture: String) throws -> (CLIShell.Result, TemporaryFolder) {
        let dir = try TemporaryFolder()
        try dir.screenshot("base/s")
        try dir.screenshot("cur/s")
        try dir.copy(folder + fixture, to: "base/s.contrast.json")
        return (try CLIShell.run(["compare", "--baseline", "base", "--current", "cur"], in: dir.url), dir)
    }

    /// `merge r.jsonl` (with `--html r.html` when `html`) where `r.jsonl` is `fixture`.
    static func merge(jsonl fixture: String, html: Bool) throws -> (CLIShell.Result, TemporaryFolder) {
        let dir = try TemporaryFolder()
        try dir.copy(folder + fixture, to: "r.jsonl")
        return (try CLIShell.run(["merge", "r.jsonl"] + (html ? ["--html", "r.html"] : []), in: dir.url), dir)
    }

    /// `batch shots --jsonl r.jsonl --resume --html r.html --quiet` where `r.jsonl` is `fixture`
    /// and `shots/a.png`, `shots/b.png` (the images its lines name) are copies of tiny-valid.png.
    static func resume(jsonl fixture: String) throws -> (CLIShell.Result, TemporaryFolder) {
        let dir = try TemporaryFolder()
        try dir.screenshot("shots/a")
        try dir.screenshot("shots/b")
        try dir.copy(folder + fixture, to: "r.jsonl")
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--resume", "--html", "r.html", "--quiet"], in: dir.url)
        return (r, dir)
    }
}

extension FixtureRuns {
    /// The error line `merge` or `batch --resume` gives for line `number` of `r.jsonl`.
    static func lineError(_ number: Int, _ reason: String) -> String {
        "r.jsonl:\(number): error: not a contrastscan batch line (\(reason))"
    }

    /// `compare` against the baseline `fixture` refuses it: no crash, exit 2, and the one line
    /// `base/s.contrast.json: error: MESSAGE` on stderr.
    static func expectBaselineRefused(_ fixture: String, with message: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (r, _) = try compare(baseline: fixture)
        #expect(!r.crashed, sourceLocation: sourceLocation)
        #expect(r.status == 2, sourceLocation: sourceLocation)
        #expect(r.stderrText == "base/s.contrast.json: error: \(message)\n", sourceLocation: sourceLocation)
    }

    /// `merge` (with `--html` when `html`) of the JSON lines `fixture` refuses it: no crash,
    /// exit 2, the one line `message` on stderr, no temporary file left, and with `--html` a
    /// report all the same.
    static func expectLinesRefusedByMerge(_ fixture: String, html: Bool, with message: String,
                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (r, dir) = try merge(jsonl: fixture, html: html)
        #expect(!r.crashed, sourceLocation: sourceLocation)
        #expect(r.status == 2, sourceLocation: sourceLocation)
        #expect(r.stderrText == message + "\n", sourceLocation: sourceLocation)
        #expect(dir.temporaryLeftovers().isEmpty, "\(dir.temporaryLeftovers())", sourceLocation: sourceLocation)
        if html { #expect(dir.text("r.html")?.hasPrefix("<!DOCTYPE html>") == true, sourceLocation: sourceLocation) }
    }
}

extension CLIShell.Result {
    /// The stderr lines that are errors (`…: error: …`), leaving warnings out.
    var errorLines: [String] { stderrLines.filter { $0.contains(": error: ") } }
}
