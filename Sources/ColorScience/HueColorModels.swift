/// HSL and HWB, CSS's two hue-based ways of writing an sRGB colour, converted
/// to gamma-encoded sRGB with the specification's sample code (CSS Color 4
/// §7.1 `hslToRgb` and §8.1 `hwbToRgb`).
enum HueColorModels {
    /// `hslToRgb`: hue in degrees (any value; normalised to 0..<360),
    /// saturation and lightness on a 0…100 scale. Nothing is clipped: a
    /// lightness above 100 gives components above 1, as CSS Color 4 leaves it.
    /// CSS clamps a negative saturation to 0 before this (at parse time).
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        var hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let s = saturation / 100, l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    /// `hwbToRgb`: hue in degrees, whiteness and blackness on a 0…100 scale.
    /// When whiteness + blackness reaches 100 the colour is the grey
    /// whiteness / (whiteness + blackness), whatever the hue.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let grey = w / (w + b)
            return SIMD3(repeating: grey)
        }
        return hslToSRGB(hue: hue, saturation: 100, lightness: 50) * (1 - w - b) + SIMD3(repeating: w)
    }
}
