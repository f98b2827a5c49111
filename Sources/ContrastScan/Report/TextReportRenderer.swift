import ContrastScanSupport
import ColorScience

/// Renders reports as a table for a person at a terminal: one row per
/// region, failures marked, worst verdicts easy to spot.
public struct TextReportRenderer: Sendable {
    /// Whether to use ANSI colour (only for a terminal with NO_COLOR unset).
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func render(_ report: ImageReport) -> String {
        var lines: [String] = []
        var title = "\(report.image)  \(report.width)×\(report.height) @\(JSONValue.format(report.scale, decimals: 2))x  \(report.colorSpace)"
        if let a = report.appearance {
            let parts = [a.colorScheme?.rawValue, a.contrast.map { "\($0.rawValue) contrast" }, a.level?.rawValue]
            title += "  " + parts.compactMap { $0 }.joined(separator: ", ")
        }
        lines.append(style(title, bold: true))
        for warning in report.warnings { lines.append("  warning: \(warning)") }

        var header = ["", "ID", "TEXT", "FG", "BG", "RATIO", "REQUIRED", "VERDICT", "CONF"]
        var rows: [[String]] = []
        for r in report.regions {
            rows.append([
                r.verdict == .fail ? "✗" : (r.verdict == .review ? "?" : " "),
                clip(r.id, 24),
                clip(r.text ?? "", 28),
                r.foreground.map(cell) ?? "—",
                r.background.map(cell) ?? "—",
                r.ratio.map(RatioFormat.text) ?? "—",
                Self.required(r),
                r.error != nil ? "error" : r.verdict.rawValue,
                r.error != nil ? "—" : JSONValue.format(r.confidence, decimals: 2),
            ])
        }
        Self.insertLcColumn(into: &header, rows: &rows, regions: report.regions)
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                i == cells.count - 1 ? cell : cell.padding(toLength: widths[i])
            }.joined(separator: "  ")
        }
        lines.append(style(line(header), bold: true))
        for (row, region) in zip(rows, report.regions) {
            lines.append(paint(line(row), verdict: region.error != nil ? .fail : region.verdict))
            if let fg = region.foregroundSource, let bg = region.backgroundSource,
               region.foreground?.isInGamut == false || region.background?.isInGamut == false {
                lines.append("      in the image's space: fg \(fg.css), bg \(bg.css)")
            }
            if let error = region.error {
                lines.append("      error: \(error)")
            } else if region.verdict == .review || region.verdict == .fail, !region.warnings.isEmpty {
                lines.append("      note: \(region.warnings.joined(separator: "; "))")
            } else if let worst = region.notes.first(where: \.isWorstCase) {
                lines.append("      note: \(worst)")
            }
            if let range = region.backgroundRange, range.varies, region.verdict != .skipped {
                lines.append("      background varies \(range.darkest.hex)…\(range.lightest.hex)")
            }
            for suggestion in region.suggestions {
                // The image's own colour only where the hex is a clipped stand-in.
                let clipped = (suggestion.side == .foreground ? region.foreground : region.background)?.isInGamut == false
                let original = clipped ? (suggestion.side == .foreground ? region.foregroundSource : region.backgroundSource) : nil
                lines.append("      fix \(suggestion.side == .foreground ? "text" : "background"): "
                             + suggestion.sentence(label: clip(region.id, 24), originalText: original?.css))
            }
        }
        if report.regions.contains(where: { $0.foreground?.isInGamut == false || $0.background?.isInGamut == false }) {
            lines.append("* outside the sRGB gamut: the hex is the nearest sRGB colour; the ratio uses the real one")
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "38 regions: 30 pass, 6 fail, 1 review, 1 skipped".
    public func summary(_ report: ImageReport) -> String {
        var counts: [Verdict: Int] = [:]
        for r in report.regions { counts[r.verdict, default: 0] += 1 }
        let parts = [Verdict.pass, .fail, .review, .skipped].compactMap { v in
            counts[v].map { "\($0) \(v.rawValue)" }
        }
        let noun = report.regions.count == 1 ? "region" : "regions"
        return "\(report.regions.count) \(noun): " + (parts.isEmpty ? "none" : parts.joined(separator: ", "))
    }

    /// `#RRGGBB`, with `*` when the colour lies outside sRGB and the hex is clipped.
    private func cell(_ color: RGB) -> String {
        color.isInGamut ? color.hex : color.hex + "*"
    }

    private func clip(_ s: String, _ width: Int) -> String {
        let flat = s.replacingNewlines()
        return flat.count <= width ? flat : String(flat.prefix(width - 1)) + "…"
    }

    private func style(_ s: String, bold: Bool) -> String {
        useColor && bold ? "\u{1B}[1m\(s)\u{1B}[0m" : s
    }

    private func paint(_ s: String, verdict: Verdict) -> String {
        guard useColor else { return s }
        switch verdict {
        case .fail: return "\u{1B}[31m\(s)\u{1B}[0m"
        case .review: return "\u{1B}[33m\(s)\u{1B}[0m"
        default: return s
        }
    }
}

extension String {
    package func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// Control characters (newlines, escapes) shown as spaces so a label from a
    /// sidecar cannot break the table or drive the terminal.
    package func replacingNewlines() -> String {
        String(unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }
}
