import TestSupport
import Foundation
import Testing

@Suite("analyze --policy")
struct PolicyCommandTests {
    /// Runs `body` with `json` written to a temporary `team.json`, removed afterwards.
    private func withPolicyFile<T>(_ json: String, _ body: (String) throws -> T) throws -> T {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cs-policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("team.json")
        try Data(json.utf8).write(to: file)
        return try body(file.path)
    }

    private func region(_ id: String, in stdout: String) throws -> [String: Any] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let regions = try #require((json["images"] as? [[String: Any]])?.first?["regions"] as? [[String: Any]])
        return try #require(regions.first { $0["id"] as? String == id }, "no region \(id)")
    }

    @Test func anAPCAPolicyFailsLightOnDarkTextThatPassesWCAG() throws {
        let golden = ["analyze", "Goldens/card-dark-elevated.png", "--format", "json"]
        let before = try region("handle", in: try CLI.run(golden).stdout)
        #expect(before["verdict"] as? String == "pass")
        #expect(before["standard"] as? String == "wcag2")
        #expect(before["minimumLc"] is NSNull)

        let r = try withPolicyFile(#"{"version": 1, "standard": "apca"}"#) { try CLI.run(golden + ["--policy", $0]) }
        #expect(r.status == 1)
        let after = try region("handle", in: r.stdout)
        #expect(after["verdict"] as? String == "fail")   // Lc -42.67: |Lc| below body text's 75
        #expect(after["standard"] as? String == "apca")
        #expect(after["minimumLc"] as? Double == 75)
        #expect(after["threshold"] is NSNull)
        #expect(after["rule"] as? String == "APCA body text Lc 75 (13 pt, weight 400)")
    }

    @Test func aPolicyThresholdCanPassAScreenAndIsNamedInTheRule() throws {
        let golden = ["analyze", "Goldens/card-light.png", "--format", "json"]
        #expect(try CLI.run(golden).status == 1)
        // The card's 1.36:1 border is held to nothing here, so only text decides.
        let r = try withPolicyFile(#"{"version": 1, "wcag2": {"text": 3, "nonText": null}}"#) { try CLI.run(golden + ["--policy", $0]) }
        #expect(r.status == 0, "\(r.stderr)")
        let handle = try region("handle", in: r.stdout)
        #expect(handle["verdict"] as? String == "pass")
        #expect(handle["threshold"] as? Double == 3)
        #expect(handle["rule"] as? String == "policy team.json: WCAG text 3:1")
    }

    @Test func theDocumentedExampleRunsAndTheTableShowsTheLcRequirement() throws {
        let r = try CLI.run(["analyze", "Goldens/card-increased.png", "--policy", "Tests/Fixtures/policy/example.json"])
        #expect(r.status == 1)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains(" LC "))
        #expect(r.stdout.contains("7.00:1, Lc 90"))
    }

    @Test("a bad policy is one line naming the file and key path, exit 2", arguments: [
        (#"{"version": 1, "wcag2": {"nonTxt": 3}}"#,
         "policy wcag2.nonTxt: unknown key (expected one of: text, largeText, nonText, decorative, appearances)"),
        (#"{"version": 1, "standard": "wcag3"}"#,
         #"policy standard: unknown standard "wcag3" (expected one of: wcag2, apca, both)"#),
        (#"{"version": 1, "standard": "both", "apca": {"appearances": [{"when": {"contrast": "increased"}, "bodyText": -90}]}}"#,
         "policy apca.appearances[0].bodyText: must be an APCA Lc magnitude in 0…108, or null for never failed (got -90)"),
        (#"{"standard": "apca"}"#, "policy version: required key is missing"),
        (#"{"version": 1,"#, "malformed policy JSON ("),
    ])
    func badPolicy(_ json: String, _ message: String) throws {
        let (path, r) = try withPolicyFile(json) { ($0, try CLI.run(["analyze", "Goldens/card-light.png", "--policy", $0])) }
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("\(path): error: \(message)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
    }

    @Test func aMissingPolicyFileExitsTwo() throws {
        let r = try CLI.run(["analyze", "Goldens/card-light.png", "--policy", "nope.json"])
        #expect(r.status == 2)
        #expect(r.stderr == "nope.json: error: cannot read the policy file (no such file)\n")
    }

    @Test func helpListsThePolicyOption() throws {
        #expect(try CLI.run(["analyze", "--help"]).stdout.contains("--policy <file>"))
    }
}
