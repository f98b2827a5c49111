import Foundation
import TestSupport
import Testing

/// The test suite's JSON Schema validator, checked keyword by keyword on small
/// schemas, so a SARIF log it accepts is accepted for the right reasons.
@Suite("JSON Schema validator")
struct JSONSchemaValidatorTests {
    private static func violations(_ schema: String, _ instance: String) throws -> [JSONSchemaValidator.Violation] {
        try JSONSchemaValidator(schema: JSONNode.parse(schema)).validate(JSONNode.parse(instance))
    }

    @Test("accepts what each keyword allows", arguments: [
        (#"{"type": "string"}"#, #""a""#),
        (#"{"type": ["array", "null"]}"#, "null"),
        (#"{"type": "integer"}"#, "3"),
        (#"{"type": "number"}"#, "3.5"),
        (#"{"type": "boolean"}"#, "false"),
        (#"{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"], "additionalProperties": false}"#, #"{"a": 1}"#),
        (#"{"additionalProperties": {"type": "string"}}"#, #"{"x": "y", "z": "w"}"#),
        (#"{"additionalProperties": true}"#, #"{"x": 1}"#),
        (#"{"items": {"type": "integer"}, "minItems": 2, "uniqueItems": true}"#, "[1, 2]"),
        (#"{"enum": ["error", "warning"]}"#, #""warning""#),
        (#"{"minimum": 1, "maximum": 100}"#, "1"),
        (#"{"pattern": "[^/]+/.+"}"#, #""image/png""#),
        (#"{"format": "uri"}"#, #""https://example.com/a b""#.replacingOccurrences(of: " ", with: "")),
        (#"{"format": "uri-reference"}"#, #""shots/a%20b.png""#),
        (#"{"format": "date-time"}"#, #""2026-01-02T03:04:05.6Z""#),
        (#"{"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}"#, #"{"b": 1}"#),
        (#"{"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}"#, #"{"a": 1}"#),
        (##"{"definitions": {"n": {"type": "integer"}}, "properties": {"x": {"$ref": "#/definitions/n", "description": "ignored"}}}"##, #"{"x": 2}"#),
        (#"{"default": 3, "title": "t", "description": "d", "id": "u", "$schema": "s"}"#, #""anything""#),
    ])
    func accepts(_ schema: String, _ instance: String) throws {
        #expect(try Self.violations(schema, instance).isEmpty)
    }

    @Test("rejects what each keyword forbids, naming the place", arguments: [
        (#"{"type": "string"}"#, "1", "$: 1 is not of type string"),
        (#"{"type": "integer"}"#, "1.5", "$: 1.5 is not of type integer"),
        (#"{"type": "number"}"#, "true", "$: true is not of type number"),
        (#"{"type": "boolean"}"#, "1", "$: 1 is not of type boolean"),
        (#"{"required": ["version"]}"#, "{}", #"$: missing required property "version""#),
        (#"{"properties": {"a": {"type": "integer"}}, "additionalProperties": false}"#, #"{"a": 1, "b": 2}"#, #"$: property "b" is not allowed"#),
        (#"{"properties": {"a": {"properties": {"b": {"type": "integer"}}}}}"#, #"{"a": {"b": "x"}}"#, #"$.a.b: "x" is not of type integer"#),
        (#"{"additionalProperties": {"type": "string"}}"#, #"{"x": 1}"#, "$.x: 1 is not of type string"),
        (#"{"items": {"type": "integer"}}"#, #"[1, "2"]"#, #"$[1]: "2" is not of type integer"#),
        (#"{"minItems": 1}"#, "[]", "$: has 0 items; at least 1 required"),
        (#"{"uniqueItems": true}"#, #"["a", "b", "a"]"#, "$: items 0 and 2 are equal; items must be unique"),
        (#"{"enum": ["error", "warning", "note", "none"]}"#, #""fatal""#, #"$: "fatal" is not one of ["error", "warning", "note", "none"]"#),
        (#"{"minimum": 1}"#, "0", "$: 0 is less than the minimum 1"),
        (#"{"maximum": 100}"#, "101", "$: 101 is more than the maximum 100"),
        (#"{"pattern": "[^/]+/.+"}"#, #""png""#, #"$: "png" does not match the pattern "[^/]+/.+""#),
        (#"{"format": "uri"}"#, #""shots/a.png""#, #"$: "shots/a.png" is not a valid uri"#),
        (#"{"format": "uri-reference"}"#, #""a b.png""#, #"$: "a b.png" is not a valid uri-reference"#),
        (#"{"format": "date-time"}"#, #""yesterday""#, #"$: "yesterday" is not a valid date-time"#),
        (#"{"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}"#, "{}", "$: matches none of the 2 anyOf schemas"),
        (#"{"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}"#, #"{"a": 1, "b": 2}"#, "$: matches 2 of the oneOf schemas; exactly 1 must match"),
        (##"{"properties": {"x": {"$ref": "#/definitions/missing"}}}"##, #"{"x": 1}"#, "$.x: schema $ref #/definitions/missing does not resolve"),
    ])
    func rejects(_ schema: String, _ instance: String, _ expected: String) throws {
        #expect(try Self.violations(schema, instance).map(\.description) == [expected])
    }

    @Test func refusesSchemasWithKeywordsItDoesNotCheck() {
        #expect(throws: JSONSchemaValidator.SchemaError.unsupportedKeyword(path: "#/properties/a", keyword: "maxLength")) {
            try JSONSchemaValidator(schema: JSONNode.parse(#"{"properties": {"a": {"maxLength": 3}}}"#))
        }
        #expect(throws: JSONSchemaValidator.SchemaError.self) {
            try JSONSchemaValidator(schema: JSONNode.parse(#"{"allOf": [{}]}"#))
        }
    }

    /// The vendored SARIF schema uses only keywords the validator checks.
    @Test func readsTheSARIFSchema() throws {
        let schema = try SARIFSchema.load()
        #expect(schema["title"] == .string("Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"))
        _ = try JSONSchemaValidator(schema: schema)
    }
}

