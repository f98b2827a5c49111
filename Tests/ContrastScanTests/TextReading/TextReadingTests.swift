import ColorScience
import ContrastScan
import Foundation
import PNGCodec
import TestSupport
import Testing
import TextRecognition

/// `--ocr` in the engine: detected lines get the words Tesseract reads, icons
/// become non-text, and nothing that goes wrong with OCR stops an analysis.
@Suite("Reading the words of regions with OCR")
struct TextReadingTests {
    static let slice = TestPaths.fixtures.appendingPathComponent("accuracy")

    /// An analyzer that reads with the system's model (tesseract-ocr-eng).
    static func reading() -> Analyzer {
        var analyzer = Analyzer()
        analyzer.textReader = TextReader()
        return analyzer
    }

    /// A white `width × height` image with `draw` applied, decoded as the analysis decodes.
    static func image(width: Int, height: Int, background: RGBA8 = RGBA8(red: 255, green: 255, blue: 255),
                      _ draw: (inout RGBA8Bitmap) -> Void) throws -> Image {
        var bitmap = RGBA8Bitmap(width: width, height: height, fill: background)
        draw(&bitmap)
        return try PNGDecoder().decode(try PNGEncoder.fast.encode(bitmap))
    }

    /// A filled star of `radius` centred at (`cx`, `cy`): an icon, no letter in it.
    static func star(_ bitmap: inout RGBA8Bitmap, cx: Double, cy: Double, radius: Double, color: RGBA8) {
        let points = (0..<10).map { k -> (Double, Double) in
            let r = k % 2 == 0 ? radius : radius * 0.45, a = Double(k) * .pi / 5 - .pi / 2
            return (cx + r * cos(a), cy + r * sin(a))
        }
        for y in Int(cy - radius)...Int(cy + radius) {
            for x in Int(cx - radius)...Int(cx + radius) {
                // Even-odd rule on the star's outline.
                var inside = false
                for i in 0..<points.count {
                    let (x1, y1) = points[i], (x2, y2) = points[(i + 1) % points.count]
                    if (y1 > Double(y)) != (y2 > Double(y)),
                       Double(x) < (x2 - x1) * (Double(y) - y1) / (y2 - y1) + x1 { inside.toggle() }
                }
                if inside { bitmap.set(x: x, y: y, to: color) }
            }
        }
    }

    @Test func detectedLinesOfARenderedScreenReadAsTheirText() throws {
        let png = Self.slice.appendingPathComponent("01-settings-light-2x.png").path
        let report = try Self.reading().analyzeDetectingText(imageAt: png)
        let texts = report.regions.compactMap(\.text)
        for expected in ["General", "Personal Hotspot", "Wallet & Apple Pay", "Accessibility", "Version 17.4 (21E219)"] {
            #expect(texts.contains(expected), "read: \(texts)")
        }
        let general = try #require(report.regions.first { $0.text == "General" })
        #expect(general.role == .text && general.detected)
        #expect((general.ocrConfidence ?? 0) >= 0.8)
        #expect(!report.warnings.contains(where: TextReadings.isOCRWarning), "\(report.warnings)")
    }

    @Test func withoutOCRDetectedLinesHaveNoTextNorConfidence() throws {
        let png = Self.slice.appendingPathComponent("01-settings-light-2x.png").path
        let report = try Analyzer().analyzeDetectingText(imageAt: png)
        #expect(report.regions.allSatisfy { $0.text == nil && $0.ocrConfidence == nil && $0.role == .text })
    }

    @Test func anIconTheDetectorTookForALineBecomesNonTextHeldToThreeToOne() throws {
        let grey = RGBA8(red: 0x8E, green: 0x8E, blue: 0x93)
        let image = try Self.image(width: 200, height: 60) { bitmap in
            Self.star(&bitmap, cx: 30, cy: 30, radius: 18, color: grey)
            bitmap.fill(x: 70, y: 20, width: 20, height: 20, with: grey)
        }
        var sidecar = Sidecar(scale: 1, regions: [
            RegionSpec(id: "star", rect: PointRect(x: 8, y: 8, width: 44, height: 44), fontSize: 36),
            RegionSpec(id: "square", rect: PointRect(x: 64, y: 14, width: 32, height: 32), fontSize: 20),
        ])
        let readings = Self.reading().readText(of: &sidecar, in: image, detected: true)
        #expect(sidecar.regions.map(\.role) == [.nonText, .nonText], "read: \(sidecar.regions.map(\.text))")
        #expect(sidecar.regions.allSatisfy { $0.text == nil })
        #expect(readings.confidences.allSatisfy { $0 != nil })
        #expect(readings.warnings.isEmpty)
        let requirement = ContrastPolicy().requirement(for: sidecar.regions[0], appearance: nil)
        #expect(requirement.minimumRatio == 3)
    }

    @Test func aSidecarKeepsItsRolesAndOnlyTextRegionsWithoutTextAreRead() throws {
        let png = Self.slice.appendingPathComponent("01-settings-light-2x.png")
        var sidecar = try SidecarDecoder.decode(Data(contentsOf: png.deletingPathExtension().appendingPathExtension("json")))
        let given = sidecar.regions.map(\.text)
        let title = try #require(sidecar.regions.firstIndex { $0.text == "General" })
        sidecar.regions[title].text = nil
        let image = try PNGDecoder().decode([UInt8](Data(contentsOf: png)))
        let readings = Self.reading().readText(of: &sidecar, in: image, detected: false)
        #expect(sidecar.regions[title].text == "General")
        #expect(readings.confidences[title] != nil)
        for (index, text) in given.enumerated() where index != title {
            #expect(sidecar.regions[index].text == text)
            #expect(readings.confidences[index] == nil)
        }
    }

    @Test func aMissingModelIsAWarningAndTheAnalysisStillReports() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cs-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var analyzer = Analyzer()
        analyzer.textReader = TextReader(prefix: empty.path)
        let png = Self.slice.appendingPathComponent("01-settings-light-2x.png").path
        let report = try analyzer.analyzeDetectingText(imageAt: png)
        let plain = try Analyzer().analyzeDetectingText(imageAt: png)
        #expect(report.regions == plain.regions)
        #expect(report.warnings.filter(TextReadings.isOCRWarning) == [
            "OCR: no Tesseract model eng.traineddata in TESSDATA_PREFIX=\(empty.path) (set TESSDATA_PREFIX to the folder holding eng.traineddata, or unset it); text is not read",
        ])
    }

    @Test func anUnreadableCropIsAWarningNamingTheRegion() throws {
        let image = try Self.image(width: 40, height: 40) { _ in }
        var sidecar = Sidecar(scale: 1, regions: [RegionSpec(id: "sliver", rect: PointRect(x: 0, y: 0, width: 30, height: 2))])
        let readings = Self.reading().readText(of: &sidecar, in: image, detected: true)
        #expect(readings.warnings == ["OCR: region \"sliver\": cannot read the text of this crop (the box is 30×2 pixels inside the image)"])
        #expect(sidecar.regions[0].role == .text)
        #expect(readings.confidences == [nil])
    }

    @Test func lightTextOnADarkGroundIsTurnedDarkOnWhiteAndEnlarged() throws {
        let image = try Self.image(width: 60, height: 20, background: RGBA8(red: 0, green: 0x30, blue: 0x80)) { bitmap in
            bitmap.fill(x: 10, y: 6, width: 30, height: 6, with: RGBA8(red: 0xE0, green: 0xE0, blue: 0xFF))
        }
        let crop = try #require(try LineCrop.grey(of: image, rect: PixelRect(x: 0, y: 0, width: 60, height: 20)))
        #expect(crop.height == LineCrop.targetHeight + 2 * LineCrop.margin)
        #expect(crop.width == 240 + 2 * LineCrop.margin)
        #expect(crop[LineCrop.margin + 2, LineCrop.margin + 2] == 255)        // ground: white
        #expect(crop[LineCrop.margin + 100, LineCrop.margin + 36] == 0)       // ink: black
    }

    @Test func aLongThinLineIsEnlargedOnlyAsFarAsTheEngineReads() throws {
        let image = try Self.image(width: 9000, height: 12) { bitmap in
            bitmap.fill(x: 10, y: 3, width: 8980, height: 6, with: RGBA8(red: 0, green: 0, blue: 0))
        }
        let crop = try #require(try LineCrop.grey(of: image, rect: PixelRect(x: 0, y: 0, width: 9000, height: 12)))
        #expect(crop.width <= 32000 && crop.height > 12)
    }

    @Test func aFlatCropHasNothingToReadAndATinyOneIsRefused() throws {
        let image = try Self.image(width: 30, height: 30) { _ in }
        #expect(try LineCrop.grey(of: image, rect: PixelRect(x: 0, y: 0, width: 30, height: 30)) == nil)
        #expect(throws: OCRError.self) { try LineCrop.grey(of: image, rect: PixelRect(x: 28, y: 0, width: 10, height: 10)) }
    }
}
