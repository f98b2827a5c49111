import ColorScience
import ContrastScan
import ContrastScanSupport

/// A card's regions as markup: the worst-region line, the boxes over the
/// picture and the regions table.
///
/// Lean by design — a report of 100 photo-heavy screenshots holds thousands of
/// regions and must stay under half the bytes of the PNGs it shows: each region's
/// details are written once, in its table row; its box names that row
/// (`aria-labelledby`, which is also the box's accessible name) and the script
/// builds the tip, the colour swatches and the zoomed crop from the row and the
/// picture. The halos of a card are one SVG path.
extension HTMLReportMarkup {
    /// `error` for a region that could not be measured, else its verdict.
    static func regionClass(_ region: RegionRecord) -> String {
        region.error != nil ? "error" : region.verdict.rawValue
    }

    /// Regions that could not be measured first, then `BatchRanking` order.
    static func worstFirst(_ a: RegionRecord, _ b: RegionRecord) -> Bool {
        if (a.error != nil) != (b.error != nil) { return a.error != nil }
        return BatchRanking.regionPrecedes(a, b)
    }

    /// What a fix suggestion changes, in the words the report uses:
    /// "text colour: #8E8E93 → #76767B reaches 4.51:1", "background: #FFFFFF →
    /// #F0F0F0 reaches 4.52:1"; for a non-text region (`role`), whose foreground is a
    /// control's or an icon's, "colour: …", as the terminal table says. A suggestion whose
    /// side a file did not name keeps its own sentence.
    static func fixLine(_ suggestion: RegionRecord.Suggestion, role: RegionRole? = nil) -> String {
        let side: String
        switch suggestion.side {
        case "foreground": side = role == .nonText ? "colour" : "text colour"
        case "background": side = "background"
        default: return suggestion.sentence
        }
        guard !suggestion.from.isEmpty, !suggestion.to.isEmpty else { return suggestion.sentence }
        var line = "\(side): \(suggestion.from) → \(suggestion.to) reaches \(RatioFormat.text(suggestion.ratio))"
        if suggestion.meets.contains("Lc") { line += " (Lc \(JSONValue.format(abs(suggestion.apcaLc), decimals: 1)))" }
        return line
    }

    /// How a region is named on its card: its text in quotes, else its id.
    static func name(_ region: RegionRecord) -> String {
        if let text = region.text, !text.isEmpty { return "<q>\(e(text))</q>" }
        return (region.detected ? "text line " : "") + "<code>\(e(region.id))</code>"
    }

    /// The card's first line: its worst region, how bad (severity band), ratio
    /// against the requirement and how far from it, and the first fix.
    static func worstLine(_ worst: RegionRecord?, detectedImage: Bool) -> String {
        guard let worst else {
            let what = detectedImage ? "no text line was detected" : "the sidecar lists no region"
            return "<p class=\"worst\"><b class=\"sev sev-skip\">no regions</b> \(what): nothing was measured</p>\n"
        }
        let severity = RegionSeverity(worst)
        var out = "<p class=\"worst\"><b class=\"sev \(severity.cssClass)\">\(severity.label)</b> "
        if worst.verdict == .pass && worst.error == nil { out += "lowest: " }
        out += name(worst)
        if worst.detected { out += " <i class=\"det\">detected</i>" }
        if let error = worst.error {
            return out + " <span class=\"nums\">\(e(error))</span></p>\n"
        }
        var numbers: [String] = []
        if let ratio = worst.ratio { numbers.append(RatioFormat.text(ratio)) }
        if let distance = RegionSeverity.distance(worst) { numbers.append(distance) }
        if !numbers.isEmpty { out += " <span class=\"nums\">\(numbers.joined(separator: ", "))</span>" }
        if let fix = worst.suggestions.first {
            out += " <span class=\"fix\">fix: \(e(fixLine(fix, role: worst.role)))</span>"
        } else if worst.verdict == .review, let why = worst.reviewReason {
            out += " <span class=\"fix\">\(e(why))</span>"
        }
        return out + "</p>\n"
    }

    /// The boxes over the picture, worst first (the tab order), each labelled by
    /// its table row `CARD-N`; one halo path under them all.
    static func boxes(_ sorted: [RegionRecord], card: String, image: String, width: Int, height: Int) -> String {
        var out = "<svg class=\"boxes\" viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\" role=\"group\" aria-label=\"Regions of \(e(image))\">\n"
        var halo = ""
        var rects = ""
        for (index, region) in sorted.enumerated() {
            guard let r = region.pixelRect, !r.isEmpty else { continue }
            halo += "M\(r.x) \(r.y)h\(r.width)v\(r.height)h-\(r.width)z"
            rects += "<rect class=\"box r-\(regionClass(region))\" x=\"\(r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\" "
                + "tabindex=\"0\" role=\"img\" aria-labelledby=\"\(card)-\(index + 1)\"/>\n"
        }
        if !halo.isEmpty { out += "<path class=\"halo\" d=\"\(halo)\"/>\n" }
        return out + rects + "</svg>\n"
    }

    /// The regions table, worst first: every detail of a region, once.
    static func table(_ sorted: [RegionRecord], card: String) -> String {
        var out = "<details><summary>Regions (\(sorted.count))</summary>\n<div class=\"scroll\"><table class=\"regions\">\n"
        out += "<thead><tr><th>verdict</th><th>region</th><th>text</th><th>text colour</th><th>background</th><th>ratio</th>"
        out += "<th>APCA Lc</th><th>required</th><th>vs required</th><th>conf.</th><th>fix or note</th></tr></thead>\n<tbody>\n"
        for (index, region) in sorted.enumerated() {
            let verdict = regionClass(region)
            var classes = "r-\(verdict)"
            switch RegionSeverity(region) {
            case .invisible: classes += " s-inv"
            case .nearMiss: classes += " s-near"
            default: break
            }
            out += "<tr id=\"\(card)-\(index + 1)\" class=\"\(classes)\"><td><b class=\"b-\(verdict)\">\(verdict)</b></td>"
            out += "<td>\(e(region.id))\(region.detected ? " <i class=\"det\">detected</i>" : "")</td><td>\(e(region.text ?? ""))</td>"
            out += "<td>\(e(region.foreground ?? "—"))</td><td>\(e(region.background ?? "—"))</td>"
            out += "<td>\(region.ratio.map(RatioFormat.text) ?? "—")</td><td>\(region.apcaLc.map { JSONValue.format($0, decimals: 1) } ?? "—")</td>"
            out += "<td>\(e(BatchTextRenderer.required(region) ?? "—"))</td><td>\(RegionSeverity.distance(region).map { String($0.prefix { $0 != " " }) } ?? "—")</td>"
            out += "<td>\(region.confidence.map { JSONValue.format($0, decimals: 2) } ?? "—")</td>"
            if let error = region.error {
                out += "<td class=\"nt\">\(e(error))</td></tr>\n"
            } else if !region.suggestions.isEmpty {
                out += "<td class=\"fx\">\(region.suggestions.map { e(fixLine($0, role: region.role)) }.joined(separator: "<br>"))</td></tr>\n"
            } else {
                let notes = region.verdict == .review || region.verdict == .skipped ? region.warnings : []
                out += "<td class=\"nt\">\(e(notes.joined(separator: "; ")))</td></tr>\n"
            }
        }
        return out + "</tbody>\n</table></div>\n</details>\n"
    }
}
