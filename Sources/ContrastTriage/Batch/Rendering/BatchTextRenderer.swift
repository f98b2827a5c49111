import ContrastScan
import ColorScience
import ContrastScanSupport
/// The summary a person reads at the end of a batch or merge: worst regions
/// first, then the worst images, the errors, and one result line.
///
/// Each region line says what to fix: the image, the region and its text, the
/// ratio and what it needs, the colours, and the nearest passing colour.
/// Labels come from sidecars: control characters are shown as spaces, so a
/// label cannot break a line or drive the terminal. File names and error
/// messages are escaped as diagnostics are (`MessageText.oneLine`: `\u{1B}`,
/// `\xE9` for a byte that is not UTF-8), so the name printed is the name to type.
public struct BatchTextRenderer: Sendable {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func render(_ summary: BatchSummary, outcome: BatchOutcome, run: BatchRunInfo? = nil) -> String {
        var lines: [String] = []
        let flagged = summary.regionsByVerdict[.fail, default: 0] + summary.regionsByVerdict[.review, default: 0]
        if !summary.worstRegions.isEmpty {
            lines.append(bold("WORST REGIONS (\(listed(summary.worstRegions.count, of: flagged)) failing or in review, worst first)"))
            for ranked in summary.worstRegions {
                lines.append(paint("  " + Self.regionLine(ranked), ranked.region.verdict))
            }
        }
        let flaggedImages = summary.imagesByVerdict[.fail, default: 0] + summary.imagesByVerdict[.review, default: 0]
        if !summary.worstImages.isEmpty {
            lines.append(bold("WORST IMAGES (\(listed(summary.worstImages.count, of: flaggedImages)) with a region failing or in review)"))
            for image in summary.worstImages {
                lines.append(paint("  " + Self.imageLine(image), image.key.verdict ?? .skipped))
            }
        }
        if summary.errorCount > 0 {
            lines.append(bold("ERRORS (\(summary.errorCount))"))
            for row in summary.errors {
                lines.append("  " + MessageText.oneLine(row.message))
            }
            if summary.errorCount > summary.errors.count {
                lines.append("  … and \(summary.errorCount - summary.errors.count) more (every one is a line in the JSON Lines file)")
            }
        }
        if let run {
            var text = "run: \(run.analysedNow) done now"
            if run.skippedAlreadyDone > 0 { text += ", skipped \(run.skippedAlreadyDone) already done (--resume)" }
            if let shard = run.shard { text += "; shard \(shard) of the inputs" }
            lines.append(text)
        }
        lines.append(Self.resultLine(summary, outcome: outcome))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `RESULT failed: 1000 images (20 could not be analysed); regions 31200 pass, 57 fail, …`.
    static func resultLine(_ summary: BatchSummary, outcome: BatchOutcome) -> String {
        let analysed = summary.imageCount - summary.errorImageCount
        var text = "RESULT \(outcome.rawValue): \(summary.imageCount) image\(summary.imageCount == 1 ? "" : "s")"
        text += summary.errorImageCount > 0 ? " (\(analysed) analysed, \(summary.errorImageCount) could not be)" : ""
        let parts = [Verdict.fail, .review, .pass, .skipped].map { "\(summary.regionsByVerdict[$0, default: 0]) \($0.rawValue)" }
        text += "; regions: " + parts.joined(separator: ", ")
        if summary.regionErrorCount > 0 { text += ", \(summary.regionErrorCount) could not be measured" }
        return text
    }

    static func regionLine(_ ranked: BatchSummary.RankedRegion) -> String {
        let r = ranked.region
        var text = "\(r.verdict == .fail ? "✗" : "?") \(MessageText.oneLine(ranked.image))  \(flat(clip(r.id, 40)))"
        if let label = r.text, !label.isEmpty { text += " \"\(flat(clip(label, 40)))\"" }
        // A detected region's box was guessed from the pixels: say so, as the id alone does not.
        if r.detected { text += " (detected)" }
        text += ": \(r.verdict.rawValue)"
        if let ratio = r.ratio { text += " \(RatioFormat.text(ratio))" }
        if let required = required(r) { text += ", needs \(required)" }
        if let fg = r.foreground, let bg = r.background { text += "; fg \(fg) on bg \(bg)" }
        if r.verdict == .review, let confidence = r.confidence {
            text += "; confidence \(JSONValue.format(confidence, decimals: 2))"
        }
        if let fix = r.suggestions.first { text += "; fix: \(flat(fix.sentence))" }
        return text
    }

    static func imageLine(_ image: BatchSummary.RankedImage) -> String {
        let verdict = image.key.verdict ?? .skipped
        let counts = [Verdict.fail, .review, .pass, .skipped].compactMap { v in
            image.regionCounts[v].map { "\($0) \(v.rawValue)" }
        }
        var text = "\(verdict == .fail ? "✗" : "?") \(MessageText.oneLine(image.key.image))  \(counts.joined(separator: ", "))"
        if image.regionsDetected { text += " (regions detected)" }
        if let worst = image.worst {
            text += "; worst \(flat(clip(worst.id, 40)))"
            if let ratio = worst.ratio { text += " \(RatioFormat.text(ratio))" }
            if let required = required(worst) { text += " (needs \(required))" }
        }
        return text
    }

    /// "4.50:1", "Lc 75", or both; nil when nothing is required.
    static func required(_ r: RegionRecord) -> String? {
        let parts = [r.threshold.map(RatioFormat.text), r.minimumLc.map { "Lc \(JSONValue.format($0, decimals: 1))" }]
            .compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func listed(_ shown: Int, of total: Int) -> String {
        shown == total ? "\(total)" : "\(shown) of \(total)"
    }

    private static func clip(_ s: String, _ width: Int) -> String {
        s.count <= width ? s : String(s.prefix(width - 1)) + "…"
    }

    private static func flat(_ s: String) -> String { s.replacingNewlines() }
    private func flat(_ s: String) -> String { s.replacingNewlines() }

    private func bold(_ s: String) -> String { useColor ? "\u{1B}[1m\(s)\u{1B}[0m" : s }

    private func paint(_ s: String, _ verdict: Verdict) -> String {
        guard useColor else { return s }
        switch verdict {
        case .fail: return "\u{1B}[31m\(s)\u{1B}[0m"
        case .review: return "\u{1B}[33m\(s)\u{1B}[0m"
        default: return s
        }
    }
}
