/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format): the
/// file CI systems that show findings inline read — GitHub code scanning,
/// Azure DevOps, GitLab, IDE SARIF viewers.
///
/// The types in this folder model the part of SARIF contrastscan writes, as
/// `Sendable`, `Codable` values whose property names are SARIF's; optional
/// properties left nil are omitted, as SARIF wants absent rather than null.
/// `SARIFLog.encoded()` writes them deterministically (sorted keys).
/// Tests validate logs built here against the vendored schema
/// (`Tests/Fixtures/sarif/sarif-schema-2.1.0.json`).
public struct SARIFLog: Sendable, Hashable, Codable {
    /// The schema URI of SARIF 2.1.0 (errata 01), written as `$schema`.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The only version this model writes.
    public static let currentVersion = "2.1.0"

    /// `$schema`: lets editors and validators find the schema.
    public var schema: String
    /// Always "2.1.0".
    public var version: String
    /// One run per invocation of the tool; contrastscan writes one.
    public var runs: [SARIFRun]

    public init(runs: [SARIFRun]) {
        self.schema = Self.schemaURI
        self.version = Self.currentVersion
        self.runs = runs
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}
