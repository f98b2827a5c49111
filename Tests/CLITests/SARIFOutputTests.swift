import Foundation
import TestSupport
import Testing

/// `--sarif FILE`: findings for code scanning, valid against the SARIF 2.1.0
/// schema (vendored in Tests/Fixtures/sarif), one result per finding.
@Suite("SARIF output: analyze, compare, batch and merge")
struct SARIFOutputTests {
    private func log(_ path: String) throws -> (json: [String: Any], node: JSONNode) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let node = try JSONNode.parse(data)
        let violations = try SARIFSchema.validator().validate(node)
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        return (json, node)
    }

    private func results(_ json: [String: Any]) throws -> [[String: Any]] {
        let runs = try #require(json["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    @Test func analyzeGivesOneResultPerFailingRegionWithRuleLevelMessageAndLocation() throws {
        let folder = try TemporaryFolder()
        let sarif = folder.path("out.sarif")
        let r = try CLI.run(["analyze", "Goldens/card-failing.png", "--format", "json", "--sarif", sarif])
        #expect(r.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let regions = try #require(((report["images"] as? [[String: Any]])?.first?["regions"]) as? [[String: Any]])
        let flagged = regions.filter { ["fail", "review"].contains($0["verdict"] as? String) }
        let results = try results(try log(sarif).json)
        #expect(results.count == flagged.count)
        #expect(!results.isEmpty)
        for (result, region) in zip(results, flagged) {
            #expect((result["ruleId"] as? String)?.isEmpty == false)
            #expect(result["level"] as? String == (region["verdict"] as? String == "fail" ? "error" : "warning"))
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(message.contains(region["id"] as? String ?? "?"), "\(message)")
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Goldens/card-failing.png")
            let rect = try #require(((location["region"] as? [String: Any])?["properties"] as? [String: Any])?["pixelRect"] as? [String: Any])
            let expected = try #require(region["pixelRect"] as? [String: Any])
            #expect(rect["x"] as? Int == expected["x"] as? Int && rect["width"] as? Int == expected["width"] as? Int)
            #expect((result["partialFingerprints"] as? [String: String])?["contrastscanRegion/v1"]?.count == 64)
        }
    }

    @Test func fingerprintsAreStableAcrossRuns() throws {
        let folder = try TemporaryFolder()
        _ = try CLI.run(["analyze", "Goldens/card-failing.png", "--sarif", folder.path("a.sarif")])
        _ = try CLI.run(["analyze", "Goldens/card-failing.png", "--sarif", folder.path("b.sarif")])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("a.sarif")))
                == Data(contentsOf: URL(fileURLWithPath: folder.path("b.sarif"))))
    }

    @Test func compareGivesTheRegressions() throws {
        let workspace = try CompareWorkspace.make()
        defer { workspace.remove() }
        let sarif = workspace.path("compare.sarif")
        let r = try CLI.run(["compare", "--baseline", workspace.baselines, "--current", "\(CompareWorkspace.fixtures)/after",
                             "--sarif", sarif, "--json", workspace.path("compare.json")])
        #expect(r.status == 1, "\(r.stderr)")
        let results = try results(try log(sarif).json)
        let comparison = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: workspace.path("compare.json")))) as? [String: Any])
        let regressed = try #require((comparison["counts"] as? [String: Any])?["regressed"] as? Int)
        #expect(results.count == regressed && regressed > 0)
        #expect(results.allSatisfy { $0["ruleId"] as? String == "baseline/regression" && $0["level"] as? String == "error" })
        let body = try #require(results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("body-1") == true })
        let uri = (((body["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "Tests/Fixtures/compare/after/card~dark~elevated.png")
    }

    @Test func batchAndMergeGiveTheSameLog() throws {
        let folder = try TemporaryFolder()
        let batch = try CLI.run(["batch", "Goldens", "--quiet", "--jsonl", folder.path("b.jsonl"), "--sarif", folder.path("batch.sarif")])
        #expect(batch.status == 1, "\(batch.stderr)")
        let merge = try CLI.run(["merge", folder.path("b.jsonl"), "--sarif", folder.path("merge.sarif")])
        #expect(merge.status == 1)
        let results = try results(try log(folder.path("batch.sarif")).json)
        #expect(results.count > 5)
        let batchResults = try self.results(try log(folder.path("batch.sarif")).json).map { $0["partialFingerprints"] as? [String: String] }
        let mergeResults = try self.results(try log(folder.path("merge.sarif")).json).map { $0["partialFingerprints"] as? [String: String] }
        #expect(batchResults == mergeResults)
    }

    /// A SARIF path that cannot be written is one line naming it, exit 2, and no
    /// other output lost.
    @Test func anUnwritableSARIFPathIsOneLineAndExitTwo() throws {
        let r = try CLI.run(["analyze", "Goldens/card-light.png", "--sarif", "/nonexistent-folder/out.sarif"])
        #expect(r.status == 2)
        #expect(r.stderr == "/nonexistent-folder/out.sarif: error: cannot write the SARIF log (cannot create a file in /nonexistent-folder (No such file or directory))\n")
        #expect(r.stdout.contains("card-light.png"))
    }
}
