/// The regions of one screenshot, as the app or test that took it describes
/// them (the `NAME.json` beside `NAME.png`). See <doc:SidecarFormat>.
public struct Sidecar: Sendable, Equatable {
    /// The only format version this build reads.
    public static let currentVersion = 1

    public var version: Int
    /// Pixels per point: 3 for most iPhones, 2 for iPads, 1 when rects are pixels.
    public var scale: Double
    public var appearance: Appearance?
    public var regions: [RegionSpec]
    /// The screenshot this sidecar describes, relative to the sidecar's folder
    /// (optional). It can only name a file in that folder or below: see
    /// `SidecarImagePath`.
    public var image: String?

    public init(version: Int = Sidecar.currentVersion, scale: Double = 1, appearance: Appearance? = nil,
                regions: [RegionSpec], image: String? = nil) {
        self.version = version
        self.scale = scale
        self.appearance = appearance
        self.regions = regions
        self.image = image
    }
}

/// The appearance a screenshot was taken in: the three axes that choose a
/// dynamic colour on Apple platforms.
public struct Appearance: Sendable, Equatable, Codable {
    public enum ColorScheme: String, Sendable, Codable, CaseIterable { case light, dark }
    public enum Contrast: String, Sendable, Codable, CaseIterable { case standard, increased }
    public enum Level: String, Sendable, Codable, CaseIterable { case base, elevated }

    public var colorScheme: ColorScheme?
    public var contrast: Contrast?
    public var level: Level?

    public init(colorScheme: ColorScheme? = nil, contrast: Contrast? = nil, level: Level? = nil) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
    }
}

/// What a region holds, which decides the contrast it needs.
public enum RegionRole: String, Sendable, Codable, CaseIterable {
    /// Body text: 4.5:1 (7:1 with Increase Contrast).
    case text
    /// Large text (≥ 18 pt, or ≥ 14 pt bold): 3:1 (4.5:1 with Increase Contrast).
    case largeText
    /// Icons, borders and other graphics that carry meaning: 3:1.
    case nonText
    /// Ornament: measured and reported, never failed.
    case decorative
}

/// A rectangle in points, top-left origin.
public struct PointRect: Sendable, Equatable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One region of a screenshot to measure.
public struct RegionSpec: Sendable, Equatable {
    public var id: String
    public var rect: PointRect
    public var role: RegionRole
    /// The text shown, for reports only.
    public var text: String?
    /// Font size in points; decides whether text counts as large.
    public var fontSize: Double?
    /// Font weight, 100…900 (400 regular, 700 bold).
    public var fontWeight: Double?
    /// The WCAG ratio this region must reach, 1…21, replacing the policy's for
    /// this region only (e.g. a brand colour held to a contract's 5:1).
    public var minimumRatio: Double?
    /// The APCA |Lc| this region must reach, 0…108, replacing the policy's for
    /// this region only.
    public var minimumLc: Double?

    public init(id: String, rect: PointRect, role: RegionRole = .text, text: String? = nil,
                fontSize: Double? = nil, fontWeight: Double? = nil,
                minimumRatio: Double? = nil, minimumLc: Double? = nil) {
        self.id = id
        self.rect = rect
        self.role = role
        self.text = text
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.minimumRatio = minimumRatio
        self.minimumLc = minimumLc
    }
}
