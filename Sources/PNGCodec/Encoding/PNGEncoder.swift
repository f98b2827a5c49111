import CPNGBridge

/// Encodes 8-bit RGBA bitmaps as PNG with libpng's write API (through
/// CPNGBridge, which runs every libpng call under `setjmp`).
///
/// Used for annotated screenshots (`--annotate`) and the thumbnails embedded
/// in HTML reports. The file is tagged sRGB: that is how the screenshot's
/// pixels were read unless the file said otherwise.
public struct PNGEncoder: Sendable {
    /// zlib level 0…9: 1 is fast with files about 10% larger than 6, the
    /// right trade for thousands of annotated copies.
    public var compressionLevel: Int

    public init(compressionLevel: Int = 1) {
        self.compressionLevel = compressionLevel
    }

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
                cs_png_write_rgba8(pixels.baseAddress, width, height, bitmap.width * 4, level,
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
