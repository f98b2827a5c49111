#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// APCA lightness contrast (Lc), version APCA-W3 0.1.9.
///
/// Constants and steps follow the published reference implementation,
/// Myndex/apca-w3 `src/apca-w3.js` v0.1.9 (`SA98G` and `APCAcontrast`,
/// `sRGBtoY`). The sign is kept: positive for dark text on a light background
/// (BoW), negative for light text on dark (WoB).
public enum APCA {
    // SA98G constants, apca-w3 0.1.9.
    static let mainTRC = 2.4
    static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blkThrs = 0.022, blkClmp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWoffset = 0.027, loWoBoffset = 0.027
    static let deltaYmin = 0.0005, loClip = 0.1

    /// APCA's screen luminance of an sRGB colour: a plain 2.4 power per
    /// channel (not the piecewise sRGB curve), as `sRGBtoY` does.
    public static func screenLuminance(_ color: RGB) -> Double {
        func channel(_ c: Double) -> Double { pow(min(max(c, 0), 1), mainTRC) }
        return sRco * channel(color.red) + sGco * channel(color.green) + sBco * channel(color.blue)
    }

    // Display P3 luminance coefficients, apca-w3 0.1.9 `displayP3toY`
    // (the Y row of the P3 RGB→XYZ matrix).
    static let p3Rco = 0.2289829594805780, p3Gco = 0.6917492625852380, p3Bco = 0.0792677779341829

    /// APCA's screen luminance of a Display P3 colour (encoded components), as
    /// `displayP3toY` does: the same plain 2.4 power with P3 coefficients.
    public static func screenLuminance(displayP3 c: SIMD3<Double>) -> Double {
        func channel(_ v: Double) -> Double { pow(min(max(v, 0), 1), mainTRC) }
        return p3Rco * channel(c.x) + p3Gco * channel(c.y) + p3Bco * channel(c.z)
    }

    /// APCA's screen luminance of an sRGB colour that may lie outside the
    /// gamut (components below 0 or above 1, from a wide-gamut source):
    /// `sRGBtoY` with the power applied to the magnitude and the sign kept,
    /// so an out-of-gamut colour is not clipped to its sRGB stand-in. Equal to
    /// `screenLuminance(_:)` for in-gamut colours.
    public static func screenLuminance(extendedSRGB color: RGB) -> Double {
        func channel(_ c: Double) -> Double { c < 0 ? -pow(-c, mainTRC) : pow(c, mainTRC) }
        return max(0, sRco * channel(color.red) + sGco * channel(color.green) + sBco * channel(color.blue))
    }

    /// Lc for text luminance `textY` on background luminance `backgroundY`.
    public static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        guard textY.isFinite, backgroundY.isFinite,
              min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else { return 0 }
        func softClamp(_ y: Double) -> Double { y > blkThrs ? y : y + pow(blkThrs - y, blkClmp) }
        let txt = softClamp(textY), bg = softClamp(backgroundY)
        guard abs(bg - txt) >= deltaYmin else { return 0 }
        let output: Double
        if bg > txt {
            let sapc = (pow(bg, normBG) - pow(txt, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWoffset
        } else {
            let sapc = (pow(bg, revBG) - pow(txt, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBoffset
        }
        return output * 100
    }

    /// Lc for sRGB `text` on sRGB `background`.
    public static func lightnessContrast(text: RGB, background: RGB) -> Double {
        lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
    }
}
