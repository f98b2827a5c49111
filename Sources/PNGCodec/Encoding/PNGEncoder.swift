import CPNGBridge

/// Encodes 8-bit RGBA bitmaps as PNG: with libpng's write API (through
/// CPNGBridge, which runs every libpng call under `setjmp`), or — `deflater`
/// set, as for annotated copies — written directly by CPNGBridge with the
/// image data compressed by Intel ISA-L or zlib.
///
/// Used for annotated screenshots (`--annotate`) and the thumbnails embedded
/// in HTML reports. The file is tagged sRGB: that is how the screenshot's
/// pixels were read unless the file said otherwise.
public struct PNGEncoder: Sendable {
    /// The row filter: what PNG subtracts from each row before zlib sees it.
    public enum Filter: Sendable, Equatable, CaseIterable {
        /// All five filters tried on every row (libpng's default): the
        /// smallest files, about 2.5 times the time of `.up` at level 1.
        case adaptive
        case none, sub, up, average, paeth
    }

    /// zlib level 0…9: 1 is fast with files about 10% larger than 6, the
    /// right trade for thousands of annotated copies.
    public var compressionLevel: Int
    /// `.up` by default: on full-size screenshots within 1–2% of `.adaptive`'s
    /// size at zlib level 1, in well under half the time (see scripts/bench).
    public var filter: Filter

    /// Who compresses the file. nil: libpng with zlib at `compressionLevel`,
    /// any filter. A deflater: the file is written directly (no libpng), the
    /// image data compressed by that deflater at its fastest level; `filter`
    /// must then be `.none` or `.up` (others fall back to libpng).
    public var deflater: Deflater?

    /// The compressor of the direct writer (`deflater`).
    public enum Deflater: Sendable, Equatable, CaseIterable {
        /// Intel ISA-L when it can be loaded here and `CONTRASTSCAN_DEFLATE`
        /// is not `zlib`; zlib otherwise.
        case automatic
        /// zlib at level 1.
        case zlib
        /// Intel ISA-L's igzip at level 1 (`libisal.so.2`, Debian's libisal2;
        /// Homebrew's isa-l): about ten times zlib's speed at level 1 for
        /// files of about the same size. zlib when it cannot be loaded.
        case isal

        /// What this deflater is on this machine: `.isal` or `.zlib`.
        public var resolved: Deflater {
            cs_deflater_resolve(c) == CS_DEFLATER_ISAL ? .isal : .zlib
        }

        /// One line saying what `.automatic` uses here, and why not ISA-L
        /// when it does not: "ISA-L igzip level 1 (libisal.so.2)".
        public static var automaticDescription: String { String(cString: cs_deflater_description()) }

        var c: cs_deflater {
            switch self {
            case .automatic: return CS_DEFLATER_AUTOMATIC
            case .zlib: return CS_DEFLATER_ZLIB
            case .isal: return CS_DEFLATER_ISAL
            }
        }
    }

    public init(compressionLevel: Int = 1, filter: Filter = .up, deflater: Deflater? = nil) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.deflater = deflater
    }

    /// For annotated full-size copies: written directly, compressed by ISA-L
    /// when it is installed (else zlib level 1), the `.up` filter.
    public static let fast = PNGEncoder(compressionLevel: 1, filter: .up, deflater: .automatic)
    /// For pictures in reports when they must be PNG: zlib level 6 (level 9
    /// costs five to seven times the time for files 5% smaller), adaptive
    /// filters. `JPEGEncoder` makes them smaller still: about a fifth of the
    /// bytes for photo-heavy screens, two thirds for plain UI.
    public static let thumbnail = PNGEncoder(compressionLevel: 6, filter: .adaptive)

    /// The PNG file bytes of `bitmap`.
    /// - Throws: `PNGEncodingError` when the bitmap is empty or libpng fails.
    public func encode(_ bitmap: RGBA8Bitmap) throws(PNGEncodingError) -> [UInt8] {
        let direct = deflater.flatMap { deflater in filter == .none || filter == .up ? deflater : nil }
        let result = bitmap.pixels.withUnsafeBytes { pixels in
            Result { () throws(PNGEncodingError) in
                try encode(pixels, width: bitmap.width, height: bitmap.height, channels: 4, direct: direct)
            }
        }
        return try result.get()
    }

    /// The PNG file bytes of an RGB `bitmap`, always by the direct writer
    /// (libpng's takes RGBA): compressed by `deflater` (`.automatic` when nil),
    /// rows filtered `.none` when `filter` is `.none`, else `.up`.
    /// - Throws: `PNGEncodingError` when the bitmap is empty or compression fails.
    public func encode(_ bitmap: RGB8Bitmap) throws(PNGEncodingError) -> [UInt8] {
        var encoder = self
        encoder.filter = filter == .none ? .none : .up
        let result = bitmap.pixels.withUnsafeBytes { pixels in
            Result { () throws(PNGEncodingError) in
                try encoder.encode(pixels, width: bitmap.width, height: bitmap.height, channels: 3, direct: deflater ?? .automatic)
            }
        }
        return try result.get()
    }

    /// Encodes `height` rows of `width × channels` bytes: by the direct writer
    /// when `direct` names its deflater, else by libpng (RGBA only).
    private func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, channels: Int,
                        direct: Deflater?) throws(PNGEncodingError) -> [UInt8] {
        guard width > 0, height > 0, let w = UInt32(exactly: width), let h = UInt32(exactly: height) else {
            throw .emptyImage
        }
        var output: UnsafeMutableRawPointer?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let level = Int32(clamping: min(9, max(0, compressionLevel)))
        let status = message.withUnsafeMutableBufferPointer { text in
            if let direct {
                return cs_png_write_fast(pixels.baseAddress, w, h, width * channels, Int32(channels), filter.c, direct.c,
                                         &output, &length, text.baseAddress, text.count)
            }
            return cs_png_write_rgba8(pixels.baseAddress, w, h, width * 4, level, filter.c,
                                      &output, &length, text.baseAddress, text.count)
        }
        defer { cs_png_free(output) }
        guard status == CS_PNG_OK, let output else {
            if status == CS_PNG_ERR_MEMORY { throw .outOfMemory }
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if direct != nil { throw .compression(text.isEmpty ? "unknown error" : text) }
            throw .libpng(text.isEmpty ? "unknown error" : text)
        }
        return Array(UnsafeRawBufferPointer(start: output, count: length))
    }
}

extension PNGEncoder.Filter {
    var c: cs_png_filter {
        switch self {
        case .adaptive: return CS_PNG_FILTER_ADAPTIVE
        case .none: return CS_PNG_FILTER_NONE
        case .sub: return CS_PNG_FILTER_SUB
        case .up: return CS_PNG_FILTER_UP
        case .average: return CS_PNG_FILTER_AVERAGE
        case .paeth: return CS_PNG_FILTER_PAETH
        }
    }
}
