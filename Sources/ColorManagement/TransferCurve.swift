/// How encoded component values map to linear light (the decoding direction).
public enum TransferCurve: Sendable, Equatable {
    /// The sRGB piecewise curve (IEC 61966-2-1), also used by Display P3.
    case srgb
    /// A pure power law: linear = encoded ^ exponent. A PNG gAMA value g
    /// means exponent 1 / g; 1.0 means the values are linear already.
    case gamma(exponent: Double)
    /// The inverse of the BT.709 camera curve (BT.601 and BT.2020 share it).
    case bt709
}
