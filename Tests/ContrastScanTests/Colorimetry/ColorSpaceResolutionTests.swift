import ContrastScan
import ContrastScanSupport
import PNGCodec
import Testing

/// PNG third edition precedence: cICP, iCCP, sRGB, cHRM + gAMA; untagged → assumed or sRGB.
@Suite("Choosing an image's colour space from its chunks")
struct ColorSpaceResolutionTests {
    private let p3CICP = ColorChunks.CICP(colourPrimaries: 12, transferCharacteristics: 13, matrixCoefficients: 0, fullRange: true)

    @Test func untaggedImagesAreReadAsSRGB() {
        let c = ImageColorimetry.resolve(ColorChunks())
        #expect(c.isSRGB)
        #expect(c.name == "sRGB (untagged, assumed)")
        #expect(c.warnings.isEmpty)
    }

    @Test func untaggedImagesCanBeAssumedDisplayP3() {
        let c = ImageColorimetry.resolve(ColorChunks(), assumed: .displayP3)
        #expect(!c.isSRGB)
        #expect(c.cssSpace == "display-p3")
        #expect(abs(c.luminance(SIMD3(1, 0, 0)) - 0.22898) < 1e-4)
    }

    @Test func anAssumedProfileDoesNotOverrideADeclaredOne() {
        let c = ImageColorimetry.resolve(ColorChunks(srgbIntent: 0), assumed: .displayP3)
        #expect(c.isSRGB)
        #expect(c.warnings.count == 1)
        #expect(c.warnings.first?.contains("ignored") == true)
    }

    @Test func cICPDisplayP3IsMeasuredAsDisplayP3() {
        let c = ImageColorimetry.resolve(ColorChunks(srgbIntent: 0, cicp: p3CICP))
        #expect(c.cssSpace == "display-p3")
        #expect(c.name.contains("Display P3"))
        // P3 pure green: Y is the P3 matrix's green coefficient, 0.69175.
        #expect(abs(c.luminance(SIMD3(0, 1, 0)) - 0.69175) < 1e-4)
    }

    @Test func hdrCICPFallsBackToTheNextChunkWithAWarning() {
        let pq = ColorChunks.CICP(colourPrimaries: 9, transferCharacteristics: 16, matrixCoefficients: 0, fullRange: true)
        let c = ImageColorimetry.resolve(ColorChunks(srgbIntent: 0, cicp: pq))
        #expect(c.isSRGB)
        #expect(c.warnings.first?.contains("HDR") == true)
    }

    @Test func aBrokenICCProfileFallsBackWithAWarning() {
        let junk = ColorChunks.ICCProfile(name: "broken", data: [UInt8](repeating: 0x41, count: 300))
        let c = ImageColorimetry.resolve(ColorChunks(iccProfile: junk, srgbIntent: 0))
        #expect(c.isSRGB)
        #expect(c.warnings.first?.contains("iCCP \"broken\" not used") == true)
    }

    /// gAMA 1.0 means the stored values are linear light: 0.5 is Y 0.5,
    /// where the sRGB reading would give 0.214.
    @Test func gammaOneReadsValuesAsLinearLight() {
        let c = ImageColorimetry.resolve(ColorChunks(gamma: 1.0))
        #expect(abs(c.luminance(SIMD3(0.5, 0.5, 0.5)) - 0.5) < 1e-5)
        #expect(c.cssSpace == "srgb-linear")
    }

    /// gAMA 0.45455 alone is a pure 2.2 power law (PNG spec), not the sRGB curve:
    /// 0.5 → 0.5^2.2 = 0.21764 (sRGB would give 0.21404).
    @Test func gAMAAloneIsAPurePowerLaw() {
        let c = ImageColorimetry.resolve(ColorChunks(gamma: 0.45455))
        #expect(abs(c.luminance(SIMD3(0.5, 0.5, 0.5)) - 0.217638) < 1e-4)
    }

    @Test func sourceColoursArePrintedAsCSS() {
        let c = ImageColorimetry.resolve(ColorChunks(cicp: p3CICP))
        let measured = c.measure(SIMD3(0.91, 0.2, 0.1))
        #expect(measured.source?.css == "color(display-p3 0.91 0.2 0.1)")
        #expect(!measured.srgb.isInGamut)
        // The clipped hex is a stand-in; the luminance is the P3 colour's own.
        #expect(abs(measured.luminance - c.luminance(SIMD3(0.91, 0.2, 0.1))) < 1e-12)
    }
}
