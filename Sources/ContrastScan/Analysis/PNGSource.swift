import ContrastScanSupport
import PNGCodec

/// Where a screenshot's PNG bytes come from: an open file (read a block at a
/// time, never held whole) or bytes already in memory (a test target's
/// screenshot).
enum PNGSource {
    case file(FileDescriptor)
    case bytes([UInt8])

    /// Decodes into `sink`, rows handed over as they are decoded.
    func decode<Sink: RowSink>(with decoder: PNGDecoder, into sink: inout Sink) throws(PNGError) -> DecodeSummary {
        switch self {
        case .file(let fd): return try decoder.decode(fileDescriptor: fd.rawValue, into: &sink)
        case .bytes(let bytes): return try decoder.decode(bytes, into: &sink)
        }
    }
}

/// A sink that asks for no row: what a decode feeds when nothing but the
/// regions needs the pixels.
public struct NoRows: RowSink {
    public init() {}
    public mutating func rows(for header: ImageHeader) -> RowSelection { .none }
    public mutating func consume(_ row: PixelRow) {}
}
