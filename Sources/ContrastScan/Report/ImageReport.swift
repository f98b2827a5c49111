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
    public var regionsDetected: Bool
    /// Image-level notes (colour handling, transparency, libpng recoveries).
    public var warnings: [String]

    public init(image: String, width: Int, height: Int, colorSpace: String, scale: Double, appearance: Appearance? = nil,
                regions: [RegionReport], regionsDetected: Bool = false, warnings: [String] = []) {
        self.image = image
        self.width = width
        self.height = height
        self.colorSpace = colorSpace
        self.scale = scale
        self.appearance = appearance
        self.regions = regions
        self.regionsDetected = regionsDetected
        self.warnings = warnings
    }

    /// The worst verdict among the regions.
    public var worstVerdict: Verdict {
        regions.map(\.verdict).min() ?? .skipped
    }

    /// Whether any region could not be measured (it has a problem).
    public var hasRegionErrors: Bool { regions.contains { $0.problem != nil } }
}
