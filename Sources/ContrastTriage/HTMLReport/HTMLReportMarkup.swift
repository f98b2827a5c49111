import ContrastScan
import ColorScience
import ContrastScanSupport
/// The pieces of the HTML report as text. Every string that came from a
/// sidecar, a file name or a JSON line goes through `MarkupEscaping.html`
/// here (and in `HTMLReportMarkup+Regions`) and nowhere else, in text and in
/// double-quoted attributes alike.
enum HTMLReportMarkup {
    static func e(_ s: String) -> String {
        // Most strings (ids, colours, ratios, file names, "—", fix lines with "→") hold
        // nothing to escape: `MarkupEscaping.html` would return them unchanged, so they
        // are returned as they are, without its lookup per character (a report escapes
        // tens of thousands of them). Anything else goes through it.
        isPlain(s) ? s : MarkupEscaping.html(s)
    }

    /// Whether `MarkupEscaping.html` leaves `s` as it is: no `& < > " '`, no
    /// control character — C0 (tab and newline too: the escaper keeps them, but
    /// they are rare enough to leave to it), DEL, or C1 (U+0080…U+009F, in UTF-8
    /// `C2 80`…`C2 9F`). Any other character, ASCII or not, is kept.
    static func isPlain(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0..<0x20, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    return false
                case 0x80...0x9F where previous == 0xC2:
                    return false
                default:
                    previous = byte
                }
            }
            return true
        }
    }

    /// Everything up to the first card: the policy, the style, how to read a
    /// card, the counts and the filters.
    static func head(summary: BatchSummary, outcome: BatchOutcome, title: String) -> String {
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
        <p class="muted">\(e(BatchTextRenderer.resultLine(summary, outcome: outcome))).</p>
        <p class="muted">Worst first. Each card leads with its worst region: how far it is from its \
        requirement, and the fix. <span class="hov">Hover or focus (Tab) a box</span><span class="tap">Tap a box</span> \
        for its colours, ratio and fix; Escape hides it. Enlarge shows the picture larger, with a link to the original.</p>
        <p class="legend"><b class="sev sev-inv">nearly invisible</b> fails, below 1.5:1 · \
        <b class="sev sev-fail">fails</b> more than 10% below its requirement · \
        <b class="sev sev-near">near miss</b> within 10% · \
        <i class="det">detected</i> found by text detection, not given by a sidecar</p>
        <fieldset class="filters"><legend>Show regions whose own verdict is (and the screenshots holding them)</legend>

        """
        for filter in HTMLReportFilters.filters(summary) {
            out += "<label><input type=\"checkbox\" id=\"f-\(filter.id)\" checked> <span class=\"badge b-\(filter.id)\">\(filter.id)</span> \(e(filter.label))</label>\n"
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

    /// One screenshot's card: heading, its worst region (how bad, how far, the
    /// fix), the picture with its boxes, a link to the original, the regions table.
    /// - Parameter original: the relative reference to the screenshot's PNG
    ///   (`ReportLink`); nil when it cannot be resolved where the report is written.
    static func card(_ record: ImageRecord, number: Int, thumbnail: ScreenshotPicture?, original: String? = nil) -> String {
        card(record, id: cardID(number), thumbnail: thumbnail, original: original)
    }

    /// The id of card `number` (1 for the worst screenshot), which its boxes and rows are named after.
    static func cardID(_ number: Int) -> String { "s\(number)" }

    /// What stands for the card's id in a card made before its place is known
    /// (`cardTemplate`): U+0000, which nothing escaped can hold (`e` turns it into
    /// U+FFFD) and no fixed markup has.
    static let idPlaceholder = "\u{0}"

    /// The card of `record` with `idPlaceholder` for its id: made by a batch's
    /// worker as soon as the screenshot is analysed, numbered by `numbered(_:_:)`
    /// when the report is written (the markup is the same as `card`'s).
    static func cardTemplate(_ record: ImageRecord, thumbnail: ScreenshotPicture?, original: String?) -> String {
        card(record, id: idPlaceholder, thumbnail: thumbnail, original: original)
    }

    /// `template` (from `cardTemplate`) as card `number`, in UTF-8.
    static func numbered(_ template: String, _ number: Int) -> [UInt8] {
        let id = Array(cardID(number).utf8)
        var out: [UInt8] = []
        out.reserveCapacity(template.utf8.count + 16 * id.count)
        var template = template
        template.withUTF8 { bytes in
            var start = 0
            while let zero = bytes[start...].firstIndex(of: 0) {
                out.append(contentsOf: bytes[start..<zero])
                out.append(contentsOf: id)
                start = zero + 1
            }
            out.append(contentsOf: bytes[start...])
        }
        return out
    }

    private static func card(_ record: ImageRecord, id: String, thumbnail: ScreenshotPicture?, original: String?) -> String {
        let verdict = record.worstVerdict?.rawValue ?? "error"
        let width = max(1, record.width ?? 1), height = max(1, record.height ?? 1)
        var counts: [String: Int] = [:]
        for region in record.regions { counts[regionClass(region), default: 0] += 1 }
        var facts = ["fail", "review", "pass", "skipped", "error"].compactMap { key in
            counts[key].map { "\($0) \(key == "error" ? "not measured" : key)" }
        }
        facts.append("\(width)×\(height)")
        if record.regionsDetected { facts.append("regions detected (no sidecar)") }
        // Worst first: the table, the tab order and the worst-region line agree.
        let sorted = record.regions.sorted(by: worstFirst)
        let severity = sorted.first.map(RegionSeverity.init) ?? .skipped
        var out = "<article class=\"shot c-\(verdict) \(severity.cssClass)\" data-v=\"\(BatchRanking.ImageKey.letters(record))\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
        out += "<h2 id=\"\(id)-h\"><span class=\"badge b-\(verdict)\">\(verdict)</span> <code>\(e(record.image))</code></h2>\n"
        out += worstLine(sorted.first, detectedImage: record.regionsDetected)
        out += "<p class=\"muted\">\(facts.joined(separator: " · "))</p>\n"
        out += "<div class=\"frame\">\n"
        if let thumbnail {
            out += "<img src=\"\(thumbnail.dataURI)\" alt=\"Screenshot \(e(record.image))\" width=\"\(thumbnail.width)\" height=\"\(thumbnail.height)\">\n"
        } else {
            let (w, h) = ScreenshotPicture.size(width: width, height: height, maxDimension: 640)
            out += "<svg class=\"ph\" viewBox=\"0 0 \(width) \(height)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" aria-label=\"screenshot not available here\">"
            out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#EEEEEE\"/>"
            out += "<text x=\"50%\" y=\"50%\" text-anchor=\"middle\" font-size=\"\(max(12, width / 18))\" fill=\"#555555\">screenshot not available here</text></svg>\n"
        }
        out += boxes(sorted, card: id, image: record.image, width: width, height: height)
        out += "</div>\n<p class=\"actions\">"
        out += "<button type=\"button\" class=\"zoom\" aria-expanded=\"false\" aria-controls=\"\(id)\">Enlarge</button>"
        if let original {
            out += " <a class=\"orig\" href=\"\(e(original))\">Original PNG (full resolution)</a>"
        }
        out += "</p>\n"
        out += table(sorted, card: id)
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
        return "<tr class=\"c-\(verdict)\" data-v=\"\(key.regionVerdicts)\"><td class=\"n\"><span class=\"badge b-\(verdict)\">\(verdict)</span></td>"
            + "<td class=\"w\"><code>\(e(key.image))</code></td><td class=\"n\">\(e(key.worstRegion ?? "—"))</td>"
            + "<td class=\"n\">\(key.worstRatio.map(RatioFormat.text) ?? "—")</td><td class=\"n\">\(key.failing)</td></tr>\n"
    }

    static let compactEnd = "</tbody>\n</table></div>\n"
}
