/// A measured colour in the image's own colour space, for reports on images
/// that are not sRGB: `color(display-p3 0.91 0.2 0.1)` says what the pixels
/// hold, where the sRGB hex beside it may be a clipped stand-in.
public struct SourceColor: Sendable, Equatable {
    /// The CSS colour space name: `display-p3`, `rec2020`, `srgb-linear`, or
    /// `--` plus the profile's name for other ICC profiles (CSS Color 5's
    /// custom-profile form).
    public var space: String
    /// Encoded components, 0…1.
    public var components: SIMD3<Double>

    public init(space: String, components: SIMD3<Double>) {
        self.space = space
        self.components = components
    }

    /// CSS `color()` notation, components to 4 decimals with trailing zeros trimmed.
    public var css: String {
        func number(_ v: Double) -> String {
            let scaled = (v * 10_000).rounded() / 10_000
            if scaled == scaled.rounded() { return String(Int(scaled)) }
            return String(scaled)
        }
        return "color(\(space) \(number(components.x)) \(number(components.y)) \(number(components.z)))"
    }
}
