import TestSupport
import Foundation
import Testing

/// The documented CI recipes, run literally: the `run:` script of the GitHub Actions step and
/// the plain shell step, with `Screenshots/` holding baselines recorded from the `before`
/// fixtures and `build/screenshots/` the `after` (or `before`) screenshots. The recipes live in
/// the ContrastGating article "Gating CI on golden screenshots".
@Suite("Documented CI recipes")
struct ReadmeRecipeTests {
    /// The article that holds the recipes, relative to the package root.
    static let article = "Sources/ContrastGating/ContrastGating.docc/CIGating.md"

    /// The code block after `<!-- ci recipe: NAME -->` in ``article``.
    static func block(_ name: String) throws -> String {
        let text = try String(decoding: Data(contentsOf: CLI.packageRoot.appendingPathComponent(article)), as: UTF8.self)
        let marker = try #require(text.range(of: "<!-- ci recipe: \(name) -->\n```"))
        let rest = text[marker.upperBound...]
        let start = try #require(rest.firstIndex(of: "\n"))
        let end = try #require(rest.range(of: "\n```\n"))
        return String(rest[rest.index(after: start)..<end.lowerBound])
    }

    /// The `run: |` script of the first step in the GitHub recipe, indentation removed.
    static func githubScript() throws -> String {
        let lines = try block("github").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let run = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = lines[run].prefix { $0 == " " }.count + 2
        var script: [String] = []
        for line in lines[(run + 1)...] {
            guard line.prefix(while: { $0 == " " }).count >= indent else { break }
            script.append(String(line.dropFirst(indent)))
        }
        return script.joined(separator: "\n")
    }

    /// Runs `script` with bash as GitHub Actions does (`bash --noprofile --norc -eo pipefail`),
    /// the built contrastscan first on PATH.
    private func bash(_ script: String, in workspace: CompareWorkspace, environment: [String: String] = [:]) throws -> CLIResult {
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = CLI.executable.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env.removeValue(forKey: "CONTRASTSCAN_RECORD")
        env.merge(environment) { $1 }
        return CLIResult(try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                               in: workspace.root, environment: env))
    }

    /// `Screenshots/` with baselines of `before`, `build/screenshots/` a copy of `current`.
    private func workspace(current: String) throws -> CompareWorkspace {
        let workspace = try CompareWorkspace.make()
        try FileManager.default.moveItem(atPath: workspace.baselines, toPath: workspace.path("Screenshots"))
        try FileManager.default.createDirectory(atPath: workspace.path("build"), withIntermediateDirectories: true)
        _ = try workspace.copy(current, as: "build/screenshots")
        return workspace
    }

    @Test func theGitHubStepFailsOnARegressionAndWritesTheJobSummary() throws {
        let workspace = try workspace(current: "after")
        defer { workspace.remove() }
        let summary = workspace.path("step-summary.md")
        let r = try bash(try Self.githubScript(), in: workspace, environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(try workspace.read("step-summary.md").hasPrefix("### ❌ contrastscan: 3 contrast regressions"))
        let junit = try JUnitReport(xml: Data(contentsOf: URL(fileURLWithPath: workspace.path("build/contrast-junit.xml"))))
        #expect(junit.totals["failures"] == "3")
    }

    @Test("the shell step gates on the exit status", arguments: [("after", Int32(1)), ("before", Int32(0))])
    func shellStep(_ current: String, _ status: Int32) throws {
        let workspace = try workspace(current: current)
        defer { workspace.remove() }
        let r = try bash(try Self.block("shell"), in: workspace)
        #expect(r.status == status, "\(r.stdout)\(r.stderr)")
        if status == 0 {
            #expect(r.stdout.hasSuffix("contrast: no regressions\n"))
        } else {
            #expect(r.stderr == "contrast: regressions, see build/contrast.md\n")
        }
        #expect(FileManager.default.fileExists(atPath: workspace.path("build/contrast.md")))
        #expect(FileManager.default.fileExists(atPath: workspace.path("build/contrast-junit.xml")))
    }

    @Test func theShellStepPassesOnAnInputErrorsExitStatus() throws {
        let workspace = try workspace(current: "after")
        defer { workspace.remove() }
        try FileManager.default.removeItem(atPath: workspace.path("Screenshots/card~light.contrast.json"))
        let r = try bash(try Self.block("shell"), in: workspace)
        #expect(r.status == 2)
        #expect(r.stderr.hasSuffix("contrast: the comparison could not run (exit 2)\n"))
    }
}
