import ContrastScan
/// Screens as rows, appearances as columns, the worst region of each screenshot in its
/// cell — so "Settings fails only in dark + increased contrast" is visible at once.
///
/// A screen's rows and columns come from `ScreenIdentity` (the sidecar's `appearance`,
/// completed by the file-name convention). Worth showing when some screen exists in more
/// than one appearance (`spansAppearances`).
public struct AppearanceMatrix: Sendable, Equatable {
    /// One appearance: its label (`AppearanceLabel`).
    public struct Column: Sendable, Equatable {
        public var label: String
        public var appearance: Appearance?
    }

    /// The worst of the screenshots that fall in one screen × appearance cell.
    public struct Cell: Sendable, Equatable {
        /// The screenshots in the cell (usually one).
        public var paths: [String]
        /// The worst verdict now; nil when nothing was measured (missing or failed).
        public var verdict: Verdict?
        /// The region the cell shows and its ratio now: the worst regression when the
        /// screenshot regressed (so the ↓ belongs to the number beside it), else the worst
        /// region now — the worst verdict, then the least margin over its threshold.
        public var worstRegion: String?
        public var worstRatio: Double?
        /// Whether any region in the cell regressed.
        public var regressed: Bool
        /// Whether the screenshot is missing now (its baseline exists).
        public var missing: Bool
        /// Whether the screenshot could not be analysed or compared.
        public var failed: Bool
    }

    public struct Row: Sendable, Equatable {
        public var screen: String
        /// One per column; nil where the screen has no screenshot in that appearance.
        public var cells: [Cell?]
    }

    public var columns: [Column]
    public var rows: [Row]

    /// Whether some screen was captured in more than one appearance.
    public var spansAppearances: Bool { rows.contains { $0.cells.compactMap { $0 }.count > 1 } }

    public init(_ screenshots: [ScreenshotComparison]) {
        var columns: [Column] = []
        for shot in screenshots {
            let label = AppearanceLabel.text(shot.identity.appearance)
            if !columns.contains(where: { $0.label == label }) {
                columns.append(Column(label: label, appearance: shot.identity.appearance))
            }
        }
        columns.sort {
            let a = AppearanceLabel.sortKey($0.appearance), b = AppearanceLabel.sortKey($1.appearance)
            return a != b ? a.lexicographicallyPrecedes(b) : $0.label < $1.label
        }
        var screens: [String] = []
        var cells: [String: [Int: Cell]] = [:]
        for shot in screenshots {
            let screen = shot.identity.screen
            if cells[screen] == nil { screens.append(screen); cells[screen] = [:] }
            let label = AppearanceLabel.text(shot.identity.appearance)
            guard let column = columns.firstIndex(where: { $0.label == label }) else { continue }
            let cell = Self.cell(for: shot)
            let existing = cells[screen]?[column]
            cells[screen, default: [:]][column] = existing.map { Self.merge($0, cell) } ?? cell
        }
        self.columns = columns
        self.rows = screens.sorted().map { screen in
            Row(screen: screen, cells: columns.indices.map { cells[screen]?[$0] })
        }
    }

    private static func cell(for shot: ScreenshotComparison) -> Cell {
        let measured = shot.current?.regions ?? []
        let shown = shot.regressions.first?.current ?? measured.min(by: isWorse)
        return Cell(paths: [shot.path], verdict: shot.current == nil ? nil : shown?.verdict ?? .skipped,
                    worstRegion: shown?.id, worstRatio: shown?.ratio, regressed: shot.hasRegressions,
                    missing: shot.status == .missingScreenshot, failed: shot.status == .failed || shot.status == .missingBaseline)
    }

    /// Whether region `a` is worse than `b`: worse verdict, then less margin.
    private static func isWorse(_ a: RegionRecord, _ b: RegionRecord) -> Bool {
        if a.verdict != b.verdict { return a.verdict < b.verdict }
        return margin(a) < margin(b)
    }

    /// How far above its requirement a region is (1 = exactly at it); unassessed regions last.
    private static func margin(_ r: RegionRecord) -> Double {
        if let ratio = r.ratio, let threshold = r.threshold, threshold > 0 { return ratio / threshold }
        if let lc = r.apcaLc, let minimum = r.minimumLc, minimum > 0 { return abs(lc) / minimum }
        return .infinity
    }

    private static func merge(_ a: Cell, _ b: Cell) -> Cell {
        let aWorse: Bool
        switch (a.verdict, b.verdict) {
        case (nil, _): aWorse = true
        case (_, nil): aWorse = false
        case (let va?, let vb?):
            aWorse = va != vb ? va < vb : (a.worstRatio ?? .infinity) <= (b.worstRatio ?? .infinity)
        }
        var merged = aWorse ? a : b
        merged.paths = a.paths + b.paths
        merged.regressed = a.regressed || b.regressed
        merged.missing = a.missing || b.missing
        merged.failed = a.failed || b.failed
        return merged
    }
}
