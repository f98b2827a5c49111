import TestSupport
import ContrastScanSupport
import ContrastScan
import Foundation
import Testing

/// One `analyze` over every malformed input and good screenshots together, as a support
/// queue or a CI job would feed it: each bad input costs one line and its own error, and
/// every good image's report is exactly the one it gets when analysed alone.
@Suite("A run mixing every malformed input with good files")
struct MixedRunTests {
    @Test func badInputsNeverCorruptAGoodImagesResult() throws {
        let dir = try TemporaryFolder()
        let fm = FileManager.default
        let root = CLI.packageRoot.path + "/"
        let bad = root + MalformedCorpusTests.folder
        var images: [String] = []
        var expectedErrors: [String: String] = [:]   // path on stderr → message

        // Every malformed PNG, with the valid sidecar beside it.
        for (file, message) in MalformedCorpusTests.images {
            let image = dir.path("png-" + file)
            try fm.copyItem(atPath: bad + file, toPath: image)
            try fm.copyItem(atPath: bad + "tiny-valid.json", toPath: dir.path("png-" + file.dropLast(4) + ".json"))
            images.append(image)
            expectedErrors[image] = message
        }
        // Every malformed sidecar, beside a copy of the valid PNG.
        for (file, message) in MalformedCorpusTests.sidecars {
            let sidecar = dir.path("json-" + file), image = dir.path("json-" + file.dropLast(5) + ".png")
            try fm.copyItem(atPath: bad + file, toPath: sidecar)
            try fm.copyItem(atPath: bad + "tiny-valid.png", toPath: image)
            images.append(image)
            expectedErrors[sidecar] = message
        }
        // Files that are not files.
        let fifo = dir.path("fifo.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        try fm.copyItem(atPath: bad + "tiny-valid.json", toPath: dir.path("fifo.json"))
        try fm.createDirectory(atPath: dir.path("folder.png"), withIntermediateDirectories: true)
        try fm.copyItem(atPath: bad + "tiny-valid.json", toPath: dir.path("folder.json"))
        images += [fifo, dir.path("folder.png"), dir.path("missing.png")]
        expectedErrors[fifo] = "is a FIFO (named pipe), not a regular file"
        expectedErrors[dir.path("folder.png")] = "is a directory, not a file"
        expectedErrors[dir.path("missing.png")] = "no such file"

        // Good files, interleaved: the goldens, the valid fixture, and the damage that is a warning by design.
        var good: [String] = []
        for name in ["card-light", "card-dark-elevated", "gradient-header", "card-translucent-text"] {
            try fm.copyItem(atPath: root + "Goldens/\(name).png", toPath: dir.path(name + ".png"))
            try fm.copyItem(atPath: root + "Goldens/\(name).json", toPath: dir.path(name + ".json"))
            good.append(dir.path(name + ".png"))
        }
        for (file, _) in MalformedCorpusTests.warned + [("tiny-valid.png", nil)] {
            try fm.copyItem(atPath: bad + file, toPath: dir.path("ok-" + file))
            try fm.copyItem(atPath: bad + "tiny-valid.json", toPath: dir.path("ok-" + file.dropLast(4) + ".json"))
            good.append(dir.path("ok-" + file))
        }
        var order: [String] = []
        for (index, image) in images.enumerated() {
            order.append(image)
            if index % 8 == 0, !good.isEmpty { order.append(good.removeFirst()) }
        }
        order += good
        let goodImages = Set(order).subtracting(images)

        let r = try CLI.run(["analyze"] + order + ["--format", "json"])
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == expectedErrors.count)
        for (path, message) in expectedErrors {
            #expect(lines.contains { $0 == "\(MessageText.oneLine(path)): error: \(message)" }, "\(path): \(message)")
        }

        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let reports = try #require(json["images"] as? [[String: Any]])
        #expect(reports.count == order.count)
        for (image, report) in zip(order, reports) {
            #expect(report["image"] as? String == image)
            if goodImages.contains(image) {
                let alone = try CLI.run(["analyze", image, "--format", "json"])
                #expect(alone.status != 2, "\(image): \(alone.stderr)")
                let expected = try #require(((try JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? [String: Any])?["images"] as? [Any])?.first)
                #expect(NSDictionary(dictionary: report).isEqual(expected), "\(image) differs from its report alone")
                #expect(report["error"] == nil || report["error"] is NSNull)
            } else {
                #expect(report["error"] as? String != nil || (report["regions"] as? [Any])?.isEmpty == true, "\(image)")
            }
        }
    }

    /// However many images are analysed at once (`--jobs`), the report and the error
    /// lines are the same, in the images' order.
    @Test func theNumberOfJobsChangesNothingButTheTime() throws {
        let dir = try TemporaryFolder()
        let fm = FileManager.default
        let root = CLI.packageRoot.path + "/"
        let bad = root + MalformedCorpusTests.folder
        var order: [String] = []
        for name in ["card-light", "card-dark-elevated", "gradient-header", "card-translucent-text"] {
            try fm.copyItem(atPath: root + "Goldens/\(name).png", toPath: dir.path(name + ".png"))
            try fm.copyItem(atPath: root + "Goldens/\(name).json", toPath: dir.path(name + ".json"))
            order.append(dir.path(name + ".png"))
        }
        for (position, (file, _)) in zip([1, 3], MalformedCorpusTests.images.prefix(2)) {
            try fm.copyItem(atPath: bad + file, toPath: dir.path("bad-" + file))
            try fm.copyItem(atPath: bad + "tiny-valid.json", toPath: dir.path("bad-" + file.dropLast(4) + ".json"))
            order.insert(dir.path("bad-" + file), at: position)
        }
        order.append(dir.path("missing.png"))
        let runs = try [1, 2, 3].map { jobs in try CLI.run(["analyze"] + order + ["--format", "json", "--jobs", String(jobs)]) }
        for run in runs {
            #expect(run.status == 2)
            #expect(run.stdout == runs[0].stdout)
            #expect(run.stderr == runs[0].stderr)
        }
        let reports = try #require((try JSONSerialization.jsonObject(with: Data(runs[0].stdout.utf8)) as? [String: Any])?["images"] as? [[String: Any]])
        #expect(reports.map { $0["image"] as? String } == order)
        #expect(runs[0].stderr.split(separator: "\n").count == 3)
    }
}
