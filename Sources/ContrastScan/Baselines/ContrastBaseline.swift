/// What one screenshot's contrast was when its baseline was recorded: the part of its
/// report a comparison needs, read back from `NAME.contrast.json` or taken from a fresh
/// `ImageReport`.
///
/// Values carry the rounding of the file (ratios cut to 3 decimals, Lc and thresholds to
/// 2), so a fresh report compares exactly equal to the baseline recorded from it: a
/// comparison never reports a change that is only the file's rounding.
public struct ContrastBaseline: Sendable, Equatable {
    /// One region as recorded.
    public struct Region: Sendable, Equatable {
        public var id: String
        public var text: String?
        public var role: RegionRole
        /// Glyph colour, `#RRGGBB` (sRGB); nil when not measured.
        public var foreground: String?
        /// Background colour, `#RRGGBB` (sRGB); nil when not measured.
        public var background: String?
        /// WCAG 2.x ratio, cut to 3 decimals; nil when not measured.
        public var ratio: Double?
        /// APCA Lc (signed), 2 decimals; nil when not measured.
        public var apcaLc: Double?
        /// The minimum ratio applied; nil when none applies.
        public var threshold: Double?
        /// The minimum APCA |Lc| applied; nil when APCA is not applied.
        public var minimumLc: Double?
        /// The rule the threshold came from, e.g. "WCAG 1.4.3 text 4.5:1".
        public var rule: String
        public var verdict: Verdict
        /// Why confidence was low, clipping, and other notes (explain a `review`).
        public var warnings: [String]
        /// Set when the region could not be measured at all.
        public var error: String?

        public init(id: String, text: String? = nil, role: RegionRole = .text, foreground: String? = nil,
                    background: String? = nil, ratio: Double? = nil, apcaLc: Double? = nil,
                    threshold: Double? = nil, minimumLc: Double? = nil, rule: String = "",
                    verdict: Verdict, warnings: [String] = [], error: String? = nil) {
            self.id = id
            self.text = text
            self.role = role
            self.foreground = foreground
            self.background = background
            self.ratio = ratio
            self.apcaLc = apcaLc
            self.threshold = threshold
            self.minimumLc = minimumLc
            self.rule = rule
            self.verdict = verdict
            self.warnings = warnings
            self.error = error
        }

        /// Whether the region is held to any threshold (decorative regions are not).
        public var isAssessed: Bool { threshold != nil || minimumLc != nil }
    }

    /// The screenshot's name: its path relative to the folder it was recorded from.
    public var image: String
    public var width: Int
    public var height: Int
    public var scale: Double
    public var appearance: Appearance?
    public var regions: [Region]

    public init(image: String, width: Int, height: Int, scale: Double = 1, appearance: Appearance? = nil,
                regions: [Region]) {
        self.image = image
        self.width = width
        self.height = height
        self.scale = scale
        self.appearance = appearance
        self.regions = regions
    }

    /// The baseline a fresh report would record, with the file's rounding.
    public init(report: ImageReport) {
        self.init(image: report.image, width: report.width, height: report.height,
                  scale: Self.rounded(report.scale, 3), appearance: report.appearance,
                  regions: report.regions.map { r in
                      Region(id: r.id, text: r.text, role: r.role, foreground: r.foreground?.hex,
                             background: r.background?.hex,
                             ratio: r.ratio.map { Self.rounded(RatioFormat.truncated($0), 3) },
                             apcaLc: r.apcaLc.map { Self.rounded($0, 2) },
                             threshold: r.threshold.map { Self.rounded($0, 2) },
                             minimumLc: r.minimumLc.map { Self.rounded($0, 2) },
                             rule: r.rule, verdict: r.verdict, warnings: r.warnings, error: r.error)
                  })
    }

    /// The region with this id, if any.
    public func region(_ id: String) -> Region? { regions.first { $0.id == id } }

    /// `value` rounded to `decimals` as the JSON writer prints it, so a value read back
    /// from the file is the same `Double`.
    static func rounded(_ value: Double, _ decimals: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
