import Foundation
import TestSupport
import Testing

/// The text table is fitted to the terminal and puts failures first there.
@Suite("analyze's text table: fitted to the terminal, failures first")
struct TextTableTests {
    /// Runs contrastscan under a pseudo-terminal (util-linux `script`), as a person would.
    private func underTerminal(_ arguments: [String], columns: Int) throws -> [String] {
        let command = ([CLI.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = String(columns)
        environment.removeValue(forKey: "NO_COLOR")
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                                        in: CLI.packageRoot, environment: environment)
        let text = run.stdoutText
            .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func noLineIsWiderThanAnEightyColumnTerminal() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Goldens").path)
            .filter { $0.hasSuffix(".png") }.sorted().map { "Goldens/" + $0 }
        let lines = try underTerminal(["analyze"] + goldens, columns: 80)
        #expect(lines.count > 100)
        let wide = lines.filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide.prefix(3))")
        // On a terminal the failures come first.
        let header = try #require(lines.firstIndex { $0.hasPrefix("   ID ") })
        #expect(lines[header + 1].hasPrefix("✗"), "\(lines[header + 1])")
    }

    @Test func fixLinesDoNotRepeatTheIdAndNameTheColourOfNonText() throws {
        let r = try CLI.run(["analyze", "Goldens/settings-light.png"], environment: ["COLUMNS": "100"])
        let fixes = r.stdout.split(separator: "\n").filter { $0.hasPrefix("      fix ") }
        #expect(!fixes.isEmpty)
        #expect(fixes.allSatisfy { !$0.contains("search-") && !$0.contains("row-") }, "\(fixes.prefix(3))")
        #expect(r.stdout.contains("      fix colour: #C7C7CC → "), "the search field's border is a non-text mark")
        #expect(r.stdout.contains("      fix text: #8E8E93 → "))
    }

    @Test func aPipeKeepsTheSidecarOrderUnlessWorstIsAskedFor() throws {
        // The first row is the line after the table's header (warnings come above it).
        func firstRow(_ output: String) -> Substring? {
            let lines = output.split(separator: "\n")
            return lines.firstIndex { $0.hasPrefix("   ID ") }.flatMap { lines.indices.contains($0 + 1) ? lines[$0 + 1] : nil }
        }
        let plain = try CLI.run(["analyze", "Goldens/settings-light.png"])
        #expect(firstRow(plain.stdout)?.contains("status-time") == true)
        let worst = try CLI.run(["analyze", "Goldens/settings-light.png", "--sort", "worst"])
        #expect(firstRow(worst.stdout)?.hasPrefix("✗") == true)
        let bad = try CLI.run(["analyze", "Goldens/settings-light.png", "--sort", "best"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value 'best' is invalid for '--sort <order>'. Please provide one of 'worst', 'input'."))
    }
}
