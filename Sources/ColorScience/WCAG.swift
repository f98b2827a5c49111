/// WCAG 2.x relative luminance and contrast ratio
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
public enum WCAG {
    /// Rec. 709 / sRGB luminance coefficients applied to linear light.
    public static let redWeight = 0.2126, greenWeight = 0.7152, blueWeight = 0.0722

    /// Relative luminance Y of an sRGB colour, 0 for black and 1 for white.
    public static func relativeLuminance(_ color: RGB) -> Double {
        let l = color.linear
        return luminance(linearRed: l.red, green: l.green, blue: l.blue)
    }

    /// Relative luminance from linear-light components.
    @inlinable
    public static func luminance(linearRed r: Double, green g: Double, blue b: Double) -> Double {
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// The contrast ratio (L1 + 0.05) / (L2 + 0.05), with L1 the lighter: 1…21.
    /// Order of the arguments does not matter. Never rounded: 4.499 is below 4.5.
    ///
    /// WCAG defines relative luminance on 0…1 (black to white), so each luminance is
    /// clamped to that range first: a wide-gamut white that Little CMS's fixed-point
    /// maths leaves at 1.00002, or a value an odd profile extrapolates past white,
    /// cannot give a ratio above 21.
    @inlinable  // called per glyph pixel by the estimator
    public static func contrastRatio(luminance a: Double, _ b: Double) -> Double {
        let lighter = min(max(max(a, b), 0), 1), darker = min(max(min(a, b), 0), 1)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The contrast ratio between two opaque sRGB colours.
    public static func contrastRatio(_ a: RGB, _ b: RGB) -> Double {
        contrastRatio(luminance: relativeLuminance(a), relativeLuminance(b))
    }
}
