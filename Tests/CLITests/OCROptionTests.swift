import Foundation
import TestSupport
import Testing

/// `--ocr` end to end: the flag on the three commands that analyse, the text it
/// reads, and a missing model that warns without changing the exit status.
@Suite("--ocr on analyze, detect and batch")
struct OCROptionTests {
    static let screen = TestPaths.fixture("accuracy/01-settings-light-2x.png")

    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cs-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func regions(_ stdout: String) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let image = try #require((report["images"] as? [[String: Any]])?.first)
        return try #require(image["regions"] as? [[String: Any]])
    }

    @Test(arguments: ["analyze", "detect", "batch"])
    func theFlagIsListedAndTakesNoValue(command: String) throws {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0 && help.stdout.contains("--ocr  "))
        let valued = try CLI.run([command, "--ocr=yes", Self.screen])
        #expect(valued.status == 64)
        #expect(valued.stderr.hasPrefix("Error: The flag '--ocr' does not take a value\n"))
    }

    @Test func analyzeDetectOCRFillsTextAndConfidence() throws {
        let r = try CLI.run(["analyze", "--detect", "--ocr", Self.screen, "--format", "json"])
        #expect(r.status <= 1, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let regions = try Self.regions(r.stdout)
        let general = try #require(regions.first { $0["text"] as? String == "General" })
        #expect((general["ocrConfidence"] as? Double ?? 0) >= 0.8)
        #expect(regions.contains { $0["role"] as? String == "nonText" && $0["ocrConfidence"] != nil })
        let plain = try Self.regions(try CLI.run(["analyze", "--detect", Self.screen, "--format", "json"]).stdout)
        #expect(plain.allSatisfy { $0["ocrConfidence"] == nil && $0["text"] is NSNull })
    }

    @Test func aMissingModelIsOneWarningLineAndTheSameExitStatus() throws {
        let empty = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let plain = try CLI.run(["analyze", "--detect", Self.screen, "--format", "json"])
        let r = try CLI.run(["analyze", "--detect", "--ocr", Self.screen, "--format", "json"],
                            environment: ["TESSDATA_PREFIX": empty.path])
        #expect(r.status == plain.status)
        #expect(r.stderr == "\(Self.screen): warning: OCR: no Tesseract model eng.traineddata in TESSDATA_PREFIX=\(empty.path) (set TESSDATA_PREFIX to the folder holding eng.traineddata, or unset it); text is not read\n")
        #expect(try Self.regions(r.stdout).count == (try Self.regions(plain.stdout)).count)
    }

    /// Tesseract is loaded on first use, not linked: a machine without it still runs
    /// contrastscan, and --ocr there is one warning line, not a failure to start.
    @Test func aMissingTesseractLibraryIsOneWarningLineAndTheSameExitStatus() throws {
        let plain = try CLI.run(["analyze", "--detect", Self.screen, "--format", "json"])
        let r = try CLI.run(["analyze", "--detect", "--ocr", Self.screen, "--format", "json"],
                            environment: ["CONTRASTSCAN_TESSERACT_LIBRARY": "/nonexistent/libtesseract.so.5"])
        #expect(r.status == plain.status)
        #expect(r.stderr.hasPrefix("\(Self.screen): warning: OCR: Tesseract is not installed (/nonexistent/libtesseract.so.5: "))
        #expect(r.stderr.hasSuffix("(apt-get install libtesseract5 tesseract-ocr-eng, or brew install tesseract); text is not read\n"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(try Self.regions(r.stdout).count == (try Self.regions(plain.stdout)).count)
    }

    @Test func batchWarnsOnceAboutAMissingModelAndStillReports() throws {
        let empty = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let plain = try CLI.run(["batch", "-q", Self.screen])
        let r = try CLI.run(["batch", "-q", "--ocr", Self.screen], environment: ["TESSDATA_PREFIX": empty.path])
        #expect(r.status == plain.status)
        #expect(r.stderr.components(separatedBy: "\n").filter { $0.contains("warning: OCR: no Tesseract model") }.count == 1)
        #expect(r.stderr.hasPrefix("\(empty.path)/eng.traineddata: warning: OCR: "))
        #expect(r.stdout == plain.stdout)
    }

    @Test func detectOCRWritesTheTextAndTheConfidences() throws {
        let r = try CLI.run(["detect", "--ocr", Self.screen])
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let regions = try #require((line["sidecar"] as? [String: Any])?["regions"] as? [[String: Any]])
        let confidences = try #require(line["ocrConfidence"] as? [String: Double])
        #expect(regions.contains { $0["text"] as? String == "Personal Hotspot" })
        #expect(Set(confidences.keys) == Set(regions.compactMap { $0["id"] as? String }))
    }
}
