import ContrastScan

/// The report's filters: one checkbox per verdict, which shows or hides the
/// regions of that verdict wherever they are — a review region inside a failing
/// screenshot's card is found by "review" — and the screenshots holding them.
///
/// Pure CSS (`:has`), so the filters work before and without the script: a box
/// or table row is hidden when its own verdict's box is unchecked; a card or a
/// compact-table row carries the letters of the verdicts it holds (`data-v`,
/// `BatchRanking.ImageKey.regionVerdicts`) and is hidden when every one of them
/// is unchecked. Each label says what it counts: regions, and screenshots.
enum HTMLReportFilters {
    struct Filter: Equatable {
        /// `fail`, `review`, `pass`, `skipped`, `error` (the checkbox is `f-ID`).
        var id: String
        var label: String
    }

    /// The verdicts with their letter in `data-v`.
    static let verdicts: [(id: String, letter: Character)] = [
        ("fail", "f"), ("review", "r"), ("pass", "p"), ("skipped", "s"), ("error", "e"),
    ]

    static func filters(_ summary: BatchSummary) -> [Filter] {
        func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return [Verdict.fail, .review, .pass, .skipped].map { verdict in
            var label = "\(counted(summary.regionsByVerdict[verdict, default: 0], "region")) in "
                + counted(summary.imagesHolding[verdict, default: 0], "screenshot")
            if verdict == .skipped, summary.imagesWithoutRegions > 0 {
                label += "; \(counted(summary.imagesWithoutRegions, "screenshot")) with no region"
            }
            return Filter(id: verdict.rawValue, label: label)
        } + [Filter(id: "error", label: "not measured: \(counted(summary.regionErrorCount, "region")) in "
                    + "\(counted(summary.imagesWithRegionErrors, "screenshot")); "
                    + "could not be analysed: \(counted(summary.errorImageCount, "screenshot"))")]
    }

    /// The style rules that do the filtering.
    static let style: String = {
        var rules = verdicts.map { "body:has(#f-\($0.id):not(:checked)) .r-\($0.id){display:none}" }
        rules.append("body:has(#f-error:not(:checked)) .errors{display:none}")
        // A card or compact row: hidden when every verdict it holds is unchecked —
        // one rule per set of verdicts (31).
        for mask in 1..<(1 << verdicts.count) {
            let chosen = verdicts.indices.filter { mask & (1 << $0) != 0 }.map { verdicts[$0] }
            let when = chosen.map { ":has(#f-\($0.id):not(:checked))" }.joined()
            rules.append("body\(when) [data-v=\"\(String(chosen.map(\.letter)))\"]{display:none}")
        }
        return rules.joined(separator: "\n")
    }()
}
