/// A colour as gamma-encoded sRGB components, nominally 0…1.
///
/// Components may fall outside 0…1 for colours outside the sRGB gamut; the
/// hex form clips them and `isInGamut` says so.
public struct RGB: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from 8-bit components, as in `#RRGGBB`.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255)
    }

    /// Parses `#RGB` or `#RRGGBB` (the `#` is optional). Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values: [UInt8]
        switch digits.count {
        case 3:
            values = digits.compactMap { UInt8(String([$0, $0]), radix: 16) }
        case 6:
            let chars = Array(digits)
            values = stride(from: 0, to: 6, by: 2).compactMap { UInt8(String(chars[$0...$0 + 1]), radix: 16) }
        default:
            return nil
        }
        guard values.count == 3 else { return nil }
        self.init(red8: values[0], green8: values[1], blue8: values[2])
    }

    public static let white = RGB(red: 1, green: 1, blue: 1)
    public static let black = RGB(red: 0, green: 0, blue: 0)

    /// Whether every component lies in 0…1 (within rounding).
    public var isInGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= -1e-6 && $0 <= 1 + 1e-6 }
    }

    /// `#RRGGBB`, uppercase, each component clipped to 0…1 and rounded to 8 bits.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let text = String(RGB.byte(value), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The colour `hex` names: each component clipped to 0…1 and rounded to 8 bits.
    ///
    /// Measure this, not the unrounded colour, when a result will be printed as
    /// hex: rounding can move a just-passing colour below a threshold.
    public var quantized8Bit: RGB {
        RGB(red8: RGB.byte(red), green8: RGB.byte(green), blue8: RGB.byte(blue))
    }

    /// A component clipped to 0…1 (NaN as 0) and rounded to 0…255.
    private static func byte(_ value: Double) -> UInt8 {
        let clipped = min(max(value.isNaN ? 0 : value, 0), 1)
        return UInt8((clipped * 255).rounded())
    }

    /// The components converted to linear light with the sRGB transfer function.
    public var linear: (red: Double, green: Double, blue: Double) {
        (SRGBTransfer.toLinear(red), SRGBTransfer.toLinear(green), SRGBTransfer.toLinear(blue))
    }

    /// This colour drawn with opacity `alpha` over `background`, in gamma-encoded
    /// sRGB as browsers and UIKit composite by default.
    ///
    /// WCAG contrast is defined for opaque colours, so a translucent
    /// foreground must be flattened first.
    public func flattened(alpha: Double, over background: RGB) -> RGB {
        let a = min(max(alpha, 0), 1)
        return RGB(red: red * a + background.red * (1 - a),
                   green: green * a + background.green * (1 - a),
                   blue: blue * a + background.blue * (1 - a))
    }
}
