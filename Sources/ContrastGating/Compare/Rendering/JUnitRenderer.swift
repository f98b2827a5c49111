import ContrastScan
import ContrastScanSupport
/// Renders a comparison as JUnit XML for CI test reporters (GitHub, GitLab, Jenkins,
/// Buildkite): one `<testsuite>` per screenshot, one `<testcase>` per region with
/// `classname` = the screenshot's relative path and `name` = the region id.
///
/// A regressed region's `<failure message="…">` is the one-line message (id, label, old →
/// new ratio, requirement, colours), so a reporter's annotation says everything without
/// opening a file; the element text adds the rule and both measurements. A screenshot that
/// could not be compared gets a `(screenshot)` test case with an `<error>`. Improvements,
/// new regions and known failures pass, with the message in `<system-out>`. Every string
/// is escaped (`XMLEscaping`): labels come from sidecars and are untrusted.
public enum JUnitRenderer {
    public static func render(_ report: ComparisonReport) -> String {
        var suites: [String] = []
        var total = (tests: 0, failures: 0, errors: 0)
        for shot in report.screenshots {
            var cases: [String] = []
            var failures = 0, errors = 0
            let classname = MarkupEscaping.xmlAttribute(shot.path)
            if !shot.problems.isEmpty {
                errors += 1
                let first = shot.problems[0].description
                let body = shot.problems.map(\.description).joined(separator: "\n")
                cases.append("""
                    <testcase classname="\(classname)" name="(screenshot)">
                      <error message="\(MarkupEscaping.xmlAttribute(first))" type="inputError">\(MarkupEscaping.xmlText(body))</error>
                    </testcase>
                """)
            }
            for region in shot.regions {
                let message = region.message(tolerance: report.tolerance, screenshotMissing: shot.status == .missingScreenshot)
                var lines = ["    <testcase classname=\"\(classname)\" name=\"\(MarkupEscaping.xmlAttribute(region.id))\">"]
                if region.outcome == .regressed {
                    failures += 1
                    let type = region.regressions.map(\.rawValue).joined(separator: ",")
                    lines.append("      <failure message=\"\(MarkupEscaping.xmlAttribute(message))\" type=\"\(type)\">\(MarkupEscaping.xmlText(details(region)))</failure>")
                } else if region.outcome != .unchanged || region.current?.verdict == .fail {
                    lines.append("      <system-out>\(MarkupEscaping.xmlText(message))</system-out>")
                }
                lines.append("    </testcase>")
                cases.append(lines.count == 2 ? lines[0].replacingOccurrences(suffix: ">", with: "/>") : lines.joined(separator: "\n"))
            }
            var properties = ["screen": shot.identity.screen, "appearance": AppearanceLabel.text(shot.identity.appearance),
                              "status": shot.status.rawValue]
            if let baseline = shot.baseline { properties["baselineSize"] = "\(baseline.width ?? 0)×\(baseline.height ?? 0)" }
            if let current = shot.current { properties["currentSize"] = "\(current.width ?? 0)×\(current.height ?? 0)" }
            var suite = ["  <testsuite name=\"\(classname)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">",
                         "    <properties>"]
            for key in properties.keys.sorted() {
                suite.append("      <property name=\"\(key)\" value=\"\(MarkupEscaping.xmlAttribute(properties[key]!))\"/>")
            }
            suite.append("    </properties>")
            suite.append(contentsOf: cases)
            if !shot.notes.isEmpty {
                suite.append("    <system-out>\(MarkupEscaping.xmlText(shot.notes.joined(separator: "\n")))</system-out>")
            }
            suite.append("  </testsuite>")
            suites.append(suite.joined(separator: "\n"))
            total.tests += cases.count
            total.failures += failures
            total.errors += errors
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="contrastscan compare" tests="\(total.tests)" failures="\(total.failures)" errors="\(total.errors)" skipped="0">
        \(suites.joined(separator: "\n"))
        </testsuites>

        """
    }

    /// The failure's text: both measurements and the rule, one per line.
    private static func details(_ region: RegionComparison) -> String {
        func describe(_ name: String, _ r: RegionRecord?) -> String {
            guard let r else { return "\(name): —" }
            var parts = ["ratio \(ComparisonFormat.ratio(r.ratio))", r.verdict.rawValue]
            if let lc = r.apcaLc { parts.append("Lc \(JSONValue.format(lc, decimals: 1))") }
            if let fg = r.foreground, let bg = r.background { parts.append("fg \(fg) on bg \(bg)") }
            if let rule = r.rule, !rule.isEmpty { parts.append("rule: \(rule)") }
            var line = "\(name): " + parts.joined(separator: ", ")
            if !r.warnings.isEmpty { line += "\n  warnings: " + r.warnings.joined(separator: "; ") }
            return line
        }
        return describe("baseline", region.baseline) + "\n" + describe("current", region.current)
    }
}

private extension String {
    func replacingOccurrences(suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
