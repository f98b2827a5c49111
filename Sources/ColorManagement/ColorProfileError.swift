/// Why a colour profile cannot be used.
public enum ColorProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not an ICC profile Little CMS can read.
    case invalidProfile(String)
    /// The profile is for another kind of image (CMYK, Lab…), not RGB or grey.
    case unsupportedColorSpace(String)
    /// The profile exists but cannot turn image values into colours.
    case notUsableAsInput(String)
    /// The primaries or the curve are impossible.
    case invalidParameters(String)
    /// Little CMS refused for another reason.
    case transformFailed(String)

    public var description: String {
        switch self {
        case .invalidProfile(let detail): return "invalid ICC profile: \(detail)"
        case .unsupportedColorSpace(let detail): return "unsupported ICC profile: \(detail)"
        case .notUsableAsInput(let detail): return "unusable ICC profile: \(detail)"
        case .invalidParameters(let detail): return "invalid colour space: \(detail)"
        case .transformFailed(let detail): return "colour conversion failed: \(detail)"
        }
    }
}
