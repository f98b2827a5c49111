import ContrastScan
import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `compare --sarif FILE`: one SARIF result per regression — the rule
/// `baseline/regression`, level `error`, the message the text summary gives
/// (old → new ratio, the requirement, the colours), and the current screenshot
/// with the region's pixel rectangle as its location. Screenshots that could not
/// be compared are tool execution notifications.
public enum CompareSARIFRenderer {
    /// The log of `report`, whose screenshots are paths below `currentDirectory`.
    /// - Parameters:
    ///   - report: the comparison.
    ///   - currentDirectory: the folder of the current screenshots, as given to `compare`.
    ///   - version: the tool's version, for `tool.driver.version`.
    public static func log(_ report: ComparisonReport, currentDirectory: String, version: String) -> SARIFLog {
        let builder = SARIFReport(version: version, command: "compare")
        var artifacts: [SARIFArtifact] = []
        var results: [SARIFResult] = []
        let key = SARIFRuleCatalog.Key.baselineRegression
        for shot in report.screenshots where shot.hasRegressions {
            let uri = SARIFArtifactLocation.uri(path: SARIFReport.relative(FileTree.join(currentDirectory, shot.path)))
            let index = artifacts.count
            artifacts.append(.screenshot(uri: uri))
            for region in shot.regressions {
                let label = "region \(MessageText.quoted(region.id))"
                let rect = region.current?.pixelRect ?? region.baseline?.pixelRect
                let location = rect.map { SARIFLocation.screenshot(uri: uri, index: index, rect: $0, label: label) }
                    ?? SARIFLocation(physicalLocation: SARIFPhysicalLocation(artifactLocation: SARIFArtifactLocation(uri: uri, index: index)))
                var properties: [String: SARIFValue] = [
                    "regressions": .array(region.regressions.map { .string($0.rawValue) }),
                ]
                if let old = region.baseline?.ratio { properties["baselineRatio"] = .number(old, decimals: 3) }
                if let new = region.current?.ratio { properties["currentRatio"] = .number(new, decimals: 3) }
                let message = "\(shot.path): " + region.message(tolerance: report.tolerance,
                                                                 screenshotMissing: shot.status == .missingScreenshot)
                results.append(SARIFResult(
                    ruleId: SARIFRuleCatalog.rule(key).id, ruleIndex: SARIFRuleCatalog.index(of: key), level: .error,
                    message: SARIFMessage(text: message), locations: [location],
                    partialFingerprints: SARIFFingerprint.region(screenshot: uri, regionID: region.id),
                    attachments: rect.map { [.screenshot(uri: uri, index: index, rect: $0, label: label)] },
                    properties: SARIFPropertyBag(properties)))
            }
        }
        let notifications = report.problems.map { problem in
            SARIFNotification(level: .error, message: SARIFMessage(text: "\(problem.path): \(problem.message)"))
        }
        return builder.log(results: results, artifacts: artifacts, notifications: notifications)
    }
}
