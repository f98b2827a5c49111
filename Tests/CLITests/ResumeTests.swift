import TestSupport
import Foundation
import Testing

/// Issue 14, `--resume`: only a torn *last* line of a file that is otherwise this tool's
/// JSON lines may be cut. A file that holds no batch line at all (someone's notes) is an
/// error that changes nothing; a complete line that is not a batch line is reported and
/// left in place wherever it is (README, "--resume"); a line is "done" only when it is a
/// whole batch line; and the summary counts the images of this run, not lines left by
/// images that have since gone.
@Suite("Resume: cut only a torn last line, count only this run's images")
struct ResumeTests {
    /// Every message these tests expect, in one place.
    enum Expected {
        static func notABatchFile(_ path: String, line: Int, _ detail: String) -> String {
            "\(path): error: --resume: not a file of batch lines (line \(line): \(detail)); it was left unchanged"
        }
        static func leftInPlace(_ path: String, line: Int, _ detail: String) -> [String] {
            ["\(path):\(line): warning: not a batch line, left in place (\(detail))",
             "\(path):\(line): error: not a contrastscan batch line (\(detail))"]
        }
        /// The one wording of a missing key for every document (`DocumentError`): a
        /// bare `{"image": …}` line lacks `formatVersion` first.
        static func invalidLinePrefix(_ path: String, line: Int) -> String {
            "\(path):\(line): error: not a contrastscan batch line (formatVersion: required key is missing"
        }
    }

    /// `shots/a.png` (tiny-valid: passes) and `shots/c.png` (the card-light golden: 4 regions fail).
    static func workspace() throws -> TemporaryFolder {
        let dir = try TemporaryFolder()
        try dir.screenshot("shots/a")
        try dir.screenshot("shots/c", from: "Goldens/card-light")
        return dir
    }

    /// The batch line `batch` writes for `image` (run on its own, into a scratch file).
    static func line(for image: String, in dir: TemporaryFolder) throws -> String {
        let r = try CLIShell.run(["batch", image, "--jsonl", "scratch.jsonl", "--quiet"], in: dir.url)
        try #require(r.status <= 1, "\(r.stderrText)")
        let text = try #require(dir.text("scratch.jsonl"))
        try #require(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1)
        return text
    }

    /// Before cutting anything, `JSONLResume` checks that the file has at least one
    /// batch line; if not, it stops with this error and touches nothing.
    @Test("a file of notes is refused and left unchanged", arguments: ["my notes\n", "my notes"])
    func notesAreNotResumed(_ notes: String) throws {
        let dir = try Self.workspace()
        try dir.write(notes, to: "notes.txt")
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "notes.txt", "--resume", "--quiet"], in: dir.url)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.notABatchFile("notes.txt", line: 1, "not valid JSON") + "\n")
        #expect(dir.text("notes.txt") == notes)
        #expect(r.stdout.isEmpty)
    }

    /// A complete line that is not a batch line is reported and kept, in the middle (as
    /// and at the end (where it used to be cut as if torn).
    @Test("a complete line that is not a batch line is kept wherever it is", arguments: ["middle", "end"])
    func completeForeignLineIsKept(_ position: String) throws {
        let dir = try Self.workspace()
        var text = try Self.line(for: "shots/a.png", in: dir) + "a comment line\n"
        if position == "middle" { text += try Self.line(for: "shots/c.png", in: dir) }
        try dir.write(text, to: "r.jsonl")
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--resume", "--quiet"], in: dir.url)
        #expect(r.status == 2)
        #expect(r.stderrLines == Expected.leftInPlace("r.jsonl", line: 2, "not valid JSON"))
        #expect(dir.text("r.jsonl")?.hasPrefix(text) == true)
    }

    /// A line is done only when it is a whole batch line (`formatVersion`, `image`,
    /// `regions`); a bare `{"image": …}` is an invalid line, and its image is analysed.
    @Test func aBareImageLineDoesNotCountAsDone() throws {
        let dir = try Self.workspace()
        try dir.write(try Self.line(for: "shots/a.png", in: dir) + "{\"image\":\"shots/c.png\"}\n", to: "r.jsonl")
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--resume", "--quiet"], in: dir.url)
        #expect(r.stdoutText.contains("run: 1 done now, skipped 1 already done (--resume)"), "\(r.stdoutText)")
        #expect(r.stdoutText.contains("shots/c.png"))
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1)
        #expect(r.errorLines.first?.hasPrefix(Expected.invalidLinePrefix("r.jsonl", line: 2)) == true, "\(r.errorLines)")
    }

    /// The resumed summary is made from the lines of this run's images only.
    @Test func linesOfImagesThatHaveGoneAreNotCounted() throws {
        let dir = try Self.workspace()
        let first = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--quiet"], in: dir.url)
        #expect(first.status == 1)
        try FileManager.default.removeItem(atPath: dir.path("shots/c.png"))
        try FileManager.default.removeItem(atPath: dir.path("shots/c.json"))
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--resume", "--quiet"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdoutText.hasSuffix("RESULT passed: 1 image; regions: 0 fail, 0 review, 1 pass, 0 skipped\n"), "\(r.stdoutText)")
    }
}
