import ContrastScan
import ContrastScanSupport
/// Compares one screenshot's current contrast with its baseline, region by region by id.
///
/// The rules (the article "Gating CI on golden screenshots"): a region regresses when it did not
/// fail and now fails, when its verdict became `review`, when its ratio dropped by more
/// than the tolerance (assessed regions only: a decorative region is never failed), or
/// when it disappeared. A region failing in the baseline and failing no worse now is
/// unchanged — a known failure is not a regression. Improvements and new regions are
/// reported, never failed. Comparing per region, not per pixel, is what keeps a moved
/// anti-aliasing pixel from failing a build.
public enum ContrastComparator {
    /// The regions of `current` matched against `baseline`: current regions in sidecar
    /// order, then the baseline's regions that disappeared, in recorded order. Either side
    /// may be nil (no baseline yet: every region `added`; no screenshot: every region
    /// `disappeared`).
    public static func compare(baseline: ImageRecord?, current: ImageRecord?,
                               tolerance: Tolerance) -> [RegionComparison] {
        var result: [RegionComparison] = []
        let currentIDs = Set(current?.regions.map(\.id) ?? [])
        for region in current?.regions ?? [] {
            result.append(compare(baseline: baseline?.region(region.id), current: region, tolerance: tolerance))
        }
        for region in baseline?.regions ?? [] where !currentIDs.contains(region.id) {
            result.append(RegionComparison(id: region.id, baseline: region, current: nil,
                                           outcome: .regressed, regressions: [.disappeared]))
        }
        return result
    }

    /// One region: `baseline` nil means the region is new.
    public static func compare(baseline: RegionRecord?, current: RegionRecord,
                               tolerance: Tolerance) -> RegionComparison {
        guard let baseline else {
            return RegionComparison(id: current.id, baseline: nil, current: current, outcome: .added)
        }
        var regressions: [Regression] = []
        if current.verdict == .fail && baseline.verdict != .fail { regressions.append(.nowFails) }
        if current.verdict == .review && baseline.verdict != .review { regressions.append(.nowNeedsReview) }
        if current.isAssessed, let old = baseline.ratio, let new = current.ratio, tolerance.isDrop(from: old, to: new) {
            regressions.append(.ratioDropped)
        }
        if !regressions.isEmpty {
            return RegionComparison(id: current.id, baseline: baseline, current: current,
                                    outcome: .regressed, regressions: regressions.sorted())
        }
        let verdictImproved = decisionRank(current.verdict).map { now in
            decisionRank(baseline.verdict).map { now < $0 } ?? false
        } ?? false
        var ratioRose = false
        if current.isAssessed, let old = baseline.ratio, let new = current.ratio {
            ratioRose = tolerance.isRise(from: old, to: new)
        }
        return RegionComparison(id: current.id, baseline: baseline, current: current,
                                outcome: verdictImproved || ratioRose ? .improved : .unchanged)
    }

    /// Notes on what changed about the screenshot as a whole (size, scale, appearance):
    /// reported, never failed — the regions are still matched by id.
    public static func notes(baseline: ImageRecord, current: ImageRecord) -> [String] {
        var notes: [String] = []
        if baseline.width != current.width || baseline.height != current.height {
            notes.append("image size changed \(baseline.width ?? 0)×\(baseline.height ?? 0) → \(current.width ?? 0)×\(current.height ?? 0) (regions are still matched by id; check their rects)")
        }
        if baseline.scale != current.scale {
            notes.append("scale changed \(JSONValue.format(baseline.scale ?? 1, decimals: 3)) → \(JSONValue.format(current.scale ?? 1, decimals: 3))")
        }
        if baseline.appearance != current.appearance {
            notes.append("appearance changed \(AppearanceLabel.text(baseline.appearance)) → \(AppearanceLabel.text(current.appearance))")
        }
        return notes
    }

    /// Fail 2, review 1, pass 0; nil for skipped (not a decision).
    private static func decisionRank(_ verdict: Verdict) -> Int? {
        switch verdict {
        case .fail: return 2
        case .review: return 1
        case .pass: return 0
        case .skipped: return nil
        }
    }
}
