extension CSSColor {
    /// The colour spaces of CSS Color 4 a `CSSColor` can be in.
    ///
    /// The raw value is the CSS keyword: the `color()` space name for the
    /// predefined spaces (`color(rec2020 …)`), the function name for the others
    /// (`oklch(…)`). `hsl()`, `hwb()`, hex and named colours are sRGB, as CSS
    /// resolves them, so they have no space of their own.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        /// Gamma-encoded sRGB: hex, `rgb()`, `hsl()`, `hwb()`, named colours, `color(srgb …)`.
        case srgb
        /// sRGB primaries with linear-light components.
        case srgbLinear = "srgb-linear"
        /// Display P3: P3 primaries, D65 white, the sRGB transfer curve.
        case displayP3 = "display-p3"
        /// Display P3 primaries with linear-light components.
        case displayP3Linear = "display-p3-linear"
        /// Adobe RGB (1998)-compatible: its primaries, D65, a pure 563/256 power curve.
        case a98RGB = "a98-rgb"
        /// ProPhoto RGB (ROMM RGB): very wide primaries, D50 white, gamma 1.8 with a linear toe.
        case prophotoRGB = "prophoto-rgb"
        /// ITU-R BT.2020 primaries, D65, the BT.1886 display curve (a pure 2.4 power).
        case rec2020
        /// CIE XYZ relative to a D50 white (Y = 1 for diffuse white).
        case xyzD50 = "xyz-d50"
        /// CIE XYZ relative to a D65 white; `color(xyz …)` is this space too.
        case xyzD65 = "xyz-d65"
        /// CIE Lab (D50): L 0…100, a, b.
        case lab
        /// CIE LCH (D50): L 0…100, chroma, hue in degrees.
        case lch
        /// Oklab (D65): L 0…1, a, b.
        case oklab
        /// OkLCh (D65): L 0…1, chroma, hue in degrees.
        case oklch

        /// Whether the space is written `color(space …)` rather than `space(…)`.
        public var isPredefined: Bool {
            switch self {
            case .lab, .lch, .oklab, .oklch: return false
            default: return true
            }
        }

        /// Whether the components are red, green and blue with white at (1, 1, 1),
        /// so that blending two colours component by component (what compositing
        /// a translucent colour does) is meaningful in this space.
        public var isRGB: Bool {
            switch self {
            case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: return true
            case .xyzD50, .xyzD65, .lab, .lch, .oklab, .oklch: return false
            }
        }

        /// The spaces `color()` accepts, in the order error messages list them.
        public static let predefined: [Space] = allCases.filter(\.isPredefined)
    }
}
