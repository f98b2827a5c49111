/// One finding (§3.27): a failing or review region, or a regression.
public struct SARIFResult: Sendable, Hashable, Codable {
    /// The rule's `id`, e.g. `wcag/1.4.3/text`.
    public var ruleId: String
    /// The rule's position in `tool.driver.rules`.
    public var ruleIndex: Int?
    /// `error` for a failure, `warning` for a region to review.
    public var level: SARIFLevel
    /// What was measured against what was required, and the fix.
    public var message: SARIFMessage
    /// Where: the screenshot and the region's pixel rectangle (`SARIFLocation.screenshot`).
    public var locations: [SARIFLocation]
    /// Stable identities across runs, so code scanning tracks one alert per
    /// region however the message changes (`SARIFFingerprint`).
    public var partialFingerprints: [String: String]?
    /// The screenshot with the region's rectangle as an image rectangle —
    /// SARIF's own way to point into a picture (`SARIFAttachment.screenshot`).
    public var attachments: [SARIFAttachment]?
    /// Measured values for tools that read them (ratio, Lc, colours…).
    public var properties: SARIFPropertyBag?

    public init(ruleId: String, ruleIndex: Int? = nil, level: SARIFLevel, message: SARIFMessage,
                locations: [SARIFLocation], partialFingerprints: [String: String]? = nil,
                attachments: [SARIFAttachment]? = nil, properties: SARIFPropertyBag? = nil) {
        self.ruleId = ruleId
        self.ruleIndex = ruleIndex
        self.level = level
        self.message = message
        self.locations = locations
        self.partialFingerprints = partialFingerprints
        self.attachments = attachments
        self.properties = properties
    }
}
