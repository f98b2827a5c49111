import CPNGBridge

/// Encodes 8-bit RGBA bitmaps as PNG with libpng's write API (through
/// CPNGBridge, which runs every libpng call under `setjmp`).
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

    public init(compressionLevel: Int = 1, filter: Filter = .up) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }

    /// For annotated full-size copies: zlib level 1, the `.up` filter.
    public static let fast = PNGEncoder(compressionLevel: 1, filter: .up)
    /// For pictures in reports when they must be PNG: zlib level 6 (level 9
    /// costs five to seven times the time for files 5% smaller), adaptive
    /// filters. `JPEGEncoder` makes them smaller still: about a fifth of the
    /// bytes for photo-heavy screens, two thirds for plain UI.
    public static let thumbnail = PNGEncoder(compressionLevel: 6, filter: .adaptive)

    /// The PNG file bytes of `bitmap`.
    /// - Throws: `PNGEncodingError` when the bitmap is empty or libpng fails.
    public func encode(_ bitmap: RGBA8Bitmap) throws(PNGEncodingError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0,
              let width = UInt32(exactly: bitmap.width), let height = UInt32(exactly: bitmap.height) else {
            throw .emptyImage
        }
        var output: UnsafeMutableRawPointer?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let level = Int32(clamping: min(9, max(0, compressionLevel)))
        let status = bitmap.pixels.withUnsafeBytes { pixels in
            message.withUnsafeMutableBufferPointer { text in
                cs_png_write_rgba8(pixels.baseAddress, width, height, bitmap.width * 4, level, filter.c,
                                   &output, &length, text.baseAddress, text.count)
            }
        }
        defer { cs_png_free(output) }
        guard status == CS_PNG_OK, let output else {
            if status == CS_PNG_ERR_MEMORY { throw .outOfMemory }
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
