import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("Policy file")
struct PolicyDecodingTests {
    static let packageRoot = TestPaths.packageRoot
    static let examplePath = "Tests/Fixtures/policy/example.json"

    private func decode(_ json: String) throws(PolicyError) -> ContrastPolicy {
        try PolicyDecoder.decode(Data(json.utf8), name: "team.json")
    }

    @Test func readsTheDocumentedExample() throws {
        let policy = try PolicyDecoder.load(path: Self.packageRoot.appendingPathComponent(Self.examplePath).path)
        #expect(policy.name == "example.json")
        #expect(policy.standard == .both)
        #expect(policy.largeTextRule == .wcag)
        #expect(policy.wcag2.general == [.text: .minimum(4.5), .largeText: .minimum(3), .nonText: .minimum(3), .decorative: .never])
        #expect(policy.wcag2.overrides == [
            .init(when: Appearance(contrast: .increased), thresholds: [.text: .minimum(7), .largeText: .minimum(4.5)]),
            .init(when: Appearance(colorScheme: .dark, contrast: .increased), thresholds: [.nonText: .minimum(4.5)]),
        ])
        #expect(policy.apca.general == [.bodyText: .minimum(75), .contentText: .minimum(60), .largeText: .minimum(45),
                                        .nonText: .minimum(30), .decorative: .minimum(15)])
        #expect(policy.apca.overrides.count == 1)
        #expect(policy.minimumConfidence == ContrastPolicy().minimumConfidence)
    }

    @Test func onlyTheVersionIsRequiredAndEverythingElseDefaults() throws {
        #expect(try decode(#"{"version": 1}"#) == ContrastPolicy(name: "team.json"))
        let policy = try decode(#"{"version": 1, "standard": "both", "largeText": "appleHIG", "wcag2": {"nonText": 3.5}}"#)
        #expect(policy.standard == .both)
        #expect(policy.largeTextRule == .appleHIG)
        #expect(policy.wcag2.general == [.nonText: .minimum(3.5)])
    }

    @Test func nullMeansNeverFailedAndAbsentMeansInherit() throws {
        let policy = try decode(#"{"version": 1, "wcag2": {"nonText": null}}"#)
        #expect(policy.wcag2.general == [.nonText: .never])
        #expect(policy.wcag2.general[.text] == nil)
    }

    static let invalid: [(String, String)] = [
        (#"{}"#, "policy version: required key is missing"),
        (#"{"standard": "apca"}"#, "policy version: required key is missing"),
        (#"{"version": 2, "future": true}"#, "policy version 2 is not supported (this contrastscan reads version 1)"),
        (#"{"version": "1"}"#, "policy version: expected an integer"),
        (#"[]"#, "policy (top level): expected an object"),
        (#"{"version": 1, "standrad": "apca"}"#,
         "policy standrad: unknown key (expected one of: version, standard, largeText, wcag2, apca)"),
        (#"{"version": 1, "standard": "wcag3"}"#,
         #"policy standard: unknown standard "wcag3" (expected one of: wcag2, apca, both)"#),
        (#"{"version": 1, "largeText": "ios"}"#,
         #"policy largeText: unknown large-text rule "ios" (expected one of: wcag, appleHIG)"#),
        (#"{"version": 1, "wcag2": []}"#, "policy wcag2: expected an object"),
        (#"{"version": 1, "apca": {"bodyText": 90}}"#,
         #"policy apca: sets APCA levels, but "standard" is "wcag2", so it would never apply (change "standard" or remove "apca")"#),
        (#"{"version": 1, "standard": "apca", "wcag2": {"text": 5}}"#,
         #"policy wcag2: sets WCAG thresholds, but "standard" is "apca", so it would never apply (change "standard" or remove "wcag2")"#),
        (#"{"version": 1, "standard": "apca", "largeText": "appleHIG"}"#,
         #"policy largeText: sets a WCAG large-text rule, but "standard" is "apca", so it would never apply (change "standard" or remove "largeText")"#),
        (#"{"version": 1, "wcag2": {"text": "4.5"}}"#, "policy wcag2.text: expected a number"),
        (#"{"version": 1, "wcag2": {"text": "NaN"}}"#, "policy wcag2.text: expected a number"),
        (#"{"version": 1, "wcag2": {"text": true}}"#, "policy wcag2.text: expected a number"),
        (#"{"version": 1, "wcag2": {"text": -1}}"#,
         "policy wcag2.text: must be a WCAG contrast ratio in 1…21, or null for never failed (got -1)"),
        (#"{"version": 1, "wcag2": {"nonText": 0.5}}"#,
         "policy wcag2.nonText: must be a WCAG contrast ratio in 1…21, or null for never failed (got 0.5)"),
        (#"{"version": 1, "wcag2": {"nonTxt": 3}}"#,
         "policy wcag2.nonTxt: unknown key (expected one of: text, largeText, nonText, decorative, appearances)"),
        (#"{"version": 1, "wcag2": {"heading": 3, "body": 4}}"#,
         "policy wcag2.body: unknown key (expected one of: text, largeText, nonText, decorative, appearances)"),
        (#"{"version": 1, "standard": "apca", "apca": {"bodyText": 120}}"#,
         "policy apca.bodyText: must be an APCA Lc magnitude in 0…108, or null for never failed (got 120)"),
        (#"{"version": 1, "standard": "apca", "apca": {"bodyText": -75}}"#,
         "policy apca.bodyText: must be an APCA Lc magnitude in 0…108, or null for never failed (got -75)"),
        (#"{"version": 1, "standard": "apca", "apca": {"text": 75}}"#,
         "policy apca.text: unknown key (expected one of: bodyText, contentText, largeText, nonText, decorative, appearances)"),
        (#"{"version": 1, "wcag2": {"appearances": {}}}"#, "policy wcag2.appearances: expected an array"),
        (#"{"version": 1, "wcag2": {"appearances": [{"text": 7}]}}"#,
         "policy wcag2.appearances[0].when: required key is missing"),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {"scheme": "dark"}, "text": 7}]}}"#,
         "policy wcag2.appearances[0].when.scheme: unknown key (expected one of: colorScheme, contrast, level)"),
        (#"{"version": 1, "standard": "apca", "apca": {"appearances": [{"when": {"colorScheme": "sepia"}, "bodyText": 90}]}}"#,
         #"policy apca.appearances[0].when.colorScheme: unknown colorScheme "sepia" (expected one of: light, dark)"#),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {"contrast": "high"}, "text": 7}]}}"#,
         #"policy wcag2.appearances[0].when.contrast: unknown contrast "high" (expected one of: standard, increased)"#),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {}, "text": 7}]}}"#,
         #"policy wcag2.appearances[0].when: names no appearance (give colorScheme, contrast or level; values for every appearance go beside "appearances")"#),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {"contrast": "increased"}}]}}"#,
         "policy wcag2.appearances[0]: sets no threshold (give at least one of: text, largeText, nonText, decorative)"),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {"level": "elevated"}, "txt": 7}]}}"#,
         "policy wcag2.appearances[0].txt: unknown key (expected one of: when, text, largeText, nonText, decorative)"),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {"contrast": "increased"}, "text": 22}]}}"#,
         "policy wcag2.appearances[0].text: must be a WCAG contrast ratio in 1…21, or null for never failed (got 22)"),
        (#"{"version": 1, "wcag2": {"appearances": [{"when": {"contrast": "increased"}, "text": 7}, {"when": {"colorScheme": "dark"}, "text": 6}, {"when": {"contrast": "increased"}, "largeText": 5}]}}"#,
         "policy wcag2.appearances[2].when: the same appearance as appearances[0]; merge the two entries"),
    ]

    @Test("rejects a bad policy with its key path", arguments: invalid)
    func rejectsWithKeyPath(_ json: String, _ message: String) {
        let error = #expect(throws: PolicyError.self) { try decode(json) }
        #expect(error?.description == message)
    }

    @Test func rejectsMalformedJSONAndInvalidUTF8() {
        for bytes in [Array(#"{"version": 1, "#.utf8), Array(#"{"version": 1, "wcag2": {"text": NaN}}"#.utf8),
                      [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]] {
            let error = #expect(throws: PolicyError.self) { try PolicyDecoder.decode(Data(bytes), name: "team.json") }
            #expect(error?.description.hasPrefix("malformed policy JSON (") == true, "\(String(describing: error))")
        }
    }

    @Test func anUnreadableFileIsAPolicyErrorNamingTheProblem() {
        let error = #expect(throws: PolicyError.self) { try PolicyDecoder.load(path: "/nonexistent/team.json") }
        #expect(error == .file(FileError(path: "/nonexistent/team.json", operation: .read, reason: .notFound)))
        #expect(error?.description == "cannot read the policy file (no such file)")
        let directory = #expect(throws: PolicyError.self) { try PolicyDecoder.load(path: Self.packageRoot.path) }
        #expect(directory == .file(FileError(path: Self.packageRoot.path, operation: .read, reason: .isDirectory)))
    }

    /// The policy file article (DocC, ContrastScan catalog) that shows the example file.
    static let articlePath = "Sources/ContrastScan/ContrastScan.docc/PolicyFile.md"

    /// The policy file article shows the example file; this keeps the two identical.
    @Test func documentedExampleIsTheFixtureFile() throws {
        let article = try String(contentsOf: Self.packageRoot.appendingPathComponent(Self.articlePath), encoding: .utf8)
        let fixture = try String(contentsOf: Self.packageRoot.appendingPathComponent(Self.examplePath), encoding: .utf8)
        let marker = "<!-- policy example: \(Self.examplePath) -->"
        let lines = article.components(separatedBy: "\n")
        guard let markerLine = lines.firstIndex(of: marker), markerLine + 1 < lines.count,
              lines[markerLine + 1] == "```json",
              let close = lines[(markerLine + 2)...].firstIndex(of: "```") else {
            Issue.record("\(Self.articlePath) needs the line \(marker) followed by a ```json block")
            return
        }
        let block = lines[(markerLine + 2)..<close].joined(separator: "\n") + "\n"
        #expect(block == fixture, "\(Self.articlePath)'s example differs from \(Self.examplePath)")
    }
}
