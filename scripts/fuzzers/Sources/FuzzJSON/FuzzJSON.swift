import ContrastGating
import ContrastScan
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// libFuzzer entry point: one input is one JSON file's bytes.
///
/// Each input is read as a sidecar, as a policy, as a baseline and as a batch
/// line (the report codec's strict reading: duplicate keys, range checks). A sidecar
/// or policy that is accepted is then used to analyse a small valid PNG, so
/// the values the decoders let through (huge rects, odd scales, extreme
/// thresholds) are exercised by the region and verdict code too. A crash, an
/// AddressSanitizer report, a timeout or a broken invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    JSONFuzzTarget.run(Data(bytes: data, count: size))
    return 0
}

enum JSONFuzzTarget {
    static let analyzer = Analyzer()

    static func run(_ data: Data) {
        do {
            let sidecar = try SidecarDecoder.decode(data)
            require(sidecar.regions.count <= SidecarDecoder.defaultMaxRegions, "more regions than the limit")
            analyse(sidecar: sidecar, policy: nil)
        } catch {
            checkMessage(error.description)
        }
        do {
            let policy = try PolicyDecoder.decode(data, name: "fuzz.json")
            analyse(sidecar: TinyImage.sidecar, policy: policy)
        } catch {
            checkMessage(error.description)
        }
        do {
            compareAndRender(try BaselineDecoder.decode(data))
        } catch {
            checkMessage(error.description)
        }
        do {
            let line = try ImageRecord.decodeLine(Array(data), as: BaselineDocument.self)
            for region in line.regions {
                if let ratio = region.ratio { require(ratio.isFinite && ratio >= 1 && ratio <= 21, "line ratio \(ratio) out of 1…21") }
            }
        } catch {
            checkMessage(error.description)
        }
    }

    /// An accepted baseline compared with itself, with nothing, and with the tiny
    /// image's analysis, then rendered every way `compare` can: its labels are
    /// untrusted text for the JUnit, Markdown, JSON and text renderers.
    static func compareAndRender(_ baseline: ImageRecord) {
        let tolerance = Tolerance.default
        var current = baseline
        current.regions = current.regions.map { var r = $0; r.ratio = r.ratio.map { $0 * 0.9 }; return r }
        let identity = ScreenIdentity(path: baseline.image, appearance: baseline.appearance)
        let screenshots = [
            ScreenshotComparison(path: baseline.image, identity: identity, status: .compared, baseline: baseline, current: current,
                                 regions: ContrastComparator.compare(baseline: baseline, current: current, tolerance: tolerance),
                                 notes: ContrastComparator.notes(baseline: baseline, current: current)),
            ScreenshotComparison(path: baseline.image + "~gone", identity: identity, status: .missingScreenshot, baseline: baseline,
                                 regions: ContrastComparator.compare(baseline: baseline, current: nil, tolerance: tolerance)),
        ]
        let report = ComparisonReport(tolerance: tolerance, screenshots: screenshots)
        for rendered in [JUnitRenderer.render(report), MarkdownRenderer.render(report), CompareJSONRenderer.render(report),
                         CompareTextRenderer(useColor: false).render(report)] {
            require(!rendered.isEmpty, "empty rendering")
        }
        // The JUnit report must stay well-formed XML whatever the labels hold.
        let junit = Data(JUnitRenderer.render(report).utf8)
        let parser = XMLParser(data: junit)
        require(parser.parse(), "JUnit output is not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "?")")
    }

    static func analyse(sidecar: Sidecar, policy: ContrastPolicy?) {
        var analyzer = analyzer
        if let policy { analyzer.policy = policy }
        do {
            let report = try analyzer.analyze(pngBytes: TinyImage.png, sidecar: sidecar, name: "fuzz.png")
            require(report.regions.count == sidecar.regions.count, "\(report.regions.count) reports for \(sidecar.regions.count) regions")
            for region in report.regions {
                if let ratio = region.ratio { require(ratio.isFinite && ratio >= 1 && ratio <= 21, "ratio \(ratio) out of 1…21") }
                if let error = region.error { checkMessage(error) }
                for warning in region.warnings { checkMessage(warning) }
                checkMessage(region.rule)
            }
            _ = JSONReportRenderer.render([.success(report)])
            _ = TextReportRenderer(useColor: false).render(report)
        } catch {
            checkMessage(error.description)
        }
    }

    /// Every message a user sees is one non-empty line.
    static func checkMessage(_ message: String) {
        require(!message.isEmpty, "empty message")
        require(!message.contains { $0.isNewline }, "message spans lines: \(message.debugDescription)")
    }
}

/// `precondition` that keeps its message in optimised builds (-O drops precondition
/// messages; a finding needs to say which invariant broke and with what values).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "invariant broken",
             file: StaticString = #fileID, line: UInt = #line) {
    if !condition { fatalError(message(), file: file, line: line) }
}
