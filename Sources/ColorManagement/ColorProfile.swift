/// The colour space an image's values are encoded in, as far as the file or
/// the user says: the input side of every colour conversion.
public enum ColorProfile: Sendable, Equatable {
    /// sRGB, the web's and the Simulator's space.
    case srgb
    /// Display P3, iPhone screenshots' space.
    case displayP3
    /// An embedded or user-supplied ICC profile.
    case icc(name: String, data: [UInt8])
    /// An RGB space given by primaries and a transfer curve (PNG cICP, or cHRM + gAMA).
    case rgb(Primaries, TransferCurve)

    /// The profile as primaries and a curve, when it is one of those.
    var parametric: (Primaries, TransferCurve)? {
        switch self {
        case .srgb: return (.srgb, .srgb)
        case .displayP3: return (.displayP3, .srgb)
        case .rgb(let primaries, let curve): return (primaries, curve)
        case .icc: return nil
        }
    }
}
