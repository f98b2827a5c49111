import TestSupport
import Foundation
import Testing

/// A report is written to a temporary file beside the target, flushed, then renamed over
/// it (`FileOutput`): a run killed or failing mid-write leaves the previous report whole,
/// so `compare`, a later `--resume` or a person never reads half of one. The failure is
/// made real with a file-size limit (`ulimit -f`): the kernel stops the write after 1 KiB.
@Suite("Writing reports: an interrupted write leaves the old file whole")
struct OutputAtomicityTests {
    static let oldReport = "{\"the previous report\": true}\n"

    /// Runs `analyze … -o out.json` in a shell with `ulimit -f 1` (and `prelude`), over an old report.
    static func writeUnderSizeLimit(prelude: String) throws -> (CLIShell.Result, TemporaryFolder) {
        let dir = try TemporaryFolder()
        try Data(oldReport.utf8).write(to: URL(fileURLWithPath: dir.path("out.json")))
        let script = "ulimit -f 1; \(prelude) \"$CS\" analyze Goldens/material-card.png Goldens/gradient-header.png"
            + " --format json -o \(CLIShell.quote(dir.path("out.json")))"
        return (try CLIShell.run(script), dir)
    }

    static func leftovers(_ dir: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0 != "out.json" }
    }

    #if os(Linux)   // `env --default-signal` is GNU coreutils
    @Test func aRunKilledMidWriteLeavesTheOldReportWhole() throws {
        // SIGXFSZ's default action kills the process in the middle of write(2); the test
        // runner may ignore the signal, and an ignored signal is inherited, so reset it.
        let (result, dir) = try Self.writeUnderSizeLimit(prelude: "exec env --default-signal=XFSZ")
        #expect(result.status == -SIGXFSZ)
        #expect(try String(contentsOfFile: dir.path("out.json"), encoding: .utf8) == Self.oldReport)
        // What was written went to a hidden temporary name no reader takes for the report.
        for name in try Self.leftovers(dir) { #expect(name.hasPrefix(".out.json.tmp-"), "\(name)") }
    }
    #endif

    @Test func aWriteThatFailsLeavesTheOldReportAndNoTemporaryFile() throws {
        // With SIGXFSZ ignored, write(2) fails with EFBIG instead: an error, exit 2.
        let (result, dir) = try Self.writeUnderSizeLimit(prelude: "trap '' XFSZ; exec")
        #expect(result.status == 2)
        #expect(result.stderrText == "\(dir.path("out.json")): error: cannot write the report (cannot write (File too large))\n")
        #expect(try String(contentsOfFile: dir.path("out.json"), encoding: .utf8) == Self.oldReport)
        #expect(try Self.leftovers(dir).isEmpty)
    }

    @Test func aCompleteWriteReplacesTheReport() throws {
        let dir = try TemporaryFolder()
        try Data(Self.oldReport.utf8).write(to: URL(fileURLWithPath: dir.path("out.json")))
        let r = try CLI.run(["analyze", "Goldens/card-light.png", "--format", "json", "-o", dir.path("out.json")])
        #expect(r.status != 2)
        let written = try String(contentsOfFile: dir.path("out.json"), encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"formatVersion\": 1") && written.hasSuffix("}\n"))
        #expect(try Self.leftovers(dir).isEmpty)
    }
}
