import ColorManagement

/// The colour space to read an untagged image in (`--assume-profile`):
/// screenshots often lose their profile on the way to us, and an iPhone
/// screenshot read as sRGB understates its saturated colours' luminance.
/// Ignored, with a warning, for images that declare a space of their own.
public enum AssumedProfile: Sendable, Equatable {
    case srgb
    case displayP3
    /// An ICC profile, read once (`icc(name:data:)`): every image shares its converter.
    /// `name` is how reports refer to it (the path given).
    case icc(name: String, converter: ColorConverter)

    /// Why an ICC profile cannot be assumed: Little CMS cannot read it, or it maps
    /// white or black where no display profile does.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case unreadable(ColorProfileError)
        case implausible(String)

        public var description: String {
            switch self {
            case .unreadable(let error): return error.description
            case .implausible(let reason): return reason
            }
        }
    }

    /// The ICC profile `data`, parsed and checked once.
    /// - Throws: `Problem` when the profile cannot be used.
    public static func icc(name: String, data: [UInt8]) throws(Problem) -> AssumedProfile {
        let converter: ColorConverter
        do { converter = try ColorConverter(.icc(name: name, data: data)) } catch { throw .unreadable(error) }
        if let problem = ImageColorimetry.implausibility(of: converter) { throw .implausible(problem) }
        return .icc(name: name, converter: converter)
    }

    /// The converter for an image read in this profile: made once for Display P3
    /// and ICC profiles; nil for sRGB, which needs none.
    var converter: ColorConverter? {
        switch self {
        case .srgb: return nil
        case .displayP3: return ImageColorimetry.referenceDisplayP3
        case .icc(_, let converter): return converter
        }
    }

    var label: String {
        switch self {
        case .srgb: return "sRGB"
        case .displayP3: return "Display P3"
        case .icc(let name, _): return "ICC profile \(name)"
        }
    }

    public static func == (a: AssumedProfile, b: AssumedProfile) -> Bool {
        switch (a, b) {
        case (.srgb, .srgb), (.displayP3, .displayP3): return true
        case let (.icc(nameA, converterA), .icc(nameB, converterB)): return nameA == nameB && converterA.profile == converterB.profile
        default: return false
        }
    }
}
