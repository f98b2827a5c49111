/// A file the run looked at (§3.24): here a screenshot.
public struct SARIFArtifact: Sendable, Hashable, Codable {
    public var location: SARIFArtifactLocation
    /// `image/png` for screenshots.
    public var mimeType: String?
    /// What the file was to the run: `analysisTarget` for a screenshot that was analysed.
    public var roles: [Role]?
    /// Size in bytes.
    public var length: Int?
    /// Digests by algorithm name, e.g. `["sha-256": "…"]` (lower-case hex).
    public var hashes: [String: String]?

    public init(location: SARIFArtifactLocation, mimeType: String? = nil, roles: [Role]? = nil,
                length: Int? = nil, hashes: [String: String]? = nil) {
        self.location = location
        self.mimeType = mimeType
        self.roles = roles
        self.length = length
        self.hashes = hashes
    }

    /// A screenshot that was analysed.
    public static func screenshot(uri: String, length: Int? = nil, sha256: String? = nil) -> SARIFArtifact {
        SARIFArtifact(location: SARIFArtifactLocation(uri: uri), mimeType: "image/png", roles: [.analysisTarget],
                      length: length, hashes: sha256.map { ["sha-256": $0] })
    }

    /// The artifact roles contrastscan uses (§3.24.6 lists them all).
    public enum Role: String, Sendable, Hashable, Codable {
        /// The file was analysed.
        case analysisTarget
        /// The file is attached to results (e.g. an annotated copy).
        case attachment
        /// A file the run compared against, e.g. a baseline's screenshot.
        case referencedOnCommandLine
    }
}

/// A file attached to a result (§3.21) with areas of interest in it.
public struct SARIFAttachment: Sendable, Hashable, Codable {
    public var description: SARIFMessage?
    public var artifactLocation: SARIFArtifactLocation
    /// Areas of the image, in its pixels.
    public var rectangles: [SARIFRectangle]?

    public init(description: SARIFMessage? = nil, artifactLocation: SARIFArtifactLocation,
                rectangles: [SARIFRectangle]? = nil) {
        self.description = description
        self.artifactLocation = artifactLocation
        self.rectangles = rectangles
    }

    /// The screenshot with one region marked: SARIF's image rectangle, which
    /// viewers that draw attachments can outline.
    public static func screenshot(uri: String, index: Int? = nil, rect: PixelRect, label: String? = nil) -> SARIFAttachment {
        SARIFAttachment(description: SARIFMessage(text: "The screenshot, with the region measured"),
                        artifactLocation: SARIFArtifactLocation(uri: uri, index: index),
                        rectangles: [SARIFRectangle(rect, label: label)])
    }
}

/// An area of an image (§3.57) in the image's own units (pixels), edges
/// rather than size: `right` = x + width, `bottom` = y + height.
public struct SARIFRectangle: Sendable, Hashable, Codable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int
    public var message: SARIFMessage?

    public init(top: Int, left: Int, bottom: Int, right: Int, message: SARIFMessage? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.message = message
    }

    public init(_ rect: PixelRect, label: String? = nil) {
        self.init(top: rect.y, left: rect.x, bottom: rect.maxY, right: rect.maxX,
                  message: label.map { SARIFMessage(text: $0) })
    }
}
