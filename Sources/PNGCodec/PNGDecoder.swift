import CPNGBridge

/// Decodes PNGs with libpng (through CPNGBridge, the only C that calls it).
///
/// Rows come out in the image's own format (`PixelFormat`): RGB for opaque
/// files, RGBA with alpha, 16 bits for 16-bit files; palette and grey are
/// expanded. zlib's Adler-32 check is skipped for speed: chunk CRCs, checked
/// for the whole file even when decoding stops early, still detect damage.
///
/// Two ways in:
/// - `decode(_:rows:)` returns an `Image` holding the rows asked for;
/// - `decode(fileAt:into:)` (or `fileDescriptor:`, or bytes) streams: the file
///   is read a block at a time and each row goes to a `RowSink` as soon as it
///   is decoded (`RowSpanWindow` for regions, `ThumbnailSink`,
///   `RGBA8BitmapSink`, `ImageCollector`, or two at once with `RowSinkPair`).
public struct PNGDecoder: Sendable {
    public var limits: DecodeLimits
    /// When set, decoding stops with `PNGError.timedOut` once this instant has
    /// passed. It is checked for every chunk, every read from the file and
    /// every row, so one pathological file cannot stall a run of many.
    public var deadline: ContinuousClock.Instant?
    /// Bytes asked of the file per read(2) when decoding from a file: the
    /// only buffer the file passes through (64 KiB).
    public var readSize: Int = 64 << 10

    public init(limits: DecodeLimits = .default, deadline: ContinuousClock.Instant? = nil) {
        self.limits = limits
        self.deadline = deadline
    }

    /// Decodes every row of `bytes`.
    /// - Throws: `PNGError` describing what is wrong with the file.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> Image {
        try decode(bytes) { _ in .all }
    }

    /// Decodes `bytes`, asking `rows` which rows to keep once the header is known.
    ///
    /// Rows after the last one kept are never inflated, which is what makes
    /// region analysis cost less than a full decode; the rest of the file's
    /// chunks are still checked (a damaged CRC there is an error).
    /// - Throws: `PNGError` describing what is wrong with the file.
    public func decode(_ bytes: [UInt8], rows: (ImageHeader) -> RowSelection) throws(PNGError) -> Image {
        let result: Result<Image, PNGError> = withoutActuallyEscaping(rows) { rows in
            Result { () throws(PNGError) -> Image in
                var collector = ImageCollector(rows: rows)
                _ = try decode(bytes, into: &collector)
                guard let image = collector.image else { throw .outOfMemory }
                return image
            }
        }
        return try result.get()
    }

    /// Decodes `bytes`, handing the rows `sink` asks for to it as they are decoded.
    /// - Throws: `PNGError` describing what is wrong with the file; then
    ///   whatever the sink made of the rows it got must be dropped.
    public func decode<Sink: RowSink>(_ bytes: [UInt8], into sink: inout Sink) throws(PNGError) -> DecodeSummary {
        if bytes.isEmpty { throw .empty }
        try checkDeadline()
        // The C decoder borrows the bytes; every call stays inside this closure
        // so the buffer outlives the decoder.
        let result: Result<DecodeSummary, PNGError> = bytes.withUnsafeBytes { buffer in
            guard let decoder = cs_png_decoder_create(buffer.baseAddress, buffer.count, cLimits) else {
                return .failure(.outOfMemory)
            }
            defer { cs_png_decoder_destroy(decoder) }
            return Result { () throws(PNGError) in try run(decoder, into: &sink) }
        }
        return try result.get()
    }

    func checkDeadline() throws(PNGError) {
        if let deadline, ContinuousClock.now >= deadline { throw .timedOut }
    }

    var cLimits: cs_png_limits {
        cs_png_limits(
            max_pixels: UInt64(clamping: limits.maxPixels),
            max_dimension: UInt32(clamping: limits.maxDimension),
            max_chunk_bytes: UInt64(clamping: limits.maxChunkBytes),
            max_cached_chunks: UInt32(clamping: limits.maxCachedChunks),
            time_limit_ns: deadline.map { Self.nanoseconds(until: $0) } ?? 0)
    }

    /// Nanoseconds from now to `deadline`, at least 1 (0 would mean no limit).
    private static func nanoseconds(until deadline: ContinuousClock.Instant) -> UInt64 {
        let left = ContinuousClock.now.duration(to: deadline).components
        guard left.seconds >= 0 else { return 1 }
        let nanos = UInt64(clamping: left.seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let total = nanos.partialValue.addingReportingOverflow(UInt64(clamping: left.attoseconds / 1_000_000_000))
        if nanos.overflow || total.overflow { return .max }
        return max(1, total.partialValue)
    }
}
