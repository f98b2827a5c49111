import ContrastScan
import ContrastScanSupport
import PNGCodec

/// The screenshot picture embedded in the HTML report: a PNG no larger than
/// the thumbnail size on its longer side, as a `data:` URI (the report loads
/// nothing from anywhere). A small file already within the size is embedded
/// as it is; anything else is decoded, box-filtered down and re-encoded with
/// `PNGEncoder`.
enum HTMLThumbnail {
    /// Files up to this size, within the thumbnail size, are embedded unchanged.
    static let originalBytesLimit = 256 << 10

    /// The size of the thumbnail of a `width`×`height` image.
    static func size(width: Int, height: Int, maxDimension: Int) -> (Int, Int) {
        let longer = max(width, height)
        guard longer > maxDimension, longer > 0 else { return (width, height) }
        return (max(1, width * maxDimension / longer), max(1, height * maxDimension / longer))
    }

    /// The thumbnail of the PNG at `path`, or nil when it cannot be read here
    /// (a merge on another machine, a file since removed): the card then shows
    /// its boxes on a blank frame.
    static func make(path: String, maxDimension: Int, limits: DecodeLimits, maxFileBytes: Int) -> HTMLReportMarkup.Thumbnail? {
        guard let bytes = try? FileInput.read(path, limit: maxFileBytes),
              let image = try? PNGDecoder(limits: limits).decode(bytes) else { return nil }
        if bytes.count <= originalBytesLimit && max(image.width, image.height) <= maxDimension {
            return .init(dataURI: "data:image/png;base64," + Base64.encode(bytes), width: image.width, height: image.height)
        }
        let small = RGBA8Bitmap(image).downscaled(maxDimension: maxDimension)
        guard let png = try? PNGEncoder(compressionLevel: 9).encode(small) else { return nil }
        return .init(dataURI: "data:image/png;base64," + Base64.encode(png), width: small.width, height: small.height)
    }
}
