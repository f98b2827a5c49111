import ContrastScan
import ContrastScanSupport
import PNGCodec

/// The screenshot picture embedded in the HTML report: a JPEG no larger than the
/// thumbnail size on its longer side, as a `data:` URI (the report loads nothing
/// from anywhere). The report shows pictures; the numbers come from the PNG.
///
/// Made while the rows stream past (`ThumbnailSink`: area averaging, memory the
/// thumbnail's whatever the screenshot's size) — from the decode the analysis
/// already does in a batch, or from a decode of its own in `merge`.
enum HTMLThumbnail {
    /// The size of the thumbnail of a `width`×`height` image.
    static func size(width: Int, height: Int, maxDimension: Int) -> (Int, Int) {
        let size = ThumbnailSink.size(width: width, height: height, maxDimension: maxDimension)
        return (size.width, size.height)
    }

    /// The picture of a thumbnail bitmap; nil when it cannot be encoded.
    static func picture(_ bitmap: RGBA8Bitmap) -> HTMLReportMarkup.Thumbnail? {
        guard let jpeg = try? JPEGEncoder(quality: 75).encode(bitmap) else { return nil }
        return .init(dataURI: "data:image/jpeg;base64," + Base64.encode(jpeg), width: bitmap.width, height: bitmap.height)
    }

    /// The picture of the PNG at `path`, decoded for it, or nil when it cannot be
    /// read here (a merge on another machine, a file since removed): the card then
    /// shows its boxes on a blank frame.
    static func make(path: String, maxDimension: Int, limits: DecodeLimits, maxFileBytes: Int) -> HTMLReportMarkup.Thumbnail? {
        guard let fd = try? FileInput.open(path, limit: maxFileBytes) else { return nil }
        defer { try? fd.close() }
        var sink = ThumbnailSink(maxDimension: maxDimension)
        guard (try? PNGDecoder(limits: limits).decode(fileDescriptor: fd.rawValue, into: &sink)) != nil,
              let bitmap = sink.bitmap else { return nil }
        return picture(bitmap)
    }
}
