import Foundation

/// A JSON document as the validator sees it: booleans and numbers kept apart
/// (`JSONDecoder` never reads `true` as a number or `1` as a boolean, unlike
/// `JSONSerialization`'s `NSNumber`).
package indirect enum JSONNode: Equatable, Sendable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONNode].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONNode].self))
        }
    }

    package static func parse(_ data: Data) throws -> JSONNode { try JSONDecoder().decode(JSONNode.self, from: data) }
    package static func parse(_ text: String) throws -> JSONNode { try parse(Data(text.utf8)) }

    /// The member `key` of an object; nil for anything else.
    package subscript(key: String) -> JSONNode? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): return s.debugDescription
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "\($0.debugDescription): \(members[$0]!)" }.joined(separator: ", ") + "}"
        }
    }
}

/// A JSON Schema draft-04 validator for the test suite, covering the keywords
/// the SARIF 2.1.0 schema uses: `type`, `properties`, `required`,
/// `additionalProperties`, `items`, `$ref` (JSON pointers into the same
/// document, e.g. `#/definitions/run`), `enum`, `anyOf`, `oneOf`, `minItems`,
/// `uniqueItems`, `minimum`, `maximum`, `pattern`, and `format` for `uri`,
/// `uri-reference` and `date-time` (checked leniently). Annotations (`$schema`,
/// `id`, `title`, `description`, `default`) are ignored.
///
/// A schema that uses any other keyword is refused when the validator is
/// made, so a schema it cannot fully check never passes a document silently.
package struct JSONSchemaValidator {
    /// One way the document breaks the schema.
    package struct Violation: Equatable, CustomStringConvertible {
        /// Where, e.g. `$.runs[0].results[1].level`.
        package var path: String
        package var message: String
        package var description: String { "\(path): \(message)" }
    }

    package enum SchemaError: Error, Equatable, CustomStringConvertible {
        case unsupportedKeyword(path: String, keyword: String)
        case malformed(path: String, reason: String)

        package var description: String {
            switch self {
            case .unsupportedKeyword(let path, let keyword): return "schema \(path): keyword \(keyword.debugDescription) is not supported"
            case .malformed(let path, let reason): return "schema \(path): \(reason)"
            }
        }
    }

    package static let annotations: Set<String> = ["$schema", "id", "title", "description", "default"]
    package static let assertions: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "$ref", "enum", "anyOf", "oneOf",
        "minItems", "uniqueItems", "minimum", "maximum", "pattern", "format", "definitions",
    ]

    /// The whole schema document, which `$ref` pointers resolve against.
    package let root: JSONNode

    /// - Throws: `SchemaError` when the schema uses a keyword this validator does not check.
    package init(schema: JSONNode) throws {
        root = schema
        try Self.checkKeywords(schema, path: "#")
    }

    /// Every violation of the schema by `instance`; empty when it is valid.
    package func validate(_ instance: JSONNode) -> [Violation] {
        var violations: [Violation] = []
        validate(instance, against: root, path: "$", into: &violations)
        return violations
    }

    // MARK: Schema walk

    private static func checkKeywords(_ schema: JSONNode, path: String) throws {
        guard case .object(let members) = schema else {
            throw SchemaError.malformed(path: path, reason: "a schema must be an object")
        }
        for (keyword, value) in members {
            guard annotations.contains(keyword) || assertions.contains(keyword) else {
                throw SchemaError.unsupportedKeyword(path: path, keyword: keyword)
            }
            switch keyword {
            case "properties", "definitions":
                guard case .object(let schemas) = value else { throw SchemaError.malformed(path: path, reason: "\(keyword) must be an object") }
                for (name, sub) in schemas { try checkKeywords(sub, path: "\(path)/\(keyword)/\(name)") }
            case "items":
                try checkKeywords(value, path: "\(path)/items")
            case "additionalProperties":
                if case .bool = value { continue }
                try checkKeywords(value, path: "\(path)/additionalProperties")
            case "anyOf", "oneOf":
                guard case .array(let schemas) = value, !schemas.isEmpty else {
                    throw SchemaError.malformed(path: path, reason: "\(keyword) must be a non-empty array")
                }
                for (i, sub) in schemas.enumerated() { try checkKeywords(sub, path: "\(path)/\(keyword)/\(i)") }
            case "pattern":
                guard case .string(let pattern) = value, (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw SchemaError.malformed(path: path, reason: "pattern must be a regular expression")
                }
            default:
                continue
            }
        }
    }

    // MARK: Validation

    private func validate(_ instance: JSONNode, against schema: JSONNode, path: String, into violations: inout [Violation]) {
        guard case .object(let keywords) = schema else { return }
        // Draft-04: a $ref replaces its schema; sibling keywords are ignored.
        if case .string(let reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else {
                violations.append(Violation(path: path, message: "schema $ref \(reference) does not resolve"))
                return
            }
            validate(instance, against: target, path: path, into: &violations)
            return
        }
        if let type = keywords["type"] { checkType(instance, type, path: path, into: &violations) }
        if case .array(let allowed)? = keywords["enum"], !allowed.contains(instance) {
            violations.append(Violation(path: path, message: "\(instance) is not one of \(JSONNode.array(allowed))"))
        }
        if case .array(let branches)? = keywords["anyOf"] {
            let passing = branches.filter { branchViolations(instance, $0, path: path).isEmpty }
            if passing.isEmpty {
                violations.append(Violation(path: path, message: "matches none of the \(branches.count) anyOf schemas"))
            }
        }
        if case .array(let branches)? = keywords["oneOf"] {
            let passing = branches.filter { branchViolations(instance, $0, path: path).isEmpty }.count
            if passing != 1 {
                violations.append(Violation(path: path, message: "matches \(passing) of the oneOf schemas; exactly 1 must match"))
            }
        }
        switch instance {
        case .object(let members):
            checkObject(members, keywords, path: path, into: &violations)
        case .array(let items):
            checkArray(items, keywords, path: path, into: &violations)
        case .number(let number):
            if case .number(let minimum)? = keywords["minimum"], number < minimum {
                violations.append(Violation(path: path, message: "\(instance) is less than the minimum \(JSONNode.number(minimum))"))
            }
            if case .number(let maximum)? = keywords["maximum"], number > maximum {
                violations.append(Violation(path: path, message: "\(instance) is more than the maximum \(JSONNode.number(maximum))"))
            }
        case .string(let text):
            if case .string(let pattern)? = keywords["pattern"], let regex = try? NSRegularExpression(pattern: pattern),
               regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                violations.append(Violation(path: path, message: "\(instance) does not match the pattern \(pattern.debugDescription)"))
            }
            if case .string(let format)? = keywords["format"], !Self.matches(format: format, text) {
                violations.append(Violation(path: path, message: "\(instance) is not a valid \(format)"))
            }
        case .null, .bool:
            break
        }
    }

    private func branchViolations(_ instance: JSONNode, _ schema: JSONNode, path: String) -> [Violation] {
        var violations: [Violation] = []
        validate(instance, against: schema, path: path, into: &violations)
        return violations
    }

    private func checkObject(_ members: [String: JSONNode], _ keywords: [String: JSONNode], path: String,
                             into violations: inout [Violation]) {
        let properties: [String: JSONNode]
        if case .object(let declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
        if case .array(let required)? = keywords["required"] {
            for case .string(let name) in required where members[name] == nil {
                violations.append(Violation(path: path, message: "missing required property \(name.debugDescription)"))
            }
        }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let memberPath = path + "." + name
            if let schema = properties[name] {
                validate(value, against: schema, path: memberPath, into: &violations)
            } else if let extra = keywords["additionalProperties"] {
                if case .bool(false) = extra {
                    violations.append(Violation(path: path, message: "property \(name.debugDescription) is not allowed"))
                } else if case .object = extra {
                    validate(value, against: extra, path: memberPath, into: &violations)
                }
            }
        }
    }

    private func checkArray(_ items: [JSONNode], _ keywords: [String: JSONNode], path: String,
                            into violations: inout [Violation]) {
        if case .number(let minimum)? = keywords["minItems"], Double(items.count) < minimum {
            violations.append(Violation(path: path, message: "has \(items.count) items; at least \(Int(minimum)) required"))
        }
        if case .bool(true)? = keywords["uniqueItems"] {
            for i in items.indices {
                for j in items.indices where j > i && items[i] == items[j] {
                    violations.append(Violation(path: path, message: "items \(i) and \(j) are equal; items must be unique"))
                }
            }
        }
        if let itemSchema = keywords["items"] {
            for (i, item) in items.enumerated() {
                validate(item, against: itemSchema, path: "\(path)[\(i)]", into: &violations)
            }
        }
    }

    private func checkType(_ instance: JSONNode, _ type: JSONNode, path: String, into violations: inout [Violation]) {
        let allowed: [String]
        switch type {
        case .string(let name): allowed = [name]
        case .array(let names): allowed = names.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: return
        }
        if !allowed.contains(where: { Self.instance(instance, isOfType: $0) }) {
            violations.append(Violation(path: path, message: "\(instance) is not of type \(allowed.joined(separator: " or "))"))
        }
    }

    private static func instance(_ instance: JSONNode, isOfType type: String) -> Bool {
        switch (type, instance) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("number", .number):
            return true
        case ("integer", .number(let n)):
            return n.rounded() == n
        default:
            return false
        }
    }

    /// A JSON pointer within the schema document, e.g. `#/definitions/run`.
    private func resolve(_ reference: String) -> JSONNode? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// Lenient `format` checks: enough to catch a path where a URI belongs or a bad timestamp.
    package static func matches(format: String, _ text: String) -> Bool {
        func full(_ pattern: String) -> Bool { text.range(of: pattern, options: .regularExpression) != nil }
        switch format {
        case "uri":
            return full(#"^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$"#)
        case "uri-reference":
            return full(#"^[^\s]*$"#)
        case "date-time":
            return full(#"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#)
        default:
            return true // draft-04: unknown formats are not checked
        }
    }
}
