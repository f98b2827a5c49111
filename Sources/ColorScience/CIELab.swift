#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE Lab and its polar form LCH, as CSS Color 4 defines them: relative to
/// the D50 white, with the CIE's exact rational constants.
enum CIELab {
    /// `Lab_to_XYZ` of the specification's sample code: Lab to XYZ relative to D50.
    static func xyzD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27    // 29³/3³
        let epsilon = 216.0 / 24389 // 6³/29³
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * CSSColorMatrices.d50White
    }

    /// `LCH_to_Lab` (also `OKLCH_to_OKLab`): lightness, chroma and hue in degrees
    /// to lightness and the rectangular a, b.
    static func rectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * Double.pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }
}
