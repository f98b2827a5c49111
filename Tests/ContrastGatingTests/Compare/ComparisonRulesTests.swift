import ContrastGating
import ContrastScan
import ContrastScanSupport
import Testing

/// A region as a baseline or a fresh measurement would hold it.
func measured(_ id: String, _ ratio: Double?, _ verdict: Verdict, threshold: Double? = 4.5, text: String? = nil,
              fg: String = "#777777", bg: String = "#FFFFFF", warnings: [String] = []) -> RegionRecord {
    RegionRecord(id: id, text: text, role: threshold == nil ? .decorative : .text, foreground: fg,
                            background: bg, ratio: ratio, threshold: threshold, rule: "WCAG 1.4.3 text 4.5:1",
                            verdict: verdict, warnings: warnings)
}

func screenshot(_ regions: [RegionRecord], width: Int = 750, height: Int = 400, scale: Double = 2,
                appearance: Appearance? = nil) -> ImageRecord {
    ImageRecord(image: "shot.png", width: width, height: height, scale: scale, appearance: appearance, regions: regions)
}

@Suite("Comparison rules: what counts as a regression")
struct ComparisonRulesTests {
    private func compare(_ old: RegionRecord, _ new: RegionRecord,
                         tolerance: Tolerance = .default) -> RegionComparison {
        ContrastComparator.compare(baseline: old, current: new, tolerance: tolerance)
    }

    @Test func aRegionThatPassedAndNowFailsRegresses() {
        let r = compare(measured("title", 4.6, .pass), measured("title", 4.49, .fail))
        #expect(r.outcome == .regressed)
        #expect(r.regressions == [.nowFails])   // −2.4%: within the tolerance, but the verdict flipped
    }

    @Test func aKnownFailureNoWorseIsUnchangedNotARegression() {
        let r = compare(measured("hint", 3.26, .fail), measured("hint", 3.20, .fail))
        #expect(r.outcome == .unchanged)
        #expect(r.regressions.isEmpty)
    }

    @Test func aRatioDropOverTheToleranceRegressesEvenWhenItStillPasses() {
        let r = compare(measured("icon", 4.86, .pass, threshold: 3), measured("icon", 4.06, .pass, threshold: 3))
        #expect(r.outcome == .regressed)
        #expect(r.regressions == [.ratioDropped])
        #expect(abs((r.ratioChange ?? 0) + 0.1646) < 0.001)
    }

    @Test func aFailingRegionThatGetsMuchWorseRegresses() {
        let r = compare(measured("hint", 3.0, .fail), measured("hint", 2.5, .fail))
        #expect(r.regressions == [.ratioDropped])
    }

    @Test("a drop of exactly the tolerance is allowed; a hair more is not", arguments: [
        (5.0, 4.75, false), (5.0, 4.749, true), (10.0, 9.5, false), (10.0, 9.49, true),
    ])
    func toleranceBoundary(_ old: Double, _ new: Double, _ regresses: Bool) {
        let r = compare(measured("a", old, .pass), measured("a", new, .pass))
        #expect((r.outcome == .regressed) == regresses)
    }

    @Test func aWiderToleranceAcceptsALargerDrop() {
        let old = measured("icon", 4.86, .pass, threshold: 3), new = measured("icon", 4.06, .pass, threshold: 3)
        #expect(compare(old, new, tolerance: Tolerance(fraction: 0.2)!).outcome == .unchanged)
    }

    @Test func aVerdictThatBecomesReviewRegressesAndAStableReviewDoesNot() {
        let r = compare(measured("photo-caption", 4.8, .pass), measured("photo-caption", 4.7, .review, warnings: ["busy background"]))
        #expect(r.regressions == [.nowNeedsReview])
        #expect(r.message(tolerance: .default).contains("busy background"))
        #expect(compare(measured("c", 4.8, .review), measured("c", 4.8, .review)).outcome == .unchanged)
    }

    @Test func aDecorativeRegionNeverRegressesOnItsRatio() {
        let r = compare(measured("flourish", 3, .skipped, threshold: nil), measured("flourish", 1.2, .skipped, threshold: nil))
        #expect(r.outcome == .unchanged)
    }

    @Test("improvements are listed, never failed", arguments: [
        (Verdict.fail, 6.95, Verdict.pass, 11.3),
        (Verdict.review, 4.6, Verdict.pass, 4.6),
        (Verdict.pass, 5.0, Verdict.pass, 7.0),
    ])
    func improvements(_ oldVerdict: Verdict, _ oldRatio: Double, _ newVerdict: Verdict, _ newRatio: Double) {
        let r = compare(measured("a", oldRatio, oldVerdict), measured("a", newRatio, newVerdict))
        #expect(r.outcome == .improved)
    }

    @Test func regionsAreMatchedByIdSoARenameIsOneDisappearedAndOneNew() {
        let old = screenshot([measured("title", 8, .pass), measured("timestamp", 3, .fail)])
        let new = screenshot([measured("title", 8, .pass), measured("time-ago", 3, .fail)])
        let regions = ContrastComparator.compare(baseline: old, current: new, tolerance: .default)
        #expect(regions.map(\.id) == ["title", "time-ago", "timestamp"])
        #expect(regions.map(\.outcome) == [.unchanged, .added, .regressed])
        #expect(regions[2].regressions == [.disappeared])
        #expect(regions[2].message(tolerance: .default).contains("no region with this id in the current sidecar"))
    }

    @Test func aMissingScreenshotIsEveryRegionDisappeared() {
        let old = screenshot([measured("a", 8, .pass), measured("b", 3, .fail)])
        let regions = ContrastComparator.compare(baseline: old, current: nil, tolerance: .default)
        #expect(regions.allSatisfy { $0.regressions == [.disappeared] })
        #expect(regions[0].message(tolerance: .default, screenshotMissing: true).hasSuffix("the screenshot is missing"))
    }

    @Test func aChangedSizeScaleOrAppearanceIsANoteNotAFailure() {
        let old = screenshot([measured("a", 8, .pass)])
        let new = screenshot([measured("a", 8, .pass)], width: 760, scale: 3, appearance: Appearance(colorScheme: .dark))
        let notes = ContrastComparator.notes(baseline: old, current: new)
        #expect(notes.count == 3)
        #expect(notes[0].hasPrefix("image size changed 750×400 → 760×400"))
        #expect(notes[1] == "scale changed 2 → 3")
        #expect(notes[2] == "appearance changed unspecified → dark")
        #expect(ContrastComparator.compare(baseline: old, current: new, tolerance: .default).allSatisfy { $0.outcome == .unchanged })
    }

    @Test func theMessageCarriesIdTextOldAndNewRatioColoursAndTheRequirement() {
        let r = compare(measured("body-1", 5.293, .pass, text: "Meeting moved", fg: "#9F9FA5", bg: "#2C2C2E"),
                        measured("body-1", 2.748, .fail, text: "Meeting moved", fg: "#6E6E73", bg: "#2C2C2E"))
        #expect(r.message(tolerance: .default)
                == #"body-1 "Meeting moved": now fails, ratio dropped more than 5%: 5.29:1 → 2.74:1 (-48.1%), needs 4.50:1; fg #9F9FA5 → #6E6E73, bg #2C2C2E"#)
    }

    @Test func regressionsAreOrderedWorstFirst() {
        let shot = ScreenshotComparison(
            path: "s.png", identity: ScreenIdentity(path: "s.png", appearance: nil), status: .compared,
            regions: [
                compare(measured("drop-small", 5, .pass), measured("drop-small", 4.7, .pass)),
                compare(measured("review", 5, .pass), measured("review", 5, .review)),
                compare(measured("drop-big", 9, .pass), measured("drop-big", 6, .pass)),
                compare(measured("fails", 4.6, .pass), measured("fails", 4.4, .fail)),
            ] + ContrastComparator.compare(baseline: screenshot([measured("gone", 9, .pass)]), current: screenshot([]),
                                           tolerance: .default))
        #expect(shot.regressions.map(\.id) == ["fails", "gone", "review", "drop-big", "drop-small"])
    }
}
