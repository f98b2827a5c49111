/// A decoded PNG, or the part of it a caller asked for: rows of pixels in the
/// image's own format (`pixelFormat`) plus what the file declares about its colour.
///
/// The image may hold only some of its rows (see `RowSelection` and
/// `RowSpanWindow`); asking for a pixel in a row it does not hold returns
/// `nil` rather than a made-up value. Rows are shared, not copied, between
/// images made from the same decode.
public struct Image: Sendable {
    public let header: ImageHeader
    /// Damage the decoder recovered from and things the file does that are
    /// not analysed (an APNG's frames); libpng's own warnings start `libpng: `.
    /// Empty in the images a `RowSpanWindow` hands over while decoding goes
    /// on: the warnings are known once the file has been read to its end.
    public let warnings: [String]

    /// Row `y` is `rows[y - firstRow]`, or absent (nil, or outside the array).
    let firstRow: Int
    let rows: [PixelRow?]

    init(header: ImageHeader, warnings: [String], firstRow: Int, rows: [PixelRow?]) {
        self.header = header
        self.warnings = warnings
        self.firstRow = firstRow
        self.rows = rows
    }

    public var width: Int { header.width }
    public var height: Int { header.height }
    /// How the rows store their pixels: RGB for opaque files, RGBA with alpha; 8 or 16 bits.
    public var pixelFormat: PixelFormat { header.pixelFormat }

    /// Row `y`, or nil when it was not decoded or not kept.
    @inline(__always)
    public func row(_ y: Int) -> PixelRow? {
        let i = y &- firstRow
        return i >= 0 && i < rows.count ? rows[i] : nil
    }

    /// Whether row `y` was decoded and kept.
    public func hasRow(_ y: Int) -> Bool { row(y) != nil }

    /// The pixel at (`x`, `y`), top-left origin, each channel scaled to
    /// 0…65535 (alpha 65535 for formats without one); `nil` outside the image
    /// or in a row not kept.
    @inline(__always)
    public func pixel(x: Int, y: Int) -> Pixel? {
        row(y)?.pixel(x: x)
    }

    /// Calls `body` with every kept row, top to bottom, in the image's own
    /// format (see `PixelFormat`; `PixelRow.withUnsafeBytes` reads it): for
    /// whole-image passes that can read RGB or 16-bit directly, with no copy.
    public func forEachRow(_ body: (PixelRow) throws -> Void) rethrows {
        for case let row? in rows { try body(row) }
    }

    /// Calls `body` with every kept row, top to bottom, as 8-bit RGBA bytes
    /// (`width × 4` per row; 16-bit images are reduced to their high bytes,
    /// a missing alpha is 255), converted one row at a time. For whole-image
    /// passes such as edge detection, where `pixel(x:y:)` per pixel would
    /// dominate the cost.
    public func forEachRGBA8Row(_ body: (_ y: Int, _ row: UnsafeBufferPointer<UInt8>) -> Void) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, header.width * 4))
        defer { scratch.deallocate() }
        for case let row? in rows {
            if row.format == .rgba8 {
                row.withUnsafeBytes { body(row.y, $0.assumingMemoryBound(to: UInt8.self)) }
            } else {
                row.copyRGBA8(to: scratch)
                body(row.y, UnsafeBufferPointer(start: scratch, count: header.width * 4))
            }
        }
    }

    /// Number of rows held in memory.
    public var keptRowCount: Int { rows.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
}
