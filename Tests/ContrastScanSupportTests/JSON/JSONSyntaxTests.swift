import ContrastScanSupport
import Foundation
import Testing

/// Bytes that are not JSON are reported at the line and column of the first problem,
/// with what was expected and what was found; JSON is not reported, and the scanner
/// agrees with `JSONDecoder` on which is which.
@Suite("JSONSyntax: the first syntax error, by line and column, in plain words")
struct JSONSyntaxTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A case: its name, its bytes, the problem reported.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var problem: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ problem: String) {
            self.init(name, Array(text.utf8), problem)
        }

        init(_ name: String, _ bytes: [UInt8], _ problem: String) {
            self.name = name
            self.bytes = bytes
            self.problem = problem
        }
    }

    static let malformed: [Case] = [
        Case("empty", "", "the file is empty"),
        Case("only whitespace", "  \n ", "line 2, column 2: expected a value, found the end of the file"),
        Case("missing comma between members", "{\"a\": 1,\n  \"b\": 2\n  \"c\": 3}",
             "line 3, column 3: expected ',' or '}' after an object member, found '\"'"),
        Case("missing comma between elements", "[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'"),
        Case("cut short in an object", "{\"a\": [1]",
             "line 1, column 10: expected ',' or '}' after an object member, found the end of the file"),
        Case("cut short after a key", "{\"a\"", "line 1, column 5: expected ':' after the key, found the end of the file"),
        Case("missing colon", "{\"a\" 1}", "line 1, column 6: expected ':' after the key, found '1'"),
        Case("unquoted key", "{a: 1}", "line 1, column 2: expected a key in double quotes, found 'a'"),
        Case("single-quoted key", "{'a': 1}", "line 1, column 2: expected a key in double quotes, found '''"),
        Case("comma alone in an object", "{,}", "line 1, column 2: expected a key in double quotes, found ','"),
        Case("comma alone in an array", "[,]", "line 1, column 2: expected a value, found ','"),
        Case("two commas", "[1,,2]", "line 1, column 4: expected a value, found ','"),
        Case("misspelt literal", "{\"a\": tru}", "line 1, column 7: expected a value, found 'tru'"),
        Case("NaN", "{\"a\": NaN}", "line 1, column 7: expected a value, found 'NaN' (JSON numbers are never NaN or infinite)"),
        Case("Infinity", "[Infinity]", "line 1, column 2: expected a value, found 'Infinity' (JSON numbers are never NaN or infinite)"),
        Case("-Infinity", "[-Infinity]",
             "line 1, column 3: expected a digit after '-', found 'Infinity' (JSON numbers are never infinite)"),
        Case("leading zero", "[01]", "line 1, column 2: a number cannot start with 0 followed by more digits, found '01'"),
        Case("leading plus", "[+1]", "line 1, column 2: expected a value, found '+1'"),
        Case("bare decimal point", "[.5]", "line 1, column 2: expected a value, found '.5'"),
        Case("no digit after the point", "[1.]", "line 1, column 4: expected a digit after the decimal point of a number, found ']'"),
        Case("no digit in the exponent", "[1e+]", "line 1, column 5: expected a digit in the exponent of a number, found ']'"),
        Case("too large", "[1e400]",
             "line 1, column 2: number 1e400 is too large for a 64-bit floating-point number (the largest is about 1.8e308)"),
        Case("too large, negative", "[0, -2e308]",
             "line 1, column 5: number -2e308 is too large for a 64-bit floating-point number (the largest is about 1.8e308)"),
        Case("too close to 0", "[1e-400]",
             "line 1, column 2: number 1e-400 is too close to 0 for a 64-bit floating-point number (the smallest is about 4.9e-324)"),
        Case("string never closed", "{\"a\": \"abc}", "line 1, column 7: this string has no closing quote before the end of the file"),
        Case("tab in a string", "[\"a\tb\"]",
             "line 1, column 4: control character U+0009 in a string (write it as an escape, e.g. \\n for a line break or \\u0009)"),
        Case("line break in a string", "[\"a\nb\"]",
             "line 1, column 4: control character U+000A in a string (write it as an escape, e.g. \\n for a line break or \\u000A)"),
        Case("unknown escape", "[\"\\x\"]",
             "line 1, column 3: invalid escape in a string: \\ must be followed by one of \" \\ / b f n r t u, found 'x'"),
        Case("short \\u escape", "[\"\\u12\"]",
             "line 1, column 3: invalid escape in a string: \\u must be followed by four hexadecimal digits"),
        Case("lone high surrogate", "[\"\\uD800x\"]",
             "line 1, column 3: \\uD800 in a string is half of a surrogate pair without its other half (\\uDC00-\\uDFFF must follow it)"),
        Case("lone low surrogate", "[\"\\udc00\"]",
             "line 1, column 3: \\uDC00 in a string is the second half of a surrogate pair without its first half (\\uD800-\\uDBFF)"),
        Case("byte that is not UTF-8", Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8),
             "line 1, column 4: byte 0xFF in a string is not UTF-8 (JSON text must be UTF-8)"),
        Case("overlong UTF-8", Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8),
             "line 1, column 3: byte 0xC0 in a string is not UTF-8 (JSON text must be UTF-8)"),
        Case("UTF-8 surrogate", Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),
             "line 1, column 3: byte 0xED in a string is not UTF-8 (JSON text must be UTF-8)"),
        Case("text after the value", "{\"a\": 1} x", "line 1, column 10: expected the end of the file after the JSON value, found 'x'"),
        Case("NUL after the value", Array("{\"a\": 1}".utf8) + [0],
             "line 1, column 9: expected the end of the file after the JSON value, found U+0000 (a control character)"),
        Case("columns count characters", "{\"é€\": 1 x}", "line 1, column 10: expected ',' or '}' after an object member, found 'x'"),
        Case("a character outside strings", "[é]", "line 1, column 2: expected a value, found 'é' (U+00E9)"),
        Case("CRLF line ends", "{\r\n  \"a\" 1\r\n}", "line 2, column 7: expected ':' after the key, found '1'"),
        Case("a byte order mark is not a column", bom + Array("{\"a\" 1}".utf8), "line 1, column 6: expected ':' after the key, found '1'"),
        Case("a byte order mark inside", Array("[1, ".utf8) + bom + Array("2]".utf8),
             "line 1, column 5: expected a value, found U+FEFF (a byte order mark)"),
        Case("513 nested arrays", String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
             "line 1, column 513: more than 512 nested arrays or objects"),
        Case("513 nested, objects and arrays", "{\"a\": " + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}",
             "line 1, column 518: more than 512 nested arrays or objects"),
    ]

    @Test("a problem is reported at its line and column", arguments: malformed)
    func problemReported(_ example: Case) {
        #expect(JSONSyntax.problem(in: Data(example.bytes)) == example.problem)
    }

    static let wellFormed: [Case] = [
        Case("every kind of value", #"{"a": [1, -2.5e-3, 0, -0, 1E+2, true, false, null, "x\n\u00e9\ud83d\ude00\/"], "b": {}, "c": []}"#, ""),
        Case("a number alone", " 0 ", ""),
        Case("a string alone", #""s""#, ""),
        Case("extreme numbers", "[1.7976931348623157e308, 5e-324, 0e400, 123456789012345678901234567890]", ""),
        Case("non-ASCII text", "{\"é€😀\": \"日本\"}", ""),
        Case("DEL in a string", "[\"\u{7F}\"]", ""),
        Case("512 nested arrays", String(repeating: "[", count: 512) + String(repeating: "]", count: 512), ""),
        // The two leniencies of JSONDecoder: what is reported is what made decoding fail.
        Case("trailing comma in an array", "[1, 2,]", ""),
        Case("trailing comma in an object", "{\"a\": 1, }", ""),
        Case("a byte order mark first", bom + Array("{\"a\": 1}".utf8), ""),
    ]

    @Test("JSON has no problem", arguments: wellFormed)
    func noProblem(_ example: Case) {
        #expect(JSONSyntax.problem(in: Data(example.bytes)) == nil)
    }

    /// Any JSON value, read through `Decodable`, so `JSONDecoder` reads every part of it.
    private enum AnyJSON: Decodable {
        case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var members: [String: AnyJSON] = [:]
                for key in object.allKeys { members[key.stringValue] = try object.decode(AnyJSON.self, forKey: key) }
                self = .object(members)
            } else if var array = try? decoder.unkeyedContainer() {
                var items: [AnyJSON] = []
                while !array.isAtEnd { items.append(try array.decode(AnyJSON.self)) }
                self = .array(items)
            } else {
                let value = try decoder.singleValueContainer()
                if value.decodeNil() { self = .null }
                else if let bool = try? value.decode(Bool.self) { self = .bool(bool) }
                else if let number = try? value.decode(Double.self) { self = .number(number) }
                else { self = .string(try value.decode(String.self)) }
            }
        }
    }

    /// The scanner is asked only after `JSONDecoder` failed, so it must refuse what the
    /// decoder refuses and accept what the decoder reads, or the message would blame the
    /// wrong place (or nothing).
    @Test("JSONDecoder agrees", arguments: malformed + wellFormed)
    func decoderAgrees(_ example: Case) {
        let decoded = (try? JSONDecoder().decode(AnyJSON.self, from: Data(example.bytes))) != nil
        #expect(decoded == example.problem.isEmpty)
    }
}
