import ColorManagement
import ColorScience
import Testing

@Suite("Little CMS conversion to linear sRGB")
struct ColorConverterTests {
    /// Display P3 red in linear sRGB, from the two spaces' RGB→XYZ matrices
    /// (CSS Color 4 §"Predefined colour spaces" sample code; both D65, so no
    /// adaptation): (1.2249, −0.0421, −0.0196), luminance 0.22898 — the P3
    /// matrix's Y row, also APCA's `displayP3toY` red coefficient.
    @Test func displayP3RedKeepsItsLuminanceOutsideTheSRGBGamut() throws {
        let converter = try ColorConverter(.displayP3)
        let red = converter.linearSRGB(SIMD3(1, 0, 0))
        #expect(abs(red.x - 1.2249) < 2e-4)
        #expect(abs(red.y - -0.0421) < 2e-4)
        #expect(abs(red.z - -0.0196) < 2e-4)
        let y = WCAG.luminance(linearRed: red.x, green: red.y, blue: red.z)
        #expect(abs(y - 0.22898) < 1e-4, "Y \(y)")
    }

    @Test func srgbThroughLittleCMSMatchesTheSRGBFormula() throws {
        let converter = try ColorConverter(.srgb)
        for v in stride(from: 0.0, through: 1.0, by: 1.0 / 17) {
            let out = converter.linearSRGB(SIMD3(v, v / 2, 1 - v))
            #expect(abs(out.x - SRGBTransfer.toLinear(v)) < 1e-5)
            #expect(abs(out.y - SRGBTransfer.toLinear(v / 2)) < 1e-5)
            #expect(abs(out.z - SRGBTransfer.toLinear(1 - v)) < 1e-5)
        }
    }

    @Test func gammaOneMeansValuesAreLinear() throws {
        let converter = try ColorConverter(.rgb(.srgb, .gamma(exponent: 1)))
        let out = converter.linearSRGB(SIMD3(0.25, 0.5, 0.75))
        #expect(abs(out.x - 0.25) < 1e-5 && abs(out.y - 0.5) < 1e-5 && abs(out.z - 0.75) < 1e-5)
    }

    @Test func batchConversionMatchesSingleConversion() throws {
        let converter = try ColorConverter(.displayP3)
        var batch = [0.1, 0.2, 0.3, 0.9, 0.1, 0.05]
        converter.convertInPlace(&batch)
        let second = converter.linearSRGB(SIMD3(0.9, 0.1, 0.05))
        #expect(batch[3] == second.x && batch[4] == second.y && batch[5] == second.z)
    }

    @Test func garbageIsNotAProfile() {
        #expect(throws: ColorProfileError.self) {
            try ColorConverter(.icc(name: "junk", data: [UInt8](repeating: 7, count: 400)))
        }
        #expect(throws: ColorProfileError.self) {
            try ColorConverter(.icc(name: "short", data: [1, 2, 3]))
        }
    }

    @Test func impossiblePrimariesAreRejected() {
        var bad = Primaries.srgb
        bad.redY = 0
        #expect(throws: ColorProfileError.self) { try ColorConverter(.rgb(bad, .srgb)) }
    }
}
