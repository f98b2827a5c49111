import ColorScience

/// The measured contrast of one region, as the analysis made it: what it is,
/// what it is held to, what the pixels say (`measurement`), and the verdict.
///
/// Full precision; `RegionRecord(_:)` is the same region with the rounding of
/// the report files, for writing and for comparing with files read back.
public struct RegionReport: Sendable, Equatable {
    public var id: String
    public var text: String?
    public var role: RegionRole
    /// The rect as declared, in points.
    public var rect: PointRect
    /// The pixels measured (clipped to the image).
    public var pixelRect: PixelRect
    /// True when the region was found by text detection, not given by a sidecar.
    public var detected: Bool
    /// The thresholds applied and the rule they come from.
    public var requirement: ContrastPolicy.Requirement
    /// What the pixels say: colours, ratio, Lc, worst case, confidence; nil when
    /// no glyph or shape could be measured (see `notes`) or the region lies
    /// outside the image (`problem`).
    public var measurement: ContrastEstimate?
    public var verdict: Verdict
    /// What the reader should know: low confidence and why, clipping, a worst
    /// case below the threshold. Rendered to text only by the renderers.
    public var notes: [RegionNote]
    /// For a failing region: the nearest passing foreground and background.
    public var suggestions: [ContrastSuggestion]
    /// Set when the region could not be measured at all.
    public var problem: RegionProblem?
    /// When the text was read by OCR (`--ocr`): Tesseract's mean word confidence,
    /// 0…1; nil when it was not read.
    public var ocrConfidence: Double?

    public init(id: String, text: String? = nil, role: RegionRole, rect: PointRect, pixelRect: PixelRect,
                detected: Bool = false, requirement: ContrastPolicy.Requirement, measurement: ContrastEstimate? = nil,
                verdict: Verdict = .skipped, notes: [RegionNote] = [], suggestions: [ContrastSuggestion] = [],
                problem: RegionProblem? = nil) {
        self.id = id
        self.text = text
        self.role = role
        self.rect = rect
        self.pixelRect = pixelRect
        self.detected = detected
        self.requirement = requirement
        self.measurement = measurement
        self.verdict = verdict
        self.notes = notes
        self.suggestions = suggestions
        self.problem = problem
    }
}

extension RegionReport {
    /// Glyph colour as sRGB (components outside 0…1 when out of gamut).
    public var foreground: RGB? { measurement?.foreground }
    /// Composited background under the glyphs, as sRGB.
    public var background: RGB? { measurement?.background }
    /// The glyph colour in the image's own space, for non-sRGB images.
    public var foregroundSource: SourceColor? { measurement?.foregroundSource }
    /// The background in the image's own space, for non-sRGB images.
    public var backgroundSource: SourceColor? { measurement?.backgroundSource }
    /// WCAG 2.x ratio, unrounded.
    public var ratio: Double? { measurement?.ratio }
    /// APCA Lc, text on background (negative: light on dark).
    public var apcaLc: Double? { measurement?.apcaLc }
    /// The contrast of the weakest 5% of the glyph pixels.
    public var worstRatio: Double? { measurement?.worstRatio }
    /// Darkest and lightest local background behind the glyphs.
    public var backgroundRange: BackgroundRange? { measurement?.backgroundRange }
    /// 0…1: how far the numbers can be trusted (0 when nothing was measured).
    public var confidence: Double { measurement?.confidence ?? 0 }
    /// The minimum ratio applied; nil when none applies.
    public var threshold: Double? { requirement.minimumRatio }
    /// The minimum APCA |Lc| applied; nil when none applies.
    public var minimumLc: Double? { requirement.minimumLc }
    /// The standards the region is held to.
    public var standard: ContrastStandard { requirement.standard }
    /// The rule the threshold comes from.
    public var rule: String { requirement.rule }
    /// The notes as the report files write them.
    public var warnings: [String] { notes.map(\.description) }
    /// Why the region could not be measured, as the report files write it.
    public var error: String? { problem?.description }
}

/// Why a region could not be measured at all.
public enum RegionProblem: Sendable, Equatable, CustomStringConvertible {
    /// No part of the declared rect lies inside the image.
    case outsideImage(declared: PixelRect, imageWidth: Int, imageHeight: Int)

    public var description: String {
        switch self {
        case .outsideImage(let r, let width, let height):
            return "lies entirely outside the \(width)×\(height) image (pixels x \(r.x)…\(r.maxX), y \(r.y)…\(r.maxY))"
        }
    }
}
