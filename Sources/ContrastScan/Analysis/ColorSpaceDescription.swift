import PNGCodec

/// Names the colour space a PNG declares, in PNG's precedence order
/// (cICP, iCCP, sRGB, cHRM + gAMA), and whether its values can be read as
/// sRGB as they are.
struct ColorSpaceDescription {
    var name: String
    /// True when reading the values as sRGB is exact (or the file makes no claim).
    var isSRGB: Bool

    init(_ chunks: ColorChunks) {
        if let cicp = chunks.cicp {
            switch (cicp.colourPrimaries, cicp.transferCharacteristics) {
            case (1, 13): (name, isSRGB) = ("sRGB (cICP)", true)
            case (12, 13): (name, isSRGB) = ("Display P3 (cICP)", false)
            default:
                (name, isSRGB) = ("cICP primaries \(cicp.colourPrimaries) transfer \(cicp.transferCharacteristics)", false)
            }
        } else if let icc = chunks.iccProfile {
            let looksSRGB = icc.name.lowercased().contains("srgb")
            (name, isSRGB) = ("ICC profile \"\(icc.name)\"", looksSRGB)
        } else if chunks.srgbIntent != nil {
            (name, isSRGB) = ("sRGB", true)
        } else if let gamma = chunks.gamma {
            let nearSRGB = abs(gamma - 0.45455) < 0.0005
            (name, isSRGB) = ("gAMA \(gamma)" + (chunks.chromaticities != nil ? " + cHRM" : ""), nearSRGB)
        } else if chunks.chromaticities != nil {
            (name, isSRGB) = ("cHRM only", false)
        } else {
            (name, isSRGB) = ("sRGB (untagged, assumed)", true)
        }
    }
}
