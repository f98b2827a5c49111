import TestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runner every end-to-end test stands on: what it reports must be what happened.
@Suite("ProcessRunner: input, both streams, exit status, signals, time limit")
struct ProcessRunnerTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    static func sh(_ script: String, input: Data? = nil, timeout: Double? = nil) throws -> ProcessRunner.Output {
        try ProcessRunner.run(shell, ["-c", script], in: TestPaths.packageRoot, input: input, timeout: timeout)
    }

    @Test func theInputIsTheChildsStandardInput() throws {
        let r = try Self.sh("cat; echo done >&2", input: Data("line one\nline two\n".utf8))
        #expect(r.status == 0)
        #expect(r.stdoutText == "line one\nline two\n")
        #expect(r.stderrText == "done\n")
        #expect(!r.timedOut)
    }

    @Test func withoutInputTheChildReadsEndOfFile() throws {
        let r = try Self.sh("wc -c")
        #expect(r.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    /// More than a pipe holds, on both streams at once: neither blocks the child.
    @Test func largeOutputOnBothStreamsIsKeptWhole() throws {
        let r = try Self.sh("head -c 3000000 /dev/zero; head -c 2000000 /dev/zero >&2; head -c 1000000 /dev/zero")
        #expect(r.status == 0)
        #expect(r.stdout.count == 4_000_000)
        #expect(r.stderr.count == 2_000_000)
    }

    @Test func theExitStatusAndASignalAreTold() throws {
        #expect(try Self.sh("exit 3").status == 3)
        let killed = try Self.sh("kill -KILL $$")
        #expect(killed.status == -SIGKILL && killed.signalled)
        #expect(CLIResult(killed).status == SIGKILL, "CLI.run reports the signal's number, as Process does")
    }

    @Test func aRunPastItsTimeLimitIsKilled() throws {
        let start = Date()
        let r = try Self.sh("exec sleep 30", timeout: 0.5)
        #expect(r.timedOut)
        #expect(r.status == -SIGKILL)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func theWorkingFolderAndEnvironmentAreTheGivenOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let r = try ProcessRunner.run(Self.shell, ["-c", "pwd -P; echo \"$ONLY\""], in: folder.url, environment: ["ONLY": "this"])
        #expect(r.stdoutText == folder.url.resolvingSymlinksInPath().path + "\nthis\n")
    }
}
