import ContrastScan
import Foundation
import TestSupport
import Testing

/// `analyze` renders each image's entry as it finishes; joined, the entries must
/// be the report the whole-run renderer gives, byte for byte.
@Suite("JSONReportRenderer entries: rendered one by one, joined into the whole report")
struct JSONReportEntryTests {
    static func results() throws -> [Result<ImageReport, AnalysisError>] {
        let analyzer = Analyzer()
        var results = Goldens.names.prefix(3).map { name in
            Result { () throws(AnalysisError) in try analyzer.analyze(imageAt: Goldens.root.appendingPathComponent(name + ".png").path) }
        }
        results.insert(Result { () throws(AnalysisError) in try analyzer.analyze(imageAt: "/nonexistent/shot.png") }, at: 1)
        return results
    }

    @Test(arguments: [0, 1, 4])
    func joinedEntriesAreTheWholeReport(count: Int) throws {
        let results = Array(try Self.results().prefix(count))
        let message: (AnalysisError) -> String = { "[\($0.message)]" }
        let joined = JSONReportRenderer.render(entries: results.map { JSONReportRenderer.entry($0, message: message) })
        #expect(joined == JSONReportRenderer.render(results, message: message))
    }

    @Test func theWholeReportIsStillValidJSONWithTheImagesInOrder() throws {
        let results = try Self.results()
        let text = JSONReportRenderer.render(entries: results.map { JSONReportRenderer.entry($0) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.count == results.count)
        #expect(images[1]["image"] as? String == "/nonexistent/shot.png")
        #expect(object["formatVersion"] as? Int == 1)
    }
}
