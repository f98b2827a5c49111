import TestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A temporary folder for `record`/`compare` tests, removed by `remove()`: `baselines/`
/// holds the `before` screenshots of Tests/Fixtures/compare with baselines recorded by
/// the CLI, so the baselines always come from the estimator under test.
struct CompareWorkspace {
    static let fixtures = "Tests/Fixtures/compare"
    let root: URL

    var baselines: String { root.appendingPathComponent("baselines").path }
    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// - Parameter record: whether to record the baselines (else only copy the screenshots).
    static func make(record: Bool = true) throws -> CompareWorkspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cs-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let workspace = CompareWorkspace(root: root)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("\(fixtures)/before"),
                                         to: URL(fileURLWithPath: workspace.baselines))
        if record {
            let r = try CLI.run(["record", workspace.baselines])
            try #require(r.status == 0, "\(r.stderr)")
        }
        return workspace
    }

    /// A copy of a fixture set (`before` or `after`) inside the workspace, to modify.
    func copy(_ stage: String, as name: String) throws -> String {
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("\(Self.fixtures)/\(stage)"),
                                         to: root.appendingPathComponent(name))
        return path(name)
    }

    func read(_ name: String) throws -> String {
        try String(decoding: Data(contentsOf: root.appendingPathComponent(name)), as: UTF8.self)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// What a JUnit consumer reads from a report.
struct JUnitReport {
    struct TestCase {
        var classname: String
        var name: String
        var failure: String?
        var failureType: String?
        var error: String?
        var systemOut: String?
    }

    var totals: [String: String] = [:]
    var suites: [[String: String]] = []
    var testcases: [TestCase] = []

    func testcase(_ classname: String, _ name: String) -> TestCase? {
        testcases.first { $0.classname == classname && $0.name == name }
    }

    init(xml: Data) throws {
        let collector = Collector()
        let parser = XMLParser(data: xml)
        parser.delegate = collector
        try #require(parser.parse(), "invalid XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        self = collector.report
    }

    private init() {}

    private final class Collector: NSObject, XMLParserDelegate {
        var report = JUnitReport()
        var text = ""
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            text = ""
            switch element {
            case "testsuites": report.totals = attributes
            case "testsuite": report.suites.append(attributes)
            case "testcase": report.testcases.append(TestCase(classname: attributes["classname"] ?? "", name: attributes["name"] ?? ""))
            case "failure":
                report.testcases[report.testcases.count - 1].failure = attributes["message"]
                report.testcases[report.testcases.count - 1].failureType = attributes["type"]
            case "error": report.testcases[report.testcases.count - 1].error = attributes["message"]
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "system-out", let last = report.testcases.indices.last, report.testcases[last].systemOut == nil,
               !report.suites.isEmpty {
                report.testcases[last].systemOut = text
            }
        }
    }
}
