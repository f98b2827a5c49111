import CPNGBridge

/// Decodes PNG bytes with libpng (through CPNGBridge, the only file that
/// calls it) into an `Image`.
///
/// Every colour type and bit depth is expanded to RGBA; 16-bit files keep
/// 16 bits. zlib's Adler-32 check is skipped for speed: chunk CRCs still
/// detect damage.
public struct PNGDecoder: Sendable {
    public var limits: DecodeLimits
    /// When set, decoding stops with `PNGError.timedOut` once this instant has
    /// passed. It is checked for every chunk, every read from the file and
    /// every row, so one pathological file cannot stall a run of many.
    public var deadline: ContinuousClock.Instant?

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
    /// Rows after the last one kept are never read, so damage there goes
    /// unnoticed: this is deliberate, it is what makes region analysis cost
    /// less than a full decode.
    /// - Throws: `PNGError` describing what is wrong with the file.
    public func decode(_ bytes: [UInt8], rows: (ImageHeader) -> RowSelection) throws(PNGError) -> Image {
        if bytes.isEmpty { throw .empty }
        if let deadline, ContinuousClock.now >= deadline { throw .timedOut }
        // The C decoder borrows the bytes; every call stays inside this closure
        // so the buffer outlives the decoder.
        let result: Result<Image, PNGError> = bytes.withUnsafeBytes { buffer in
            decodeBorrowed(buffer, rows: rows)
        }
        return try result.get()
    }

    private func decodeBorrowed(_ buffer: UnsafeRawBufferPointer,
                                rows: (ImageHeader) -> RowSelection) -> Result<Image, PNGError> {
        let cLimits = cs_png_limits(
            max_pixels: UInt64(clamping: limits.maxPixels),
            max_dimension: UInt32(clamping: limits.maxDimension),
            max_chunk_bytes: UInt64(clamping: limits.maxChunkBytes),
            max_cached_chunks: UInt32(clamping: limits.maxCachedChunks),
            time_limit_ns: deadline.map { Self.nanoseconds(until: $0) } ?? 0)
        guard let decoder = cs_png_decoder_create(buffer.baseAddress, buffer.count, cLimits) else {
            return .failure(.outOfMemory)
        }
        defer { cs_png_decoder_destroy(decoder) }

        var info = cs_png_info()
        let infoStatus = cs_png_read_info(decoder, &info)
        guard infoStatus == CS_PNG_OK else {
            return .failure(error(infoStatus, decoder: decoder, bytes: buffer))
        }
        let header = Self.header(from: info)
        let mask = rows(header).mask(height: header.height)
        let keptRows = mask.reduce(0) { $0 + Int($1) }
        var rowSlot = [Int32](repeating: -1, count: header.height)
        var next: Int32 = 0
        for y in 0..<header.height where mask[y] != 0 {
            rowSlot[y] = next
            next += 1
        }
        let samples = keptRows * header.width * 4
        /// Reads the kept rows into a buffer of `Sample`s (UInt8 or UInt16 channels).
        func readRows<Sample: FixedWidthInteger>(as _: Sample.Type) -> ([Sample], cs_png_error_kind) {
            var buffer = [Sample](repeating: 0, count: samples)
            var status = CS_PNG_OK
            buffer.withUnsafeMutableBytes { out in
                mask.withUnsafeBufferPointer { keep in
                    status = cs_png_read_rows(decoder, keep.baseAddress, out.baseAddress, out.count)
                }
            }
            return (buffer, status)
        }
        let storage: Image.Storage
        let rowStatus: cs_png_error_kind
        if header.outputDepth == 16 {
            let (words, status) = readRows(as: UInt16.self)
            (storage, rowStatus) = (.sixteenBit(words), status)
        } else {
            let (bytes, status) = readRows(as: UInt8.self)
            (storage, rowStatus) = (.eightBit(bytes), status)
        }
        guard rowStatus == CS_PNG_OK else {
            return .failure(error(rowStatus, decoder: decoder, bytes: buffer))
        }
        let warningText = String(cString: cs_png_warnings(decoder))
        let warnings = warningText.isEmpty ? [] : warningText.split(separator: "; ").map(String.init)
        return .success(Image(header: header, warnings: warnings, rowSlot: rowSlot, storage: storage))
    }

    private static func header(from info: cs_png_info) -> ImageHeader {
        var chunks = ColorChunks()
        if info.has_iccp != 0 {
            let name = withUnsafeBytes(of: info.iccp_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            var data: [UInt8] = []
            if let pointer = info.iccp_data, info.iccp_length > 0 {
                data = Array(UnsafeRawBufferPointer(start: pointer, count: Int(info.iccp_length)))
            }
            chunks.iccProfile = .init(name: name, data: data)
        }
        chunks.droppedICCProfile = info.iccp_dropped != 0
        if info.has_srgb != 0 { chunks.srgbIntent = Int(info.srgb_intent) }
        if info.has_gama != 0 { chunks.gamma = Double(info.gama) / 100_000 }
        if info.has_chrm != 0 {
            let c = withUnsafeBytes(of: info.chrm) { Array($0.bindMemory(to: UInt32.self)) }.map { Double($0) / 100_000 }
            chunks.chromaticities = .init(whiteX: c[0], whiteY: c[1], redX: c[2], redY: c[3],
                                          greenX: c[4], greenY: c[5], blueX: c[6], blueY: c[7])
        }
        if info.has_cicp != 0 {
            let (p, t, m, f) = info.cicp
            chunks.cicp = .init(colourPrimaries: p, transferCharacteristics: t, matrixCoefficients: m, fullRange: f != 0)
        }
        return ImageHeader(width: Int(info.width), height: Int(info.height), bitDepth: Int(info.bit_depth),
                           colorType: Int(info.color_type), isInterlaced: info.interlaced != 0,
                           hasAlpha: info.has_alpha != 0, outputDepth: Int(info.output_depth), colorChunks: chunks)
    }

    private func error(_ kind: cs_png_error_kind, decoder: OpaquePointer, bytes: UnsafeRawBufferPointer) -> PNGError {
        let message = String(cString: cs_png_error_message(decoder))
        switch kind {
        case CS_PNG_ERR_SIGNATURE:
            return bytes.isEmpty ? .empty : .notPNG(detectedFormat: FileSniffer.format(of: bytes))
        case CS_PNG_ERR_TRUNCATED:
            return .truncated(message)
        case CS_PNG_ERR_CRC:
            // libpng says "IDAT: CRC error"; the chunk name is what the user needs.
            let chunk = message.split(separator: ":").first.map(String.init) ?? "unknown"
            return .crcMismatch(chunk: chunk)
        case CS_PNG_ERR_LIMIT:
            if let (width, height) = Self.dimensions(in: bytes), width * height > 0,
               message.hasPrefix("image is") {
                return .tooLarge(width: width, height: height, limit: limits.maxPixels)
            }
            return .limitExceeded(message)
        case CS_PNG_ERR_HEADER:
            // libpng warns with the specific fault ("Image width is zero in IHDR")
            // and then fails with a generic "Invalid IHDR data".
            let detail = String(cString: cs_png_warnings(decoder)).split(separator: "; ")
                .map { $0.hasPrefix("libpng: ") ? $0.dropFirst(8) : $0 }.joined(separator: "; ")
            return .invalidHeader(detail.isEmpty ? message : detail)
        case CS_PNG_ERR_MEMORY:
            return .outOfMemory
        case CS_PNG_ERR_TIMEOUT:
            return .timedOut
        default:
            return .corrupt(message)
        }
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

    /// IHDR's width and height, read directly for error messages.
    private static func dimensions(in bytes: UnsafeRawBufferPointer) -> (Int, Int)? {
        guard bytes.count >= 24 else { return nil }
        func be32(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        return (be32(16), be32(20))
    }
}
