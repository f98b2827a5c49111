import TestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Issue 14, "Destroying files" and the output crashes: contrastscan writes only the files
/// it was asked to write, through links rather than over them, never over one of its own
/// inputs, never into a JSONL another run holds, and a stdout or stderr that is full or
/// closed is an error message and exit 2, not a trap.
///
/// Every test runs in its own temporary folder; nothing outside it is written. The one
/// system file involved, `/dev/stdout`, is only `lstat`ed around a run whose stdout is a
/// pipe (written in place); the dangerous case — stdout a regular file — is played with
/// a link of the test's own to `/proc/self/fd/1`.
@Suite("Outputs never destroy a file: links, devices, inputs, locks, full or closed streams")
struct OutputSafetyTests {
    /// Every message these tests expect, in one place.
    enum Expected {
        static func inputAsOutput(_ output: String, input: String) -> String {
            "\(output): error: refusing to write over an input of this run (\(input))"
        }
        static func jsonlLocked(_ path: String) -> String {
            "\(path): error: in use by another contrastscan run (locked); wait for it to finish or choose another --jsonl file"
        }
        static func jsonlNotRegular(_ path: String, _ what: String) -> String {
            "\(path): error: cannot use as the --jsonl file (\(what), not a regular file)"
        }
        static let stdoutFull = "<stdout>: error: cannot write the output (No space left on device)"
        static let stdoutClosed = "<stdout>: error: cannot write the output (stdout is closed)"
    }

    /// `/dev/full` (writes fail with ENOSPC) exists on Linux, not on macOS.
    static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

    /// A folder with `shots/s.png` + `shots/s.json` (tiny-valid, one passing region), the same
    /// pair in `base/` with its recorded baseline, and `r.jsonl` (two valid batch lines).
    static func workspace() throws -> TemporaryFolder {
        let dir = try TemporaryFolder()
        try dir.screenshot("shots/s")
        try dir.screenshot("base/s")
        try dir.copy("Tests/Fixtures/bad/jsonl-valid.jsonl", to: "r.jsonl")
        let recorded = try CLI.run(["record", dir.path("base")])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        return dir
    }

    // MARK: - Links: written through, never replaced

    struct LinkCase: CustomTestStringConvertible, Sendable {
        var label: String
        /// Where the link is, and what it points to (relative to the link's folder).
        var link: String, destination: String
        var arguments: [String]
        /// How the target must start once written.
        var prefix: String
        var testDescription: String { label }
    }

    static let linkCases: [LinkCase] = [
        LinkCase(label: "analyze --output", link: "out", destination: "targets/report",
                 arguments: ["analyze", "shots/s.png", "--output", "out"], prefix: "shots/s.png  8×8"),
        LinkCase(label: "compare --junit", link: "out", destination: "targets/report",
                 arguments: ["compare", "--baseline", "base", "--current", "shots", "--junit", "out"], prefix: "<?xml"),
        LinkCase(label: "compare --markdown", link: "out", destination: "targets/report",
                 arguments: ["compare", "--baseline", "base", "--current", "shots", "--markdown", "out"], prefix: "### ✅"),
        LinkCase(label: "compare --json", link: "out", destination: "targets/report",
                 arguments: ["compare", "--baseline", "base", "--current", "shots", "--json", "out"], prefix: "{"),
        LinkCase(label: "batch --html", link: "out", destination: "targets/report",
                 arguments: ["batch", "shots", "--jsonl", "batch.jsonl", "--html", "out", "--quiet"], prefix: "<!DOCTYPE html>"),
        LinkCase(label: "merge --html", link: "out", destination: "targets/report",
                 arguments: ["merge", "r.jsonl", "--html", "out"], prefix: "<!DOCTYPE html>"),
        LinkCase(label: "record (the baseline is a link)", link: "shots/s.contrast.json", destination: "../targets/report",
                 arguments: ["record", "shots"], prefix: "{\n  \"formatVersion\": 1"),
        LinkCase(label: "batch --jsonl", link: "out", destination: "targets/report",
                 arguments: ["batch", "shots", "--jsonl", "out", "--quiet"], prefix: "{\"appearance\""),
    ]

    /// Resolve a link before writing (the temporary file goes beside the link's
    /// target and is renamed over the target), so the link stays and its target gets the report.
    @Test("a result file that is a symbolic link is written through it", arguments: linkCases)
    func resultFileThroughLink(_ c: LinkCase) throws {
        let dir = try Self.workspace()
        try dir.write("old report\n", to: "targets/report")
        try dir.link(c.link, to: c.destination)
        let r = try CLIShell.run(c.arguments, in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == 0, "\(r.stderrText)")
        #expect(dir.kind(c.link) == "link")
        #expect(dir.linkDestination(c.link) == c.destination)
        #expect(dir.text("targets/report")?.hasPrefix(c.prefix) == true, "\(dir.text("targets/report") ?? "nil")")
        #expect(dir.temporaryLeftovers().isEmpty, "\(dir.temporaryLeftovers())")
    }

    #if os(Linux)
    /// A link to `/proc/self/fd/N` (like `/dev/stdout` when stdout is a file) is
    /// written in place through the descriptor; it is never renamed over.
    @Test func aLinkToTheProcessStdoutWritesToStdoutWhenStdoutIsAFile() throws {
        let dir = try Self.workspace()
        try dir.link("fd1", to: "/proc/self/fd/1")
        let r = try CLIShell.run(["analyze", "shots/s.png", "--output", "fd1"], redirect: "> cap.txt", in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == 0)
        #expect(dir.kind("fd1") == "link")
        #expect(dir.linkDestination("fd1") == "/proc/self/fd/1")
        #expect(dir.text("cap.txt")?.hasPrefix("shots/s.png  8×8") == true, "\(dir.text("cap.txt") ?? "nil")")
        #expect(dir.temporaryLeftovers().isEmpty)
    }
    #endif

    /// The system's `/dev/stdout` is only looked at (`lstat`), around a run whose stdout is
    /// a pipe: the report reaches the pipe and `/dev/stdout` is what it was. The run is
    /// skipped unless `/dev/stdout` is a link or a device, as systems make it: if something
    /// already replaced it with a regular file, writing to it would only hide that.
    @Test func devStdoutStaysWhatItWasAndGetsTheReport() throws {
        let dir = try Self.workspace()
        let kindBefore = TemporaryFolder.kind(atPath: "/dev/stdout")
        try #require(kindBefore == "link" || kindBefore == "other",
                     "the system's /dev/stdout is a \(kindBefore), not a link or a device: something replaced it")
        let destinationBefore = try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")
        let r = try CLIShell.run(["analyze", "shots/s.png", "--output", "/dev/stdout"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stdoutText.hasPrefix("shots/s.png  8×8"))
        #expect(TemporaryFolder.kind(atPath: "/dev/stdout") == kindBefore)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) == destinationBefore)
    }

    // MARK: - Inputs are never outputs

    struct InputCase: CustomTestStringConvertible, Sendable {
        var label: String
        var arguments: [String]
        var output: String, input: String
        var testDescription: String { label }
    }

    static let inputCases: [InputCase] = [
        InputCase(label: "analyze --output over the sidecar", arguments: ["analyze", "shots/s.png", "--format", "json", "--output", "shots/s.json"],
                  output: "shots/s.json", input: "shots/s.json"),
        InputCase(label: "analyze --output over the screenshot", arguments: ["analyze", "shots/s.png", "--output", "shots/s.png"],
                  output: "shots/s.png", input: "shots/s.png"),
        InputCase(label: "analyze --output over the policy", arguments: ["analyze", "shots/s.png", "--policy", "policy.json", "--output", "policy.json"],
                  output: "policy.json", input: "policy.json"),
        InputCase(label: "batch --jsonl over a sidecar", arguments: ["batch", "shots", "--jsonl", "shots/s.json", "--quiet"],
                  output: "shots/s.json", input: "shots/s.json"),
        InputCase(label: "batch --html over a screenshot", arguments: ["batch", "shots", "--jsonl", "batch.jsonl", "--html", "shots/s.png", "--quiet"],
                  output: "shots/s.png", input: "shots/s.png"),
        InputCase(label: "batch --annotate into the input folder", arguments: ["batch", "shots", "--jsonl", "batch.jsonl", "--annotate", "shots", "--quiet"],
                  output: "shots/s.png", input: "shots/s.png"),
        InputCase(label: "compare --json over a baseline", arguments: ["compare", "--baseline", "base", "--current", "shots", "--json", "base/s.contrast.json"],
                  output: "base/s.contrast.json", input: "base/s.contrast.json"),
        InputCase(label: "compare --junit over a current sidecar", arguments: ["compare", "--baseline", "base", "--current", "shots", "--junit", "shots/s.json"],
                  output: "shots/s.json", input: "shots/s.json"),
        InputCase(label: "record: a.png's baseline is a.contrast.png's sidecar", arguments: ["record", "pair"],
                  output: "pair/a.contrast.json", input: "pair/a.contrast.json"),
    ]

    /// Before writing, compare the output's device and inode with every input of the
    /// run (screenshots, sidecars, baselines, policy, profile); a match is refused with one
    /// line and exit 2, and nothing is written there (the rest of the run goes on).
    @Test("an output that is an input of the run is refused", arguments: inputCases)
    func outputOverAnInput(_ c: InputCase) throws {
        let dir = try Self.workspace()
        try dir.copy("Tests/Fixtures/policy/example.json", to: "policy.json")
        try dir.screenshot("pair/a")
        try dir.screenshot("pair/a.contrast")
        let before = dir.regularFiles()
        let r = try CLIShell.run(c.arguments, in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.inputAsOutput(c.output, input: c.input) + "\n")
        let after = dir.regularFiles()
        for (name, data) in before { #expect(after[name] == data, "\(name) was changed") }
        #expect(dir.temporaryLeftovers().isEmpty)
    }

    /// The `--annotate` folder is left out of the inputs when it lies inside a folder
    /// given, so a second run does not measure the drawn boxes.
    @Test func anAnnotateFolderInsideTheInputsIsNotReadBack() throws {
        let dir = try Self.workspace()
        let arguments = ["batch", "shots", "--jsonl", "batch.jsonl", "--annotate", "shots/annotated", "--format", "json", "--quiet"]
        let first = try CLIShell.run(arguments, in: dir.url)
        #expect(first.status == 0)
        #expect(dir.kind("shots/annotated/s.png") == "file")
        let second = try CLIShell.run(arguments, in: dir.url)
        #expect(second.status == 0)
        let summary = try JSONSerialization.jsonObject(with: second.stdout) as? [String: Any]
        let counts = summary?["counts"] as? [String: Any]
        #expect(counts?["images"] as? Int == 1)
        #expect(dir.kind("shots/annotated/annotated") == "missing")
    }

    // MARK: - One run per JSONL file

    /// `batch` takes an exclusive `flock` on the `--jsonl` file for the whole run
    /// (before truncating or reading it) and fails at once when another process holds it.
    @Test("a --jsonl file another run holds is refused and left as it is", arguments: [false, true])
    func lockedJSONL(resume: Bool) throws {
        let dir = try Self.workspace()
        let before = try #require(dir.bytes("r.jsonl"))
        let fd = open(dir.path("r.jsonl"), O_RDWR)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "r.jsonl", "--quiet"] + (resume ? ["--resume"] : []), in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.jsonlLocked("r.jsonl") + "\n")
        #expect(dir.bytes("r.jsonl") == before)
    }

    // MARK: - A --jsonl that is not a regular file

    /// The `--jsonl` file is checked before anything is analysed: a device or a FIFO
    /// is refused at once (it used to be refused only after the whole batch ran, and a
    /// FIFO without a reader hung the run in open(2)).
    @Test("a --jsonl that is a device or a FIFO is refused before any analysis", arguments: ["/dev/null", "fifo"] + (hasDevFull ? ["/dev/full"] : []))
    func jsonlNotARegularFile(_ target: String) throws {
        let dir = try Self.workspace()
        if target == "fifo" { try #require(mkfifo(dir.path("fifo"), 0o600) == 0) }
        let r = try CLIShell.run(["batch", "shots", "--jsonl", target, "--quiet"], in: dir.url, timeout: 15)
        #expect(!r.timedOut)
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.jsonlNotRegular(target, target == "fifo" ? "is a FIFO (named pipe)" : "is a device") + "\n")
        #expect(r.stdout.isEmpty)
    }

    // MARK: - stdout and stderr full or closed

    static let commands: [[String]] = [
        ["analyze", "shots/s.png"],
        ["analyze", "shots/s.png", "--format", "json"],
        ["ratio", "#767676", "#FFFFFF"],
        ["--version"],
        ["analyze", "--help"],
        ["batch", "shots", "--jsonl", "batch.jsonl", "--quiet"],
        ["compare", "--baseline", "base", "--current", "shots"],
        ["merge", "r.jsonl"],
        ["merge", "r.jsonl", "--html", "m.html"],
        ["detect", "shots/s.png"],
        ["record", "shots"],
    ]

    /// Every write to stdout goes through one checked path (no `FileHandle.write`,
    /// which traps on `try!`); a failed write is `<stdout>: error: …` on stderr and exit 2.
    @Test("a full stdout is an error line and exit 2", .enabled(if: hasDevFull), arguments: commands)
    func fullStdout(_ arguments: [String]) throws {
        let dir = try Self.workspace()
        let r = try CLIShell.run(arguments, redirect: ">/dev/full", in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.stdoutFull + "\n")
    }

    /// Descriptors 0–2 found closed at start are reserved (opened on /dev/null) so no
    /// file opened later takes their number, and writing to a closed stdout is an error.
    @Test("a closed stdout is an error line and exit 2", arguments: commands)
    func closedStdout(_ arguments: [String]) throws {
        let dir = try Self.workspace()
        let r = try CLIShell.run(arguments, redirect: ">&-", in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == 2)
        #expect(r.stderrText == Expected.stdoutClosed + "\n")
    }

    /// Commands that report an error on stderr, with their documented exit status.
    static let failingCommands: [([String], Int32)] = [
        (["analyze", "nope.png"], 2),
        (["analyze", "shots/s.png", "--bogus"], 64),
        (["ratio", "nope", "#FFFFFF"], 64),
        (["batch", "nope.png", "--jsonl", "batch.jsonl", "--quiet"], 2),
        (["compare", "--baseline", "base", "--current", "nope"], 2),
        (["merge", "nope.jsonl"], 2),
        (["record", "nope.png"], 2),
        (["detect", "nope.png"], 2),
    ]

    /// A diagnostic that cannot be written is dropped; the exit status still says what happened.
    @Test("a full or closed stderr keeps the documented exit status",
          arguments: failingCommands.flatMap { c in (hasDevFull ? ["2>/dev/full", "2>&-"] : ["2>&-"]).map { (c.0, c.1, $0) } })
    func unwritableStderr(_ arguments: [String], _ status: Int32, _ redirect: String) throws {
        let dir = try Self.workspace()
        let r = try CLIShell.run(arguments, redirect: redirect + " >/dev/null", in: dir.url)
        #expect(!r.crashed)
        #expect(r.status == status)
    }

    /// A closed stdout or stderr must not hand its descriptor number to the `--jsonl` file:
    /// the summary (`>&-`) or the progress lines (`2>&-`) would be written into it.
    @Test("a closed stdout or stderr does not send text into the --jsonl file", arguments: [">&-", "2>&-"])
    func closedStreamDoesNotLandInTheJSONL(_ redirect: String) throws {
        let dir = try Self.workspace()
        let r = try CLIShell.run(["batch", "shots", "--jsonl", "out.jsonl"], redirect: redirect, in: dir.url)
        let lines = (dir.text("out.jsonl") ?? "").split(separator: "\n")
        #expect(!r.crashed)
        #expect(lines.count == 1)
        for line in lines { #expect(line.hasPrefix("{\"appearance\""), "\(line)") }
        // A closed stdout still loses the summary (an error); a closed stderr only loses progress.
        #expect(r.status == (redirect == ">&-" ? 2 : 0))
    }

    /// Not every command needs stdout: `--output` alone works with stdout closed.
    @Test func aClosedStdoutThatIsNotNeededIsNoError() throws {
        let dir = try Self.workspace()
        let r = try CLIShell.run(["analyze", "shots/s.png", "--output", "report.txt"], redirect: ">&-", in: dir.url)
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(dir.text("report.txt")?.hasPrefix("shots/s.png  8×8") == true)
    }
}
