import ContrastScan
import PNGCodec

/// The picture an annotated copy is drawn on, made while the rows stream past:
/// the screenshot at full size, or — above `maxPixels` — reduced by area
/// averaging so its longer side is `maxSide`, which keeps a worker's memory
/// bounded whatever the screenshot (a 10000×10000 PNG would be 400 MB at full size).
struct AnnotationCanvas: RowSink {
    static let maxPixels = 4096 * 4096
    static let maxSide = 4096

    private var full: RGBA8BitmapSink?
    private var reduced: ThumbnailSink?
    private var sourceWidth = 0

    mutating func rows(for header: ImageHeader) -> RowSelection {
        sourceWidth = header.width
        if header.width * header.height <= Self.maxPixels {
            var sink = RGBA8BitmapSink()
            defer { full = sink }
            return sink.rows(for: header)
        }
        var sink = ThumbnailSink(maxDimension: Self.maxSide)
        defer { reduced = sink }
        return sink.rows(for: header)
    }

    mutating func consume(_ row: PixelRow) {
        full?.consume(row)
        reduced?.consume(row)
    }

    mutating func finish(_ summary: DecodeSummary) {
        full?.finish(summary)
        reduced?.finish(summary)
    }

    /// The record drawn on the canvas: its boxes scaled to the canvas when it was reduced.
    func annotated(with record: ImageRecord) -> RGBA8Bitmap? {
        guard var bitmap = full?.bitmap ?? reduced?.bitmap else { return nil }
        var drawn = record
        if bitmap.width != sourceWidth, sourceWidth > 0 {
            let scale = Double(bitmap.width) / Double(sourceWidth)
            for index in drawn.regions.indices {
                guard let r = drawn.regions[index].pixelRect else { continue }
                drawn.regions[index].pixelRect = PixelRect(
                    x: Int((Double(r.x) * scale).rounded(.down)), y: Int((Double(r.y) * scale).rounded(.down)),
                    width: max(1, Int((Double(r.width) * scale).rounded(.up))), height: max(1, Int((Double(r.height) * scale).rounded(.up))))
            }
        }
        Annotator.annotate(&bitmap, with: drawn)
        return bitmap
    }
}
