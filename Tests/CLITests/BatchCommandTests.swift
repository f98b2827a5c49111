import TestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("batch: many screenshots, errors as rows, streaming, resume")
struct BatchCommandTests {
    /// good/a, good/sub/b (tiny, pass), card-failing (fails), corrupt.png (+ sidecar), lonely.png (no sidecar).
    private func mixedFolder() throws -> TemporaryFolder {
        let w = try TemporaryFolder()
        try w.screenshot("shots/a")
        try w.screenshot("shots/sub/b")
        try w.screenshot("shots/card-failing", from: "Goldens/card-failing")
        try w.copy("Tests/Fixtures/bad/crc-mismatch-idat.png", to: "shots/corrupt.png")
        try w.copy("Tests/Fixtures/bad/tiny-valid.json", to: "shots/corrupt.json")
        try w.copy("Tests/Fixtures/bad/tiny-valid.png", to: "shots/lonely.png")
        try w.copy("Goldens/card-failing.contrast.json", to: "shots/card-failing.contrast.json")
        return w
    }

    @Test func aFolderWithCorruptAndSidecarlessFilesGivesOneRowPerImageAndExitsTwo() throws {
        let w = try mixedFolder()
        defer { w.remove() }
        let r = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "--jobs", "2", "--no-detect"])
        #expect(r.status == 2, "errors win over failures")
        let lines = try w.lines("out.jsonl")
        #expect(lines.count == 5, "one line per PNG; the .json files are not images")
        #expect(Set(lines.compactMap { $0["image"] as? String }) == Set(["a", "sub/b", "card-failing", "corrupt", "lonely"].map { w.path("shots/\($0).png") }))
        let errors = lines.filter { $0["error"] != nil }
        #expect(errors.count == 2)
        let corrupt = try #require(errors.first { ($0["image"] as? String)?.hasSuffix("corrupt.png") == true })
        #expect(Set(corrupt.keys) == ["error", "formatVersion", "image", "regions"])
        #expect((corrupt["error"] as? String) == "\(w.path("shots/corrupt.png")): corrupt PNG (CRC mismatch in the IDAT chunk); the file was damaged in transfer")
        let lonely = try #require(errors.first { ($0["image"] as? String)?.hasSuffix("lonely.png") == true })
        #expect((lonely["error"] as? String)?.hasPrefix("\(w.path("shots/lonely.json")): no sidecar found") == true)
        let failing = try #require(lines.first { ($0["image"] as? String)?.hasSuffix("card-failing.png") == true })
        #expect((failing["regions"] as? [[String: Any]])?.count == 12)
        #expect(failing["formatVersion"] as? Int == 1 && failing["width"] as? Int == 390)
        // Diagnostics on stderr, one line each; the summary ranks the failing card first.
        #expect(r.stderr.contains("\(w.path("shots/corrupt.png")): error: corrupt PNG"))
        #expect(r.stderr.contains("\(w.path("shots/lonely.json")): error: no sidecar found"))
        #expect(r.stdout.contains("ERRORS (2)"))
        #expect(r.stdout.contains("RESULT error: 5 images (3 analysed, 2 could not be); regions: 12 fail, 0 review, 2 pass, 0 skipped"))
        let worst = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("  ✗ ") })
        #expect(worst.contains("card-failing.png  more-label \"3 more\": fail 1.49:1, needs 4.50:1"))
    }

    @Test(arguments: [
        (["bad"], Int32(2)),   // with a failing card and a sidecarless screenshot: 2 wins
        (["failing"], 1),      // failures only
        ([], 0),               // every region passes
    ] as [([String], Int32)])
    func exitStatusFollowsAnalyze(_ extras: [String], _ expected: Int32) throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        try w.screenshot("shots/a")
        if extras.contains("failing") { try w.screenshot("shots/f", from: "Goldens/card-failing") }
        if extras.contains("bad") {
            try w.screenshot("shots/f", from: "Goldens/card-failing")
            try w.copy("Tests/Fixtures/bad/tiny-valid.png", to: "shots/lonely.png")
        }
        let r = try CLI.run(["batch", w.path("shots"), "--quiet", "--no-detect"])
        #expect(r.status == expected, "\(r.stdout)\(r.stderr)")
        #expect(!r.stderr.contains("progress"), "--quiet prints no progress")
    }

    /// Support's bare uploads: no sidecar, so the text lines are found and ranked.
    @Test func aBareScreenshotGetsItsWorstTextLinesRanked() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        try w.copy("Goldens/settings-light.png", to: "shots/upload.png")
        let r = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "--quiet"])
        #expect(r.status == 1, "\(r.stderr)")
        let line = try #require(try w.lines("out.jsonl").first)
        #expect(line["error"] == nil)
        #expect(line["regionsSource"] as? String == "detected")
        let regions = try #require(line["regions"] as? [[String: Any]])
        #expect(regions.count >= 20)
        #expect(regions.allSatisfy { $0["detected"] as? Bool == true && ($0["id"] as? String)?.hasPrefix("line-y") == true })
        let worst = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("  ✗ ") })
        #expect(worst.contains("upload.png  line-y"), "\(worst)")
    }

    @Test func progressIsPlainLinesWhenStderrIsNotATerminal() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        for i in 0..<20 { try w.screenshot("shots/t\(i)") }
        let r = try CLI.run(["batch", w.path("shots")])
        #expect(r.status == 0)
        let progress = r.stderr.split(separator: "\n").filter { $0.hasPrefix("progress: ") }
        #expect(progress.count >= 2 && progress.count <= 12, "about every 10%: \(progress)")
        #expect(progress.last?.hasPrefix("progress: 20/20 (100%), ") == true)
        #expect(progress.last?.hasSuffix(" images/s, 0 failing, 0 errors") == true)
        #expect(!r.stderr.contains("\u{1B}["), "no terminal escapes in a log")
    }

    @Test func globsAreExpandedWhenTheShellDidNotAndJSONFilesAreSkipped() throws {
        let w = try mixedFolder()
        defer { w.remove() }
        try w.write("notes", to: "shots/notes.txt")
        let r = try CLI.run(["batch", w.path("shots") + "/*", w.path("nowhere/*.png"), "--jsonl", w.path("shots/out.jsonl"), "-q"])
        let images = try w.lines("shots/out.jsonl").compactMap { $0["image"] as? String }
        #expect(images.count == 6, "4 PNGs in shots/, b.png from sub/ (a folder matched is searched), the empty pattern; not notes.txt: \(images)")
        #expect(images.contains(w.path("shots/sub/b.png")))
        #expect(r.stderr.contains("\(w.path("nowhere/*.png")): error: no file matches this pattern"))
        #expect(r.status == 2)
    }

    @Test func linesStreamAndResumeSkipsWhatIsDoneAndCutsATornLastLine() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        for i in 0..<6 { try w.screenshot("shots/t\(i)") }
        let first = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "-q"])
        #expect(first.status == 0)
        let all = try w.read("out.jsonl").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(all.count == 7 && all.last == "", "6 lines, each ending in a newline")
        // As if killed while writing the third line: two whole lines and half of one.
        let torn = all[0] + "\n" + all[1] + "\n" + all[2].prefix(all[2].count / 2)
        try w.write(torn, to: "out.jsonl")
        let resumed = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "--resume", "--format", "json"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("\(w.path("out.jsonl")): warning: cut off a torn last line"))
        #expect(resumed.stderr.contains("resuming \(w.path("out.jsonl")): skipped 2 already done, 4 to analyse"))
        let text = try w.read("out.jsonl")
        #expect(text.hasPrefix(all[0] + "\n" + all[1] + "\n"), "the lines already done are kept as they were")
        let images = try w.lines("out.jsonl").compactMap { $0["image"] as? String }
        #expect(images.count == 6 && Set(images).count == 6, "every image exactly once")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(resumed.stdout.utf8)) as? [String: Any])
        let run = try #require(summary["run"] as? [String: Any])
        #expect(run["skippedAlreadyDone"] as? Int == 2 && run["analysedNow"] as? Int == 4)
        #expect((summary["counts"] as? [String: Any])?["images"] as? Int == 6, "the summary covers the whole file")
        // Resuming a finished file analyses nothing.
        let again = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "--resume"])
        #expect(again.stdout.contains("run: 0 done now, skipped 6 already done (--resume)"))
        #expect(try w.lines("out.jsonl").count == 6)
    }

    @Test func aRunKilledMidWayResumesWithoutRepeatingWork() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        let total = 3000
        try w.copy("Tests/Fixtures/bad/tiny-valid.png", to: "shots/seed.png")
        for i in 0..<total {
            try FileManager.default.linkItem(atPath: w.path("shots/seed.png"), toPath: w.path("shots/t\(i).png"))
            try FileManager.default.linkItem(atPath: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/bad/tiny-valid.json").path,
                                             toPath: w.path("shots/t\(i).json"))
        }
        try FileManager.default.removeItem(atPath: w.path("shots/seed.png"))
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "--jobs", "1", "-q"]
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: w.path("stderr.txt"), contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: w.path("stderr.txt")))
        try process.run()
        // Generous: under AddressSanitizer on a loaded 2-core machine, walking 3,000 entries
        // and the first 50 images take far longer than the usual second.
        let deadline = Date().addingTimeInterval(180)
        while Date() < deadline && process.isRunning {
            if let text = try? w.read("out.jsonl"), text.split(separator: "\n").count >= 50 { break }
            usleep(2000)
        }
        try #require(process.isRunning, "the batch ended before it was killed: \((try? w.read("stderr.txt")) ?? "")")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let before = try w.read("out.jsonl")
        let done = before.split(separator: "\n").count - (before.hasSuffix("\n") ? 0 : 1)
        try #require(done >= 50 && done < total, "killed mid-way: \(done) of \(total) done")

        let resumed = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "--resume", "--format", "json", "-q"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(resumed.stdout.utf8)) as? [String: Any])
        let run = try #require(summary["run"] as? [String: Any])
        #expect(run["skippedAlreadyDone"] as? Int == done, "the early images were not analysed again")
        #expect(run["analysedNow"] as? Int == total - done)
        let after = try w.read("out.jsonl")
        let keptPrefix = before.hasSuffix("\n") ? before : String(before[..<before.index(after: before.lastIndex(of: "\n")!)])
        #expect(after.hasPrefix(keptPrefix), "the lines written before the kill are untouched")
        let images = after.split(separator: "\n").map { line -> String in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["image"] as? String ?? "?"
        }
        #expect(images.count == total && Set(images).count == total, "every image appears exactly once")
    }

    @Test func shardsAreDisjointCompleteAndTheirMergeEqualsTheUnshardedRun() throws {
        let w = try mixedFolder()
        defer { w.remove() }
        for i in 0..<12 { try w.screenshot("shots/more/t\(i)") }
        let whole = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("all.jsonl"), "--format", "json", "-q"])
        var shards: [Set<String>] = []
        for index in 0..<3 {
            let r = try CLI.run(["batch", w.path("shots"), "--shard", "\(index)/3", "--jsonl", w.path("shard\(index).jsonl"), "-q"])
            #expect(r.status <= 2)
            shards.append(Set(try w.lines("shard\(index).jsonl").compactMap { $0["image"] as? String }))
        }
        let all = Set(try w.lines("all.jsonl").compactMap { $0["image"] as? String })
        #expect(all.count == 17)
        #expect(shards[0].union(shards[1]).union(shards[2]) == all, "together the shards cover every image")
        #expect(shards[0].isDisjoint(with: shards[1]) && shards[0].isDisjoint(with: shards[2]) && shards[1].isDisjoint(with: shards[2]))
        #expect(shards.allSatisfy { !$0.isEmpty })

        let merged = try CLI.run(["merge", w.path("shard0.jsonl"), w.path("shard1.jsonl"), w.path("shard2.jsonl"), "--format", "json"])
        #expect(merged.status == whole.status && merged.status == 2)
        func withoutRun(_ json: String) throws -> NSDictionary {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            object["run"] = nil
            return object as NSDictionary
        }
        #expect(try withoutRun(merged.stdout) == withoutRun(whole.stdout), "merge equals the unsharded summary")
        // An image in several files counts once (the last complete line wins).
        let twice = try CLI.run(["merge", w.path("all.jsonl"), w.path("shard1.jsonl"), "--format", "json"])
        #expect(try withoutRun(twice.stdout) == withoutRun(whole.stdout))
        // The same holds for the text summary and the HTML report.
        let textWhole = try CLI.run(["merge", w.path("all.jsonl"), "--html", w.path("all.html")])
        let textShards = try CLI.run(["merge", w.path("shard2.jsonl"), w.path("shard0.jsonl"), w.path("shard1.jsonl"), "--html", w.path("shards.html")])
        #expect(textWhole.stdout == textShards.stdout)
        #expect(try w.read("all.html") == w.read("shards.html"))
    }

    @Test func shardAndResumeOptionsAreCheckedAsUsage() throws {
        for (arguments, message) in [
            (["batch", "x", "--shard", "3/3"], "The value '3/3' is invalid for '--shard <i/n>': expected I/N with 0 <= I < N, e.g. 0/4"),
            (["batch", "x", "--shard", "a"], "The value 'a' is invalid for '--shard <i/n>'"),
            (["batch", "x", "--resume"], "--resume continues a --jsonl file: pass --jsonl <file> too"),
            (["batch", "x", "--jobs", "0"], "The value '0' is invalid for '--jobs <n>': expected a positive whole number"),
            (["batch"], "Missing expected argument '<path> ...'"),
            (["merge"], "Missing expected argument '<file> ...'"),
        ] {
            let r = try CLI.run(arguments)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.hasPrefix("Error: \(message)"), "\(r.stderr)")
        }
    }

    @Test func mergeReportsATornShardAndExitsTwo() throws {
        let w = try TemporaryFolder()
        defer { w.remove() }
        try w.screenshot("shots/a")
        try w.screenshot("shots/b")
        _ = try CLI.run(["batch", w.path("shots"), "--jsonl", w.path("out.jsonl"), "-q"])
        let text = try w.read("out.jsonl")
        try w.write(String(text.dropLast(10)), to: "torn.jsonl")
        let r = try CLI.run(["merge", w.path("torn.jsonl")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(w.path("torn.jsonl")):2: error: torn last line"))
        #expect(r.stdout.contains("RESULT passed: 1 image;"))
        let missing = try CLI.run(["merge", w.path("none.jsonl")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("\(w.path("none.jsonl")): error: no such file"))
    }

    /// Nothing given exists: one line per path, exit 2, and no summary that would
    /// pretend something was analysed.
    @Test func pathsThatNameNothingAreErrorsNotABatch() throws {
        let r = try CLI.run(["batch", "/no/such/dir", "--quiet"])
        #expect(r.status == 2)
        #expect(r.stderr == "/no/such/dir: error: no such file or folder\n")
        #expect(r.stdout.isEmpty)
    }
}
