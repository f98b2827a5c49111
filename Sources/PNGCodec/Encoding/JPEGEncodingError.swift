/// Why a picture could not be encoded as JPEG. `description` is one line; the
/// caller names the file it was writing.
public enum JPEGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A bitmap with no pixels has no JPEG form.
    case emptyImage
    /// JPEG sides are at most 65500 pixels.
    case tooLarge(width: Int, height: Int)
    /// Memory ran out while encoding.
    case outOfMemory
    /// libjpeg refused the data (the message is libjpeg's).
    case libjpeg(String)

    public var description: String {
        switch self {
        case .emptyImage: return "cannot write an empty image as JPEG"
        case .tooLarge(let width, let height):
            return "cannot write a \(width)×\(height) image as JPEG (at most 65500 pixels a side); downscale it first"
        case .outOfMemory: return "out of memory while encoding the JPEG"
        case .libjpeg(let message): return "libjpeg could not encode the JPEG (\(message))"
        }
    }
}
