import TestSupport
import Foundation
import Testing

/// Issue 14, paths: a file name is bytes (a name that is not UTF-8 is analysed, not dropped,
/// and printed escaped); a folder given as a symbolic link is followed (links found inside a
/// folder are still skipped, as the README says); one file reached by several spellings is
/// analysed once (device and inode); and what reaches a terminal — file names, ICC profile
/// descriptions — has its control characters escaped like every diagnostic.
@Suite("Paths: bytes, links, one file once, nothing raw on the terminal")
struct PathTests {
    /// Every form these tests expect, in one place: how names that are not UTF-8 and
    /// control characters are written in output (the escape of `MessageText`, plus `\xHH`
    /// for a byte that is not UTF-8).
    enum Expected {
        static let cafe = "caf\\xE9"                  // the bytes 63 61 66 E9
        static let escapeName = "x\\u{1B}[2Jy"        // x ESC [ 2 J y
        static let escapedDescription = "\"P3\\u{1B}[2Jevil\""
        static func noBaseline(_ folder: String, _ stem: String) -> String {
            "\(folder)/\(stem).contrast.json: error: no baseline for \(stem).png"
        }
    }

    static let cafe: [UInt8] = Array("caf".utf8) + [0xE9]
    static let esc = "\u{1B}"

    // MARK: - Names that are not UTF-8

    /// `shots/ok.png` passes; `shots/caf\xE9.png` is the card-light golden (4 regions fail).
    static func nonUTF8Workspace() throws -> TemporaryFolder {
        let dir = try TemporaryFolder()
        try dir.screenshot("shots/ok")
        try dir.copy("Goldens/card-light.png", toRawName: cafe + Array(".png".utf8), in: "shots")
        try dir.copy("Goldens/card-light.json", toRawName: cafe + Array(".json".utf8), in: "shots")
        return dir
    }

    /// Folder walks and argument handling keep names as bytes (e.g. `opendir`/`readdir`
    /// instead of `FileManager`'s String paths); output escapes the bytes that are not UTF-8.
    @Test func batchFindsANameThatIsNotUTF8() throws {
        let dir = try Self.nonUTF8Workspace()
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--quiet"], in: dir.url)
        #expect(r.status == 1)
        #expect(r.stdoutText.contains("shots/\(Expected.cafe).png"), "\(r.stdoutText)")
    }

    @Test func aNameThatIsNotUTF8CanBeGivenExplicitly() throws {
        let dir = try Self.nonUTF8Workspace()
        let analyze = try CLIShell.run("exec \"$CS\" analyze \"$(printf 'shots/caf\\351.png')\"", in: dir.url)
        let batch = try CLIShell.run("exec \"$CS\" batch \"$(printf 'shots/caf\\351.png')\" --jsonl r.jsonl --quiet", in: dir.url)
        #expect(analyze.status == 1, "\(analyze.stderrText)")
        #expect(analyze.stdoutText.hasPrefix("shots/\(Expected.cafe).png  750×400"), "\(analyze.stdoutText)")
        #expect(batch.status == 1, "\(batch.stderrText)")
    }

    @Test func recordWritesTheBaselineOfANameThatIsNotUTF8() throws {
        let dir = try TemporaryFolder()
        try dir.copy("Tests/Fixtures/bad/tiny-valid.png", toRawName: Self.cafe + Array(".png".utf8), in: "shots")
        try dir.copy("Tests/Fixtures/bad/tiny-valid.json", toRawName: Self.cafe + Array(".json".utf8), in: "shots")
        let r = try CLIShell.run(["record", "shots"], in: dir.url)
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(dir.contains(raw: Self.cafe + Array(".contrast.json".utf8), in: "shots"))
        #expect(r.stdoutText.contains("recorded shots/\(Expected.cafe).contrast.json (1 region)"), "\(r.stdoutText)")
    }

    /// A current screenshot without a baseline is an input error: it must not vanish because
    /// its name is not UTF-8 (it used to: "NO REGRESSIONS", exit 0).
    @Test func compareSeesACurrentScreenshotWhoseNameIsNotUTF8() throws {
        let dir = try Self.nonUTF8Workspace()
        try dir.screenshot("base/ok")
        let recorded = try CLIShell.run(["record", "base"], in: dir.url)
        try #require(recorded.status == 0)
        let r = try CLIShell.run(["compare", "--baseline", "base", "--current", "shots"], in: dir.url)
        #expect(r.status == 2)
        #expect(r.stderrText.contains(Expected.noBaseline("base", Expected.cafe)), "\(r.stderrText)")
    }

    // MARK: - A folder given as a symbolic link

    /// `shots/a.png` (card-light golden, fails) with its baseline recorded, and links to `shots`.
    static func linkedWorkspace() throws -> TemporaryFolder {
        let dir = try TemporaryFolder()
        try dir.screenshot("shots/a", from: "Goldens/card-light")
        try dir.link("shotslink", to: "shots")
        return dir
    }

    /// A path given on the command line is followed when it is a link (like `find -H`);
    /// links met while walking a folder are still skipped.
    @Test func batchFollowsAFolderGivenAsALink() throws {
        let dir = try Self.linkedWorkspace()
        let r = try CLIShell.run(["batch", "shotslink", "--jsonl", "r.jsonl", "--format", "json", "--quiet"], in: dir.url)
        let counts = (try? JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])?["counts"] as? [String: Any]
        #expect(r.status == 1, "\(r.stderrText)")
        #expect(counts?["images"] as? Int == 1)
    }

    @Test func recordFollowsAFolderGivenAsALink() throws {
        let dir = try Self.linkedWorkspace()
        let r = try CLIShell.run(["record", "shotslink"], in: dir.url)
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(dir.kind("shots/a.contrast.json") == "file")
    }

    @Test("compare follows --current and --baseline given as links", arguments: ["--current", "--baseline"])
    func compareFollowsLinkedFolders(_ linked: String) throws {
        let dir = try Self.linkedWorkspace()
        let recorded = try CLIShell.run(["record", "shots"], in: dir.url)
        try #require(recorded.status == 0)
        let arguments = linked == "--current" ? ["compare", "--baseline", "shots", "--current", "shotslink"]
                                              : ["compare", "--baseline", "shotslink", "--current", "shots"]
        let r = try CLIShell.run(arguments, in: dir.url)
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(r.stdoutText.contains("NO REGRESSIONS"))
    }

    /// What the fix must keep: a link inside a folder is not followed (a cycle cannot make a walk endless).
    @Test func aLinkInsideAFolderIsStillSkipped() throws {
        let dir = try Self.linkedWorkspace()
        try dir.screenshot("elsewhere/b")
        try dir.link("shots/b.png", to: "../elsewhere/b.png")
        try dir.link("shots/loop", to: "..")
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--format", "json", "--quiet"], in: dir.url)
        let counts = (try? JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])?["counts"] as? [String: Any]
        #expect(counts?["images"] as? Int == 1)
    }

    // MARK: - One file, several spellings

    /// Inputs are deduplicated by directory entry (the folder's device and inode, and
    /// the name), not by the spelling of the path.
    @Test func oneFileReachedBySeveralSpellingsIsAnalysedOnce() throws {
        let dir = try TemporaryFolder()
        for i in 1...10 { try dir.screenshot("b1/x\(i)") }
        let r = try CLIShell.run("exec \"$CS\" batch b1 ./b1 b1/../b1 \"$PWD/b1/x1.png\" --jsonl r.jsonl --format json --quiet", in: dir.url)
        #expect(r.status == 0)
        let counts = (try? JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])?["counts"] as? [String: Any]
        #expect(counts?["images"] as? Int == 10)
    }

    // MARK: - Nothing raw on the terminal

    /// The text renderers (report header, summaries, `recorded …` lines) pass file names
    /// and profile descriptions through `MessageText.oneLine`, as diagnostics already do.
    @Test func aTerminalEscapeInAFileNameIsPrintedEscaped() throws {
        let dir = try TemporaryFolder()
        try dir.screenshot("shots/x\(Self.esc)[2Jy", from: "Goldens/card-light")
        let analyze = try CLIShell.run(["analyze", "shots/x\(Self.esc)[2Jy.png"], in: dir.url)
        let batch = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--quiet"], in: dir.url)
        let record = try CLIShell.run(["record", "shots"], in: dir.url)
        #expect(analyze.status == 1 && batch.status == 1 && record.status == 0)
        for r in [analyze, batch, record] {
            #expect(!r.stdoutText.contains(Self.esc))
            #expect(r.stdoutText.contains("shots/\(Expected.escapeName).")) // .png or .contrast.json
        }
    }

    @Test func aTerminalEscapeInAProfileDescriptionIsPrintedEscaped() throws {
        let r = try CLIShell.run(["analyze", FixtureRuns.folder + "iccp-escape-in-description.png",
                                  "--regions", FixtureRuns.folder + "tiny-valid.json"])
        #expect(r.status == 0)
        #expect(!r.stdoutText.contains(Self.esc))
        #expect(r.stdoutText.contains("Display P3 (iCCP \"P3\", \(Expected.escapedDescription))"), "\(r.stdoutText)")
    }
}
