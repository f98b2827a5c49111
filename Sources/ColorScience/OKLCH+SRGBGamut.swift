extension OKLCH {
    /// Whether this colour lies inside the sRGB gamut (every linear component in 0…1,
    /// within 1e-9 of rounding).
    public var isInSRGBGamut: Bool {
        let linear = lab.linearSRGB
        return [linear.red, linear.green, linear.blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    /// This colour brought into sRGB by lowering its chroma only, as gamma-encoded sRGB.
    ///
    /// Lightness and hue are kept and chroma is binary-searched down to the
    /// largest value that fits, so a too-vivid colour becomes the most vivid
    /// sRGB colour of the same lightness and hue, not a clipped one whose hue
    /// shifts (clipping a P3 orange per channel turns it yellower). Components
    /// are finally clipped to 0…1, which only matters for a lightness outside
    /// 0…1, where even grey does not fit.
    public func mappedIntoSRGB() -> RGB {
        var fitted = self
        if !isInSRGBGamut {
            var low = 0.0, high = chroma
            // 30 halvings: chroma within 1e-9 of the gamut boundary.
            for _ in 0..<30 {
                fitted.chroma = (low + high) / 2
                if fitted.isInSRGBGamut { low = fitted.chroma } else { high = fitted.chroma }
            }
            fitted.chroma = low
        }
        let rgb = fitted.rgb
        func clip(_ c: Double) -> Double { min(max(c, 0), 1) }
        return RGB(red: clip(rgb.red), green: clip(rgb.green), blue: clip(rgb.blue))
    }
}
