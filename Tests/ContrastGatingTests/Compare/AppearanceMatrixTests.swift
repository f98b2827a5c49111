import ContrastGating
import ContrastScan
import ContrastScanSupport
import Testing

@Suite("Appearance matrix: screens × appearances")
struct AppearanceMatrixTests {
    @Test("screen and appearance from the file name", arguments: [
        ("settings~dark~increased.png", "settings", Appearance(colorScheme: .dark, contrast: .increased)),
        ("settings~Increased~DARK.png", "settings", Appearance(colorScheme: .dark, contrast: .increased)),
        ("auth/login~light.png", "auth/login", Appearance(colorScheme: .light)),
        ("settings~ipad~dark.png", "settings~ipad", Appearance(colorScheme: .dark)),
        ("card-dark-elevated.png", "card", Appearance(colorScheme: .dark, level: .elevated)),
        ("settings-light.png", "settings", Appearance(colorScheme: .light)),
        ("card-failing.png", "card-failing", nil),
        ("dark.png", "dark", nil),
        ("~dark.png", "~dark", Appearance(colorScheme: .dark)),
        ("dark-mode-toggle.png", "dark-mode-toggle", nil),
    ])
    func identityFromFileName(_ path: String, _ screen: String, _ appearance: Appearance?) {
        let identity = ScreenIdentity(path: path, appearance: nil)
        #expect(identity.screen == screen)
        #expect(identity.appearance == appearance)
    }

    @Test func theSidecarAppearanceWinsAndTheFileNameFillsWhatItLeavesOut() {
        let identity = ScreenIdentity(path: "settings~light~increased.png", appearance: Appearance(colorScheme: .dark))
        #expect(identity.appearance == Appearance(colorScheme: .dark, contrast: .increased))
    }

    @Test func labelsLeaveOutTheEverydayDefaults() {
        #expect(AppearanceLabel.text(Appearance(colorScheme: .light, contrast: .standard, level: .base)) == "light")
        #expect(AppearanceLabel.text(Appearance(colorScheme: .dark, contrast: .increased, level: .elevated)) == "dark · increased · elevated")
        #expect(AppearanceLabel.text(nil) == "unspecified")
    }

    private func shot(_ path: String, _ regions: [RegionRecord], before: [RegionRecord]? = nil,
                      appearance: Appearance? = nil) -> ScreenshotComparison {
        let current = screenshot(regions, appearance: appearance)
        let baseline = before.map { screenshot($0, appearance: appearance) }
        return ScreenshotComparison(path: path, identity: ScreenIdentity(path: path, appearance: appearance), status: .compared,
                                    baseline: baseline, current: current,
                                    regions: ContrastComparator.compare(baseline: baseline ?? current, current: current, tolerance: .default))
    }

    @Test func aScreenThatFailsOnlyInDarkIncreasedContrastShowsInOneCell() {
        let ok = [measured("title", 9, .pass), measured("hint", 5, .pass)]
        let matrix = AppearanceMatrix([
            shot("settings~light.png", ok),
            shot("settings~dark.png", ok),
            shot("settings~light~increased.png", [measured("title", 9, .pass, threshold: 7), measured("hint", 7.2, .pass, threshold: 7)]),
            shot("settings~dark~increased.png", [measured("title", 9, .pass, threshold: 7), measured("hint", 6.1, .fail, threshold: 7)],
                 before: [measured("title", 9, .pass, threshold: 7), measured("hint", 7.3, .pass, threshold: 7)]),
            shot("about.png", ok, appearance: Appearance(colorScheme: .light)),
        ])
        #expect(matrix.spansAppearances)
        #expect(matrix.columns.map(\.label) == ["light", "dark", "light · increased", "dark · increased"])
        #expect(matrix.rows.map(\.screen) == ["about", "settings"])
        let settings = matrix.rows[1].cells
        #expect(settings.map { $0?.verdict } == [.pass, .pass, .pass, .fail])
        #expect(settings.map { $0?.regressed } == [false, false, false, true])
        #expect(settings[3]?.worstRegion == "hint")
        #expect(settings[3]?.worstRatio == 6.1)
        // The worst region is the one with the least margin over its threshold, not the lowest ratio.
        #expect(settings[0]?.worstRegion == "hint")
        #expect(matrix.rows[0].cells.map { $0 == nil } == [false, true, true, true])
    }

    /// A cell that regressed shows the region that regressed, not another one that
    /// already failed in the baseline: the ↓ belongs to the number beside it.
    @Test func aRegressedCellShowsTheRegionThatChanged() {
        let matrix = AppearanceMatrix([
            shot("card~dark.png", [measured("known", 1.5, .fail), measured("body", 3.9, .fail)],
                 before: [measured("known", 1.5, .fail), measured("body", 5.2, .pass)]),
            shot("card~light.png", [measured("body", 9, .pass)]),
        ])
        let cell = matrix.rows[0].cells.compactMap { $0 }.first { $0.regressed }
        #expect(cell?.worstRegion == "body")
        #expect(cell?.worstRatio == 3.9)
        #expect(cell?.verdict == .fail)
    }

    @Test func oneAppearancePerScreenIsNotWorthAMatrix() {
        let matrix = AppearanceMatrix([shot("a.png", [measured("x", 9, .pass)]), shot("b~dark.png", [measured("x", 9, .pass)])])
        #expect(!matrix.spansAppearances)
    }
}
