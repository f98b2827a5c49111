/// Why a picture could not be encoded as PNG. `description` is one line; the
/// caller names the file it was writing.
public enum PNGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A bitmap with no pixels has no PNG form.
    case emptyImage
    /// Memory ran out while encoding.
    case outOfMemory
    /// libpng refused the data (the message is libpng's).
    case libpng(String)
    /// The direct writer's compressor (ISA-L or zlib) failed (its message).
    case compression(String)

    public var description: String {
        switch self {
        case .emptyImage: return "cannot write an empty image as PNG"
        case .outOfMemory: return "out of memory while encoding the PNG"
        case .libpng(let message): return "libpng could not encode the PNG (\(message))"
        case .compression(let message): return "could not compress the PNG (\(message))"
        }
    }
}
