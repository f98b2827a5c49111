#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The transfer curves of CSS Color 4's predefined RGB spaces other than sRGB
/// (whose curve, shared by Display P3, is `SRGBTransfer`): gamma-encoded
/// component to linear light.
///
/// Every curve is extended as the specification's sample code extends it: a
/// negative value mirrors the positive one, and values above 1 follow the
/// curve, so colours outside the space's gamut are not clipped.
enum CSSTransferFunctions {
    /// `lin_a98rgb`: a pure power of 563/256 (≈ 2.2).
    static func a98RGBToLinear(_ encoded: Double) -> Double {
        mirrored(encoded) { pow($0, 563.0 / 256) }
    }

    /// `lin_ProPhoto`: linear (÷16) up to 16/512, then a power of 1.8.
    static func prophotoRGBToLinear(_ encoded: Double) -> Double {
        mirrored(encoded) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) }
    }

    /// `rec2020`: the BT.1886 reference display curve with no black lift, a pure power of 2.4.
    ///
    /// CSS Color 4 used BT.2020's camera curve (the OETF, with α = 1.0993) until
    /// the CSS Working Group resolved in August 2025 that `rec2020`, being
    /// display-referred, decodes with BT.1886 (w3c/csswg-drafts#12574; the
    /// Editor's Draft's table now reads "gamma 2.40"). Components at 0 or 1 do
    /// not change; mid-tones are darker than under the old curve (0.5 decodes
    /// to 0.1895 rather than 0.2597).
    static func rec2020ToLinear(_ encoded: Double) -> Double {
        mirrored(encoded) { pow($0, 2.4) }
    }

    /// `curve(|v|)` with `v`'s sign.
    private static func mirrored(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }
}
