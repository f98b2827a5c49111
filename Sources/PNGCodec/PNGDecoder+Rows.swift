import CPNGBridge

extension PNGDecoder {
    /// The decode proper, on a C decoder over any source: header, the rows the
    /// sink asks for (each handed over as soon as it is decoded), then the
    /// rest of the file's chunks checked.
    func run<Sink: RowSink>(_ decoder: OpaquePointer, into sink: inout Sink) throws(PNGError) -> DecodeSummary {
        var info = cs_png_info()
        let infoStatus = cs_png_read_info(decoder, &info)
        guard infoStatus == CS_PNG_OK else { throw error(infoStatus, decoder: decoder) }
        let header = Self.header(from: info)
        let format = header.pixelFormat
        let ranges = sink.rows(for: header).clipped(height: header.height)

        var y = 0
        var spare: PixelRow?
        for range in ranges {
            while y < range.lowerBound {
                let status = cs_png_read_row(decoder, nil)
                guard status == CS_PNG_OK else { throw error(status, decoder: decoder) }
                y += 1
            }
            while y < range.upperBound {
                // A row no sink kept is decoded into again: no allocation per row.
                var row = spare ?? PixelRow(width: header.width, format: format)
                spare = nil
                row.y = y
                let status = cs_png_read_row(decoder, row.storage)
                guard status == CS_PNG_OK else { throw error(status, decoder: decoder) }
                sink.consume(row)
                if isKnownUniquelyReferenced(&row) { spare = row }
                y += 1
            }
        }
        let finished = cs_png_finish(decoder)
        guard finished == CS_PNG_OK else { throw error(finished, decoder: decoder) }
        let warningText = String(cString: cs_png_warnings(decoder))
        let warnings = warningText.isEmpty ? [] : warningText.split(separator: "; ").map(String.init)
        let summary = DecodeSummary(header: header, warnings: warnings, rowsDecoded: y)
        sink.finish(summary)
        return summary
    }

    static func header(from info: cs_png_info) -> ImageHeader {
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

    /// The `PNGError` for a C status, from the decoder's message and the file's first bytes.
    func error(_ kind: cs_png_error_kind, decoder: OpaquePointer) -> PNGError {
        let message = String(cString: cs_png_error_message(decoder))
        var headPointer: UnsafeRawPointer?
        let headLength = cs_png_head(decoder, &headPointer)
        let head = UnsafeRawBufferPointer(start: headPointer, count: headPointer == nil ? 0 : headLength)
        switch kind {
        case CS_PNG_ERR_SIGNATURE:
            return head.isEmpty ? .empty : .notPNG(detectedFormat: FileSniffer.format(of: head))
        case CS_PNG_ERR_TRUNCATED:
            return .truncated(message)
        case CS_PNG_ERR_CRC:
            // libpng says "IDAT: CRC error"; the chunk name is what the user needs.
            let chunk = message.split(separator: ":").first.map(String.init) ?? "unknown"
            return .crcMismatch(chunk: chunk)
        case CS_PNG_ERR_LIMIT:
            // The header's sides come from the file: never multiplied (a chunk-size limit
            // can be hit with any header, and two 32-bit sides overflow an Int).
            if message.hasPrefix("image is"), let (width, height) = Self.dimensions(in: head), width > 0, height > 0 {
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
        case CS_PNG_ERR_IO:
            return .unreadable(message)
        default:
            return .corrupt(message)
        }
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
