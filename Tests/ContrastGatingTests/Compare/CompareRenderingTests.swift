import ContrastGating
import ContrastScan
import ContrastScanSupport
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("Comparison outputs escape untrusted labels")
struct CompareRenderingTests {
    static let hostile = "<script>@team #12 **bold** [link](u) $x$ | </failure><x a=\"1\">&amp; 'q' \u{1}\u{7}\n"

    private var report: ComparisonReport {
        let old = screenshot([measured("id\"<&>", 5.3, .pass, text: Self.hostile), measured("gone|id", 4.6, .pass, text: Self.hostile)])
        let new = screenshot([measured("id\"<&>", 2.7, .fail, text: Self.hostile)])
        let shot = ScreenshotComparison(path: "a|b&<c>.png", identity: ScreenIdentity(path: "a|b&<c>.png", appearance: nil),
                                        status: .compared, baseline: old, current: new,
                                        regions: ContrastComparator.compare(baseline: old, current: new, tolerance: .default),
                                        problems: [InputProblem(path: "x<y>.png", message: "bad \u{0} & <worse>")])
        return ComparisonReport(tolerance: .default, screenshots: [shot])
    }

    /// Collects what a JUnit consumer reads.
    private final class Collector: NSObject, XMLParserDelegate {
        var testcases: [(classname: String, name: String)] = []
        var failureMessages: [String] = []
        var errors = 0
        var roots: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch element {
            case "testsuites": roots = attributes
            case "testcase": testcases.append((attributes["classname"] ?? "", attributes["name"] ?? ""))
            case "failure": failureMessages.append(attributes["message"] ?? "")
            case "error": errors += 1
            default: break
            }
        }
    }

    @Test func junitStaysValidXMLAndKeepsTheLabelsReadable() throws {
        let xml = JUnitRenderer.render(report)
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        #expect(collector.roots["tests"] == "3" && collector.roots["failures"] == "2" && collector.roots["errors"] == "1")
        #expect(collector.testcases.map(\.name) == ["(screenshot)", "id\"<&>", "gone|id"])
        #expect(collector.testcases.allSatisfy { $0.classname == "a|b&<c>.png" })
        let message = try #require(collector.failureMessages.first)
        #expect(message.hasPrefix("id\"<&> \"<script>@team #12 **bold** [link](u) $x…\": now fails"))
        #expect(message.contains("5.30:1 → 2.70:1"))
        #expect(!message.contains("\u{1}") && !message.contains("\n"))
    }

    @Test func markdownCannotBreakTheTableInjectHTMLOrMentionAnyone() {
        let markdown = MarkdownRenderer.render(report)
        for raw in ["<script>", "</failure>", "<x", "@team", "#12", "**bold**", "[link]", "$x$", "a|b"] {
            #expect(!markdown.contains(raw), "\(raw) left unescaped")
        }
        #expect(markdown.contains("&lt;script&gt;"))
        #expect(markdown.contains("@\u{2060}team"))
        // Every table row has the header's number of cells: no label adds a column.
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
        let header = rows.first.map(cells) ?? 0
        #expect(header == 7)
        #expect(rows.allSatisfy { cells($0) == header }, "\(rows)")
    }

    /// Cells in a Markdown table row: unescaped pipes, less the two at the ends.
    private func cells(_ row: Substring) -> Int {
        var count = 0, escaped = false
        for c in row {
            if c == "|" && !escaped { count += 1 }
            escaped = c == "\\" && !escaped
        }
        return count - 1
    }

    @Test func jsonIsDeterministicAndParses() throws {
        let text = CompareJSONRenderer.render(report)
        #expect(text == CompareJSONRenderer.render(report))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["result"] as? String == "error")
        #expect(json["formatVersion"] as? Int == 1)
        let shots = try #require(json["screenshots"] as? [[String: Any]])
        let regions = try #require(shots.first?["regions"] as? [[String: Any]])
        #expect(regions.map { $0["outcome"] as? String } == ["regressed", "regressed"])
        #expect(regions[0]["regressions"] as? [String] == ["nowFails", "ratioDropped"])
    }
}
