import ContrastScan
import PNGCodec

/// The picture an annotated copy is drawn on, made while the rows stream past:
/// the screenshot at full size — as RGB when it has no alpha (its PNG rows as
/// they are: a quarter less memory, nothing converted), else RGBA — or, above
/// `maxPixels`, reduced by area averaging so its longer side is `maxSide`,
/// which keeps a worker's memory bounded whatever the screenshot (a
/// 10000×10000 PNG would be 400 MB at full size).
struct AnnotationCanvas: RowSink {
    static let maxPixels = 4096 * 4096
    static let maxSide = 4096

    private var opaque: RGB8BitmapSink?
    private var full: RGBA8BitmapSink?
    private var reduced: ThumbnailSink?
    private var sourceWidth = 0
    /// Where the canvas's buffer comes from and goes back to; nil: a new one each time.
    private let pool: PixelBufferPool?

    init(pool: PixelBufferPool? = nil) {
        self.pool = pool
    }

    mutating func rows(for header: ImageHeader) -> RowSelection {
        sourceWidth = header.width
        if header.width * header.height <= Self.maxPixels {
            if !header.pixelFormat.hasAlpha {
                var sink = RGB8BitmapSink(reusing: pool?.take() ?? [])
                defer { opaque = sink }
                return sink.rows(for: header)
            }
            var sink = RGBA8BitmapSink(reusing: pool?.take() ?? [])
            defer { full = sink }
            return sink.rows(for: header)
        }
        var sink = ThumbnailSink(maxDimension: Self.maxSide)
        defer { reduced = sink }
        return sink.rows(for: header)
    }

    mutating func consume(_ row: PixelRow) {
        opaque?.consume(row)
        full?.consume(row)
        reduced?.consume(row)
    }

    mutating func finish(_ summary: DecodeSummary) {
        opaque?.finish(summary)
        full?.finish(summary)
        reduced?.finish(summary)
    }

    /// The PNG of the record drawn on the canvas (its boxes scaled to the canvas
    /// when it was reduced), encoded by `encoder`; nil when no pixels were decoded.
    /// The canvas gives its picture away — drawn on in place, as a copy of a
    /// full-size screenshot would cost 11-14 MB and its time — so this is called once.
    mutating func annotatedPNG(with record: ImageRecord, encoder: PNGEncoder) throws(PNGEncodingError) -> [UInt8]? {
        if var bitmap = opaque?.takeBitmap() {
            Annotator.annotate(&bitmap, with: record)
            let png = try encoder.encode(bitmap)
            pool?.give(bitmap.takePixels())
            return png
        }
        guard var bitmap = full?.takeBitmap() ?? reduced?.takeBitmap() else { return nil }
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
        let png = try encoder.encode(bitmap)
        pool?.give(bitmap.takePixels())
        return png
    }
}
