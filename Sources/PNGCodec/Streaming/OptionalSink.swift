/// A sink that may not be there: with none, it asks for no row. For a decode
/// whose extra outputs (a thumbnail, a bitmap to annotate) are each optional.
public struct OptionalSink<Wrapped: RowSink>: RowSink {
    public var wrapped: Wrapped?

    public init(_ wrapped: Wrapped?) {
        self.wrapped = wrapped
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        wrapped?.rows(for: header) ?? .none
    }

    public mutating func consume(_ row: PixelRow) {
        wrapped?.consume(row)
    }

    public mutating func finish(_ summary: DecodeSummary) {
        wrapped?.finish(summary)
    }
}
