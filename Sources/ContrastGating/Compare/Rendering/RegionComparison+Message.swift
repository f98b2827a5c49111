import ContrastScan
extension RegionComparison {
    /// One line saying what happened and everything a developer needs to act on it without
    /// opening a file: id and label, the reason, old → new ratio, the requirement, the
    /// colours. E.g.
    /// `body-1 "Meeting moved to 3 PM in": now fails: 5.29:1 → 2.74:1 (-48.1%), needs 4.50:1; fg #9F9FA5 → #6E6E73, bg #2C2C2E`.
    /// - Parameters:
    ///   - tolerance: named in a "ratio dropped" reason.
    ///   - screenshotMissing: whether a disappeared region's whole screenshot is gone.
    public func message(tolerance: Tolerance, screenshotMissing: Bool = false) -> String {
        let label = ComparisonFormat.label(id, text)
        let colours = ComparisonFormat.colours(baseline, current).map { "; \($0)" } ?? ""
        let needs = ComparisonFormat.needs(current ?? baseline).map { ", needs \($0)" } ?? ""
        let change = ratioChange.map { " (\(ComparisonFormat.percent($0)))" } ?? ""
        let ratios = "\(ComparisonFormat.ratio(baseline?.ratio)) → \(ComparisonFormat.ratio(current?.ratio))\(change)"
        switch outcome {
        case .regressed where regressions.contains(.disappeared):
            let old = baseline.map { "was \(ComparisonFormat.ratio($0.ratio)), \($0.verdict.rawValue)" } ?? "was recorded"
            let why = screenshotMissing ? "the screenshot is missing" : "no region with this id in the current sidecar"
            return "\(label): disappeared: \(old)\(needs)\(colours); \(why)"
        case .regressed:
            let reasons = regressions.map { $0 == .ratioDropped ? "ratio dropped more than \(tolerance)" : $0.phrase }
            var line = "\(label): \(reasons.joined(separator: ", ")): \(ratios)\(needs)"
            if current?.verdict == .pass { line += ", still passes" }
            line += colours
            if regressions.contains(.nowNeedsReview), let why = current?.reviewReason {
                line += "; \(ComparisonFormat.clip(why, 160))"
            }
            return line
        case .improved:
            return "\(label): improved: \(ratios), \(transition)\(needs)\(colours)"
        case .added:
            let now = current.map { "\(ComparisonFormat.ratio($0.ratio)), \($0.verdict.rawValue)" } ?? "—"
            return "\(label): new region: \(now)\(needs)\(colours)"
        case .unchanged:
            return "\(label): unchanged: \(ratios), \(transition)\(needs)"
        }
    }

    /// `now passes`, `still fails`, `pass`…: the verdict and how it moved.
    private var transition: String {
        guard let new = current?.verdict else { return "—" }
        guard let old = baseline?.verdict else { return new.rawValue }
        if old == new { return new == .fail ? "still fails (as in the baseline)" : new.rawValue }
        switch new {
        case .pass: return "now passes"
        case .fail: return "now fails"
        case .review: return "now needs review"
        case .skipped: return "now skipped"
        }
    }
}
