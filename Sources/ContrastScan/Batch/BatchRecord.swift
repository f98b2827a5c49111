/// One image's JSON line read back: what the summary, the HTML report, the
/// annotated PNG and `merge` need of it.
///
/// Built only from lines (`BatchRecord(line:)`), never from an in-memory
/// report, so a batch's own summary and `merge` of its shards see exactly the
/// same rounded numbers and agree to the last digit.
public struct BatchRecord: Sendable, Equatable {
    /// The image's path as the batch opened it.
    public var image: String
    /// Why the image could not be analysed; nil when it was.
    public var error: String?
    public var width: Int?
    public var height: Int?
    public var regions: [Region]

    /// One region of the record.
    public struct Region: Sendable, Equatable {
        public var id: String
        public var text: String?
        public var role: String?
        /// The pixels measured; nil when the line has none.
        public var pixelRect: PixelRect?
        /// `#RRGGBB`; nil when not measured (or not a hex colour in the line).
        public var foreground: String?
        public var background: String?
        public var ratio: Double?
        public var apcaLc: Double?
        public var threshold: Double?
        public var minimumLc: Double?
        public var verdict: Verdict
        public var confidence: Double?
        public var rule: String?
        public var warnings: [String]
        /// The fix suggestions' sentences, e.g. "#8E8E93 → #76767B reaches 4.51:1 on #FFFFFF".
        public var suggestions: [String]
        /// Why the region could not be measured (e.g. outside the image).
        public var error: String?

        public init(id: String, text: String? = nil, role: String? = nil, pixelRect: PixelRect? = nil,
                    foreground: String? = nil, background: String? = nil, ratio: Double? = nil, apcaLc: Double? = nil,
                    threshold: Double? = nil, minimumLc: Double? = nil, verdict: Verdict, confidence: Double? = nil,
                    rule: String? = nil, warnings: [String] = [], suggestions: [String] = [], error: String? = nil) {
            self.id = id
            self.text = text
            self.role = role
            self.pixelRect = pixelRect
            self.foreground = foreground
            self.background = background
            self.ratio = ratio
            self.apcaLc = apcaLc
            self.threshold = threshold
            self.minimumLc = minimumLc
            self.verdict = verdict
            self.confidence = confidence
            self.rule = rule
            self.warnings = warnings
            self.suggestions = suggestions
            self.error = error
        }

        /// How far the region is from failing: measured ÷ required, the lower of
        /// the WCAG and APCA margins when both apply (below 1 fails). Nil when
        /// nothing was measured or nothing is required.
        public var margin: Double? {
            var margins: [Double] = []
            if let ratio, let threshold, threshold > 0 { margins.append(ratio / threshold) }
            if let apcaLc, let minimumLc, minimumLc > 0 { margins.append(abs(apcaLc) / minimumLc) }
            return margins.min()
        }
    }

    public init(image: String, error: String? = nil, width: Int? = nil, height: Int? = nil, regions: [Region] = []) {
        self.image = image
        self.error = error
        self.width = width
        self.height = height
        self.regions = regions
    }

    /// The worst verdict among the measured regions; nil for an error row.
    public var worstVerdict: Verdict? {
        guard error == nil else { return nil }
        return regions.filter { $0.error == nil }.map(\.verdict).min() ?? .skipped
    }

    /// The region ranked worst (see `BatchRanking`); nil when there is none.
    public var worstRegion: Region? {
        regions.filter { $0.error == nil }.min(by: BatchRanking.regionPrecedes)
    }

    /// Whether the image or one of its regions could not be analysed.
    public var hasErrors: Bool { error != nil || regions.contains { $0.error != nil } }
}
