import TestSupport
import Foundation
import Testing

@Suite("contrastscan command line")
struct CommandLineTests {
    @Test func versionAndHelpAtEveryLevel() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("0.1.0\nannotated copies (--annotate): PNG compressed by "))
        let forced = try CLI.run(["--version"], environment: ["CONTRASTSCAN_DEFLATE": "zlib"])
        #expect(forced.stdout.contains("compressed by zlib ") && forced.stdout.contains("(CONTRASTSCAN_DEFLATE=zlib)"))
        for args in [["--help"], ["-h"], ["help"], [] as [String]] {
            let r = try CLI.run(args)
            #expect(r.status == 0)
            #expect(r.stdout.contains("OVERVIEW:") && r.stdout.contains("SUBCOMMANDS:") && r.stdout.contains("analyze"))
        }
        for args in [["analyze", "--help"], ["analyze", "-h"], ["help", "analyze"]] {
            let r = try CLI.run(args)
            #expect(r.status == 0)
            #expect(r.stdout.contains("USAGE: contrastscan analyze"))
            #expect(r.stdout.contains("--regions <file>"))
        }
    }

    @Test("usage errors exit 64 with the usage line", arguments: [
        (["analyze"], "Error: Missing expected argument '<image> ...'"),
        (["analyze", "x.png", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json'."),
        (["analyze", "x.png", "--bogus"], "Error: Unknown option '--bogus'"),
        (["analyze", "x.png", "--output"], "Error: Missing value for '--output <file>'"),
        (["analyze", "a.png", "b.png", "--regions", "r.json"], "Error: --regions names the sidecar of one image"),
        (["anlyze"], "Error: Unknown subcommand 'anlyze'. Did you mean 'analyze'?"),
        (["frobnicate"], "Error: Unknown subcommand 'frobnicate'. Subcommands: analyze, record"),
        (["analyze", "x.png", "--formt", "json"], "Error: Unknown option '--formt'. Did you mean '--format'?"),
        (["analyze", "x.png", "--max-pixels", "-5"], "Error: The value '-5' is invalid for '--max-pixels <n>'"),
    ])
    func usageErrors(_ args: [String], _ message: String) throws {
        let r = try CLI.run(args)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix(message))
        #expect(r.stderr.contains("Usage: contrastscan"))
        #expect(r.stdout.isEmpty)
    }

    /// The British spelling the documentation also uses is the same command.
    @Test func analyseIsAnalyze() throws {
        let british = try CLI.run(["analyse", "Tests/Fixtures/bad/tiny-valid.png"])
        let american = try CLI.run(["analyze", "Tests/Fixtures/bad/tiny-valid.png"])
        #expect(british.status == 0)
        #expect(british.stdout == american.stdout)
    }

    /// The usage line tells the truth: required options without brackets.
    @Test func usageLinesShowRequiredOptionsAsRequired() throws {
        let help = try CLI.run(["compare", "--help"])
        #expect(help.stdout.contains("USAGE: contrastscan compare --baseline <dir> --current <dir> [--tolerance <fraction>]"))
        let missing = try CLI.run(["compare", "--baseline", "Goldens"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing expected option '--current <dir>'\nUsage: contrastscan compare --baseline <dir> --current <dir> "))
    }

    @Test func doubleDashEndsOptions() throws {
        let r = try CLI.run(["analyze", "--", "--not-an-option.png"])
        #expect(r.status == 2)
        #expect(r.stderr == "--not-an-option.png: error: no such file\n")
    }

    @Test func passingImageExitsZeroAndFailingImageExitsOne() throws {
        let pass = try CLI.run(["analyze", "Tests/Fixtures/bad/tiny-valid.png"])
        #expect(pass.status == 0)
        #expect(pass.stdout.contains("12.63:1"))
        #expect(pass.stderr.isEmpty)
        let fail = try CLI.run(["analyze", "Goldens/card-failing.png"])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("✗"))
    }

    @Test func colourOnlyOnATerminal() throws {
        // stdout is a pipe here: never any escape sequence, whatever NO_COLOR says.
        let r = try CLI.run(["analyze", "Goldens/card-failing.png"], environment: ["NO_COLOR": ""])
        #expect(!r.stdout.contains("\u{1B}["))
    }

    @Test func jsonHasTheSameShapeForOneImageOrMany() throws {
        let one = try CLI.run(["analyze", "Goldens/card-light.png", "--format", "json"])
        let two = try CLI.run(["analyze", "Goldens/card-light.png", "Goldens/card-dark-elevated.png", "--format", "json"])
        for r in [one, two] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let images = try #require(json["images"] as? [[String: Any]])
            let region = try #require((images.first?["regions"] as? [[String: Any]])?.first)
            for key in ["id", "text", "role", "rect", "pixelRect", "foreground", "background", "ratio", "apcaLc",
                        "worstRatio", "threshold", "verdict", "confidence", "warnings"] {
                #expect(region.keys.contains(key), "missing \(key)")
            }
            for key in ["image", "width", "height", "colorSpace", "regions"] {
                #expect(images[0].keys.contains(key))
            }
        }
        #expect(one.status == 1 && two.status == 1)
    }

    @Test func outputOptionWritesTheReportToAFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("report.json").path
        let r = try CLI.run(["analyze", "Goldens/card-light.png", "--format", "json", "--output", file])
        #expect(r.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"formatVersion\": 1"))
    }
}
