import ContrastScan
import ContrastScanSupport
import ContrastTriage
import Foundation
import Testing

@Suite("Batch library: shards, JSON lines, resume, ranking")
struct BatchLibraryTests {
    @Test func shardsParseOnlyIndexBelowCount() {
        #expect(Shard(parsing: "0/4") == Shard(index: 0, count: 4))
        #expect(Shard(parsing: "3/4")?.description == "3/4")
        for bad in ["4/4", "-1/4", "1/0", "1", "a/b", "1/2/3", ""] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test func fnv1a64MatchesTheReferenceVectors() {
        #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test(arguments: [1, 2, 3, 7])
    func shardsPartitionEveryPathExactlyOnce(_ count: Int) {
        let paths = (0..<1000).map { "screens/\($0 % 17)/shot-\($0).png" }
        var owners = [Int](repeating: 0, count: paths.count)
        for index in 0..<count {
            let shard = Shard(index: index, count: count)!
            for (i, path) in paths.enumerated() where shard.contains(relativePath: path) { owners[i] += 1 }
        }
        #expect(owners.allSatisfy { $0 == 1 })
    }

    private func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cs-jsonl-\(UUID().uuidString).jsonl").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private let lineA = ImageRecord(image: "a.png", error: "a.png: broken").jsonLine
    private let lineB = ImageRecord(image: "b.png", error: "b.png: broken").jsonLine

    @Test func errorLinesAreOneCompactLineWithSortedKeys() {
        #expect(lineA == #"{"error":"a.png: broken","formatVersion":1,"image":"a.png","regions":[]}"# + "\n")
        let hostile = ImageRecord(image: "x\ny\u{2028}.png", error: "e").jsonLine
        #expect(hostile.split(separator: "\n").count == 1, "a name cannot split a record")
    }

    @Test func theReaderGivesOffsetsAndMarksATornLastLine() throws {
        let path = try temporaryFile(lineA + lineB + "{\"image\":\"c")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try JSONLReader(path: path)
        var lines: [JSONLReader.Line] = []
        while let line = try reader.next() { lines.append(line) }
        #expect(lines.map(\.isComplete) == [true, true, false])
        #expect(lines[1].offset == lineA.utf8.count)
        #expect(try reader.line(at: lines[1].offset, length: lines[1].bytes.count) == Array(lineB.utf8.dropLast()))
        #expect(try ImageRecord(line: lines[0].bytes).image == "a.png")
    }

    @Test(arguments: [
        ("", 2),                                   // clean end
        ("{\"image\":\"c.png\",\"regi", 2),        // torn: no newline
    ])
    func resumeFindsDoneImagesAndCutsATornTail(_ tail: String, _ done: Int) throws {
        let path = try temporaryFile(lineA + lineB + tail)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let resume = try JSONLResume.prepare(path: path)
        #expect(resume.done == ["a.png", "b.png"])
        #expect(resume.done.count == done)
        #expect(resume.truncatedAt == (tail.isEmpty ? nil : (lineA + lineB).utf8.count))
        #expect(try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == lineA + lineB)
    }

    /// Only a torn last line is ever cut: a complete line that is not a record,
    /// even the last one, is reported and left in place.
    @Test func resumeLeavesACompleteLineThatIsNotARecord() throws {
        let path = try temporaryFile(lineA + lineB + "{\"image\":\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let resume = try JSONLResume.prepare(path: path)
        #expect(resume.done == ["a.png", "b.png"])
        #expect(resume.truncatedAt == nil)
        #expect(resume.invalidLines.map(\.number) == [3])
        #expect(try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == lineA + lineB + "{\"image\":\n")
    }

    /// A file with no batch line in it is not this tool's: resuming into it is
    /// an error that changes nothing.
    @Test(arguments: ["my notes\n", "my notes"])
    func resumeRefusesAFileThatIsNotBatchLines(_ text: String) throws {
        let path = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: JSONLResume.Problem.self) { try JSONLResume.prepare(path: path) }
        #expect(try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == text)
    }

    @Test func resumeOfAMissingFileIsEmpty() throws {
        let resume = try JSONLResume.prepare(path: "/nonexistent/\(UUID().uuidString).jsonl")
        #expect(resume.done.isEmpty && resume.truncatedAt == nil)
    }

    @Test func recordsRejectLinesWithoutImageOrWithAnUnknownVerdict() {
        #expect(throws: BatchLineError.self) { try ImageRecord(line: Array(#"{"regions":[]}"#.utf8)) }
        #expect(throws: BatchLineError.self) {
            try ImageRecord(line: Array(#"{"image":"a","regions":[{"id":"r","verdict":"great"}]}"#.utf8))
        }
        #expect(throws: BatchLineError.self) { try ImageRecord(line: Array("not json".utf8)) }
        let lenient = try? ImageRecord(line: Array(#"{"formatVersion":1,"image":"a","future":1,"regions":[{"id":"r","verdict":"skipped","foreground":"red"}]}"#.utf8))
        #expect(lenient != nil, "a key this build does not know is ignored")
        #expect(lenient?.regions.first?.foreground == nil, "a colour that is not #RRGGBB is dropped")
    }

    private func record(_ image: String, _ regions: [(String, Verdict, Double)]) -> ImageRecord {
        ImageRecord(image: image, width: 10, height: 10, regions: regions.map {
            RegionRecord(id: $0.0, pixelRect: PixelRect(x: 0, y: 0, width: 2, height: 2), ratio: $0.2, threshold: 4.5, verdict: $0.1)
        })
    }

    /// The index decodes runs of lines on several threads: the same entries,
    /// summary, problems and count of replaced lines as on one, across runs,
    /// with blank, invalid, repeated and torn lines among them.
    @Test(arguments: [2, 3])
    func anIndexDecodedOnSeveralThreadsIsTheSameAsOnOne(_ jobs: Int) throws {
        var text = ""
        for i in 0..<549 {
            switch i % 97 {
            case 5: text += "   \n"
            case 11: text += "{\"image\": 7}\n"
            case 13: text += "not json\n"
            default:
                // Every 7th image again later (a later line wins), verdicts and ratios varied.
                let image = i % 7 == 0 && i > 300 ? "shot-\(i - 300).png" : "shot-\(i).png"
                let verdict: Verdict = [.fail, .pass, .review, .pass][i % 4]
                text += record(image, [("r\(i % 5)", verdict, 1.5 + Double(i % 40) / 10), ("s", .pass, 7)]).jsonLine
            }
        }
        text += "{\"image\":\"torn"
        let path = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let one = BatchIndex(files: [path], limit: 10)
        let several = BatchIndex(files: [path], limit: 10, jobs: jobs)
        #expect(several.entries == one.entries)
        #expect(several.summary == one.summary)
        #expect(several.problems == one.problems)
        #expect(several.replacedLines == one.replacedLines)
        #expect(one.replacedLines > 0)
        #expect(one.problems.count == 2 * 6 + 1, "blank lines are skipped; invalid lines and the torn one are problems")
        #expect(one.entries.count > 10 * BatchIndex.linesPerRun(jobs: jobs), "many runs")
    }

    @Test func theSummaryKeepsTheWorstInAStableOrderWhateverTheArrivalOrder() {
        var records = (0..<200).map { i in record("img\(i).png", [("r", i % 3 == 0 ? .fail : .pass, 1 + Double(i % 50) / 10)]) }
        records.append(ImageRecord(image: "bad.png", error: "bad.png: broken"))
        var forward = BatchSummary(limit: 5), backward = BatchSummary(limit: 5)
        for r in records { forward.add(r) }
        for r in records.reversed() { backward.add(r) }
        let a = forward.finished(), b = backward.finished()
        #expect(a == b)
        #expect(a.worstRegions.count == 5 && a.worstRegions.allSatisfy { $0.region.verdict == .fail })
        let ratios = a.worstRegions.compactMap(\.region.ratio)
        #expect(ratios == ratios.sorted())
        #expect(a.imageCount == 201 && a.errorCount == 1 && a.outcome(failOnReview: false) == .error)
        #expect(a.regionsByVerdict[.fail] == 67)
    }
}
