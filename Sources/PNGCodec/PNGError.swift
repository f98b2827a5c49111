/// Why a PNG could not be decoded.
///
/// Each case's `description` is one line a user can act on; callers prefix it
/// with the file's path (`shot.png: not a PNG file (bad signature)`).
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is empty.
    case empty
    /// The first eight bytes are not the PNG signature: this is some other kind of file.
    case notPNG(detectedFormat: String?)
    /// The bytes end before the PNG does.
    case truncated(String)
    /// A chunk's stored CRC does not match its contents: the file was damaged.
    case crcMismatch(chunk: String)
    /// The header (IHDR) is missing or holds impossible values.
    case invalidHeader(String)
    /// The image is larger than the configured limit (`DecodeLimits.maxPixels`).
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A configured resource limit other than the pixel count was exceeded.
    case limitExceeded(String)
    /// libpng reported damage it could not recover from.
    case corrupt(String)
    /// Memory ran out while decoding.
    case outOfMemory
    /// The decoder's deadline passed before the rows needed were decoded.
    case timedOut
    /// The file could not be opened or read (streaming decodes); the detail is the system's reason.
    case unreadable(String)

    public var description: String {
        switch self {
        case .empty:
            return "empty file (0 bytes), not a PNG"
        case .notPNG(let format?):
            return "not a PNG file (bad signature; looks like \(format))"
        case .notPNG(nil):
            return "not a PNG file (bad signature)"
        case .truncated(let detail):
            return "truncated PNG (\(detail)); the file was cut short, re-export or re-download it"
        case .crcMismatch(let chunk):
            return "corrupt PNG (CRC mismatch in the \(chunk) chunk); the file was damaged in transfer"
        case .invalidHeader(let detail):
            return "invalid PNG header (\(detail))"
        case .tooLarge(let width, let height, let limit):
            return "image is \(width)×\(height) = \(width * height) pixels, over the limit of \(limit) pixels"
        case .limitExceeded(let detail):
            return "PNG exceeds a decoding limit (\(detail))"
        case .corrupt(let detail):
            return "corrupt PNG (\(detail))"
        case .outOfMemory:
            return "out of memory while decoding the PNG"
        case .timedOut:
            return "decoding stopped: the time limit passed before the image was read"
        case .unreadable(let reason):
            return "cannot read the file (\(reason))"
        }
    }
}
