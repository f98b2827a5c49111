#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in Björn Ottosson's OKLab perceptual space
/// (https://bottosson.github.io/posts/oklab/).
///
/// Used to change a colour "as little as possible": equal distances in OKLab
/// look about equally different, and its lightness L follows perceived
/// lightness while a and b hold the hue and chroma, so lightness can be moved
/// without shifting the hue (unlike HSL, whose blues and yellows jump).
///
/// Conversions work on the extended range: nothing is clipped, and the cube
/// root of a negative LMS value keeps its sign (`cbrt`), so out-of-gamut sRGB
/// (from a Display P3 source) survives the round trip.
public struct OKLab: Sendable, Hashable {
    /// Perceived lightness, 0 for black and 1 for the D65 white.
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// From linear-light sRGB, with the post's `linear_srgb_to_oklab` matrices.
    public init(linearRed r: Double, green g: Double, blue b: Double) {
        self.init(lms: OKLabMatrices.linearSRGBToLMS.apply(SIMD3(r, g, b)))
    }

    /// From CIE XYZ relative to D65 with white at Y = 1, with the post's M1.
    ///
    /// Ottosson's reference values are given for XYZ, so this is how they are checked.
    public init(x: Double, y: Double, z: Double) {
        self.init(lms: OKLabMatrices.xyzToLMS.apply(SIMD3(x, y, z)))
    }

    /// From gamma-encoded sRGB, possibly outside 0…1.
    public init(_ rgb: RGB) {
        let linear = rgb.linear
        self.init(linearRed: linear.red, green: linear.green, blue: linear.blue)
    }

    /// LMS cone response to OKLab: sign-keeping cube root, then the post's M2.
    private init(lms: SIMD3<Double>) {
        let lab = OKLabMatrices.lmsToLab.apply(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
        self.init(lightness: lab.x, a: lab.y, b: lab.z)
    }

    /// Linear-light sRGB, the inverse of `init(linearRed:green:blue:)`; not clipped.
    public var linearSRGB: (red: Double, green: Double, blue: Double) {
        let root = OKLabMatrices.labToLMS.apply(SIMD3(lightness, a, b))
        let rgb = OKLabMatrices.lmsToLinearSRGB.apply(root * root * root)
        return (rgb.x, rgb.y, rgb.z)
    }

    /// Gamma-encoded sRGB; components outside 0…1 are kept (see `RGB.isInGamut`).
    public var rgb: RGB {
        let linear = linearSRGB
        return RGB(red: SRGBTransfer.toEncoded(linear.red), green: SRGBTransfer.toEncoded(linear.green),
                   blue: SRGBTransfer.toEncoded(linear.blue))
    }

    /// ΔE_OK: the Euclidean distance in OKLab, about 0.02 for a just-noticeable step.
    public func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// OKLab in polar form: lightness, chroma (colourfulness) and hue angle.
///
/// Keeping `hue` fixed while moving `lightness` is how a colour is made darker
/// or lighter "in the same colour".
public struct OKLCH: Sendable, Hashable {
    /// The OKLab lightness, 0…1.
    public var lightness: Double
    /// Distance from the grey axis, 0 for greys; about 0.32 at most within sRGB.
    public var chroma: Double
    /// Hue angle in degrees, 0..<360, counter-clockwise from +a (pinkish red).
    /// Meaningless when chroma is 0.
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    public init(_ lab: OKLab) {
        let degrees = atan2(lab.b, lab.a) * 180 / Double.pi
        self.init(lightness: lab.lightness, chroma: (lab.a * lab.a + lab.b * lab.b).squareRoot(),
                  hue: degrees < 0 ? degrees + 360 : degrees)
    }

    /// From gamma-encoded sRGB, possibly outside 0…1.
    public init(_ rgb: RGB) {
        self.init(OKLab(rgb))
    }

    public var lab: OKLab {
        let radians = hue * Double.pi / 180
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// Gamma-encoded sRGB; components outside 0…1 are kept.
    public var rgb: RGB { lab.rgb }
}

/// The matrices of https://bottosson.github.io/posts/oklab/.
///
/// The forward ones are the post's, digit for digit. The inverses are computed
/// here in double precision rather than typed from the post, which prints them
/// rounded so that they undo the forward ones only to about 1e-7: with that
/// error an sRGB colour on the gamut edge (a channel at 0 or 1) came back just
/// outside the gamut. Computed, sRGB → OKLab → sRGB returns to within 1e-15.
private enum OKLabMatrices {
    static let linearSRGBToLMS = Matrix3(
        SIMD3(0.4122214708, 0.5363325363, 0.0514459929),
        SIMD3(0.2119034982, 0.6806995451, 0.1073969566),
        SIMD3(0.0883024619, 0.2817188376, 0.6299787005))
    /// M1.
    static let xyzToLMS = Matrix3(
        SIMD3(0.8189330101, 0.3618667424, -0.1288597137),
        SIMD3(0.0329845436, 0.9293118715, 0.0361456387),
        SIMD3(0.0482003018, 0.2643662691, 0.6338517070))
    /// M2.
    static let lmsToLab = Matrix3(
        SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
        SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
        SIMD3(0.0259040371, 0.7827717662, -0.8086757660))
    static let labToLMS = lmsToLab.inverse
    static let lmsToLinearSRGB = linearSRGBToLMS.inverse
}
