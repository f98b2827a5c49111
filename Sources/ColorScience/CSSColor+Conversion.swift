#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CSSColor {
    /// The colour as CIE XYZ relative to D65 (white Y = 1), alpha left aside.
    ///
    /// Follows CSS Color 4's conversion steps (§15 "Converting Colors") and its
    /// sample code: undo the space's transfer curve, apply its matrix to XYZ,
    /// and adapt D50 spaces (`prophoto-rgb`, `xyz-d50`, `lab`, `lch`) to D65 with
    /// the linear Bradford transform. Nothing is clipped or gamut-mapped.
    public var xyzD65: SIMD3<Double> {
        let c = components
        switch space {
        case .srgb:
            return CSSColorMatrices.linearSRGBToXYZ.apply(c.map(SRGBTransfer.toLinear))
        case .srgbLinear:
            return CSSColorMatrices.linearSRGBToXYZ.apply(c)
        case .displayP3:
            return CSSColorMatrices.linearP3ToXYZ.apply(c.map(SRGBTransfer.toLinear))
        case .displayP3Linear:
            return CSSColorMatrices.linearP3ToXYZ.apply(c)
        case .a98RGB:
            return CSSColorMatrices.linearA98ToXYZ.apply(c.map(CSSTransferFunctions.a98RGBToLinear))
        case .prophotoRGB:
            let d50 = CSSColorMatrices.linearProPhotoToXYZD50.apply(c.map(CSSTransferFunctions.prophotoRGBToLinear))
            return CSSColorMatrices.bradfordD50ToD65.apply(d50)
        case .rec2020:
            return CSSColorMatrices.linearRec2020ToXYZ.apply(c.map(CSSTransferFunctions.rec2020ToLinear))
        case .xyzD50:
            return CSSColorMatrices.bradfordD50ToD65.apply(c)
        case .xyzD65:
            return c
        case .lab:
            return CSSColorMatrices.bradfordD50ToD65.apply(CIELab.xyzD50(c))
        case .lch:
            return CSSColorMatrices.bradfordD50ToD65.apply(CIELab.xyzD50(CIELab.rectangular(c)))
        case .oklab:
            return Self.oklabToXYZ(c)
        case .oklch:
            return Self.oklabToXYZ(CIELab.rectangular(c))
        }
    }

    /// The colour as linear-light sRGB, unclipped: components outside 0…1 mean
    /// a colour sRGB cannot show, and are what WCAG luminance must be computed
    /// from (`WCAG.luminance(linearRed:green:blue:)`).
    ///
    /// sRGB and `srgb-linear` colours convert directly, without a round trip
    /// through XYZ, so `#FFFFFF` is exactly (1, 1, 1).
    public var linearSRGB: SIMD3<Double> {
        switch space {
        case .srgb: return components.map(SRGBTransfer.toLinear)
        case .srgbLinear: return components
        default: return CSSColorMatrices.xyzToLinearSRGB.apply(xyzD65)
        }
    }

    /// The colour as gamma-encoded sRGB, unclipped, alpha left aside.
    ///
    /// Components outside 0…1 are kept (`RGB` allows them; `RGB.isInGamut`
    /// tells, `RGB.hex` clips). A translucent colour must still be flattened
    /// (`RGB.flattened(alpha:over:)`) before measuring.
    public var srgb: RGB {
        if space == .srgb { return RGB(red: components.x, green: components.y, blue: components.z) }
        let encoded = linearSRGB.map(SRGBTransfer.toEncoded)
        return RGB(red: encoded.x, green: encoded.y, blue: encoded.z)
    }

    /// `OKLab_to_XYZ`: Oklab to non-linear LMS, cube, then LMS to XYZ D65.
    private static func oklabToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let root = CSSColorMatrices.oklabToLMS.apply(lab)
        return CSSColorMatrices.lmsToXYZ.apply(root * root * root)
    }
}

extension SIMD3 where Scalar == Double {
    /// The vector with `transform` applied to each component.
    func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(x), transform(y), transform(z))
    }
}
