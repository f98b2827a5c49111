import TestSupport
import Foundation
import Testing

@Suite("record: baselines beside screenshots")
struct RecordCommandTests {
    @Test func recordingAFolderWritesADeterministicBaselineBesideEachScreenshot() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        let r = try CLI.run(["record", workspace.baselines])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").count == 4)
        #expect(r.stdout.contains("recorded \(workspace.baselines)/feed/post.contrast.json (12 regions)"))
        let first = try workspace.read("baselines/feed/post.contrast.json")
        #expect(first.contains(#""image": "feed/post.png""#), "named relative to the folder given")
        #expect(!first.contains(workspace.root.path) && !first.contains("/tmp"))
        #expect(try CLI.run(["record", workspace.baselines]).status == 0)
        #expect(try workspace.read("baselines/feed/post.contrast.json") == first, "re-recording changes nothing")
    }

    @Test func aFileIsNamedByItsFileName() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        let r = try CLI.run(["record", workspace.baselines + "/feed/post.png"])
        #expect(r.status == 0)
        #expect(try workspace.read("baselines/feed/post.contrast.json").contains(#""image": "post.png""#))
    }

    @Test func aScreenshotThatCannotBeAnalysedGetsNoBaselineAndTheOthersStillDo() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        try FileManager.default.removeItem(atPath: workspace.baselines + "/card~light.json")
        let r = try CLI.run(["record", workspace.baselines, workspace.path("nowhere")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(workspace.baselines)/card~light.json: error: no sidecar found"))
        #expect(r.stderr.contains("\(workspace.path("nowhere")): error: no such file or folder"))
        #expect(!FileManager.default.fileExists(atPath: workspace.baselines + "/card~light.contrast.json"))
        #expect(FileManager.default.fileExists(atPath: workspace.baselines + "/card~dark~elevated.contrast.json"))
    }

    @Test func anEmptyFolderIsAnError() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.path("empty"), withIntermediateDirectories: true)
        let r = try CLI.run(["record", workspace.path("empty")])
        #expect(r.status == 2)
        #expect(r.stderr == "\(workspace.path("empty")): error: no PNG screenshots found\n")
    }

    @Test func policyAndAssumedProfilePassThrough() throws {
        let workspace = try CompareWorkspace.make(record: false)
        defer { workspace.remove() }
        let policy = workspace.path("team.json")
        try Data(#"{"version": 1, "wcag2": {"text": 3}}"#.utf8).write(to: URL(fileURLWithPath: policy))
        let r = try CLI.run(["record", workspace.baselines + "/card~light.png", "--policy", policy, "--assume-profile", "display-p3"])
        #expect(r.status == 0, "\(r.stderr)")
        let baseline = try workspace.read("baselines/card~light.contrast.json")
        #expect(baseline.contains("policy team.json: WCAG text 3:1"))
        #expect(baseline.contains("Display P3"))
        // compare takes the same options: the baseline was recorded under the policy, so comparing under it passes.
        let current = try workspace.copy("before", as: "current")
        try FileManager.default.removeItem(atPath: current + "/feed")
        for name in ["card~dark~elevated", "card~light~increased"] {
            try FileManager.default.removeItem(atPath: current + "/\(name).png")
        }
        let c = try CLI.run(["compare", "--baseline", workspace.baselines, "--current", current, "--policy", policy,
                             "--assume-profile", "display-p3"])
        #expect(c.status == 0, "\(c.stdout)\(c.stderr)")   // only card~light has a baseline, and it is unchanged
        #expect(c.stdout.contains("0 regressed, 0 improved, 0 new, 12 unchanged"))
        let bad = try CLI.run(["compare", "--baseline", workspace.baselines, "--current", current, "--policy", workspace.path("none.json")])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("\(workspace.path("none.json")): error: cannot read the policy file"))
    }
}
