import ContrastScan
import ColorScience
import ContrastScanSupport
/// The pieces of the HTML report as text. Every string that came from a
/// sidecar, a file name or a JSON line goes through `MarkupEscaping.html`
/// here and nowhere else, in text and in double-quoted attributes alike.
enum HTMLReportMarkup {
    private static func e(_ s: String) -> String { MarkupEscaping.html(s) }

    /// Everything up to the first card: the policy, the style, the counts and the filters.
    static func head(summary: BatchSummary, outcome: BatchOutcome, title: String) -> String {
        let images = summary.imagesByVerdict
        let verdicts: [(String, String, Int)] = [
            ("fail", "fail", images[.fail, default: 0]), ("review", "review", images[.review, default: 0]),
            ("pass", "pass", images[.pass, default: 0]), ("skipped", "skipped", images[.skipped, default: 0]),
            ("error", "could not be analysed", summary.errorImageCount),
        ]
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(HTMLReportAssets.contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>\(e(title))</title>
        <style>\(HTMLReportAssets.style)</style>
        </head>
        <body>
        <header>
        <h1>\(e(title))</h1>
        <p class="muted">\(e(BatchTextRenderer.resultLine(summary, outcome: outcome))). Worst first; \
        hover or focus (Tab) a box for its colours, ratio and fix; Escape hides it.</p>
        <fieldset class="filters"><legend>Show images and boxes whose verdict is</legend>

        """
        for (id, label, count) in verdicts {
            out += "<label><input type=\"checkbox\" id=\"f-\(id)\" checked> <span class=\"badge b-\(id)\">\(id)</span> \(e(label)) (\(count) image\(count == 1 ? "" : "s"))</label>\n"
        }
        out += "</fieldset>\n</header>\n<div id=\"tip\" role=\"tooltip\" hidden></div>\n<main>\n"
        return out
    }

    static func errorsSection(_ records: [ImageRecord], total: Int) -> String {
        guard total > 0 else { return "" }
        var out = "<section class=\"errors c-error\" aria-labelledby=\"errors-h\">\n"
        out += "<h2 id=\"errors-h\"><span class=\"badge b-error\">error</span> Could not be analysed (\(total))</h2>\n<ul>\n"
        for record in records {
            var message = record.error ?? "unknown error"
            if message.hasPrefix(record.image + ": ") { message = String(message.dropFirst(record.image.count + 2)) }
            out += "<li><code>\(e(record.image))</code>: \(e(message))</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    static let shotsStart = "<section class=\"shots\" aria-label=\"Screenshots, worst first\">\n"
    static let tail = "</section>\n</main>\n<script>\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"

    /// One screenshot's card: heading, thumbnail with its boxes, and the regions table.
    static func card(_ record: ImageRecord, number: Int, thumbnail: ScreenshotPicture?) -> String {
        let verdict = record.worstVerdict?.rawValue ?? "error"
        let id = "s\(number)"
        let width = max(1, record.width ?? 1), height = max(1, record.height ?? 1)
        var counts: [String: Int] = [:]
        for region in record.regions { counts[region.error != nil ? "error" : region.verdict.rawValue, default: 0] += 1 }
        let countText = ["fail", "review", "pass", "skipped", "error"].compactMap { k in counts[k].map { "\($0) \(k)" } }
        var out = "<article class=\"shot c-\(verdict)\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h2 id=\"\(id)-h\"><span class=\"badge b-\(verdict)\">\(verdict)</span> <code>\(e(record.image))</code></h2>\n"
        out += "<p class=\"muted\">\(countText.joined(separator: " · ")) · \(width)×\(height)</p>\n"
        out += "<div class=\"frame\">\n"
        if let thumbnail {
            out += "<img src=\"\(thumbnail.dataURI)\" alt=\"Screenshot \(e(record.image))\" width=\"\(thumbnail.width)\" height=\"\(thumbnail.height)\">\n"
        } else {
            let (w, h) = ScreenshotPicture.size(width: width, height: height, maxDimension: 640)
            out += "<svg class=\"ph\" viewBox=\"0 0 \(width) \(height)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" aria-label=\"screenshot not available here\">"
            out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#EEEEEE\"/>"
            out += "<text x=\"50%\" y=\"50%\" text-anchor=\"middle\" font-size=\"\(max(12, width / 18))\" fill=\"#555555\">screenshot not available here</text></svg>\n"
        }
        out += "<svg class=\"boxes\" viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\" role=\"group\" aria-label=\"Regions of \(e(record.image))\">\n"
        let drawn = record.regions.filter { $0.pixelRect.map { !$0.isEmpty } ?? false }
        // Worst drawn last (on top) but focused first: tab order follows the
        // document, so the halos go first and the boxes worst first.
        let worstFirst = drawn.sorted { a, b in
            if (a.error != nil) != (b.error != nil) { return a.error != nil }
            return BatchRanking.regionPrecedes(a, b)
        }
        for region in worstFirst.reversed() {
            let r = region.pixelRect!
            out += "<rect class=\"halo r-\(regionClass(region))\" x=\"\(r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\"/>\n"
        }
        for region in worstFirst {
            out += box(region)
        }
        out += "</svg>\n</div>\n"
        out += "<button type=\"button\" class=\"zoom\" aria-expanded=\"false\" aria-controls=\"\(id)\">Enlarge</button>\n"
        out += table(record.regions)
        return out + "</article>\n"
    }

    /// The table that lists the screenshots beyond the cards, one row each.
    static func compactStart(count: Int, shown: Int) -> String {
        "</section>\n<section class=\"more\" aria-labelledby=\"more-h\">\n"
            + "<h2 id=\"more-h\">\(count) more screenshot\(count == 1 ? "" : "s"), worst first "
            + "(pictures are shown for the worst \(shown); see --html-images)</h2>\n<div class=\"scroll\"><table>\n"
            + "<thead><tr><th>verdict</th><th>screenshot</th><th>worst region</th><th>ratio</th><th>failing regions</th></tr></thead>\n<tbody>\n"
    }

    /// One screenshot of the compact table.
    static func compactRow(_ key: BatchRanking.ImageKey) -> String {
        let verdict = key.verdict?.rawValue ?? "error"
        return "<tr class=\"c-\(verdict)\"><td class=\"n\"><span class=\"badge b-\(verdict)\">\(verdict)</span></td>"
            + "<td class=\"w\"><code>\(e(key.image))</code></td><td class=\"w\">\(e(key.worstRegion ?? "—"))</td>"
            + "<td class=\"n\">\(key.worstRatio.map(RatioFormat.text) ?? "—")</td><td class=\"n\">\(key.failing)</td></tr>\n"
    }

    static let compactEnd = "</tbody>\n</table></div>\n"

    private static func regionClass(_ region: RegionRecord) -> String {
        region.error != nil ? "error" : region.verdict.rawValue
    }

    private static func box(_ region: RegionRecord) -> String {
        let r = region.pixelRect!
        let verdict = regionClass(region)
        let ratio = region.ratio.map(RatioFormat.text)
        var data: [(String, String)] = [("id", region.id), ("verdict", verdict)]
        if let text = region.text { data.append(("text", text)) }
        if let fg = region.foreground { data.append(("fg", fg)) }
        if let bg = region.background { data.append(("bg", bg)) }
        if let ratio { data.append(("ratio", ratio + (region.apcaLc.map { ", APCA Lc \(JSONValue.format($0, decimals: 1))" } ?? ""))) }
        if let required = BatchTextRenderer.required(region) { data.append(("req", required)) }
        if let confidence = region.confidence, region.error == nil { data.append(("conf", JSONValue.format(confidence, decimals: 2))) }
        if !region.suggestions.isEmpty { data.append(("fix", region.suggestions.map(\.sentence).joined(separator: "\n"))) }
        if let error = region.error { data.append(("err", error)) }
        var label = "\(region.id): \(verdict)"
        if let ratio { label += " \(ratio)" }
        if let required = BatchTextRenderer.required(region) { label += ", needs \(required)" }
        var out = "<rect class=\"box r-\(verdict)\" x=\"\(r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\" tabindex=\"0\" role=\"img\" aria-label=\"\(e(label))\""
        for (key, value) in data { out += " data-\(key)=\"\(e(value))\"" }
        // No <title>: the report's own tip shows the details on hover and focus (a
        // native tooltip on top of it would repeat them), and aria-label names the box.
        return out + "/>\n"
    }

    private static func table(_ regions: [RegionRecord]) -> String {
        var out = "<details><summary>Regions (\(regions.count))</summary>\n<div class=\"scroll\"><table>\n"
        out += "<thead><tr><th>verdict</th><th>id</th><th>text</th><th>fg</th><th>bg</th><th>ratio</th><th>required</th><th>conf.</th><th>fix or note</th></tr></thead>\n<tbody>\n"
        let sorted = regions.sorted { a, b in
            if (a.error != nil) != (b.error != nil) { return a.error != nil }
            return BatchRanking.regionPrecedes(a, b)
        }
        for region in sorted {
            let verdict = regionClass(region)
            func swatch(_ hex: String?) -> String {
                guard let hex else { return "—" }
                // Size and outline come from the style sheet: a swatch is two per row, and a
                // report can hold thousands of rows.
                return "<svg class=\"sw\" aria-hidden=\"true\"><rect fill=\"\(e(hex))\"/></svg> \(e(hex))"
            }
            let note = region.error ?? region.suggestions.first?.sentence ?? (region.verdict == .review ? region.warnings.first : nil) ?? ""
            out += "<tr class=\"r-\(verdict)\"><td class=\"n\"><span class=\"badge b-\(verdict)\">\(verdict)</span></td>"
            out += "<td class=\"w\">\(e(region.id))</td><td class=\"w\">\(e(region.text ?? ""))</td>"
            out += "<td class=\"n\">\(swatch(region.foreground))</td><td class=\"n\">\(swatch(region.background))</td>"
            out += "<td class=\"n\">\(region.ratio.map(RatioFormat.text) ?? "—")</td><td class=\"n\">\(e(BatchTextRenderer.required(region) ?? "—"))</td>"
            out += "<td class=\"n\">\(region.confidence.map { JSONValue.format($0, decimals: 2) } ?? "—")</td><td class=\"note\">\(e(note))</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n</details>\n"
    }
}
