/// A location (§3.28): here always a place in a file.
public struct SARIFLocation: Sendable, Hashable, Codable {
    public var physicalLocation: SARIFPhysicalLocation

    public init(physicalLocation: SARIFPhysicalLocation) {
        self.physicalLocation = physicalLocation
    }

    /// A region of a screenshot: the file, and the pixel rectangle as a
    /// `SARIFRegion.pixels(_:)` region.
    ///
    /// - Parameters:
    ///   - uri: the screenshot's path relative to the repository root, `/`-separated
    ///     (code scanning matches alerts by path, so it must not change between runs).
    ///   - index: the screenshot's position in `run.artifacts`, if listed there.
    ///   - rect: the region in image pixels.
    ///   - label: how the region is named in the region's message, e.g. its id.
    public static func screenshot(uri: String, index: Int? = nil, rect: PixelRect, label: String? = nil) -> SARIFLocation {
        SARIFLocation(physicalLocation: SARIFPhysicalLocation(
            artifactLocation: SARIFArtifactLocation(uri: uri, index: index),
            region: .pixels(rect, label: label)))
    }
}

/// `physicalLocation` (§3.29): a file and, optionally, a region of it.
public struct SARIFPhysicalLocation: Sendable, Hashable, Codable {
    public var artifactLocation: SARIFArtifactLocation
    public var region: SARIFRegion?

    public init(artifactLocation: SARIFArtifactLocation, region: SARIFRegion? = nil) {
        self.artifactLocation = artifactLocation
        self.region = region
    }
}

/// `artifactLocation` (§3.4): a file by URI reference.
public struct SARIFArtifactLocation: Sendable, Hashable, Codable {
    /// A relative reference such as `Screenshots/settings.png` (percent-encode
    /// what a URI cannot hold; `SARIFArtifactLocation.uri(path:)` does).
    public var uri: String
    /// A symbolic base the URI is relative to, e.g. `%SRCROOT%`; nil for the
    /// repository root, which is what code scanning assumes.
    public var uriBaseId: String?
    /// The file's position in `run.artifacts`.
    public var index: Int?

    public init(uri: String, uriBaseId: String? = nil, index: Int? = nil) {
        self.uri = uri
        self.uriBaseId = uriBaseId
        self.index = index
    }

    /// A relative file path as a URI reference: `/`-separated segments with
    /// every character outside RFC 3986's unreserved set and `/` percent-encoded
    /// as UTF-8 (`Screen shots/Ünïcode.png` → `Screen%20shots/%C3%9Cn%C3%AFcode.png`).
    public static func uri(path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
