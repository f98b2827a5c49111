import ContrastScanSupport
import Foundation
import Testing

/// A key given twice in one object is found with its key path, whatever the nesting or
/// the escapes; the same key in different objects, and JSON without repeats, are not.
@Suite("JSONDuplicateKeys: a repeated key is found with its key path")
struct JSONDuplicateKeysTests {
    static let repeats: [(String, String)] = [
        (#"{"a": 1, "a": 2}"#, "a"),
        (#"{"regions": [], "regions": []}"#, "regions"),
        (#"{"regions": [{"id": "x", "rect": {"x": 0, "width": 1, "width": 2}}]}"#, "regions[0].rect.width"),
        (#"{"list": [1, [2, {"k": 0, "k": 1}]]}"#, "list[1][1].k"),
        (#"{"text": 1, "te\u0078t": 2}"#, "text"),
        (#"[{"a": {}}, {"b": [], "b": 0}]"#, "[1].b"),
        (#"{"s": "a \"quoted\" } brace", "s": 0}"#, "s"),
        // JSONDecoder reads a trailing comma and a byte order mark; so does the check.
        (#"{"regions": [{"id": "a"},], "scale": 1, "scale": 2}"#, "scale"),
        (#"{"rect": {"x": 0,}, "rect": {}}"#, "rect"),
        ("\u{FEFF}" + #"{"a": 1, "a": 2}"#, "a"),
    ]

    @Test("a repeat is reported at its key path", arguments: repeats)
    func repeatFound(_ json: String, _ keyPath: String) {
        #expect(JSONDuplicateKeys.firstDuplicate(in: Data(json.utf8)) == keyPath)
    }

    static let clean = [
        #"{"a": {"k": 1}, "b": {"k": 2}}"#,
        #"[{"id": 1}, {"id": 2}]"#,
        #"{"a": [], "b": {}, "c": "x", "d": null, "e": -1.5e3, "f": true}"#,
        "not json at all",
        #"{"a": 1, "a""#,   // cut short before the repeat's value: the decoder reports the syntax
        "",
    ]

    @Test("no repeat, or not JSON, is nil", arguments: clean)
    func nothingFound(_ json: String) {
        #expect(JSONDuplicateKeys.firstDuplicate(in: Data(json.utf8)) == nil)
    }

    /// Deep nesting is walked with a stack of its own, not the call stack.
    @Test func deepNestingIsScannedWithoutRecursion() {
        let depth = 200_000
        let json = String(repeating: "[", count: depth) + #"{"k": 1, "k": 2}"# + String(repeating: "]", count: depth)
        #expect(JSONDuplicateKeys.firstDuplicate(in: Data(json.utf8))?.hasSuffix("[0].k") == true)
    }

    /// What the decoder reads leniently is checked too: a repeat there is not let through.
    @Test func aRepeatAfterATrailingCommaIsRefusedWhereTheDecoderWouldReadIt() {
        struct Example: DocumentKind { static let name = "example"; static func unsupportedVersion(_ v: Int) -> String { "\(v)" } }
        struct Body: Decodable { var list: [Int]; var width: Double }
        let json = Data(#"{"list": [1,], "width": 1, "width": 2}"#.utf8)
        #expect(throws: DocumentError<Example>.duplicateKey(keyPath: "width")) {
            try DocumentError<Example>.decode(Body.self, from: json)
        }
    }

    @Test func everyDocumentRefusesARepeatedKey() {
        struct Example: DocumentKind { static let name = "example"; static func unsupportedVersion(_ v: Int) -> String { "\(v)" } }
        struct Body: Decodable { var width: Double }
        #expect(throws: DocumentError<Example>.duplicateKey(keyPath: "width")) {
            try DocumentError<Example>.decode(Body.self, from: Data(#"{"width": 1, "width": 2}"#.utf8))
        }
    }
}
