/// The colour information a PNG declares, as stored.
///
/// PNG's precedence when several are present is cICP, then iCCP, then sRGB,
/// then cHRM + gAMA (PNG third edition, section 4.3). This type only reports
/// what is there; deciding the colour space is the colour layer's job.
public struct ColorChunks: Sendable, Equatable {
    /// An embedded ICC profile (iCCP): its name and the decompressed profile bytes.
    public struct ICCProfile: Sendable, Equatable {
        public var name: String
        public var data: [UInt8]

        public init(name: String, data: [UInt8]) {
            self.name = name
            self.data = data
        }
    }

    /// Chromaticities (cHRM) as CIE xy, already divided by 100000.
    public struct Chromaticities: Sendable, Equatable {
        public var whiteX, whiteY, redX, redY, greenX, greenY, blueX, blueY: Double

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
    }

    /// Coding-independent code points (cICP, ITU-T H.273).
    public struct CICP: Sendable, Equatable {
        public var colourPrimaries: UInt8
        public var transferCharacteristics: UInt8
        public var matrixCoefficients: UInt8
        public var fullRange: Bool

        public init(colourPrimaries: UInt8, transferCharacteristics: UInt8, matrixCoefficients: UInt8, fullRange: Bool) {
            self.colourPrimaries = colourPrimaries
            self.transferCharacteristics = transferCharacteristics
            self.matrixCoefficients = matrixCoefficients
            self.fullRange = fullRange
        }
    }

    public var iccProfile: ICCProfile?
    /// The sRGB chunk's rendering intent (0 perceptual … 3 absolute colorimetric).
    public var srgbIntent: Int?
    /// The gAMA value as a decoding exponent's reciprocal (0.45455 for sRGB-like files).
    public var gamma: Double?
    public var chromaticities: Chromaticities?
    public var cicp: CICP?
    /// True when the file has an iCCP chunk that libpng refused (a damaged or
    /// oversized profile; its warning says why): the image is not untagged,
    /// but its profile cannot be used.
    public var droppedICCProfile = false

    public init(iccProfile: ICCProfile? = nil, srgbIntent: Int? = nil, gamma: Double? = nil,
                chromaticities: Chromaticities? = nil, cicp: CICP? = nil) {
        self.iccProfile = iccProfile
        self.srgbIntent = srgbIntent
        self.gamma = gamma
        self.chromaticities = chromaticities
        self.cicp = cicp
    }

    /// True when no colour chunk at all is present: an untagged image.
    public var isUntagged: Bool {
        iccProfile == nil && srgbIntent == nil && gamma == nil && chromaticities == nil && cicp == nil
            && !droppedICCProfile
    }
}
