/// An RGB colour space's white point and primaries as CIE 1931 xy chromaticities.
public struct Primaries: Sendable, Equatable {
    public var whiteX, whiteY: Double
    public var redX, redY: Double
    public var greenX, greenY: Double
    public var blueX, blueY: Double

    public init(whiteX: Double, whiteY: Double, redX: Double, redY: Double,
                greenX: Double, greenY: Double, blueX: Double, blueY: Double) {
        self.whiteX = whiteX
        self.whiteY = whiteY
        self.redX = redX
        self.redY = redY
        self.greenX = greenX
        self.greenY = greenY
        self.blueX = blueX
        self.blueY = blueY
    }

    /// sRGB and Rec. ITU-R BT.709: D65 white.
    public static let srgb = Primaries(whiteX: 0.3127, whiteY: 0.3290, redX: 0.64, redY: 0.33,
                                       greenX: 0.30, greenY: 0.60, blueX: 0.15, blueY: 0.06)
    /// Display P3 (SMPTE EG 432-1, the DCI-P3 primaries with a D65 white): what iPhones write.
    public static let displayP3 = Primaries(whiteX: 0.3127, whiteY: 0.3290, redX: 0.680, redY: 0.320,
                                            greenX: 0.265, greenY: 0.690, blueX: 0.150, blueY: 0.060)
    /// Rec. ITU-R BT.2020 / BT.2100: D65 white.
    public static let bt2020 = Primaries(whiteX: 0.3127, whiteY: 0.3290, redX: 0.708, redY: 0.292,
                                         greenX: 0.170, greenY: 0.797, blueX: 0.131, blueY: 0.046)

    var array: [Double] { [whiteX, whiteY, redX, redY, greenX, greenY, blueX, blueY] }

    /// Whether every coordinate lies within `tolerance` of `other`'s.
    public func isClose(to other: Primaries, tolerance: Double = 0.001) -> Bool {
        zip(array, other.array).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
