/// One image as the report files hold it — an entry of the JSON report's
/// `images`, a baseline, a batch line — with the files' rounding (see
/// `RegionRecord`); or an image that could not be analysed (`error`).
public struct ImageRecord: Sendable, Equatable {
    /// The version of the report format (reports, baselines, batch lines);
    /// bumped only for incompatible changes.
    public static let formatVersion = 1

    /// The image's path as the run named it (a baseline: relative to the folder recorded from).
    public var image: String
    /// Why the image could not be analysed: the file at fault and the problem. Nil when it was.
    public var error: String?
    public var width: Int?
    public var height: Int?
    /// How the pixel values were interpreted, e.g. "sRGB (untagged)".
    public var colorSpace: String?
    /// Pixels per point, 3 decimals.
    public var scale: Double?
    public var appearance: Appearance?
    /// True when the regions were found by text detection.
    public var regionsDetected: Bool
    /// Image-level notes.
    public var warnings: [String]
    public var regions: [RegionRecord]

    public init(image: String, error: String? = nil, width: Int? = nil, height: Int? = nil, colorSpace: String? = nil,
                scale: Double? = nil, appearance: Appearance? = nil, regionsDetected: Bool = false,
                warnings: [String] = [], regions: [RegionRecord] = []) {
        self.image = image
        self.error = error
        self.width = width
        self.height = height
        self.colorSpace = colorSpace
        self.scale = scale
        self.appearance = appearance
        self.regionsDetected = regionsDetected
        self.warnings = warnings
        self.regions = regions
    }

    /// `report` with the files' rounding.
    public init(_ report: ImageReport) {
        self.init(image: report.image, width: report.width, height: report.height, colorSpace: report.colorSpace,
                  scale: RegionRecord.rounded(report.scale, 3), appearance: report.appearance,
                  regionsDetected: report.regionsDetected, warnings: report.warnings,
                  regions: report.regions.map(RegionRecord.init))
    }

    /// An image that could not be analysed: filed under `image`, the message
    /// naming the file at fault.
    public init(image: String, error: String) {
        self.init(image: image, error: error, regions: [])
    }

    /// The region with this id, if any.
    public func region(_ id: String) -> RegionRecord? { regions.first { $0.id == id } }

    /// The worst verdict among the measured regions; nil for an image that could not be analysed.
    public var worstVerdict: Verdict? {
        guard error == nil else { return nil }
        return regions.filter { $0.error == nil }.map(\.verdict).min() ?? .skipped
    }

    /// Whether the image or one of its regions could not be analysed.
    public var hasErrors: Bool { error != nil || regions.contains { $0.error != nil } }
}
