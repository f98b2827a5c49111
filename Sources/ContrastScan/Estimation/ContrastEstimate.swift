import ColorScience

/// What the pixels of one region say about its contrast.
public struct ContrastEstimate: Sendable, Equatable {
    /// Glyph colour: the median of the fully covered glyph cores, as sRGB
    /// (components outside 0…1 when the colour lies outside the sRGB gamut).
    public var foreground: RGB
    /// Composited background under the glyphs: the median of the local
    /// background estimate at the glyph pixels.
    public var background: RGB
    /// The glyph colour in the image's own space; nil for sRGB images.
    public var foregroundSource: SourceColor?
    /// The background in the image's own space; nil for sRGB images.
    public var backgroundSource: SourceColor?
    /// WCAG 2.x contrast ratio between `foreground` and `background`, from
    /// their unclipped luminance.
    public var ratio: Double
    /// APCA-W3 0.1.9 Lc, foreground as text on background.
    public var apcaLc: Double
    /// 5th percentile, over the glyph core pixels, of each pixel's ratio
    /// against its local background: the contrast of the weakest parts.
    public var worstRatio: Double
    /// The ratio range the pixels allow (10th–90th percentiles of glyph and
    /// background luminance): a verdict is only decided when this range lies
    /// on one side of the threshold or confidence is high.
    public var ratioRange: ClosedRange<Double>
    /// How far the background behind the glyphs varies along the line
    /// (gradients, photos): one colour for a solid background.
    public var backgroundRange: BackgroundRange?
    /// 0…1: how far the numbers can be trusted.
    public var confidence: Double
    /// Why confidence is below 1, one short phrase each.
    public var reasons: [String]
    /// Number of glyph core pixels measured (of the samples read).
    public var glyphPixelCount: Int

    public init(foreground: RGB, background: RGB, foregroundSource: SourceColor? = nil,
                backgroundSource: SourceColor? = nil, ratio: Double, apcaLc: Double, worstRatio: Double,
                ratioRange: ClosedRange<Double>, backgroundRange: BackgroundRange? = nil, confidence: Double, reasons: [String], glyphPixelCount: Int) {
        self.foreground = foreground
        self.background = background
        self.foregroundSource = foregroundSource
        self.backgroundSource = backgroundSource
        self.ratio = ratio
        self.apcaLc = apcaLc
        self.worstRatio = worstRatio
        self.ratioRange = ratioRange
        self.backgroundRange = backgroundRange
        self.confidence = confidence
        self.reasons = reasons
        self.glyphPixelCount = glyphPixelCount
    }
}

/// The darkest and lightest local background behind a region's glyphs
/// (5th and 95th percentiles over the glyph pixels).
public struct BackgroundRange: Sendable, Equatable {
    public var darkest: RGB
    public var lightest: RGB
    /// WCAG relative luminance of the two.
    public var luminance: ClosedRange<Double>

    public init(darkest: RGB, lightest: RGB, luminance: ClosedRange<Double>) {
        self.darkest = darkest
        self.lightest = lightest
        self.luminance = luminance
    }

    /// Whether the background varies enough to matter: more than 5% in (Y + 0.05),
    /// the quantity WCAG ratios are made of.
    public var varies: Bool {
        (luminance.upperBound + 0.05) / (luminance.lowerBound + 0.05) > 1.05
    }
}
