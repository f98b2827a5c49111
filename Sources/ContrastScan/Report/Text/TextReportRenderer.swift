import ColorScience
import ContrastScanSupport

/// Renders reports as a table for a person at a terminal: one row per region,
/// failures marked (and, sorted worst first, on top), the table fitted to the
/// terminal's width so no line wraps.
public struct TextReportRenderer: Sendable {
    /// The order of the rows.
    public enum Order: String, Sendable, CaseIterable {
        /// Failures first, then regions to review, passes, skipped; in sidecar order within each.
        case worst
        /// As the sidecar lists them.
        case input
    }

    /// Whether to use ANSI colour (only for a terminal with NO_COLOR unset).
    public var useColor: Bool
    /// The widest a line may be; nil for no limit.
    public var width: Int?
    public var order: Order

    public init(useColor: Bool, width: Int? = nil, order: Order = .input) {
        self.useColor = useColor
        self.width = width.map { max(40, $0) }
        self.order = order
    }

    public func render(_ report: ImageReport) -> String {
        var lines: [String] = []
        var title = ["\(MessageText.oneLine(report.image))", "\(report.width)×\(report.height) @\(JSONValue.format(report.scale, decimals: 2))x",
                     MessageText.oneLine(report.colorSpace)]
        if let a = report.appearance {
            let parts = [a.colorScheme?.rawValue, a.contrast.map { "\($0.rawValue) contrast" }, a.level?.rawValue]
            title.append(parts.compactMap { $0 }.joined(separator: ", "))
        }
        if report.regionsDetected { title.append("regions detected") }
        lines += wrapFields(title, hanging: "    ").map { style($0, bold: true) }
        for warning in report.warnings { lines += wrap(MessageText.oneLine(warning), indent: "  warning: ", hanging: "    ") }

        let regions = order == .worst ? Self.worstFirst(report.regions) : report.regions
        let showsLc = regions.contains { $0.minimumLc != nil }
        var columns = [TextTable.Column(heading: ""), TextTable.Column(heading: "ID", flexible: true, minimumWidth: 10),
                       TextTable.Column(heading: "TEXT", flexible: true, minimumWidth: 6, dropWhenEmpty: true),
                       TextTable.Column(heading: "FG"), TextTable.Column(heading: "BG"), TextTable.Column(heading: "RATIO")]
        if showsLc { columns.append(TextTable.Column(heading: "LC")) }
        columns += [TextTable.Column(heading: "REQUIRED"), TextTable.Column(heading: "VERDICT"), TextTable.Column(heading: "CONF")]
        let rows = regions.map { r -> [String] in
            var row = [r.verdict == .fail ? "✗" : (r.verdict == .review ? "?" : " "), r.id.replacingNewlines(),
                       (r.text ?? "").replacingNewlines(), r.foreground.map(cell) ?? "—", r.background.map(cell) ?? "—",
                       r.ratio.map(RatioFormat.text) ?? "—"]
            if showsLc { row.append(r.apcaLc.map { JSONValue.format($0, decimals: 1) } ?? "—") }
            row += [Self.required(r), r.error != nil ? "error" : r.verdict.rawValue,
                    r.error != nil ? "—" : JSONValue.format(r.confidence, decimals: 2)]
            return row
        }
        let table = TextTable(columns: columns, rows: rows).lines(width: width)
        lines.append(style(table.header, bold: true))
        for (line, region) in zip(table.rows, regions) {
            lines.append(paint(line, verdict: region.error != nil ? .fail : region.verdict))
            lines += details(region)
        }
        if report.regions.contains(where: { $0.foreground?.isInGamut == false || $0.background?.isInGamut == false }) {
            lines += wrap("* outside the sRGB gamut: the hex is the nearest sRGB colour; the ratio uses the real one",
                          indent: "", hanging: "  ")
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines under a region's row: colours in the image's space, the error or
    /// notes, a varying background, the fixes — indented, never repeating the id.
    private func details(_ region: RegionReport) -> [String] {
        let indent = "      ", hanging = "        "
        var lines: [String] = []
        if let fg = region.foregroundSource, let bg = region.backgroundSource,
           region.foreground?.isInGamut == false || region.background?.isInGamut == false {
            lines += wrap("in the image's space: fg \(fg.css), bg \(bg.css)", indent: indent, hanging: hanging)
        }
        if let error = region.error {
            lines += wrap("error: \(MessageText.oneLine(error))", indent: indent, hanging: hanging)
        } else if region.verdict == .review || region.verdict == .fail, !region.notes.isEmpty {
            lines += wrap("note: \(MessageText.oneLine(region.warnings.joined(separator: "; ")))", indent: indent, hanging: hanging)
        } else if let worst = region.notes.first(where: \.isWorstCase) {
            lines += wrap("note: \(worst)", indent: indent, hanging: hanging)
        }
        if let range = region.backgroundRange, range.varies, region.verdict != .skipped {
            lines.append(indent + "background varies \(range.darkest.hex)…\(range.lightest.hex)")
        }
        for suggestion in region.suggestions {
            // The image's own colour only where the hex is a clipped stand-in.
            let clipped = (suggestion.side == .foreground ? region.foreground : region.background)?.isInGamut == false
            let original = clipped ? (suggestion.side == .foreground ? region.foregroundSource : region.backgroundSource) : nil
            let what = suggestion.side == .background ? "background" : region.role == .nonText ? "colour" : "text"
            lines += wrap("fix \(what): " + suggestion.sentence(originalText: original?.css), indent: indent, hanging: hanging)
        }
        return lines
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

    /// Regions with errors and failures first, then review, pass, skipped; the
    /// sidecar's order within each.
    static func worstFirst(_ regions: [RegionReport]) -> [RegionReport] {
        func rank(_ r: RegionReport) -> Int { r.problem != nil ? 4 : r.verdict.severity }
        return regions.enumerated().sorted { a, b in
            rank(a.element) != rank(b.element) ? rank(a.element) > rank(b.element) : a.offset < b.offset
        }.map(\.element)
    }

    /// The REQUIRED cell: "4.50:1", "Lc 75", both as "4.50:1, Lc 75" under
    /// the `both` standard, or "—" when nothing applies.
    static func required(_ r: RegionReport) -> String {
        let parts = [r.threshold.map(RatioFormat.text), r.minimumLc.map { "Lc \(JSONValue.format($0, decimals: 1))" }]
        let shown = parts.compactMap { $0 }
        return shown.isEmpty ? "—" : shown.joined(separator: ", ")
    }

    private func wrap(_ text: String, indent: String, hanging: String) -> [String] {
        TextTable.wrap(text, width: width, indent: indent, hanging: hanging)
    }

    /// `fields` joined by two spaces, a line broken between fields rather than
    /// inside one (the name, the size, the colour space each stay whole); only a
    /// field wider than a line on its own is wrapped at its spaces.
    private func wrapFields(_ fields: [String], hanging: String) -> [String] {
        guard let width else { return [fields.joined(separator: "  ")] }
        var lines: [String] = []
        var current = ""
        for field in fields where !field.isEmpty {
            if current.isEmpty && lines.isEmpty {
                current = field
            } else if current.count + 2 + field.count <= width {
                current += "  " + field
            } else {
                lines.append(current)
                current = hanging + field
            }
            if current.count > width {
                let wrapped = TextTable.wrap(current.hasPrefix(hanging) && !lines.isEmpty ? String(current.dropFirst(hanging.count)) : current,
                                             width: width, indent: lines.isEmpty ? "" : hanging, hanging: hanging)
                lines += wrapped.dropLast()
                current = wrapped.last ?? ""
            }
        }
        lines.append(current)
        return lines
    }

    /// `#RRGGBB`, with `*` when the colour lies outside sRGB and the hex is clipped.
    private func cell(_ color: RGB) -> String {
        color.isInGamut ? color.hex : color.hex + "*"
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
