import ContrastScan
import ColorScience
import ContrastScanSupport
/// Renders a comparison for a person reading a terminal or a CI log: input errors and
/// regressions first (worst first), then improvements, new regions, notes, the appearance
/// matrix, and a one-line result.
public struct CompareTextRenderer: Sendable {
    /// Whether to use ANSI colour (only for a terminal with NO_COLOR unset).
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func render(_ report: ComparisonReport) -> String {
        let counts = report.counts
        var lines = [bold("contrastscan compare: \(counts.screenshots) screenshots, \(counts.regions) regions, ratio tolerance \(report.tolerance)")]
        func section(_ title: String, _ items: [String], color: String? = nil) {
            guard !items.isEmpty else { return }
            lines.append("")
            lines.append(paint(bold(title), color))
            lines.append(contentsOf: items.map { "  " + paint($0, color) })
        }
        section("ERRORS (\(report.problems.count))", report.problems.map { MessageText.oneLine($0.description) }, color: "31")
        let missing = Set(report.screenshots.filter { $0.status == .missingScreenshot }.map(\.path))
        section("✗ REGRESSIONS (\(counts.regressed), worst first)", report.regressions.map {
            "\(MessageText.oneLine($0.path))  \($0.region.message(tolerance: report.tolerance, screenshotMissing: missing.contains($0.path)))"
        }, color: "31")
        section("↑ IMPROVED (\(counts.improved))", report.findings(.improved).map {
            "\(MessageText.oneLine($0.path))  \($0.region.message(tolerance: report.tolerance))"
        })
        // Regions of a screenshot with no baseline are all new: the RECORDED or ERRORS line says it once.
        let recorded = Set(report.screenshots.filter { $0.status == .recorded || $0.status == .missingBaseline }.map(\.path))
        section("+ NEW (\(counts.added))", report.findings(.added).filter { !recorded.contains($0.path) }.map {
            "\(MessageText.oneLine($0.path))  \($0.region.message(tolerance: report.tolerance))"
        })
        section("RECORDED (\(counts.recorded))", report.screenshots.compactMap { shot in
            shot.recordedBaseline.map { "\(MessageText.oneLine($0)) (\(shot.regions.count) regions\(shot.status == .recorded ? ", new" : ", replaced"))" }
        })
        section("NOTES", report.screenshots.flatMap { shot in shot.notes.map { MessageText.oneLine("\(shot.path): \($0)") } })

        let matrix = report.matrix
        if matrix.spansAppearances {
            lines.append("")
            lines.append(bold("APPEARANCE MATRIX (worst region of each screenshot now; ↓ regressed)"))
            let header = ["SCREEN"] + matrix.columns.map { $0.label.uppercased() }
            let rows = matrix.rows.map { [ComparisonFormat.clip(MessageText.oneLine($0.screen), 40)] + $0.cells.map(cell) }
            let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
            func line(_ cells: [String]) -> String {
                "  " + cells.enumerated().map { i, c in i == cells.count - 1 ? c : c.padding(toLength: widths[i]) }
                    .joined(separator: "  ")
            }
            lines.append(line(header))
            for (row, matrixRow) in zip(rows, matrix.rows) {
                let regressed = matrixRow.cells.contains { $0?.regressed == true || $0?.missing == true }
                lines.append(paint(line(row), regressed ? "31" : nil))
            }
        }

        lines.append("")
        var tally = ["\(counts.regressed) regressed", "\(counts.improved) improved", "\(counts.added) new", "\(counts.unchanged) unchanged"]
        if counts.stillFailing > 0 { tally.append("\(counts.stillFailing) still failing as in the baseline") }
        if counts.problems > 0 { tally.append(ComparisonFormat.plural(counts.problems, "input error")) }
        let verdict = counts.regressed > 0 ? (counts.problems > 0 ? "✗ REGRESSED (INCOMPLETE)" : "✗ REGRESSED")
            : counts.problems > 0 ? "INCOMPLETE" : "✓ NO REGRESSIONS"
        lines.append(paint(bold("\(verdict): " + tally.joined(separator: ", ")), counts.problems + counts.regressed > 0 ? "31" : nil))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `fail 3.26:1 ↓`, `missing ↓`, `error`, `—`.
    private func cell(_ cell: AppearanceMatrix.Cell?) -> String {
        guard let cell else { return "—" }
        if cell.failed { return "error" }
        if cell.missing { return "missing ↓" }
        var text = cell.verdict?.rawValue ?? "—"
        if let ratio = cell.worstRatio { text += " " + RatioFormat.text(ratio) }
        if cell.regressed { text += " ↓" }
        return text
    }

    private func bold(_ s: String) -> String { useColor ? "\u{1B}[1m\(s)\u{1B}[0m" : s }

    private func paint(_ s: String, _ code: String?) -> String {
        guard useColor, let code else { return s }
        return "\u{1B}[\(code)m\(s)\u{1B}[0m"
    }
}
