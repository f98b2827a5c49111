import ColorManagement
import ColorScience

/// How one image's encoded pixel values become colours: luminance for WCAG,
/// screen luminance for APCA, the sRGB hex for reports and, for non-sRGB
/// images, the colour in the source space.
///
/// sRGB images use the sRGB formula directly (what Little CMS computes for
/// sRGB, without a call per pixel); every other space goes through a
/// `ColorConverter`. Only sampled pixels are ever converted.
public struct ImageColorimetry: Sendable {
    /// How reports name the space, e.g. `Display P3 (iCCP "Display P3")`.
    public var name: String
    /// Nil for sRGB, which needs no conversion.
    public var converter: ColorConverter?
    /// The CSS name of the source space for `SourceColor`; nil for sRGB.
    public var cssSpace: String?
    /// Things the reader should know about how the space was chosen.
    public var warnings: [String]

    public init(name: String, converter: ColorConverter?, cssSpace: String?, warnings: [String] = []) {
        self.name = name
        self.converter = converter
        self.cssSpace = cssSpace
        self.warnings = warnings
    }

    /// sRGB: values are read as they are.
    public static func srgb(name: String = "sRGB", warnings: [String] = []) -> ImageColorimetry {
        ImageColorimetry(name: name, converter: nil, cssSpace: nil, warnings: warnings)
    }

    /// Whether values are read as sRGB without conversion.
    public var isSRGB: Bool { converter == nil }

    /// Linear-light sRGB of an encoded colour, unclipped.
    public func linearSRGB(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        if let converter { return converter.linearSRGB(encoded) }
        return SIMD3(SRGBTransfer.toLinear(encoded.x), SRGBTransfer.toLinear(encoded.y), SRGBTransfer.toLinear(encoded.z))
    }

    /// WCAG relative luminance of an encoded colour.
    public func luminance(_ encoded: SIMD3<Double>) -> Double {
        let l = linearSRGB(encoded)
        return WCAG.luminance(linearRed: l.x, green: l.y, blue: l.z)
    }

    /// Everything a report says about one measured colour.
    public func measure(_ encoded: SIMD3<Double>) -> MeasuredColor {
        let l = linearSRGB(encoded)
        // Little CMS's fixed-point profile matrices leave P3 white at 1.00002
        // and the like; snap values within 2e-4 of the gamut's edge (a 20th of
        // an 8-bit step) so only colours really outside sRGB are marked clipped.
        func snapped(_ v: Double) -> Double {
            let e = SRGBTransfer.toEncoded(v)
            if e < 0 && e > -2e-4 { return 0 }
            if e > 1 && e < 1 + 2e-4 { return 1 }
            return e
        }
        let srgb = RGB(red: snapped(l.x), green: snapped(l.y), blue: snapped(l.z))
        let apcaY: Double
        if cssSpace == "display-p3" {
            // APCA publishes its own Display P3 input; use it on the P3 values.
            apcaY = APCA.screenLuminance(displayP3: encoded)
        } else {
            apcaY = APCA.screenLuminance(extendedSRGB: srgb)
        }
        return MeasuredColor(srgb: srgb, luminance: WCAG.luminance(linearRed: l.x, green: l.y, blue: l.z),
                             apcaLuminance: apcaY,
                             source: cssSpace.map { SourceColor(space: $0, components: encoded) })
    }
}

/// One measured colour, converted once for every use a report has for it.
public struct MeasuredColor: Sendable, Equatable {
    /// The colour as gamma-encoded sRGB; components outside 0…1 when it lies
    /// outside the sRGB gamut (the hex form clips them).
    public var srgb: RGB
    /// WCAG relative luminance, from unclipped linear light.
    public var luminance: Double
    /// APCA's screen luminance Ys.
    public var apcaLuminance: Double
    /// The colour in the image's own space; nil for sRGB images.
    public var source: SourceColor?
}
