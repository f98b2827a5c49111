/// A region of a file (§3.30).
///
/// SARIF regions are text (lines and columns, or character offsets) or binary
/// (byte offsets); a picture has neither, and the schema requires a region to
/// have `startLine`, `charOffset` or `byteOffset`. `pixels(_:label:)` therefore
/// writes an empty text anchor at line 1, column 1 — GitHub code scanning
/// needs a `startLine` to accept a result at all (it reads only line/column and
/// character regions, and shows no preview for an image anyway) — and carries
/// the real place, the pixel rectangle, in `message` (for people) and in
/// `properties.pixelRect` (for programs). The same rectangle also goes in the
/// result's `attachments` as a SARIF image rectangle (`SARIFAttachment`).
public struct SARIFRegion: Sendable, Hashable, Codable {
    public var startLine: Int?
    public var startColumn: Int?
    public var endLine: Int?
    public var endColumn: Int?
    public var byteOffset: Int?
    public var byteLength: Int?
    /// What the region is, for people: `pixels 120,300 to 480,360 (360×60) — region "handle"`.
    public var message: SARIFMessage?
    /// For programs: `pixelRect` {x, y, width, height} in image pixels, origin top left.
    public var properties: SARIFPropertyBag?

    public init(startLine: Int? = nil, startColumn: Int? = nil, endLine: Int? = nil, endColumn: Int? = nil,
                byteOffset: Int? = nil, byteLength: Int? = nil, message: SARIFMessage? = nil,
                properties: SARIFPropertyBag? = nil) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.byteOffset = byteOffset
        self.byteLength = byteLength
        self.message = message
        self.properties = properties
    }

    /// A pixel rectangle of an image: an empty anchor at line 1, column 1, the
    /// rectangle in `message` and `properties.pixelRect` (see the type's notes).
    /// - Parameters:
    ///   - rect: the region in image pixels.
    ///   - label: how the message names the region, e.g. `region "handle"`.
    public static func pixels(_ rect: PixelRect, label: String? = nil) -> SARIFRegion {
        let text = "pixels \(rect.x),\(rect.y) to \(rect.maxX),\(rect.maxY) (\(rect.width)×\(rect.height))"
            + (label.map { " — \($0)" } ?? "")
        return SARIFRegion(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1,
                           message: SARIFMessage(text: text),
                           properties: SARIFPropertyBag(["pixelRect": .pixelRect(rect)]))
    }
}
