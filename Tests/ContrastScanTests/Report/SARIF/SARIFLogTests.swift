import ContrastScan
import Foundation
import TestSupport
import Testing

/// A log built from the model the way a renderer would: every rule, a failing
/// region, a region to review, a regression, an input error.
enum SARIFSample {
    static let settings = "inbox/settings.png"
    static let onboarding = "onboarding/Start screen.png"

    static func log() -> SARIFLog {
        let handle = PixelRect(x: 120, y: 300, width: 360, height: 60)
        let title = PixelRect(x: 0, y: 0, width: 1170, height: 88)
        let fail = SARIFResult(
            ruleId: SARIFRuleCatalog.rule(.wcagText).id, ruleIndex: SARIFRuleCatalog.index(of: .wcagText),
            level: .error,
            message: SARIFMessage(text: #"Region "handle": text contrast 3.26:1, needs 4.5:1 (WCAG 1.4.3 text 4.5:1). Fix: text #6C6C70 gives 4.62:1."#),
            locations: [.screenshot(uri: settings, index: 0, rect: handle, label: #"region "handle""#)],
            partialFingerprints: SARIFFingerprint.region(screenshot: settings, regionID: "handle"),
            attachments: [.screenshot(uri: settings, index: 0, rect: handle, label: "handle")],
            properties: SARIFPropertyBag(["ratio": .number(3.2581, decimals: 3), "requiredRatio": .number(4.5, decimals: 2),
                                          "apcaLc": .number(-52.14, decimals: 1), "foreground": .string("#8E8E93"),
                                          "confident": .bool(true), "pixelArea": .int(21_600)]))
        let review = SARIFResult(
            ruleId: SARIFRuleCatalog.rule(.apcaBodyText).id, ruleIndex: SARIFRuleCatalog.index(of: .apcaBodyText),
            level: .warning,
            message: SARIFMessage(text: #"Region "title": APCA Lc 71 to 79 for a required 75; the pixels cannot decide."#),
            locations: [.screenshot(uri: settings, index: 0, rect: title)],
            partialFingerprints: SARIFFingerprint.region(screenshot: settings, regionID: "title"))
        let regression = SARIFResult(
            ruleId: SARIFRuleCatalog.rule(.baselineRegression).id, ruleIndex: SARIFRuleCatalog.index(of: .baselineRegression),
            level: .error,
            message: SARIFMessage(text: #"Region "cta": 4.61:1 in the baseline, 3.90:1 now."#),
            locations: [.screenshot(uri: SARIFArtifactLocation.uri(path: onboarding), index: 1, rect: handle)],
            partialFingerprints: SARIFFingerprint.region(screenshot: onboarding, regionID: "cta"))
        let unreadable = SARIFNotification(
            level: .error, message: SARIFMessage(text: "broken.png: not a PNG file (bad signature)"),
            locations: [SARIFLocation(physicalLocation: SARIFPhysicalLocation(artifactLocation: SARIFArtifactLocation(uri: "broken.png")))])
        let run = SARIFRun(
            tool: SARIFTool(driver: SARIFToolComponent(name: "contrastscan", version: "0.1.0",
                                                       informationUri: "https://example.com/contrastscan",
                                                       rules: SARIFRuleCatalog.rules)),
            results: [fail, review, regression],
            artifacts: [.screenshot(uri: settings, length: 123_456, sha256: String(repeating: "ab", count: 32)),
                        .screenshot(uri: SARIFArtifactLocation.uri(path: onboarding))],
            invocations: [SARIFInvocation(executionSuccessful: false, toolExecutionNotifications: [unreadable])],
            automationDetails: SARIFRunAutomationDetails(id: "contrastscan/analyze/"))
        return SARIFLog(runs: [run])
    }

    static func json() throws -> JSONNode { try JSONNode.parse(log().encoded()) }
}

/// One step into a JSON document, for making broken copies of a valid log.
enum JSONStep: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case key(String), index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
}

extension JSONNode {
    /// A copy with the value at `path` replaced by `value`, or removed when `value` is nil.
    func setting(_ path: [JSONStep], to value: JSONNode?) -> JSONNode {
        guard let step = path.first else { return value ?? .null }
        switch (self, step) {
        case (.object(var members), .key(let key)):
            if path.count == 1 { members[key] = value } else { members[key] = (members[key] ?? .null).setting(Array(path.dropFirst()), to: value) }
            return .object(members)
        case (.array(var items), .index(let i)):
            items[i] = items[i].setting(Array(path.dropFirst()), to: value)
            return .array(items)
        default:
            return self
        }
    }
}

@Suite("SARIF log")
struct SARIFLogTests {
    private static let result: [JSONStep] = ["runs", 0, "results", 0]

    @Test func modelBuiltLogIsValidSARIF() throws {
        let violations = try SARIFSchema.validator().validate(SARIFSample.json())
        #expect(violations.isEmpty, "\(violations)")
    }

    /// `Tests/Fixtures/sarif/sample.sarif` is this log's bytes, so the output
    /// format is visible in review and `scripts/validate-sarif` can check the
    /// same file with Python's jsonschema. `CONTRASTSCAN_RECORD_SARIF=1` rewrites it (never on CI).
    @Test func sampleLogMatchesItsGolden() throws {
        let golden = SARIFSchema.url.deletingLastPathComponent().appendingPathComponent("sample.sarif")
        let bytes = try SARIFSample.log().encoded()
        if ProcessInfo.processInfo.environment["CONTRASTSCAN_RECORD_SARIF"] == "1" {
            try bytes.write(to: golden)
        }
        let recorded = try Data(contentsOf: golden)
        #expect(recorded == bytes, "\(golden.path) differs from the model's output; re-record with CONTRASTSCAN_RECORD_SARIF=1 and review the diff")
    }

    @Test func emptyRunIsValidSARIF() throws {
        let log = SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: SARIFToolComponent(name: "contrastscan")), results: [])])
        let violations = try SARIFSchema.validator().validate(JSONNode.parse(log.encoded()))
        #expect(violations.isEmpty, "\(violations)")
    }

    /// Broken copies of the valid log: each must be refused, at the place it is broken.
    @Test("the schema refuses broken logs", arguments: [
        ("missing version", ["version"], nil, "$: missing required property \"version\""),
        ("runs not an array", ["runs"], .string("x"), #"$.runs: "x" is not of type array or null"#),
        ("unknown property on a result", result + ["severity"], .string("high"), #"$.runs[0].results[0]: property "severity" is not allowed"#),
        ("level not in the enum", result + ["level"], .string("fatal"), #"$.runs[0].results[0].level: "fatal" is not one of ["none", "note", "warning", "error"]"#),
        ("ruleIndex below -1", result + ["ruleIndex"], .number(-2), "$.runs[0].results[0].ruleIndex: -2 is less than the minimum -1"),
        ("message without text or id", result + ["message"], .object([:]), "$.runs[0].results[0].message: matches none of the 2 anyOf schemas"),
        ("startLine 0", result + ["locations", 0, "physicalLocation", "region", "startLine"], .number(0),
         "$.runs[0].results[0].locations[0].physicalLocation.region.startLine: 0 is less than the minimum 1"),
        ("another version", ["version"], .string("2.0.0"), #"$.version: "2.0.0" is not one of ["2.1.0"]"#),
        ("helpUri not absolute", ["runs", 0, "tool", "driver", "rules", 0, "helpUri"], .string("contrast-minimum.html"),
         #"$.runs[0].tool.driver.rules[0].helpUri: "contrast-minimum.html" is not a valid uri"#),
        ("mimeType without a slash", ["runs", 0, "artifacts", 0, "mimeType"], .string("png"),
         #"$.runs[0].artifacts[0].mimeType: "png" does not match the pattern "[^/]+/.+""#),
        ("fingerprint not a string", result + ["partialFingerprints", "contrastscanRegion/v1"], .number(1),
         "$.runs[0].results[0].partialFingerprints.contrastscanRegion/v1: 1 is not of type string"),
        ("tool without a name", ["runs", 0, "tool", "driver", "name"], nil, #"$.runs[0].tool.driver: missing required property "name""#),
    ] as [(String, [JSONStep], JSONNode?, String)])
    func schemaRefusesBrokenLogs(_ name: String, _ path: [JSONStep], _ value: JSONNode?, _ expected: String) throws {
        let broken = try SARIFSample.json().setting(path, to: value)
        let violations = try SARIFSchema.validator().validate(broken).map(\.description)
        #expect(violations == [expected], "\(name)")
    }

    @Test func regionWithoutAStartIsRefused() throws {
        let broken = try SARIFSample.json().setting(Self.result + ["locations", 0, "physicalLocation", "region"],
                                                    to: .object(["message": .object(["text": .string("pixels")])]))
        let violations = try SARIFSchema.validator().validate(broken).map(\.description)
        #expect(violations == ["$.runs[0].results[0].locations[0].physicalLocation.region: matches none of the 3 anyOf schemas"])
    }

    @Test func duplicateTagsAreRefused() throws {
        let broken = try SARIFSample.json().setting(["runs", 0, "tool", "driver", "rules", 0, "properties", "tags"],
                                                    to: .array([.string("contrast"), .string("contrast")]))
        let violations = try SARIFSchema.validator().validate(broken).map(\.description)
        #expect(violations == ["$.runs[0].tool.driver.rules[0].properties.tags: items 0 and 1 are equal; items must be unique"])
    }

    @Test func encodingIsDeterministicWithSortedKeys() throws {
        let first = try SARIFSample.log().encoded()
        let second = try SARIFSample.log().encoded()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        let schema = try #require(text.range(of: #""$schema" : "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json""#))
        let runs = try #require(text.range(of: #""runs" : ["#))
        let version = try #require(text.range(of: #""version" : "2.1.0""#))
        #expect(schema.lowerBound < runs.lowerBound && runs.lowerBound < version.lowerBound)
        #expect(!text.contains(#"\/"#), "slashes are not escaped")
        #expect(try SARIFLog.decoded(from: first) == SARIFSample.log())
    }

    /// Property-bag numbers are written as the decimal text they were rounded to.
    @Test func numbersAreWrittenAsRounded() throws {
        let text = String(decoding: try SARIFSample.log().encoded(), as: UTF8.self)
        #expect(text.contains(#""ratio" : 3.258,"#))
        #expect(text.contains(#""requiredRatio" : 4.5"#))
        #expect(text.contains(#""apcaLc" : -52.1,"#))
        #expect(text.contains(#""pixelArea" : 21600"#))
        #expect(text.contains(#""confident" : true"#))
    }

    @Test func pixelRegionAnchorsLineOneAndCarriesTheRectangle() throws {
        let region = SARIFRegion.pixels(PixelRect(x: 120, y: 300, width: 360, height: 60), label: #"region "handle""#)
        #expect(region.startLine == 1 && region.startColumn == 1 && region.endLine == 1 && region.endColumn == 1)
        #expect(region.message?.text == #"pixels 120,300 to 480,360 (360×60) — region "handle""#)
        #expect(region.properties?["pixelRect"] == .object(["x": .int(120), "y": .int(300), "width": .int(360), "height": .int(60)]))
        let rectangle = SARIFRectangle(PixelRect(x: 120, y: 300, width: 360, height: 60))
        #expect((rectangle.left, rectangle.top, rectangle.right, rectangle.bottom) == (120, 300, 480, 360))
    }

    @Test func resultLocationNamesTheScreenshot() throws {
        let log = SARIFSample.log()
        let location = try #require(log.runs.first?.results.first?.locations.first)
        #expect(location.physicalLocation.artifactLocation.uri == "inbox/settings.png")
        #expect(location.physicalLocation.artifactLocation.index == 0)
        #expect(log.runs.first?.artifacts?.first?.location.uri == "inbox/settings.png")
    }

    @Test("writes paths as URI references", arguments: [
        ("inbox/settings.png", "inbox/settings.png"),
        ("onboarding/Start screen.png", "onboarding/Start%20screen.png"),
        ("Ünï/a#b?.png", "%C3%9Cn%C3%AF/a%23b%3F.png"),
        ("../shots/a-b_c~d.png", "../shots/a-b_c~d.png"),
    ])
    func writesPathsAsURIReferences(_ path: String, _ uri: String) {
        #expect(SARIFArtifactLocation.uri(path: path) == uri)
        #expect(JSONSchemaValidator.matches(format: "uri-reference", uri))
    }

    /// SHA-256 of "inbox/settings.png", NUL, "handle", by Python's hashlib.
    @Test func fingerprintIsStableAndUnambiguous() {
        #expect(SARIFFingerprint.region(screenshot: "inbox/settings.png", regionID: "handle")
                == ["contrastscanRegion/v1": "5d4a948dea0be6d2886682f48b816900f4346883cf6ee4f932830731196d68e7"])
        #expect(SARIFFingerprint.region(screenshot: "a", regionID: "bc") != SARIFFingerprint.region(screenshot: "ab", regionID: "c"))
        #expect(SARIFFingerprint.region(screenshot: "a.png", regionID: "x") != SARIFFingerprint.region(screenshot: "b.png", regionID: "x"))
    }

    @Test func levelFollowsTheVerdict() {
        #expect(SARIFLevel(verdict: .fail) == .error)
        #expect(SARIFLevel(verdict: .review) == .warning)
        #expect(SARIFLevel(verdict: .pass) == nil)
        #expect(SARIFLevel(verdict: .skipped) == nil)
    }
}
