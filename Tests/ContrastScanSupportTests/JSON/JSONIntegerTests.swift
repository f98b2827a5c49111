import ContrastScanSupport
import Foundation
import Testing

/// An integer key holding a fraction or a huge number is a wrong value of that key, not a
/// file that is "not valid JSON"; a string is a wrong type that names an integer.
@Suite("JSONInteger: integer keys read as numbers, then checked")
struct JSONIntegerTests {
    private struct Example: DocumentKind {
        static let name = "example"
        static func unsupportedVersion(_ version: Int) -> String { "version \(version)" }
    }

    private struct Versioned: Decodable {
        var version: Int?
        enum CodingKeys: String, CodingKey { case version }
        init(from decoder: any Decoder) throws {
            version = try decoder.container(keyedBy: CodingKeys.self).decodeIntegerIfPresent(forKey: .version)
        }
    }

    static let cases: [(String, String?)] = [
        (#"{"version": 1}"#, nil),
        (#"{"version": 1.0}"#, nil),
        (#"{"version": null}"#, nil),
        (#"{"version": 1.5}"#, "example version: expected an integer (got 1.5)"),
        (#"{"version": 1e300}"#, "example version: expected an integer (got 1e+300)"),
        (#"{"version": "1"}"#, "example version: expected an integer"),
    ]

    @Test("an integer key", arguments: cases)
    func integerKey(_ json: String, _ message: String?) {
        do {
            _ = try DocumentError<Example>.decode(Versioned.self, from: Data(json.utf8))
            #expect(message == nil)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func numbersInMessagesAreShortAndWholeNumbersHaveNoFraction() {
        #expect(MessageText.number(0) == "0")
        #expect(MessageText.number(-4) == "-4")
        #expect(MessageText.number(1.5) == "1.5")
        #expect(MessageText.number(1e17) == "1e+17")
        #expect(MessageText.number(-1e300) == "-1e+300")
    }
}
