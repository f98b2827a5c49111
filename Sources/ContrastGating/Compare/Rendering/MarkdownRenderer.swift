import ContrastScan
import ColorScience
/// Renders a comparison as GitHub-flavoured Markdown for a job summary
/// (`$GITHUB_STEP_SUMMARY`) or a PR comment: a headline, the regressions worst first in a
/// compact table, the appearance matrix, then the rest folded away.
///
/// Every label, id and path is escaped (`MarkdownEscaping`): it cannot break the table,
/// inject HTML, or mention anyone. Long tables are cut at `rowLimit` rows with a count of
/// the rest (GitHub caps a job summary at 1 MiB); the JUnit and JSON reports list everything.
public enum MarkdownRenderer {
    public static func render(_ report: ComparisonReport, rowLimit: Int = 50) -> String {
        let counts = report.counts
        var out: [String] = []
        let problems = report.problems
        let incomplete = "\(ComparisonFormat.plural(problems.count, "input error")) — the comparison is incomplete"
        if counts.regressed > 0 {
            // Regressions lead whatever else happened: they are what the reader must act on.
            let shots = report.screenshots.filter(\.hasRegressions).count
            out.append("### ❌ contrastscan: \(ComparisonFormat.plural(counts.regressed, "contrast regression")) in \(shots) of "
                       + ComparisonFormat.plural(counts.screenshots, "screenshot") + (problems.isEmpty ? "" : "; ⚠️ \(incomplete)"))
        } else if !problems.isEmpty {
            out.append("### ⚠️ contrastscan: \(incomplete)")
        } else {
            out.append("### ✅ contrastscan: no contrast regressions in \(ComparisonFormat.plural(counts.screenshots, "screenshot"))")
        }
        out.append("")
        var tally = ["**\(counts.regressed) regressed**", "\(counts.improved) improved", "\(counts.added) new",
                     "\(counts.unchanged) unchanged"]
        if counts.stillFailing > 0 { tally.append("\(counts.stillFailing) still failing as in the baseline") }
        if counts.recorded > 0 { tally.append("\(ComparisonFormat.plural(counts.recorded, "baseline")) recorded") }
        out.append(tally.joined(separator: " · ") + " — \(counts.regions) regions, ratio tolerance \(report.tolerance)")

        if !problems.isEmpty {
            out.append("")
            for problem in problems.prefix(rowLimit) {
                out.append("- \(MarkdownEscaping.cell(problem.path, limit: 120)): \(MarkdownEscaping.cell(problem.message, limit: 300))")
            }
            if problems.count > rowLimit { out.append("- … and \(problems.count - rowLimit) more") }
        }

        let regressions = report.regressions
        if !regressions.isEmpty {
            out.append("")
            out.append("| screenshot | region | text | ratio | needs | colours | why |")
            out.append("|---|---|---|---|---|---|---|")
            for finding in regressions.prefix(rowLimit) {
                let r = finding.region
                let why = r.regressions.map { reason -> String in
                    guard reason == .ratioDropped, let change = r.ratioChange else { return reason.phrase }
                    return "ratio dropped \(ComparisonFormat.percent(change, signed: false))"
                }.joined(separator: ", ")
                out.append(row([MarkdownEscaping.cell(finding.path), MarkdownEscaping.cell(r.id, limit: 40),
                                MarkdownEscaping.cell(r.text ?? "", limit: 40), ratioCell(r),
                                ComparisonFormat.needs(r.current ?? r.baseline) ?? "—", coloursCell(r), why]))
            }
            if regressions.count > rowLimit {
                out.append("")
                out.append("… and \(regressions.count - rowLimit) more regressions (see the JUnit or JSON report).")
            }
        }

        let matrix = report.matrix
        if matrix.spansAppearances {
            out.append("")
            out.append("#### Appearance matrix")
            out.append("")
            out.append(row(["screen"] + matrix.columns.map { MarkdownEscaping.cell($0.label) }))
            out.append("|" + String(repeating: "---|", count: matrix.columns.count + 1))
            for matrixRow in matrix.rows.prefix(rowLimit) {
                out.append(row([MarkdownEscaping.cell(matrixRow.screen)] + matrixRow.cells.map(cell)))
            }
            out.append("")
            out.append("Each cell: the worst region of that screenshot now. ✅ pass · ❌ fail · ⚠️ needs review · ⬇️ regressed since the baseline · — not captured.")
        }

        let others = report.findings(.improved) + report.findings(.added)
            + report.findings(.unchanged).filter { $0.region.current?.verdict == .fail }
        if !others.isEmpty {
            out.append("")
            out.append("<details><summary>Improved, new and still-failing regions (\(others.count))</summary>")
            out.append("")
            out.append("| screenshot | region | text | ratio | needs | change |")
            out.append("|---|---|---|---|---|---|")
            for finding in others.prefix(rowLimit) {
                let r = finding.region
                let change: String
                switch r.outcome {
                case .improved: change = "improved"
                case .added: change = "new"
                default: change = "still fails"
                }
                out.append(row([MarkdownEscaping.cell(finding.path), MarkdownEscaping.cell(r.id, limit: 40),
                                MarkdownEscaping.cell(r.text ?? "", limit: 40), ratioCell(r),
                                ComparisonFormat.needs(r.current ?? r.baseline) ?? "—", change]))
            }
            if others.count > rowLimit { out.append(""); out.append("… and \(others.count - rowLimit) more.") }
            out.append("")
            out.append("</details>")
        }

        let notes = report.screenshots.flatMap { shot in shot.notes.map { (shot.path, $0) } }
        if !notes.isEmpty {
            out.append("")
            out.append("<details><summary>Notes (\(notes.count))</summary>")
            out.append("")
            for (path, note) in notes.prefix(rowLimit) {
                out.append("- \(MarkdownEscaping.cell(path)): \(MarkdownEscaping.cell(note, limit: 300))")
            }
            out.append("")
            out.append("</details>")
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// `5.29:1 → **2.74:1**`, or the one ratio there is.
    private static func ratioCell(_ r: RegionComparison) -> String {
        switch (r.baseline?.ratio, r.current?.ratio) {
        case let (old?, new?) where RatioFormat.text(old) != RatioFormat.text(new):
            return "\(RatioFormat.text(old)) → **\(RatioFormat.text(new))**"
        default:
            if r.current == nil { return "was \(ComparisonFormat.ratio(r.baseline?.ratio))" }
            return ComparisonFormat.ratio(r.current?.ratio)
        }
    }

    /// `` `#9F9FA5` → `#6E6E73` on `#2C2C2E` ``.
    private static func coloursCell(_ r: RegionComparison) -> String {
        func side(_ a: String?, _ b: String?) -> String {
            switch (a, b) {
            case let (a?, b?) where a != b: return "\(MarkdownEscaping.colour(a)) → \(MarkdownEscaping.colour(b))"
            case let (_, b?): return MarkdownEscaping.colour(b)
            case let (a?, nil): return MarkdownEscaping.colour(a)
            default: return "—"
            }
        }
        return side(r.baseline?.foreground, r.current?.foreground) + " on " + side(r.baseline?.background, r.current?.background)
    }

    private static func cell(_ cell: AppearanceMatrix.Cell?) -> String {
        guard let cell else { return "—" }
        if cell.failed { return "⚠️ error" }
        if cell.missing { return "❌ missing ⬇️" }
        var text: String
        switch cell.verdict {
        case .fail?: text = "❌ fail"
        case .review?: text = "⚠️ review"
        case .pass?: text = "✅ pass"
        default: text = "skipped"
        }
        if let ratio = cell.worstRatio { text += " \(RatioFormat.text(ratio))" }
        if cell.regressed { text += " ⬇️" }
        return text
    }
}
