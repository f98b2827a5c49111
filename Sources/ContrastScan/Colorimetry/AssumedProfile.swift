import ColorManagement

/// The colour space to read an untagged image in (`--assume-profile`):
/// screenshots often lose their profile on the way to us, and an iPhone
/// screenshot read as sRGB understates its saturated colours' luminance.
/// Ignored, with a warning, for images that declare a space of their own.
public enum AssumedProfile: Sendable, Equatable {
    case srgb
    case displayP3
    /// An ICC profile file; `name` is how reports refer to it (the path given).
    case icc(name: String, data: [UInt8])

    var profile: ColorProfile {
        switch self {
        case .srgb: return .srgb
        case .displayP3: return .displayP3
        case .icc(let name, let data): return .icc(name: name, data: data)
        }
    }

    var label: String {
        switch self {
        case .srgb: return "sRGB"
        case .displayP3: return "Display P3"
        case .icc(let name, _): return "ICC profile \(name)"
        }
    }
}
