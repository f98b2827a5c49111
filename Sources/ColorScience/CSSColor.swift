/// A colour as a user writes it in CSS: a colour space, three components and an alpha.
///
/// This is what `contrastscan ratio FG BG` accepts on its command line, parsed by
/// `init(parsing:)`. It only records the colour; it does no colour management.
/// A `display-p3` colour keeps its P3 components, and converting it to sRGB is
/// the job of the colour-managed path (Little CMS), not of this type.
public struct CSSColor: Sendable, Hashable, CustomStringConvertible {
    /// The RGB spaces `color()` names, and the one every other form is in.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        /// Gamma-encoded sRGB: hex, `rgb()`, named colours, `color(srgb …)`.
        case srgb
        /// Gamma-encoded Display P3 (sRGB transfer curve, P3 primaries, D65).
        case displayP3 = "display-p3"
        /// sRGB primaries with linear light components.
        case srgbLinear = "srgb-linear"
    }

    /// The space the components are in.
    public var space: Space
    /// The components in `space`, nominally 0…1, as written.
    ///
    /// `rgb()` clamps to 0…1 when parsing, as CSS does at parse time. `color()`
    /// keeps values outside 0…1: CSS allows them, and they describe colours
    /// outside the space's gamut (`color(srgb 1.1 0 0)` is a red sRGB cannot show).
    public var red: Double
    public var green: Double
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque); parsing clamps it to that range.
    public var alpha: Double

    public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque sRGB colour from an `RGB`.
    public init(_ rgb: RGB, alpha: Double = 1) {
        self.init(space: .srgb, red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The colour as gamma-encoded sRGB, alpha left aside, or nil for `display-p3`.
    ///
    /// `srgb-linear` differs from sRGB only in its transfer curve, so it is
    /// converted exactly; P3 needs colour management and is left to the caller.
    /// Components outside 0…1 are kept (`RGB` allows them). A translucent colour
    /// must still be flattened (`RGB.flattened(alpha:over:)`) before measuring.
    public var srgb: RGB? {
        switch space {
        case .srgb:
            return RGB(red: red, green: green, blue: blue)
        case .srgbLinear:
            return RGB(red: SRGBTransfer.toEncoded(red), green: SRGBTransfer.toEncoded(green),
                       blue: SRGBTransfer.toEncoded(blue))
        case .displayP3:
            return nil
        }
    }

    /// CSS text for the colour, e.g. `color(display-p3 0.91 0.2 0.1)` or
    /// `color(srgb 1 0 0 / 0.5)`.
    ///
    /// Components are rounded to at most 4 decimals with trailing zeros trimmed,
    /// which is finer than an 8-bit step (1/255 ≈ 0.0039) yet short enough for
    /// a report line. The alpha is written only when it is below 1.
    public var cssText: String {
        func text(_ value: Double) -> String { DecimalText.string(value, fractionDigits: 4) }
        let alphaText = alpha < 1 ? " / " + text(alpha) : ""
        return "color(\(space.rawValue) \(text(red)) \(text(green)) \(text(blue))\(alphaText))"
    }

    public var description: String { cssText }
}

extension CSSColor {
    /// The named colour `name` (any case), including `transparent`, or nil.
    public static func named(_ name: String) -> CSSColor? {
        let key = name.lowercased()
        if key == "transparent" { return CSSColor(space: .srgb, red: 0, green: 0, blue: 0, alpha: 0) }
        guard let value = cssNamedColors[key] else { return nil }
        return CSSColor(RGB(red8: UInt8(value >> 16), green8: UInt8((value >> 8) & 0xFF),
                            blue8: UInt8(value & 0xFF)))
    }

    /// Every name `named(_:)` accepts, sorted: the 148 CSS Color 4 names and `transparent`.
    public static var names: [String] {
        (Array(cssNamedColors.keys) + ["transparent"]).sorted()
    }
}
