import ContrastScan
import Foundation
import PNGCodec
import TestSupport
import Testing

/// Detection on local contrast (issue 17): a faint line on a flat surface is
/// found, a photo's texture is not taken for text, and a report that found
/// nothing says so instead of reading as an all-clear.
@Suite("Text detection on local contrast")
struct LocalContrastDetectionTests {
    /// Draws a text-like line at (x, y): `count` letters `height` px tall, each two
    /// 3 px stems joined by a bar (an "H"), 6 px apart — the edges of a line of type.
    static func drawLine(_ bitmap: inout RGBA8Bitmap, x: Int, y: Int, count: Int, height: Int, color: RGBA8) -> PixelRect {
        let letter = height * 2 / 3
        var left = x
        for _ in 0..<count {
            bitmap.fill(x: left, y: y, width: 3, height: height, with: color)
            bitmap.fill(x: left + letter - 3, y: y, width: 3, height: height, with: color)
            bitmap.fill(x: left, y: y + height / 2 - 1, width: letter, height: 3, with: color)
            left += letter + 6
        }
        return PixelRect(x: x, y: y, width: left - 6 - x, height: height)
    }

    static func png(_ bitmap: RGBA8Bitmap) throws -> [UInt8] {
        try PNGEncoder().encode(bitmap)
    }

    static func iou(_ a: PixelRect, _ b: PixelRect) -> Double {
        let inter = a.intersection(b).area
        let union = a.area + b.area - inter
        return union > 0 ? Double(inter) / Double(union) : 0
    }

    /// WCAG relative luminance of an 8-bit sRGB grey or colour.
    static func luminance(_ c: RGBA8) -> Double {
        func lin(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(c.red) + 0.7152 * lin(c.green) + 0.0722 * lin(c.blue)
    }

    static let surface = RGBA8(red: 242, green: 242, blue: 247)   // iOS grouped background
    static let faintInk = RGBA8(red: 255, green: 255, blue: 255)  // white label on it: 1.1:1

    @Test func theFaintInkIsAboutOnePointOneToOne() {
        let ratio = (Self.luminance(Self.faintInk) + 0.05) / (Self.luminance(Self.surface) + 0.05)
        #expect(ratio > 1.05 && ratio < 1.15, "ratio \(ratio)")
    }

    @Test(arguments: [(30, "body text, 15 pt at 2x"), (48, "a heading, 24 pt at 2x")])
    func aFaintLineOnAFlatSurfaceIsFound(height: Int, what: String) throws {
        var bitmap = RGBA8Bitmap(width: 780, height: 300, fill: Self.surface)
        let line = Self.drawLine(&bitmap, x: 60, y: 120, count: 10, height: height, color: Self.faintInk)
        let report = try Analyzer().analyzeDetectingText(pngBytes: try Self.png(bitmap), name: "faint.png")
        #expect(report.regions.contains { Self.iou($0.pixelRect, line) >= 0.5 },
                "\(what): found \(report.regions.map(\.pixelRect))")
        #expect(report.warnings.allSatisfy { !$0.contains("no text was detected") })
    }

    /// The same line under the fixed threshold the detector used before (every
    /// step under 20 ignored) is missed: the local threshold is what finds it.
    @Test func aFixedThresholdMissesTheFaintLine() throws {
        var bitmap = RGBA8Bitmap(width: 780, height: 300, fill: Self.surface)
        let line = Self.drawLine(&bitmap, x: 60, y: 120, count: 10, height: 30, color: Self.faintInk)
        let image = try PNGDecoder().decode(try Self.png(bitmap))
        var fixed = TextLineDetector()
        fixed.faintEdgeFloor = fixed.edgeThreshold
        #expect(!fixed.detect(in: image).contains { Self.iou($0.pixelRect, line) >= 0.5 })
        #expect(TextLineDetector().detect(in: image).contains { Self.iou($0.pixelRect, line) >= 0.5 })
    }

    /// A faint line beside a strong one: each is held to its own neighbourhood.
    @Test func aFaintLineBesideAStrongOneIsFoundToo() throws {
        var bitmap = RGBA8Bitmap(width: 780, height: 400, fill: Self.surface)
        let strong = Self.drawLine(&bitmap, x: 60, y: 60, count: 8, height: 30, color: RGBA8(red: 0, green: 0, blue: 0))
        let faint = Self.drawLine(&bitmap, x: 60, y: 200, count: 8, height: 30, color: Self.faintInk)
        let lines = TextLineDetector().detect(in: try PNGDecoder().decode(try Self.png(bitmap)))
        #expect(lines.contains { Self.iou($0.pixelRect, strong) >= 0.5 })
        #expect(lines.contains { Self.iou($0.pixelRect, faint) >= 0.5 })
    }

    @Test(arguments: [(RGBA8(red: 255, green: 255, blue: 255), "white"), (RGBA8(red: 0, green: 0, blue: 0), "black")])
    func aBlankScreenshotsReportCarriesAWarning(fill: RGBA8, what: String) throws {
        let bitmap = RGBA8Bitmap(width: 1170, height: 2532, fill: fill)
        let report = try Analyzer().analyzeDetectingText(pngBytes: try Self.png(bitmap), name: "blank.png")
        #expect(report.regions.isEmpty)
        #expect(report.warnings.contains { $0.hasPrefix("no text was detected") && $0.contains("not a pass") }, "\(report.warnings)")
    }

    /// Flat noise (±2 levels, as dithering leaves) is under the floor: still blank, still the warning.
    @Test func faintNoiseIsNotStretchedIntoText() throws {
        var rng = SplitMix(state: 7)
        var bitmap = RGBA8Bitmap(width: 800, height: 600)
        for y in 0..<600 {
            for x in 0..<800 {
                let v = UInt8(240 + Int.random(in: -2...2, using: &rng))
                bitmap.set(x: x, y: y, to: RGBA8(red: v, green: v, blue: v))
            }
        }
        let report = try Analyzer().analyzeDetectingText(pngBytes: try Self.png(bitmap), name: "noise.png")
        #expect(report.regions.isEmpty)
        #expect(report.warnings.contains { $0.hasPrefix("no text was detected") })
    }

    /// A photo-like picture: smooth shading, soft blobs and grain. Its texture
    /// must not become lines, and the report says detection covered little of it.
    @Test(arguments: [UInt64(1), 2, 3])
    func aNoisyPhotoGivesFewLines(seed: UInt64) throws {
        var rng = SplitMix(state: seed)
        let w = 900, h = 1200
        var bitmap = RGBA8Bitmap(width: w, height: h)
        let blobs = (0..<40).map { _ in
            (x: Double.random(in: 0..<Double(w), using: &rng), y: Double.random(in: 0..<Double(h), using: &rng),
             r: Double.random(in: 20...160, using: &rng), v: Double.random(in: -90...90, using: &rng))
        }
        for y in 0..<h {
            for x in 0..<w {
                var v = 110 + 60 * Double(y) / Double(h)
                for b in blobs {
                    let dx = Double(x) - b.x, dy = Double(y) - b.y
                    if dx * dx + dy * dy < b.r * b.r { v += b.v * (1 - (dx * dx + dy * dy) / (b.r * b.r)) }
                }
                v += Double.random(in: -18...18, using: &rng)
                let g = UInt8(max(0, min(255, v)))
                bitmap.set(x: x, y: y, to: RGBA8(red: g, green: UInt8(max(0, min(255, v * 0.9))), blue: UInt8(max(0, min(255, v * 0.7)))))
            }
        }
        let report = try Analyzer().analyzeDetectingText(pngBytes: try Self.png(bitmap), name: "photo.png")
        #expect(report.regions.count <= 2, "\(report.regions.count) lines: \(report.regions.map(\.pixelRect))")
        #expect(!report.warnings.isEmpty)
    }
}
