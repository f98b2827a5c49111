import ContrastScan
/// The order "worst first" means in every batch output: the summary, the JSON
/// summary and the HTML report.
///
/// Regions: fail before review before pass before skipped; within a verdict,
/// the smaller margin (measured ÷ required) first; then by image path and id,
/// so the order never depends on which worker finished first.
/// Images: by their worst verdict, then their worst region's margin, then the
/// number of failing regions (more first), then path.
public enum BatchRanking {
    /// Whether region `a` ranks before (is worse than) region `b`.
    public static func regionPrecedes(_ a: RegionRecord, _ b: RegionRecord) -> Bool {
        if a.verdict != b.verdict { return a.verdict < b.verdict }
        switch (a.margin, b.margin) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.id < b.id
        }
    }

    /// The key images are sorted by; compare with `imagePrecedes`.
    public struct ImageKey: Sendable, Equatable {
        public var image: String
        /// Nil for an image that could not be analysed.
        public var verdict: Verdict?
        public var margin: Double?
        public var failing: Int
        /// The worst region's id and ratio: what a one-line listing shows.
        public var worstRegion: String?
        public var worstRatio: Double?
        /// The verdicts its regions have, as letters in the order `frpse` (`f` fail,
        /// `r` review, `p` pass, `s` skipped — also for an image with no measured
        /// region — `e` could not be measured): what the HTML report's filters match.
        /// A string of at most five ASCII letters is stored inline, so an index of
        /// 100,000 keys allocates nothing for it.
        public var regionVerdicts: String

        public init(_ record: ImageRecord) {
            image = record.image
            verdict = record.worstVerdict
            let worst = record.worstRegion
            margin = worst?.margin
            failing = record.regions.filter { $0.verdict == .fail && $0.error == nil }.count
            worstRegion = worst?.id
            worstRatio = worst?.ratio
            regionVerdicts = Self.letters(record)
        }

        static func letters(_ record: ImageRecord) -> String {
            guard record.error == nil else { return "" }
            var held: Set<String> = []
            for region in record.regions {
                held.insert(region.error != nil ? "e" : String(region.verdict.rawValue.prefix(1)))
            }
            if !held.contains(where: { $0 != "e" }) { held.insert("s") }
            return "frpse".map(String.init).filter(held.contains).joined()
        }
    }

    /// Whether image `a` ranks before (is worse than) image `b`; images that
    /// could not be analysed come first.
    public static func imagePrecedes(_ a: ImageKey, _ b: ImageKey) -> Bool {
        switch (a.verdict, b.verdict) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (x?, y?) where x != y: return x < y
        default: break
        }
        switch (a.margin, b.margin) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if a.failing != b.failing { return a.failing > b.failing }
        return a.image < b.image
    }
}

extension ImageRecord {
    /// The region ranked worst (see `BatchRanking.regionPrecedes`); nil when there is none.
    public var worstRegion: RegionRecord? {
        regions.filter { $0.error == nil }.min(by: BatchRanking.regionPrecedes)
    }
}
