/// One run of a tool (SARIF §3.14): what ran, on what, and what it found.
public struct SARIFRun: Sendable, Hashable, Codable {
    /// The tool and its rules.
    public var tool: SARIFTool
    /// The findings, in the order they should be shown.
    public var results: [SARIFResult]
    /// The files the run looked at (the screenshots); results point into this
    /// list with `SARIFArtifactLocation.index`.
    public var artifacts: [SARIFArtifact]?
    /// How the run went, with problems that are not findings (an unreadable
    /// screenshot) as notifications.
    public var invocations: [SARIFInvocation]?
    /// Identifies the kind of run, e.g. `contrastscan/analyze/`: GitHub code
    /// scanning keeps the alerts of runs with different ids apart.
    public var automationDetails: SARIFRunAutomationDetails?

    public init(tool: SARIFTool, results: [SARIFResult], artifacts: [SARIFArtifact]? = nil,
                invocations: [SARIFInvocation]? = nil, automationDetails: SARIFRunAutomationDetails? = nil) {
        self.tool = tool
        self.results = results
        self.artifacts = artifacts
        self.invocations = invocations
        self.automationDetails = automationDetails
    }
}

/// `run.tool` (§3.18): the driver is the tool itself.
public struct SARIFTool: Sendable, Hashable, Codable {
    public var driver: SARIFToolComponent

    public init(driver: SARIFToolComponent) {
        self.driver = driver
    }
}

/// `tool.driver` (§3.19): name, version, where to read about it, and its rules.
public struct SARIFToolComponent: Sendable, Hashable, Codable {
    /// "contrastscan".
    public var name: String
    /// The tool's version, e.g. "0.1.0".
    public var version: String?
    /// Where people read about the tool (an absolute URI).
    public var informationUri: String?
    /// Every rule a result may name; `SARIFResult.ruleIndex` is an index into this list.
    public var rules: [SARIFReportingDescriptor]?

    public init(name: String, version: String? = nil, informationUri: String? = nil,
                rules: [SARIFReportingDescriptor]? = nil) {
        self.name = name
        self.version = version
        self.informationUri = informationUri
        self.rules = rules
    }
}

/// `run.automationDetails` (§3.17): the run's category in an automation system.
public struct SARIFRunAutomationDetails: Sendable, Hashable, Codable {
    /// E.g. `contrastscan/compare/`; a trailing `/` makes it a category, not one run.
    public var id: String

    public init(id: String) {
        self.id = id
    }
}

/// `run.invocations[]` (§3.20): whether the run completed, and its notifications.
public struct SARIFInvocation: Sendable, Hashable, Codable {
    /// False when the tool could not do all it was asked (e.g. a screenshot could not be read).
    public var executionSuccessful: Bool
    /// Problems that are not findings, one per input error.
    public var toolExecutionNotifications: [SARIFNotification]?

    public init(executionSuccessful: Bool, toolExecutionNotifications: [SARIFNotification]? = nil) {
        self.executionSuccessful = executionSuccessful
        self.toolExecutionNotifications = toolExecutionNotifications
    }
}

/// A notification (§3.58): a message about the run itself, e.g. an input error.
public struct SARIFNotification: Sendable, Hashable, Codable {
    public var level: SARIFLevel?
    public var message: SARIFMessage
    /// The file the notification is about, if any.
    public var locations: [SARIFLocation]?

    public init(level: SARIFLevel? = nil, message: SARIFMessage, locations: [SARIFLocation]? = nil) {
        self.level = level
        self.message = message
        self.locations = locations
    }
}
