/// Two sinks fed by one decode: each gets the rows it asked for, and the
/// decoder reads up to the last row either needs. Nest pairs for more
/// (`RowSinkPair(window, RowSinkPair(thumbnail, bitmap))`).
public struct RowSinkPair<First: RowSink, Second: RowSink>: RowSink {
    public var first: First
    public var second: Second
    private var firstRows = RowSelection.all
    private var secondRows = RowSelection.all

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        firstRows = first.rows(for: header)
        secondRows = second.rows(for: header)
        return firstRows.union(secondRows)
    }

    public mutating func consume(_ row: PixelRow) {
        if firstRows.contains(row.y) { first.consume(row) }
        if secondRows.contains(row.y) { second.consume(row) }
    }

    public mutating func finish(_ summary: DecodeSummary) {
        first.finish(summary)
        second.finish(summary)
    }
}
