import ContrastScanSupport
import ColorScience

/// A SARIF 2.1.0 log of analysed screenshots (`analyze`, `batch`, `merge
/// --sarif FILE`): one result per failing or review region, each naming the
/// rule it breaks, the measured and required contrast, the fix, and where it
/// is — the screenshot, and the region's pixel rectangle.
///
/// Built from the report files' records, so a batch's lines and a merge of its
/// shards give the same log. Images that could not be analysed are tool
/// execution notifications: the run did not finish its job for them.
public struct SARIFReport: Sendable {
    /// The tool's version, for `tool.driver.version`.
    public var version: String
    /// The command, for `automationDetails.id` (`contrastscan/analyze/`).
    public var command: String

    public init(version: String, command: String) {
        self.version = version
        self.command = command
    }

    /// The log for `images`, with `problems` (files that stopped part of the run).
    public func log(_ images: [ImageRecord], problems: [InputProblem] = []) -> SARIFLog {
        var artifacts: [SARIFArtifact] = []
        var results: [SARIFResult] = []
        var notifications = problems.map { Self.notification($0.path, $0.message) }
        for image in images {
            let uri = SARIFArtifactLocation.uri(path: Self.relative(image.image))
            if let error = image.error {
                notifications.append(Self.notification(image.image, error))
                continue
            }
            let findings = image.regions.compactMap { region in result(for: region, uri: uri, index: artifacts.count) }
            guard !findings.isEmpty else { continue }
            artifacts.append(.screenshot(uri: uri))
            results += findings
        }
        return log(results: results, artifacts: artifacts, notifications: notifications)
    }

    /// A log of `results` made elsewhere (`compare`'s regressions).
    public func log(results: [SARIFResult], artifacts: [SARIFArtifact], notifications: [SARIFNotification]) -> SARIFLog {
        let driver = SARIFToolComponent(name: "contrastscan", version: version, rules: SARIFRuleCatalog.rules)
        let invocation = SARIFInvocation(executionSuccessful: notifications.isEmpty,
                                         toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
        return SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: driver), results: results,
                                        artifacts: artifacts.isEmpty ? nil : artifacts, invocations: [invocation],
                                        automationDetails: SARIFRunAutomationDetails(id: "contrastscan/\(command)/"))])
    }

    /// The result for one region; nil for a region that passes or is not assessed.
    func result(for region: RegionRecord, uri: String, index: Int) -> SARIFResult? {
        guard region.error == nil, let level = SARIFLevel(verdict: region.verdict) else { return nil }
        let key = SARIFRuleCatalog.key(for: region) ?? SARIFRuleCatalog.wcag(role: region.role ?? .text, increasedContrast: false)
            ?? .wcagText
        let label = "region \(MessageText.quoted(region.id))"
        var locations: [SARIFLocation] = []
        var attachments: [SARIFAttachment]?
        if let rect = region.pixelRect {
            locations = [.screenshot(uri: uri, index: index, rect: rect, label: label)]
            attachments = [.screenshot(uri: uri, index: index, rect: rect, label: label)]
        } else {
            locations = [SARIFLocation(physicalLocation: SARIFPhysicalLocation(
                artifactLocation: SARIFArtifactLocation(uri: uri, index: index)))]
        }
        var properties: [String: SARIFValue] = ["verdict": .string(region.verdict.rawValue)]
        if let ratio = region.ratio { properties["ratio"] = .number(ratio, decimals: 3) }
        if let threshold = region.threshold { properties["threshold"] = .number(threshold, decimals: 2) }
        if let lc = region.apcaLc { properties["apcaLc"] = .number(lc, decimals: 2) }
        if let minimum = region.minimumLc { properties["minimumLc"] = .number(minimum, decimals: 2) }
        if let fg = region.foreground { properties["foreground"] = .string(fg) }
        if let bg = region.background { properties["background"] = .string(bg) }
        return SARIFResult(
            ruleId: SARIFRuleCatalog.rule(key).id, ruleIndex: SARIFRuleCatalog.index(of: key), level: level,
            message: SARIFMessage(text: Self.message(for: region)), locations: locations,
            partialFingerprints: SARIFFingerprint.region(screenshot: uri, regionID: region.id),
            attachments: attachments, properties: SARIFPropertyBag(properties))
    }

    /// "Text "Search" (search-placeholder) is 2.54:1 on #E3E3E8; it needs 4.50:1 (WCAG 1.4.3 text 4.5:1).
    /// Fix: #8E8E93 → #65656A reaches 4.53:1 on #E3E3E8."
    static func message(for region: RegionRecord) -> String {
        let what: String
        switch region.role ?? .text {
        case .nonText: what = "Non-text element"
        case .largeText: what = "Large text"
        case .decorative: what = "Decorative element"
        case .text: what = "Text"
        }
        let name = region.text.map { "\(what) \(MessageText.quoted($0)) (\(region.id))" } ?? "\(what) \(region.id)"
        var measured: [String] = []
        if let ratio = region.ratio { measured.append(RatioFormat.text(ratio)) }
        if let lc = region.apcaLc, region.minimumLc != nil { measured.append("Lc \(JSONValue.format(lc, decimals: 1))") }
        var required: [String] = []
        if let threshold = region.threshold { required.append(RatioFormat.text(threshold)) }
        if let minimum = region.minimumLc { required.append("Lc \(JSONValue.format(minimum, decimals: 1))") }
        let rule = region.rule.map { " (\($0))" } ?? ""
        var text: String
        if region.verdict == .review {
            text = "\(name) needs review: the pixels cannot decide whether it reaches \(required.joined(separator: " and "))\(rule)"
            if !measured.isEmpty { text += "; measured \(measured.joined(separator: ", "))" }
            if let note = region.reviewReason { text += " (\(note))" }
            return text + "."
        }
        let background = region.background.map { " on \($0)" } ?? ""
        text = "\(name) is \(measured.joined(separator: ", "))\(background); it needs \(required.joined(separator: " and "))\(rule)."
        if let fix = region.suggestions.first { text += " Fix: \(fix.sentence)." }
        return text
    }

    static func notification(_ path: String, _ message: String) -> SARIFNotification {
        SARIFNotification(level: .error, message: SARIFMessage(text: "\(path): \(message)"),
                          locations: [SARIFLocation(physicalLocation: SARIFPhysicalLocation(
                              artifactLocation: SARIFArtifactLocation(uri: SARIFArtifactLocation.uri(path: relative(path)))))])
    }

    /// A path as a log names it: `./a.png` → `a.png`.
    public static func relative(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
