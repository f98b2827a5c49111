#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sRGB transfer function (IEC 61966-2-1).
///
/// WCAG 2.x prints 0.03928 as the linear-segment threshold, copied from an
/// early sRGB draft; the standard's value is 0.04045. No 8-bit value lies
/// between the two (10/255 = 0.0392, 11/255 = 0.0431), so both give the same
/// result on 8-bit colours; 0.04045 is right for 16-bit ones.
public enum SRGBTransfer {
    /// Encoded component (0…1) to linear light. Extends linearly below zero and
    /// by the power law above one, so out-of-gamut values are not clipped.
    @inlinable
    public static func toLinear(_ encoded: Double) -> Double {
        if encoded < 0 { return -toLinear(-encoded) }
        return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// Linear light to encoded component; the inverse of `toLinear`.
    @inlinable
    public static func toEncoded(_ linear: Double) -> Double {
        if linear < 0 { return -toEncoded(-linear) }
        return linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// `toLinear` for every 16-bit code value (an 8-bit value v is code v × 257).
    /// Built once; lets a sampler linearise a pixel with a table look-up.
    public static let linearTable16: [Float] = (0...65535).map { Float(toLinear(Double($0) / 65535)) }
}
