/// A rule (§3.49, `reportingDescriptor`): what a result's `ruleId` means.
///
/// GitHub code scanning shows `shortDescription` and `fullDescription` at the
/// top of an alert and `help` beneath it, and links `helpUri`; it keys alerts
/// on `id`, which therefore never changes once published.
public struct SARIFReportingDescriptor: Sendable, Hashable, Codable {
    /// Stable id, e.g. `wcag/1.4.3/text`.
    public var id: String
    /// A name in PascalCase, e.g. `TextContrastMinimum`.
    public var name: String?
    public var shortDescription: SARIFMultiformatMessageString?
    public var fullDescription: SARIFMultiformatMessageString?
    /// How to fix a result of this rule.
    public var help: SARIFMultiformatMessageString?
    /// Where the requirement is explained (an absolute URI), e.g. the WCAG Understanding page.
    public var helpUri: String?
    /// The level a result of this rule has unless it says otherwise.
    public var defaultConfiguration: SARIFReportingConfiguration?
    /// `tags` (shown as filters in code scanning), e.g. `accessibility`, `wcag-1.4.3`.
    public var properties: SARIFPropertyBag?

    public init(id: String, name: String? = nil, shortDescription: SARIFMultiformatMessageString? = nil,
                fullDescription: SARIFMultiformatMessageString? = nil, help: SARIFMultiformatMessageString? = nil,
                helpUri: String? = nil, defaultConfiguration: SARIFReportingConfiguration? = nil,
                properties: SARIFPropertyBag? = nil) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.help = help
        self.helpUri = helpUri
        self.defaultConfiguration = defaultConfiguration
        self.properties = properties
    }
}

/// `reportingConfiguration` (§3.50): here only the default level.
public struct SARIFReportingConfiguration: Sendable, Hashable, Codable {
    public var level: SARIFLevel

    public init(level: SARIFLevel) {
        self.level = level
    }
}
