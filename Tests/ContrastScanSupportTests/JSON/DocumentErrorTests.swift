import ContrastScanSupport
import Foundation
import Testing

/// One translator turns every decoding failure into a key path a user can find.
@Suite("DocumentError: decoding failures as key paths, one wording per document")
struct DocumentErrorTests {
    enum Example: DocumentKind {
        static let name = "example"
        static func unsupportedVersion(_ version: Int) -> String { "example version \(version) is not supported" }
    }

    struct Shape: Decodable {
        struct Item: Decodable { var width: Double }
        var items: [Item]
    }

    @Test(arguments: [
        (#"{"items": [{"width": 1}, {"width": "4"}]}"#, "example items[1].width: expected a number"),
        (#"{"items": [{"width": null}]}"#, "example items[0].width: expected a number, found null"),
        (#"{"items": [{}]}"#, "example items[0].width: required key is missing"),
        (#"[]"#, "example (top level): expected an object"),
    ])
    func keyPathsNameTheProblem(_ json: String, _ message: String) {
        let error = #expect(throws: DocumentError<Example>.self) {
            try DocumentError<Example>.decode(Shape.self, from: Data(json.utf8))
        }
        #expect(error?.description == message)
    }

    @Test func malformedJSONSaysWhereTheParserStopped() {
        let error = #expect(throws: DocumentError<Example>.self) {
            try DocumentError<Example>.decode(Shape.self, from: Data(#"{"items": [}"#.utf8))
        }
        #expect(error?.description == "malformed example JSON (line 1, column 12: expected a value, found '}')")
    }

    @Test func valuesFromTheFileAreQuotedOnOneLine() {
        let error = DocumentError<Example>.duplicateID("a\nb", keyPath: "regions[1].id")
        #expect(error.description == #"example regions[1].id: duplicate region id "a\nb" (ids must be unique)"#)
    }
}
