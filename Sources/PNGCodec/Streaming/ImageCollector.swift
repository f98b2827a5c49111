/// Keeps the rows a `RowSelection` names and, once the file is checked to its
/// end, makes them an `Image`: what `PNGDecoder.decode(_:rows:)` returns.
public struct ImageCollector: RowSink {
    private let select: (ImageHeader) -> RowSelection
    private var header: ImageHeader?
    private var firstRow = 0
    private var rows: [PixelRow?] = []
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
        }
        return selection
    }

    public mutating func consume(_ row: PixelRow) {
        rows[row.y - firstRow] = row
    }

    public mutating func finish(_ summary: DecodeSummary) {
        image = Image(header: summary.header, warnings: summary.warnings, firstRow: firstRow, rows: rows)
        rows = []
    }
}
