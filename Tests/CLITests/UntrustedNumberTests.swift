import Foundation
import Testing

/// Issue 14, "Untrusted numbers": every number read from a file — a baseline, a JSON line, a
/// uiautomator dump — is range-checked where it is decoded, so no arithmetic on it can trap
/// (`Int(ratio * 100)`, `abs(Int.min)`) and no absurd value (a ratio of 0, a threshold of 0)
/// silently passes a gate. Out of range is one line naming the key path, exit 2.
///
/// The fixtures are in Tests/Fixtures/bad (MANIFEST.md, "Baselines", "JSON lines", "Other";
/// scripts/make-bad-inputs writes them).
@Suite("Untrusted numbers: range-checked where decoded, never a trap or a silent pass")
struct UntrustedNumberTests {
    /// Every message these tests expect, in one place.
    enum Expected {
        static let rerecord = "; re-record it with 'contrastscan record'"
        static func ratio(_ key: String, got: String) -> String {
            "\(key): must be a WCAG contrast ratio in 1…21 (got \(got))"
        }
        static func baseline(_ reason: String) -> String { "baseline " + reason + rerecord }
        static let baselines: [(String, String)] = [
            ("baseline-ratio-1e17.json", baseline(ratio("images[0].regions[0].ratio", got: "1e+17"))),
            ("baseline-ratio-minus-1e300.json", baseline(ratio("images[0].regions[0].ratio", got: "-1e+300"))),
            ("baseline-ratio-zero.json", baseline(ratio("images[0].regions[0].ratio", got: "0"))),
            ("baseline-ratio-null.json", baseline("images[0].regions[0].ratio: required for verdict \"pass\" (got null)")),
            ("baseline-threshold-zero.json", baseline(ratio("images[0].regions[0].threshold", got: "0"))),
            ("baseline-apca-1e300.json", baseline("images[0].regions[0].apcaLc: must be an APCA Lc in -108…108 (got 1e+300)")),
            ("baseline-scale-1e300.json", baseline("images[0].scale: must be a number greater than 0 and at most 16 (got 1e+300)")),
        ]
        static let lines: [(String, String)] = [
            ("jsonl-threshold-1e300.jsonl", FixtureRuns.lineError(2, ratio("regions[0].threshold", got: "1e+300"))),
            ("jsonl-ratio-1e300.jsonl", FixtureRuns.lineError(2, ratio("regions[0].ratio", got: "1e+300"))),
            ("jsonl-ratio-minus-1e300.jsonl", FixtureRuns.lineError(2, ratio("regions[0].ratio", got: "-1e+300"))),
        ]
        static let uiautomator = "uiautomator dump: node 1: bounds \"[-9223372036854775808,2][6,5]\" is not [x1,y1][x2,y2]"
    }

    // MARK: - Baselines

    @Test func theValidBaselineComparesClean() throws {
        let (r, _) = try FixtureRuns.compare(baseline: "baseline-valid.json")
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(r.stderr.isEmpty)
    }

    /// `BaselineDecoder` checks `ratio`, `worstRatio`, `threshold` (1…21), `apcaLc`,
    /// `minimumLc` (±108), `scale` (0 < s ≤ 16) and that a pass or fail has a ratio.
    @Test("a baseline number out of range is refused", arguments: Expected.baselines)
    func baselineOutOfRange(_ fixture: String, _ message: String) throws {
        try FixtureRuns.expectBaselineRefused(fixture, with: message)
    }

    // MARK: - JSON lines

    @Test("the valid JSON lines merge clean", arguments: [false, true])
    func validLinesMerge(html: Bool) throws {
        let (r, dir) = try FixtureRuns.merge(jsonl: "jsonl-valid.jsonl", html: html)
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(r.stderr.isEmpty)
        #expect(dir.temporaryLeftovers().isEmpty)
    }

    /// `ImageRecord(line:)` range-checks the numbers it keeps; the line is then an
    /// invalid line like any other (one error naming file, line and key path; exit 2).
    @Test("a JSON line with a number out of range is one error in merge and merge --html",
          arguments: Expected.lines.flatMap { c in [false, true].map { (c.0, c.1, $0) } })
    func lineOutOfRangeInMerge(_ fixture: String, _ message: String, _ html: Bool) throws {
        try FixtureRuns.expectLinesRefusedByMerge(fixture, html: html, with: message)
    }

    /// The same lines met by `batch --resume --html` (which used to trap and leave `.r.html.tmp-*`).
    @Test("a JSON line with a number out of range is one error in batch --resume", arguments: Expected.lines)
    func lineOutOfRangeOnResume(_ fixture: String, _ message: String) throws {
        let (r, dir) = try FixtureRuns.resume(jsonl: fixture)
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.errorLines == [message])
        #expect(dir.temporaryLeftovers().isEmpty, "\(dir.temporaryLeftovers())")
        #expect(dir.text("r.html")?.hasPrefix("<!DOCTYPE html>") == true)
    }

    // MARK: - View-hierarchy dumps

    /// `UIAutomatorImporter.parseBounds` must not call `abs` on `Int.min` (compare with
    /// the limit in a way that cannot overflow, e.g. `-1_000_000...1_000_000 ~= value`).
    @Test func uiautomatorBoundsAtIntMinAreOneError() throws {
        let dump = FixtureRuns.folder + "uiautomator-bounds-int-min.xml"
        let r = try CLIShell.run(["analyze", FixtureRuns.folder + "tiny-valid.png", "--regions", dump])
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.stderrText == "\(dump): error: \(Expected.uiautomator)\n")
    }
}
