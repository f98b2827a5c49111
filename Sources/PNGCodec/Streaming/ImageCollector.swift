/// Keeps the rows a `RowSelection` names and, once the file is checked to its
/// end, makes them an `Image`: what `PNGDecoder.decode(_:rows:)` returns.
///
/// A whole image is copied into one block sized for all of its rows (a row's
/// copy costs less than a small allocation per row: see `RowBlock`); the rows
/// of a partial selection are kept as the decoder made them, so memory the
/// selection skips is never touched.
public struct ImageCollector: RowSink {
    private let select: (ImageHeader) -> RowSelection
    private var header: ImageHeader?
    private var firstRow = 0
    private var rows: [PixelRow?] = []
    private var block: RowBlock?
    private var filled = 0
    /// The image, after a decode that did not throw.
    public private(set) var image: Image?

    /// Keeps the rows `rows` asks for once the header is known.
    public init(rows: @escaping (ImageHeader) -> RowSelection = { _ in .all }) {
        select = rows
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        self.header = header
        let selection = select(header)
        let ranges = selection.clipped(height: header.height)
        if let first = ranges.first, let last = ranges.last {
            firstRow = first.lowerBound
            rows = [PixelRow?](repeating: nil, count: last.upperBound - first.lowerBound)
            if selection == .all {
                block = RowBlock(byteCount: header.height * header.width * header.pixelFormat.bytesPerPixel)
            }
        }
        filled = 0
        return selection
    }

    public mutating func consume(_ row: PixelRow) {
        guard row.y - firstRow < rows.count else { return }
        guard let block else {
            rows[row.y - firstRow] = row
            return
        }
        let offset = filled * row.byteCount
        (block.base + offset).copyMemory(from: row.storage, byteCount: row.byteCount)
        rows[row.y - firstRow] = PixelRow(y: row.y, width: row.width, format: row.format, in: block, at: offset)
        filled += 1
    }

    public mutating func finish(_ summary: DecodeSummary) {
        image = Image(header: summary.header, warnings: summary.warnings, firstRow: firstRow, rows: rows)
        rows = []
        block = nil
    }
}
