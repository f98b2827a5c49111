import ColorScience

/// The measured contrast of one region: what the JSON report's `regions[]` holds.
public struct RegionReport: Sendable, Equatable {
    public var id: String
    public var text: String?
    public var role: RegionRole
    /// The rect as declared, in points.
    public var rect: PointRect
    /// The pixels measured (clipped to the image).
    public var pixelRect: PixelRect
    /// Glyph colour as sRGB; clipped in the hex form when outside the gamut.
    public var foreground: RGB?
    public var background: RGB?
    /// The colours in the image's own space, for non-sRGB images.
    public var foregroundSource: SourceColor?
    public var backgroundSource: SourceColor?
    public var ratio: Double?
    public var apcaLc: Double?
    public var worstRatio: Double?
    /// Darkest and lightest local background behind the glyphs.
    public var backgroundRange: BackgroundRange?
    /// The minimum ratio applied; nil when none applies (decorative).
    public var threshold: Double?
    /// The minimum APCA |Lc| applied; nil when APCA is not applied or never fails the region.
    public var minimumLc: Double? = nil
    /// The standards the region is held to: the policy's, plus any a sidecar override adds.
    public var standard: ContrastStandard = .wcag2
    /// The rule the threshold comes from.
    public var rule: String
    public var verdict: Verdict
    public var confidence: Double
    /// Why confidence is low, clipping, and other things the reader should know.
    public var warnings: [String]
    /// True when the region was found by text detection, not given by a sidecar.
    public var detected = false
    /// For a failing region: the nearest passing foreground and background.
    public var suggestions: [ContrastSuggestion] = []
    /// Set when the region could not be measured at all (e.g. outside the image).
    public var error: String?
}

/// The report for one image: what the JSON report's `images[]` holds.
public struct ImageReport: Sendable, Equatable {
    /// The image's path as given on the command line (or a name for in-memory input).
    public var image: String
    public var width: Int
    public var height: Int
    /// How the pixel values were interpreted, e.g. "sRGB (untagged)".
    public var colorSpace: String
    public var scale: Double
    public var appearance: Appearance?
    public var regions: [RegionReport]
    /// True when the regions were found by text detection (no sidecar).
    public var regionsDetected = false
    /// Image-level notes (colour handling, transparency, libpng recoveries).
    public var warnings: [String]

    /// The worst verdict among the regions.
    public var worstVerdict: Verdict {
        regions.map(\.verdict).min() ?? .skipped
    }

    /// Whether any region could not be measured (it has an error).
    public var hasRegionErrors: Bool { regions.contains { $0.error != nil } }
}
