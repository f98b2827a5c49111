import TestSupport
import Foundation
import Testing

/// `contrastscan compare` on Tests/Fixtures/compare: `after` differs from `before` by one
/// regression (body-1 fails), one ratio drop (more-chevron −16%), one change within the
/// tolerance (timestamp −2.5%), one improvement, a renamed id and a size change.
@Suite("compare: gating screenshots on their baselines")
struct CompareCommandTests {
    static let after = "\(CompareWorkspace.fixtures)/after"

    private func compare(_ workspace: CompareWorkspace, current: String = after, _ extra: [String] = [],
                         environment: [String: String] = [:]) throws -> CLIResult {
        try CLI.run(["compare", "--baseline", workspace.baselines, "--current", current] + extra, environment: environment)
    }

    @Test func aRegressionExitsOneAndTheSummaryListsItWorstFirst() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let r = try compare(workspace)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let out = r.stdout
        let order = [#"card~dark~elevated.png  body-1 "Meeting moved to 3 PM in": now fails, ratio dropped more than 5%: 5.29:1 → 2.74:1 (-48.1%), needs 4.50:1; fg #9F9FA5 → #6E6E73, bg #2C2C2E"#,
                     #"feed/post.png  timestamp "2m": disappeared: was 1.63:1, fail, needs 4.50:1"#,
                     "card~dark~elevated.png  more-chevron: ratio dropped more than 5%: 4.86:1 → 4.06:1 (-16.5%), needs 3.00:1, still passes",
                     "↑ IMPROVED (1)",
                     #"card~light~increased.png  body-1 "Meeting moved to 3 PM in": improved: 6.95:1 → 11.30:1 (+62.6%), now passes"#,
                     #"feed/post.png  time-ago "2m": new region"#,
                     "feed/post.png: image size changed 390×240 → 390×260",
                     "APPEARANCE MATRIX"]
        var cursor = out.startIndex
        for line in order {
            let found = try #require(out.range(of: line, range: cursor..<out.endIndex), "missing or out of order: \(line)\n\(out)")
            cursor = found.upperBound
        }
        #expect(!out.contains("card~dark~elevated.png  timestamp"), "−2.5% is within the 5% tolerance")
        #expect(out.contains("✗ REGRESSED: 3 regressed, 1 improved, 1 new, 44 unchanged"))
    }

    @Test func theAppearanceMatrixShowsWhichAppearanceBroke() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let out = try compare(workspace).stdout
        let lines = out.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("  SCREEN") })
        #expect(header.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                == "SCREEN LIGHT LIGHT · INCREASED DARK · ELEVATED")
        // Columns are separated by two or more spaces; a cell is "VERDICT RATIO [↓]".
        func cells(_ line: String) -> [String] {
            line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let card = try cells(#require(lines.first { $0.hasPrefix("  card ") }))
        #expect(card.count == 4)
        #expect(card[0] == "card")
        #expect(card[1].hasPrefix("fail ") && !card[1].hasSuffix("↓"), "card~light: known failures, nothing regressed")
        #expect(card[2].hasPrefix("fail ") && !card[2].hasSuffix("↓"), "card~light~increased: improved, not regressed")
        #expect(card[3] == "fail 2.74:1 ↓", "card~dark~elevated: body-1 now fails")
        let post = try cells(#require(lines.first { $0.hasPrefix("  feed/post ") && !$0.contains(".png") }))
        #expect(post.count == 4)
        #expect(post[1].hasPrefix("fail ") && post[1].hasSuffix("↓"))
        #expect(post[2] == "—" && post[3] == "—")
    }

    @Test func junitHasATestcasePerScreenshotAndRegionAndFailuresSayWhatBroke() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let r = try compare(workspace, ["--junit", workspace.path("junit.xml")])
        #expect(r.status == 1)
        let junit = try JUnitReport(xml: Data(contentsOf: URL(fileURLWithPath: workspace.path("junit.xml"))))
        #expect(junit.totals["tests"] == "49")      // 4 × 12 regions + the disappeared one
        #expect(junit.totals["failures"] == "3")
        #expect(junit.totals["errors"] == "0")
        #expect(junit.suites.map { $0["name"] } == ["card~dark~elevated.png", "card~light.png", "card~light~increased.png", "feed/post.png"])
        #expect(junit.testcases.filter { $0.failure != nil }.map { "\($0.classname) \($0.name)" }
                == ["card~dark~elevated.png body-1", "card~dark~elevated.png more-chevron", "feed/post.png timestamp"])

        let body = try #require(junit.testcase("card~dark~elevated.png", "body-1")?.failure)
        for part in ["body-1", "Meeting moved to 3 PM in", "now fails", "5.29:1 → 2.74:1", "needs 4.50:1", "fg #9F9FA5 → #6E6E73", "bg #2C2C2E"] {
            #expect(body.contains(part), "\(part) missing from \(body)")
        }
        #expect(junit.testcase("card~dark~elevated.png", "body-1")?.failureType == "nowFails,ratioDropped")
        #expect(junit.testcase("feed/post.png", "timestamp")?.failure?.contains("disappeared") == true)
        #expect(junit.testcase("card~dark~elevated.png", "timestamp")?.failure == nil)
        #expect(junit.testcase("card~light~increased.png", "body-1")?.systemOut?.contains("improved: 6.95:1 → 11.30:1") == true)
        #expect(junit.testcase("feed/post.png", "time-ago")?.failure == nil)
    }

    @Test func markdownLeadsWithTheRegressionsAndShowsTheMatrix() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        _ = try compare(workspace, ["--markdown", workspace.path("summary.md")])
        let md = try workspace.read("summary.md")
        #expect(md.hasPrefix("### ❌ contrastscan: 3 contrast regressions in 2 of 4 screenshots\n"))
        let lines = md.split(separator: "\n").map(String.init)
        let table = try #require(lines.firstIndex(of: "| screenshot | region | text | ratio | needs | colours | why |"))
        #expect(lines[table + 2] == #"| card\~dark\~elevated.png | body-1 | Meeting moved to 3 PM in | 5.29:1 → **2.74:1** | 4.50:1 | `#9F9FA5` → `#6E6E73` on `#2C2C2E` | now fails, ratio dropped 48.1% |"#)
        #expect(lines[table + 3].hasPrefix(#"| feed/post.png | timestamp | 2m | was 1.63:1 |"#))
        #expect(lines[table + 4].hasPrefix(#"| card\~dark\~elevated.png | more-chevron |"#))
        #expect(md.contains("#### Appearance matrix"))
        #expect(md.contains("| screen | light | light · increased | dark · elevated |"))
        let card = try #require(lines.first { $0.hasPrefix("| card | ") })
        #expect(card.hasSuffix(" | ❌ fail 2.74:1 ⬇️ |"))
        #expect(card.components(separatedBy: "⬇️").count == 2, "only dark · elevated regressed: \(card)")
        #expect(md.contains("<details><summary>Improved, new and still-failing regions"))
        #expect(md.contains("image size changed 390×240 → 390×260"))
    }

    @Test func jsonGivesEveryRegionItsOutcome() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        _ = try compare(workspace, ["--json", workspace.path("result.json")])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(workspace.read("result.json").utf8)) as? [String: Any])
        #expect(json["result"] as? String == "regressed")
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts["regressed"] == 3 && counts["improved"] == 1 && counts["added"] == 1 && counts["unchanged"] == 44)
        let shots = try #require(json["screenshots"] as? [[String: Any]])
        let post = try #require(shots.first { $0["path"] as? String == "feed/post.png" })
        #expect(post["notes"] as? [String] == ["image size changed 390×240 → 390×260 (regions are still matched by id; check their rects)"])
        #expect((post["current"] as? [String: Any])?["height"] as? Int == 260)
        let outcomes = Dictionary(uniqueKeysWithValues: (post["regions"] as? [[String: Any]] ?? []).map {
            ($0["id"] as? String ?? "", $0["outcome"] as? String ?? "")
        })
        #expect(outcomes["timestamp"] == "regressed" && outcomes["time-ago"] == "added" && outcomes["handle"] == "unchanged")
    }

    @Test func anUnchangedSetPassesWithExitZero() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let r = try compare(workspace, current: "\(CompareWorkspace.fixtures)/before")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("✓ NO REGRESSIONS: 0 regressed, 0 improved, 0 new, 48 unchanged"))
    }

    @Test("--tolerance accepts a larger drop", arguments: ["20%", "0.2"])
    func tolerance(_ value: String) throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let r = try compare(workspace, ["--tolerance", value])
        #expect(r.status == 1)   // body-1 now fails and timestamp disappeared, whatever the tolerance
        #expect(r.stdout.contains("✗ REGRESSIONS (2, worst first)"))
        #expect(!r.stdout.contains("more-chevron: ratio dropped"))
        #expect(r.stdout.contains("ratio tolerance 20%"))
    }

    @Test func aMissingBaselineIsAnInputErrorUnlessRecordingIsAsked() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        let missing = try compare(workspace)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("\(workspace.baselines)/feed/post.contrast.json: error: no baseline for feed/post.png (record it with --record-missing"))
        #expect(!FileManager.default.fileExists(atPath: workspace.baselines + "/feed/post.contrast.json"))

        let recorded = try compare(workspace, ["--record-missing"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("RECORDED (4)"))
        #expect(FileManager.default.fileExists(atPath: workspace.baselines + "/feed/post.contrast.json"))
        // Recorded from `after`: comparing `after` again finds nothing.
        #expect(try compare(workspace).status == 0)
    }

    @Test func theEnvironmentCanAskForRecordingAndOptionsWinOverIt() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        #expect(try compare(workspace, ["--record", "never"], environment: ["CONTRASTSCAN_RECORD": "missing"]).status == 2)
        let r = try compare(workspace, environment: ["CONTRASTSCAN_RECORD": "missing"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: workspace.baselines + "/card~light.contrast.json"))
    }

    @Test func recordAllReportsTheChangesThenAcceptsThem() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let first = try compare(workspace, ["--record", "all"])
        #expect(first.status == 1)   // still says what changed against the old baseline
        #expect(first.stdout.contains("RECORDED (4)") && first.stdout.contains("replaced"))
        let second = try compare(workspace)
        #expect(second.status == 0, "\(second.stdout)")
    }

    @Test func aMissingScreenshotIsARegression() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let current = try workspace.copy("before", as: "current")
        try FileManager.default.removeItem(atPath: current + "/card~light.png")
        let r = try compare(workspace, current: current, ["--junit", workspace.path("j.xml")])
        #expect(r.status == 1)
        #expect(r.stdout.contains("card~light.png  card: disappeared"))
        #expect(r.stdout.contains("the screenshot is missing"))
        #expect(r.stdout.contains("screenshot missing"))
        let junit = try JUnitReport(xml: Data(contentsOf: URL(fileURLWithPath: workspace.path("j.xml"))))
        #expect(junit.totals["failures"] == "12")
    }

    @Test func anInputErrorWinsOverARegressionAndTheRestIsStillReported() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let current = try workspace.copy("after", as: "current")
        try FileManager.default.copyItem(atPath: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/bad/not-a-png.png").path,
                                         toPath: current + "/broken.png")
        try Data(#"{"version": 1, "regions": []}"#.utf8).write(to: URL(fileURLWithPath: current + "/broken.json"))
        let r = try compare(workspace, current: current, ["--junit", workspace.path("j.xml"), "--markdown", workspace.path("m.md")])
        #expect(r.status == 2)
        let stderrLines = r.stderr.split(separator: "\n")
        #expect(stderrLines.contains { $0.hasPrefix("\(current)/broken.png: error: ") })
        #expect(r.stdout.contains("✗ REGRESSIONS (3, worst first)"))
        #expect(r.stdout.contains("INCOMPLETE"))
        let junit = try JUnitReport(xml: Data(contentsOf: URL(fileURLWithPath: workspace.path("j.xml"))))
        #expect(junit.totals["errors"] == "1" && junit.totals["failures"] == "3")
        #expect(junit.testcase("broken.png", "(screenshot)")?.error?.contains("broken.png") == true)
        // The headline leads with the regressions whatever else happened, then the input
        // error, each counted in the right number.
        let markdown = try workspace.read("m.md")
        #expect(markdown.hasPrefix("### ❌ contrastscan: 3 contrast regressions in "), "\(markdown.prefix(200))")
        #expect(markdown.split(separator: "\n").first?.hasSuffix("; ⚠️ 1 input error — the comparison is incomplete") == true)
        #expect(r.stdout.contains("✗ REGRESSED (INCOMPLETE): 3 regressed"))
        #expect(r.stdout.contains(", 1 input error") && !r.stdout.contains("1 input errors"))
    }

    @Test func untrustedLabelsStayInertInEveryOutput() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        let hostile = "</failure><b onclick=\\\"x\\\">@everyone | #1 **now**</b>"
        for folder in [workspace.baselines, try workspace.copy("after", as: "current")] {
            let sidecar = folder + "/card~dark~elevated.json"
            let text = try String(decoding: Data(contentsOf: URL(fileURLWithPath: sidecar)), as: UTF8.self)
                .replacingOccurrences(of: "\"Meeting moved to 3 PM in\"", with: "\"\(hostile)\"")
            try Data(text.utf8).write(to: URL(fileURLWithPath: sidecar))
        }
        #expect(try CLI.run(["record", workspace.baselines]).status == 0)
        let r = try compare(workspace, current: workspace.path("current"),
                            ["--junit", workspace.path("j.xml"), "--markdown", workspace.path("m.md")])
        #expect(r.status == 1)
        let junit = try JUnitReport(xml: Data(contentsOf: URL(fileURLWithPath: workspace.path("j.xml"))))
        let message = try #require(junit.testcase("card~dark~elevated.png", "body-1")?.failure)
        #expect(message.hasPrefix(#"body-1 "</failure><b onclick="x">@everyone | #1…": now fails"#))
        let md = try workspace.read("m.md")
        #expect(!md.contains("<b") && !md.contains("@everyone") && !md.contains("| #1"))
        #expect(md.contains(#"&lt;/failure&gt;&lt;b onclick="x"&gt;@⁠everyone \| #⁠1"#))
    }

    @Test("usage errors exit 64", arguments: [
        (["compare", "--current", "x"], "Error: Missing expected option '--baseline <dir>'"),
        (["compare", "--baseline", "x"], "Error: Missing expected option '--current <dir>'"),
        (["compare", "--baseline", "x", "--current", "y", "--tolerance", "5"], "Error: The value '5' is invalid for '--tolerance <fraction>'"),
        (["compare", "--baseline", "x", "--current", "y", "--record", "sometimes"], "Error: The value 'sometimes' is invalid for '--record <mode>'. Please provide one of 'never', 'missing', 'all'."),
        (["compare", "--baseline", "x", "--current", "y", "--record-missing", "--record", "all"], "Error: --record-missing and '--record all' contradict each other"),
        (["compare", "--baseline", "x", "--current", "y", "extra"], "Error: Unexpected argument 'extra'"),
        (["record"], "Error: Missing expected argument '<path> ...'"),
    ])
    func usageErrors(_ args: [String], _ message: String) throws {
        let r = try CLI.run(args)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
    }

    @Test func aBadRecordModeInTheEnvironmentIsAUsageError() throws {
        let r = try CLI.run(["compare", "--baseline", "Goldens", "--current", "Goldens"], environment: ["CONTRASTSCAN_RECORD": "yes"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: CONTRASTSCAN_RECORD=yes is not a record mode (expected one of: never, missing, all)"))
    }

    @Test func folderProblemsAreOneLineAndExitTwo() throws {
        let r = try CLI.run(["compare", "--baseline", "no-such-folder", "--current", "Goldens"])
        #expect(r.status == 2)
        #expect(r.stderr == "no-such-folder: error: no such folder\n")
        let file = try CLI.run(["compare", "--baseline", "Goldens", "--current", "README.md"])
        #expect(file.status == 2)
        #expect(file.stderr == "README.md: error: is a file, not a folder\n")
    }

    @Test func helpDescribesTheCommand() throws {
        let r = try CLI.run(["help", "compare"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("USAGE: contrastscan compare"))
        #expect(r.stdout.contains("--record-missing"))
        #expect(r.stdout.contains("Exit status: 0 no regression, 1 a regression, 2 an input"))
    }
}
