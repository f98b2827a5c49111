/// Receives an image's rows as they are decoded, top to bottom.
///
/// `PNGDecoder.decode(fileAt:into:)` and its siblings read the file a block
/// at a time and hand each row a sink asked for to `consume(_:)` as soon as it
/// is decoded; rows after the last one any sink asked for are never inflated.
/// A sink keeps a row by keeping the `PixelRow` (shared, no copy) and lets it
/// go when done, so memory follows what the sinks keep, not the image.
///
/// Rows arrive before the rest of the file has been checked: when the decode
/// throws, anything made from the rows must be dropped. `finish(_:)` is called
/// only after the whole file was checked (every chunk's CRC, to the end).
public protocol RowSink {
    /// Which rows this sink needs, decided from the header before any row is decoded.
    mutating func rows(for header: ImageHeader) -> RowSelection
    /// One of the rows asked for; rows come top to bottom, each once.
    mutating func consume(_ row: PixelRow)
    /// Decoding ended without an error; `summary` has the warnings.
    mutating func finish(_ summary: DecodeSummary)
}

extension RowSink {
    public mutating func finish(_ summary: DecodeSummary) {}
}

/// What a decode established besides the rows: the header and the warnings
/// (damage recovered from, an APNG's frames not analysed).
public struct DecodeSummary: Sendable, Equatable {
    public var header: ImageHeader
    public var warnings: [String]
    /// Rows inflated, kept or not: rows after the last one a sink asked for are not.
    public var rowsDecoded: Int

    public init(header: ImageHeader, warnings: [String], rowsDecoded: Int) {
        self.header = header
        self.warnings = warnings
        self.rowsDecoded = rowsDecoded
    }
}
