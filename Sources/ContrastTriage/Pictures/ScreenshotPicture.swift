import ContrastScan
import ContrastScanSupport
import PNGCodec

/// The screenshot picture embedded in the HTML report: a JPEG no larger than the
/// thumbnail size on its longer side, as a `data:` URI (the report loads nothing
/// from anywhere). The report shows pictures; the numbers come from the PNG.
///
/// Made while the rows stream past (`ThumbnailSink`: area averaging, memory the
/// thumbnail's whatever the screenshot's size) — from the decode the analysis
/// already does in a batch, or from a decode of its own in `merge`. Its own folder,
/// below both the batch (which makes pictures) and the report (which shows them).
struct ScreenshotPicture: Sendable, Equatable {
    /// `data:image/jpeg;base64,…`
    var dataURI: String
    /// The picture's size in pixels.
    var width: Int
    var height: Int

    /// The size of the thumbnail of a `width`×`height` image.
    static func size(width: Int, height: Int, maxDimension: Int) -> (Int, Int) {
        let size = ThumbnailSink.size(width: width, height: height, maxDimension: maxDimension)
        return (size.width, size.height)
    }

    /// The picture of a thumbnail bitmap; nil when it cannot be encoded.
    init?(thumbnail bitmap: RGBA8Bitmap) {
        guard let jpeg = try? JPEGEncoder(quality: 75).encode(bitmap) else { return nil }
        self.init(dataURI: Base64.encode(jpeg, after: "data:image/jpeg;base64,"), width: bitmap.width, height: bitmap.height)
    }

    init(dataURI: String, width: Int, height: Int) {
        self.dataURI = dataURI
        self.width = width
        self.height = height
    }

    /// The picture of the PNG at `path`, decoded for it, or nil when it cannot be
    /// read here (a merge on another machine, a file since removed): the card then
    /// shows its boxes on a blank frame.
    init?(path: String, maxDimension: Int, limits: DecodeLimits, maxFileBytes: Int) {
        guard let fd = try? FileInput.open(path, limit: maxFileBytes) else { return nil }
        defer { try? fd.close() }
        var sink = ThumbnailSink(maxDimension: maxDimension)
        guard (try? PNGDecoder(limits: limits).decode(fileDescriptor: fd.rawValue, into: &sink)) != nil,
              let bitmap = sink.bitmap else { return nil }
        self.init(thumbnail: bitmap)
    }
}
