import ColorScience

/// One region as the report files hold it — the JSON report, a baseline
/// (`NAME.contrast.json`), a batch line: every value with the files' rounding,
/// colours as `#RRGGBB`, notes as text.
///
/// The one record every reader and writer of those files shares: a fresh
/// `RegionReport` becomes one with `init(_:)`, a file's region with
/// `ImageRecord.decode`, and the two compare exactly equal when the file was
/// written from that report — a comparison never reports a change that is only
/// the file's rounding.
public struct RegionRecord: Sendable, Equatable {
    /// A fix suggestion as the files hold it.
    public struct Suggestion: Sendable, Equatable {
        /// `foreground` or `background`.
        public var side: String
        public var from: String
        public var to: String
        public var ratio: Double
        public var apcaLc: Double
        /// The requirement it meets, e.g. `4.5:1`.
        public var meets: String
        /// E.g. "#8E8E93 → #76767B reaches 4.51:1 on #FFFFFF".
        public var sentence: String

        /// `suggestion` with the files' rounding.
        public init(_ suggestion: ContrastSuggestion) {
            self.init(side: suggestion.side.rawValue, from: suggestion.original.hex, to: suggestion.hex,
                      ratio: RegionRecord.rounded(RatioFormat.truncated(suggestion.ratio), 3),
                      apcaLc: RegionRecord.rounded(suggestion.lightnessContrast, 2),
                      meets: suggestion.requirement.description, sentence: suggestion.sentence())
        }

        public init(side: String, from: String, to: String, ratio: Double, apcaLc: Double, meets: String, sentence: String) {
            self.side = side
            self.from = from
            self.to = to
            self.ratio = ratio
            self.apcaLc = apcaLc
            self.meets = meets
            self.sentence = sentence
        }
    }

    /// The darkest and lightest local background behind the glyphs, `#RRGGBB`.
    public struct BackgroundRange: Sendable, Equatable {
        public var darkest: String
        public var lightest: String

        public init(darkest: String, lightest: String) {
            self.darkest = darkest
            self.lightest = lightest
        }
    }

    public var id: String
    public var text: String?
    /// Nil when a file names a role this build does not know.
    public var role: RegionRole?
    public var detected: Bool
    /// The declared rect in points (3 decimals).
    public var rect: PointRect?
    /// The pixels measured.
    public var pixelRect: PixelRect?
    /// Glyph colour, `#RRGGBB` (sRGB; clipped when `foregroundClipped`); nil when not measured.
    public var foreground: String?
    public var background: String?
    public var foregroundClipped: Bool?
    public var backgroundClipped: Bool?
    /// The colours in the image's own space (`color(display-p3 …)`), for non-sRGB images.
    public var foregroundSource: String?
    public var backgroundSource: String?
    /// WCAG 2.x ratio, cut (never rounded up) to 3 decimals.
    public var ratio: Double?
    /// APCA Lc, signed, 2 decimals.
    public var apcaLc: Double?
    public var backgroundRange: BackgroundRange?
    /// The weakest 5% of the glyph pixels' ratio, cut to 3 decimals.
    public var worstRatio: Double?
    /// The minimum ratio applied (2 decimals); nil when none applies.
    public var threshold: Double?
    /// The minimum APCA |Lc| applied (2 decimals); nil when APCA is not applied.
    public var minimumLc: Double?
    /// The standards the region is held to (`wcag2`, `apca`, `both`); nil when a file has none.
    public var standard: String?
    /// The rule the threshold came from, e.g. "WCAG 1.4.3 text 4.5:1".
    public var rule: String?
    public var verdict: Verdict
    /// 2 decimals; nil when a file has none.
    public var confidence: Double?
    /// The notes (`RegionNote`) as text.
    public var warnings: [String]
    public var suggestions: [Suggestion]
    /// Why the region could not be measured.
    public var error: String?
    /// When the text was read by OCR: the mean word confidence, 0…1, 2 decimals.
    public var ocrConfidence: Double?

    public init(id: String, text: String? = nil, role: RegionRole? = .text, detected: Bool = false,
                rect: PointRect? = nil, pixelRect: PixelRect? = nil, foreground: String? = nil, background: String? = nil,
                foregroundClipped: Bool? = nil, backgroundClipped: Bool? = nil, foregroundSource: String? = nil,
                backgroundSource: String? = nil, ratio: Double? = nil, apcaLc: Double? = nil,
                backgroundRange: BackgroundRange? = nil, worstRatio: Double? = nil, threshold: Double? = nil,
                minimumLc: Double? = nil, standard: String? = nil, rule: String? = nil, verdict: Verdict,
                confidence: Double? = nil, warnings: [String] = [], suggestions: [Suggestion] = [], error: String? = nil) {
        self.id = id
        self.text = text
        self.role = role
        self.detected = detected
        self.rect = rect
        self.pixelRect = pixelRect
        self.foreground = foreground
        self.background = background
        self.foregroundClipped = foregroundClipped
        self.backgroundClipped = backgroundClipped
        self.foregroundSource = foregroundSource
        self.backgroundSource = backgroundSource
        self.ratio = ratio
        self.apcaLc = apcaLc
        self.backgroundRange = backgroundRange
        self.worstRatio = worstRatio
        self.threshold = threshold
        self.minimumLc = minimumLc
        self.standard = standard
        self.rule = rule
        self.verdict = verdict
        self.confidence = confidence
        self.warnings = warnings
        self.suggestions = suggestions
        self.error = error
    }

    /// `report` with the files' rounding.
    public init(_ r: RegionReport) {
        // Built a field at a time (one expression with every field crashed the
        // 6.3 optimiser's ownership verifier).
        self.init(id: r.id, text: r.text, role: r.role, detected: r.detected, pixelRect: r.pixelRect,
                  standard: r.standard.rawValue, rule: r.rule, verdict: r.verdict, warnings: r.warnings, error: r.error)
        rect = PointRect(x: Self.rounded(r.rect.x, 3), y: Self.rounded(r.rect.y, 3),
                         width: Self.rounded(r.rect.width, 3), height: Self.rounded(r.rect.height, 3))
        confidence = Self.rounded(r.confidence, 2)
        ocrConfidence = r.ocrConfidence.map { Self.rounded($0, 2) }
        threshold = r.threshold.map { Self.rounded($0, 2) }
        minimumLc = r.minimumLc.map { Self.rounded($0, 2) }
        suggestions = r.suggestions.map(Suggestion.init)
        guard let m = r.measurement else { return }
        foreground = m.foreground.hex
        background = m.background.hex
        foregroundClipped = !m.foreground.isInGamut
        backgroundClipped = !m.background.isInGamut
        foregroundSource = m.foregroundSource?.css
        backgroundSource = m.backgroundSource?.css
        ratio = Self.rounded(RatioFormat.truncated(m.ratio), 3)
        apcaLc = Self.rounded(m.apcaLc, 2)
        worstRatio = Self.rounded(RatioFormat.truncated(m.worstRatio), 3)
        if let range = m.backgroundRange {
            backgroundRange = BackgroundRange(darkest: range.darkest.hex, lightest: range.lightest.hex)
        }
    }

    /// Whether the region is held to any threshold (decorative regions are not).
    public var isAssessed: Bool { threshold != nil || minimumLc != nil }

    /// How far the region is from failing: measured ÷ required, the lower of the
    /// WCAG and APCA margins when both apply (below 1 fails). Nil when nothing was
    /// measured or nothing is required.
    public var margin: Double? {
        // No array: ranking and the report's cards ask this in every comparison.
        var margin: Double?
        if let ratio, let threshold, threshold > 0 { margin = ratio / threshold }
        if let apcaLc, let minimumLc, minimumLc > 0 {
            let lc = abs(apcaLc) / minimumLc
            if margin == nil || lc < margin! { margin = lc }   // as `min()` of the two: the first unless the second is less
        }
        return margin
    }

    /// `value` rounded to `decimals` as the JSON writer prints it, so a value read
    /// back from a file is the same `Double`.
    public static func rounded(_ value: Double, _ decimals: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
