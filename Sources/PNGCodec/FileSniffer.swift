/// Names the format of a file that is not a PNG, so the error can say
/// "looks like JPEG" — the usual case is a screenshot renamed to `.png`.
enum FileSniffer {
    static func format(of bytes: UnsafeRawBufferPointer) -> String? {
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && zip(bytes[offset...], prefix).allSatisfy { $0 == $1 }
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if starts(with: Array("GIF8".utf8)) { return "GIF" }
        if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) { return "WebP" }
        if starts(with: Array("ftyp".utf8), at: 4) {
            return starts(with: Array("avif".utf8), at: 8) ? "AVIF" : "HEIC/MP4"
        }
        if starts(with: Array("BM".utf8)) { return "BMP" }
        if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if starts(with: Array("%PDF".utf8)) { return "PDF" }
        if starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a damaged PNG" }
        let head = bytes.prefix(512)
        if !head.isEmpty && head.allSatisfy({ $0 == 9 || $0 == 10 || $0 == 13 || (32...126).contains($0) || $0 >= 0x80 }) {
            return "text"
        }
        return nil
    }
}
