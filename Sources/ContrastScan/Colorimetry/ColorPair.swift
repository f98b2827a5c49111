import ContrastScanSupport
import ColorManagement
import ColorScience

/// The contrast of two colours as a user writes them (`contrastscan ratio FG BG`):
/// CSS Color 4 colours in any of `CSSColor.Space`, possibly translucent.
public struct ColorPair: Sendable, Equatable {
    /// The foreground as measured: flattened over the background when it was translucent.
    public var foreground: MeasuredColor
    public var background: MeasuredColor
    /// WCAG 2.x ratio, from unclipped luminance; never rounded.
    public var ratio: Double
    /// APCA-W3 0.1.9 Lc, foreground as text on background (positive dark on light).
    public var apcaLc: Double
    /// What was done to make the pair measurable (flattening), one phrase each.
    public var notes: [String]

    /// Measures `foreground` on `background`.
    ///
    /// WCAG contrast is defined for opaque colours, so a translucent
    /// foreground is first composited over the background (in the
    /// background's encoding: gamma-encoded, as browsers and UIKit blend), and
    /// a translucent background over white, with a note each. Colours in a
    /// space that is not RGB (Lab, Oklab, XYZ…) are blended as sRGB.
    public init(foreground: CSSColor, background: CSSColor) {
        var notes: [String] = []
        var bg = background
        if bg.alpha < 1 {
            if !bg.space.isRGB { bg = bg.inSRGBEncoding }
            notes.append("background alpha \(JSONValue.format(bg.alpha, decimals: 3)) composited over white")
            let white = CSSColor(space: bg.space, red: 1, green: 1, blue: 1)
            bg = bg.flattened(over: white)
        }
        var fg = foreground
        if fg.alpha < 1 {
            notes.append("foreground alpha \(JSONValue.format(fg.alpha, decimals: 3)) composited over the background")
            // Blend in one encoding: the background's, or sRGB's when they differ.
            if fg.space != bg.space || !fg.space.isRGB { (fg, bg) = (fg.inSRGBEncoding, bg.inSRGBEncoding) }
            fg = fg.flattened(over: bg)
        }
        self.foreground = Self.measure(fg)
        self.background = Self.measure(bg)
        ratio = WCAG.contrastRatio(luminance: self.foreground.luminance, self.background.luminance)
        apcaLc = APCA.lightnessContrast(textY: self.foreground.apcaLuminance, backgroundY: self.background.apcaLuminance)
        self.notes = notes
    }

    private static let displayP3 = ImageColorimetry(name: "Display P3", converter: ImageColorimetry.referenceDisplayP3, cssSpace: "display-p3")

    private static func measure(_ color: CSSColor) -> MeasuredColor {
        let components = SIMD3(color.red, color.green, color.blue)
        switch color.space {
        case .displayP3 where displayP3.converter != nil:
            return displayP3.measure(components)
        default:
            let rgb = color.inSRGBEncoding
            return ImageColorimetry.srgb().measure(SIMD3(rgb.red, rgb.green, rgb.blue))
        }
    }
}

extension CSSColor {
    /// The same colour as gamma-encoded sRGB (unclipped), alpha kept.
    /// Display P3 goes through Little CMS, as P3 screenshots do; every other
    /// space through CSS Color 4's own matrices (`CSSColor.srgb`).
    var inSRGBEncoding: CSSColor {
        switch space {
        case .srgb:
            return self
        case .displayP3:
            guard let converter = ImageColorimetry.referenceDisplayP3 else { return CSSColor(srgb, alpha: alpha) }
            let linear = converter.linearSRGB(components)
            return CSSColor(space: .srgb, red: SRGBTransfer.toEncoded(linear.x), green: SRGBTransfer.toEncoded(linear.y),
                            blue: SRGBTransfer.toEncoded(linear.z), alpha: alpha)
        default:
            return CSSColor(srgb, alpha: alpha)
        }
    }

    /// This colour drawn with its alpha over `background` (same space), opaque.
    func flattened(over background: CSSColor) -> CSSColor {
        let a = min(max(alpha, 0), 1)
        return CSSColor(space: space, red: red * a + background.red * (1 - a),
                        green: green * a + background.green * (1 - a),
                        blue: blue * a + background.blue * (1 - a))
    }
}
