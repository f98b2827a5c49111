@testable import ContrastScan
import ColorScience
import PNGCodec
import Testing

/// Text read on a sparse lattice is read again denser (`FrameTightening.readDenser`) unless
/// its first reading left nothing to correct (`FrameTightening.settled`): decided with no
/// doubt, over a background that does not vary, on enough glyph pixels.
@Suite("A settled first reading is not read again")
struct SettledReadingTests {
    private func estimate(confidence: Double = 1, reasons: [String] = [], glyphPixels: Int = 100,
                          background: BackgroundRange? = nil) -> ContrastEstimate {
        ContrastEstimate(foreground: RGB(red: 0.2, green: 0.2, blue: 0.2), background: RGB(red: 0.95, green: 0.95, blue: 0.97),
                         ratio: 11.6, apcaLc: 90, worstRatio: 11.6, ratioRange: 11.6...11.6, backgroundRange: background,
                         confidence: confidence, reasons: reasons, glyphPixelCount: glyphPixels)
    }

    @Test func aSureReadingOnAFlatSurfaceOnAHundredGlyphPixelsIsSettled() {
        #expect(FrameTightening.settled(estimate()))
        let flat = BackgroundRange(darkest: RGB(red: 0.9, green: 0.9, blue: 0.9), lightest: RGB(red: 0.9, green: 0.9, blue: 0.9),
                                   luminance: 0.787...0.787)
        #expect(FrameTightening.settled(estimate(background: flat)))
    }

    @Test func aReadingWithAnyDoubtFewGlyphPixelsOrAVaryingSurfaceIsReadAgain() {
        // Thin strokes read from too few pixels: ultralight lines in loose frames read on 20 to 27
        // glyph pixels were 5-25% under their true ratio before the denser reading.
        #expect(!FrameTightening.settled(estimate(glyphPixels: FrameTightening.settledGlyphPixels - 1)))
        #expect(!FrameTightening.settled(estimate(confidence: 0.99)))
        #expect(!FrameTightening.settled(estimate(reasons: [ContrastEstimator.shadowNote])))
        let varying = BackgroundRange(darkest: RGB(red: 0.5, green: 0.5, blue: 0.5), lightest: RGB(red: 0.9, green: 0.9, blue: 0.9),
                                      luminance: 0.214...0.787)
        #expect(!FrameTightening.settled(estimate(background: varying)))
    }

    /// A wide line of solid dark letters on a flat pale surface, its frame read every 30th
    /// pixel: the first reading settles it, and `analyze` answers exactly that reading.
    @Test func aWideLineOnAFlatSurfaceIsAnsweredFromItsFirstReading() throws {
        var bitmap = RGBA8Bitmap(width: 1_200, height: 180, fill: RGBA8(red: 242, green: 242, blue: 247))
        let ink = RGBA8(red: 51, green: 51, blue: 51)
        var x = 20
        while x + 36 <= 1_180 {  // letters like "H": two 4 px stems joined by a bar
            bitmap.fill(x: x, y: 60, width: 4, height: 54, with: ink)
            bitmap.fill(x: x + 32, y: 60, width: 4, height: 54, with: ink)
            bitmap.fill(x: x, y: 85, width: 36, height: 4, with: ink)
            x += 46
        }
        let image = try PNGDecoder().decode(PNGEncoder().encode(bitmap))
        let spec = RegionSpec(id: "line", rect: PointRect(x: 10, y: 50, width: 1_180, height: 74))
        let region = Region(spec: spec, scale: 1, imageWidth: image.width, imageHeight: image.height)
        let analyzer = Analyzer()
        let samples = analyzer.sampler.samples(of: region, in: image)
        #expect(samples.stride >= 8, "the frame must be read sparsely for a denser reading to be possible")
        let first = try analyzer.estimator.estimate(samples, box: region.pixelRect).get()
        #expect(FrameTightening.settled(first), "\(first)")
        let answered = try analyzer.estimate(region, in: image, colorimetry: .srgb()).0.get()
        #expect(answered == first)
        #expect(abs(answered.ratio - 11.32) < 0.02, "\(answered.ratio)")  // #333333 on #F2F2F7
    }
}
