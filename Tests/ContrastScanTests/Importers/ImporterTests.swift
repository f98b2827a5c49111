import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("Regions from view-hierarchy dumps")
struct ImporterTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("importers")
    static let image = Goldens.root.appendingPathComponent("settings-light.png").path

    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    }

    @Test func theFormatIsToldFromTheContent() throws {
        #expect(RegionsFile.format(of: try bytes("settings-light.uiautomator.xml")) == .uiautomator)
        #expect(RegionsFile.format(of: try bytes("settings-light.xcuitest.json")) == .xcuitest)
        #expect(RegionsFile.format(of: try bytes("settings-light.bare.xcuitest.json")) == .xcuitest)
        #expect(RegionsFile.format(of: Array(#"{"version": 1, "regions": []}"#.utf8)) == .sidecar)
    }

    /// The same screen through the sidecar and through each dump measures the same.
    @Test("dumps measure like the sidecar", arguments: ["settings-light.uiautomator.xml", "settings-light.xcuitest.json"])
    func dumpsMeasureLikeTheSidecar(_ dump: String) throws {
        let viaSidecar = try Analyzer().analyze(imageAt: Self.image)
        let viaDump = try Analyzer().analyze(imageAt: Self.image, regionsAt: Self.folder.appendingPathComponent(dump).path)
        var compared = 0
        for region in viaSidecar.regions where region.role == .text {
            let id = region.id
            let other = try #require(viaDump.regions.first { $0.id == id }, "\(id) missing")
            #expect(other.text == region.text)
            let a = try #require(region.ratio), b = try #require(other.ratio)
            // uiautomator bounds are whole pixels, so rects may differ by a pixel.
            #expect(abs(a / b - 1) < 0.02, "\(id): \(a) vs \(b)")
            compared += 1
        }
        #expect(compared >= 10)
    }

    @Test func uiautomatorKeepsTextAndDescribedImagesAndSkipsHiddenNodes() throws {
        let sidecar = try UIAutomatorImporter.regions(fromXML: try bytes("settings-light.uiautomator.xml"))
        #expect(sidecar.scale == 1)
        #expect(!sidecar.regions.contains { $0.id == "hidden-label" })   // bounds [0,0][0,0]
        #expect(sidecar.regions.contains { $0.role == .nonText && $0.text != nil })
        #expect(Set(sidecar.regions.map(\.id)).count == sidecar.regions.count)
    }

    @Test func xcuitestLeavesOutContainersAndOffScreenElements() throws {
        let report = try Analyzer().analyze(imageAt: Self.image,
                                            regionsAt: Self.folder.appendingPathComponent("settings-light.xcuitest.json").path)
        #expect(!report.regions.contains { $0.id == "SettingsTable" })
        #expect(!report.regions.contains { $0.id == "offscreen-row" })
        #expect(report.warnings.contains("1 imported elements lie outside the image and were left out"))
    }

    @Test func aBareXCUITestArrayNeedsTheScale() throws {
        let bare = Self.folder.appendingPathComponent("settings-light.bare.xcuitest.json").path
        #expect(throws: AnalysisError.self) { try Analyzer().analyze(imageAt: Self.image, regionsAt: bare) }
        var analyzer = Analyzer()
        analyzer.loader.importScale = 3
        #expect(try analyzer.analyze(imageAt: Self.image, regionsAt: bare).regions.count == 6)
    }

    @Test("malformed dumps name the problem", arguments: [
        ("<?xml version='1.0'?><nodes/>", "uiautomator dump: no <hierarchy> element; expected the XML that `uiautomator dump` writes"),
        ("<hierarchy><node text=\"a\" bounds=\"[0,0][10]\"/></hierarchy>", "uiautomator dump: node 1: bounds \"[0,0][10]\" is not [x1,y1][x2,y2]"),
        ("<hierarchy><node text=\"a\"/></hierarchy>", "uiautomator dump: node 1: bounds attribute is missing"),
        ("<hierarchy><node text=\"a\" bounds=\"[0,0][9,9]\"", "uiautomator dump: <node> is not closed before the end of the file"),
        ("<hierarchy><node text=a bounds=\"[0,0][9,9]\"/></hierarchy>", "uiautomator dump: attribute text in <node> has no quoted value"),
        (#"{"scale": 3, "elements": [{"frame": {"x": "1", "y": 0, "width": 1, "height": 1}, "elementType": "staticText"}]}"#,
         "XCUITest element list: elements[0].frame.x: expected a number"),
        (#"{"scale": 3, "elements": [{"label": "a", "elementType": "staticText"}]}"#, "XCUITest element list: elements[0].frame: required key is missing"),
        (#"[{"frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "elementType": "staticText"}]"#,
         "XCUITest element list: no scale: write {\"scale\": 3, \"elements\": […]}"),
        (#"{"scale": 0, "elements": []}"#, "XCUITest element list: scale must be greater than 0 and at most 16 (got 0.0)"),
        (#"{"scale": 3, "elements": [{"frame": {"x": 0, "y": 0, "width": 1, "width": 9, "height": 1}, "elementType": "staticText"}]}"#,
         "XCUITest element list: elements[0].frame.width: duplicate key (JSON readers disagree on which of its values counts; keep one)"),
        ("<hierarchy><node text=\"a\" bounds=\"[-9223372036854775808,2][6,5]\"/></hierarchy>",
         "uiautomator dump: node 1: bounds \"[-9223372036854775808,2][6,5]\" is not [x1,y1][x2,y2]"),
    ])
    func malformedDumps(_ text: String, _ message: String) {
        do {
            _ = try RegionsFile.decode(Array(text.utf8))
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func entitiesInAttributesAreDecoded() throws {
        let xml = #"<hierarchy><node text="Terms &amp; Privacy &#8212; &lt;b&gt;" bounds="[0,0][90,20]"/></hierarchy>"#
        let sidecar = try UIAutomatorImporter.regions(fromXML: Array(xml.utf8))
        #expect(sidecar.regions.first?.text == "Terms & Privacy — <b>")
    }
}
