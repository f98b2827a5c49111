import CJPEGBridge
import CPNGBridge

/// Encodes 8-bit RGBA bitmaps as JPEG with libjpeg (libjpeg-turbo, through
/// CJPEGBridge, which runs every libjpeg call under `setjmp`).
///
/// For the pictures in HTML reports: a report shows what the screenshot looks
/// like, the numbers come from the PNG, so a lossy picture is the right trade.
/// A 640-pixel thumbnail is about a fifth of the bytes of the same thumbnail
/// as PNG for a photo-heavy screenshot (two thirds for plain UI), and encodes
/// in a few milliseconds, against tens to hundreds for PNG.
/// JPEG has no alpha: translucent pixels are composited over white, as the
/// analysis reads them.
public struct JPEGEncoder: Sendable {
    /// libjpeg's quality, 1…100 (clamped). 80 keeps small text legible in a thumbnail.
    public var quality: Int

    public init(quality: Int = 80) {
        self.quality = quality
    }

    /// The JPEG file bytes of `bitmap`.
    /// - Throws: `JPEGEncodingError` when the bitmap is empty or too large
    ///   for JPEG (65500 pixels a side), or libjpeg fails.
    public func encode(_ bitmap: RGBA8Bitmap) throws(JPEGEncodingError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage }
        guard bitmap.width <= 65_500, bitmap.height <= 65_500 else {
            throw .tooLarge(width: bitmap.width, height: bitmap.height)
        }
        var output: UnsafeMutableRawPointer?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bitmap.pixels.withUnsafeBytes { pixels in
            // Opaque (every screenshot without alpha): libjpeg reads the rows as they are.
            let opaque = cs_rgba8_is_opaque(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4)
            return message.withUnsafeMutableBufferPointer { text in
                cs_jpeg_write_rgba8(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
                                    Int32(clamping: quality), opaque, &output, &length, text.baseAddress, text.count)
            }
        }
        defer { cs_jpeg_free(output) }
        guard status == CS_JPEG_OK, let output else {
            if status == CS_JPEG_ERR_MEMORY { throw .outOfMemory }
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .libjpeg(text.isEmpty ? "unknown error" : text)
        }
        return Array(UnsafeRawBufferPointer(start: output, count: length))
    }
}
