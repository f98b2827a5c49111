import Foundation

/// The vendored SARIF 2.1.0 schema (Tests/Fixtures/sarif, with its licence).
package enum SARIFSchema {
    package static let url = TestPaths.fixtures.appendingPathComponent("sarif/sarif-schema-2.1.0.json")

    package static func load() throws -> JSONNode { try JSONNode.parse(Data(contentsOf: url)) }

    /// Read once: the schema is 110 kB and every SARIF test validates against it.
    private static let shared = Result { try JSONSchemaValidator(schema: load()) }

    package static func validator() throws -> JSONSchemaValidator { try shared.get() }
}
