/// A colour as a user writes it in CSS: a colour space, three components and an alpha.
///
/// This is what `contrastscan ratio FG BG` accepts on its command line, parsed by
/// `init(parsing:)` (CSS Color 4: hex, names, `rgb()`, `hsl()`, `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()`, `color()`). The colour keeps the space it was
/// written in — `oklch(0.7 0.1 200)` stays OKLCH — and converts on request
/// (`xyzD65`, `linearSRGB`, `srgb`, in `CSSColor+Conversion.swift`) with the
/// specification's own matrices, never clipping: a colour outside sRGB keeps
/// components outside 0…1, so its luminance is the real one.
public struct CSSColor: Sendable, Hashable, CustomStringConvertible {
    /// The space the components are in.
    public var space: Space
    /// The three components in `space`'s order, as CSS resolves them at parse
    /// time: `rgb()` clamped to 0…1, `lab()` lightness to 0…100, a negative
    /// chroma to 0, `none` as 0, hues in degrees; everything else as written.
    ///
    /// RGB spaces: red, green, blue (1 is full). XYZ spaces: X, Y, Z (white Y = 1).
    /// `lab`: L (0…100), a, b. `lch`: L, C, h°. `oklab`: L (0…1), a, b. `oklch`: L, C, h°.
    public var components: SIMD3<Double>
    /// Opacity, 0 (transparent) … 1 (opaque); parsing clamps it to that range.
    public var alpha: Double

    public init(space: Space, components: SIMD3<Double>, alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(space: space, components: SIMD3(red, green, blue), alpha: alpha)
    }

    /// An opaque sRGB colour from an `RGB`.
    public init(_ rgb: RGB, alpha: Double = 1) {
        self.init(space: .srgb, red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The first component: red in the RGB spaces (X, L in the others).
    public var red: Double {
        get { components.x }
        set { components.x = newValue }
    }
    /// The second component: green in the RGB spaces (Y, a or C in the others).
    public var green: Double {
        get { components.y }
        set { components.y = newValue }
    }
    /// The third component: blue in the RGB spaces (Z, b or h in the others).
    public var blue: Double {
        get { components.z }
        set { components.z = newValue }
    }

    /// CSS text for the colour in its own space, e.g. `color(display-p3 0.91 0.2 0.1)`,
    /// `oklch(0.7 0.1 200)` or `color(srgb 1 0 0 / 0.5)`.
    ///
    /// Components are rounded to at most 4 decimals with trailing zeros trimmed,
    /// which is finer than an 8-bit step (1/255 ≈ 0.0039) yet short enough for
    /// a report line. The alpha is written only when it is below 1. The text
    /// parses back to the same colour to that precision.
    public var cssText: String {
        func text(_ value: Double) -> String { DecimalText.string(value, fractionDigits: 4) }
        let alphaText = alpha < 1 ? " / " + text(alpha) : ""
        let numbers = "\(text(components.x)) \(text(components.y)) \(text(components.z))\(alphaText)"
        return space.isPredefined ? "color(\(space.rawValue) \(numbers))" : "\(space.rawValue)(\(numbers))"
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
