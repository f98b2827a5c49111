import ContrastScan
import ContrastScanSupport
import Foundation
import PNGCodec
import TestSupport
import Testing

/// `Tests/Fixtures/color/expected.json`, written by scripts/make-color-fixtures.
/// Its luminances and ratios are computed in numpy from the primaries' xy
/// chromaticities and the exact transfer curves — neither Little CMS nor this
/// package is involved (the fixtures README gives the method).
struct ColorExpectations: Decodable {
    struct Fixture: Decodable, CustomTestStringConvertible {
        var image: String
        var sidecar: String
        var assumeProfile: String?
        var sourceSpace: String
        var regions: [Region]
        var testDescription: String { image + (assumeProfile.map { " --assume-profile \($0)" } ?? "") }
    }
    struct Region: Decodable {
        var id: String
        var foreground: [Double]
        var background: [Double]
        var foregroundY: Double
        var backgroundY: Double
        var ratio: Double
        var threshold: Double
        var truePasses: Bool
        var naivePasses: Bool
        var truncated8Passes: Bool?
    }
    struct Pixel: Decodable {
        var image: String
        var x: Int
        var y: Int
        var stored: [Int]
        var normalized: [Double]
        var Y: Double
    }
    var fixtures: [Fixture]
    var pixels: [Pixel]

    static let folder = TestPaths.fixtures.appendingPathComponent("color")

    static let loaded: ColorExpectations? = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")) else { return nil }
        return try? JSONDecoder().decode(ColorExpectations.self, from: data)
    }()

    static var fixtures: [Fixture] { loaded?.fixtures ?? [] }
}

@Suite("Colour-managed measurement against independent colorimetry")
struct ColorFixtureTests {
    private func assumed(_ value: String?) throws -> AssumedProfile? {
        switch value {
        case nil: return nil
        case "display-p3": return .displayP3
        case "srgb": return .srgb
        case let file?:
            let data = try Data(contentsOf: ColorExpectations.folder.appendingPathComponent(file))
            return try AssumedProfile.icc(name: file, data: [UInt8](data))
        }
    }

    @Test func expectationsAreThere() {
        #expect(ColorExpectations.fixtures.count >= 9)
        #expect(ColorExpectations.fixtures.contains { $0.regions.contains { $0.truePasses != $0.naivePasses } })
    }

    /// The acceptance check: every region's reported ratio within 0.5% of the
    /// independent computation, and the verdict the true colours give — which
    /// for most regions here is the opposite of the naive sRGB reading's, or
    /// of an 8-bit reading's.
    @Test("ratio within 0.5% and the true verdict", arguments: ColorExpectations.fixtures)
    func ratioMatchesIndependentColorimetry(_ fixture: ColorExpectations.Fixture) throws {
        var analyzer = Analyzer()
        analyzer.assumedProfile = try assumed(fixture.assumeProfile)
        let folder = ColorExpectations.folder
        let report = try analyzer.analyze(imageAt: folder.appendingPathComponent(fixture.image).path,
                                          regionsAt: folder.appendingPathComponent(fixture.sidecar).path)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        for expected in fixture.regions {
            let region = try #require(report.regions.first { $0.id == expected.id })
            let ratio = try #require(region.ratio, "\(expected.id) not measured")
            #expect(abs(ratio - expected.ratio) / expected.ratio < 0.005,
                    "\(fixture.image) \(expected.id): ratio \(ratio), expected \(expected.ratio)")
            #expect(region.threshold == expected.threshold)
            #expect(region.verdict == (expected.truePasses ? .pass : .fail),
                    "\(fixture.image) \(expected.id): \(region.verdict), ratio \(ratio) vs \(expected.threshold)")
            if fixture.sourceSpace == "display-p3" {
                #expect(region.foregroundSource?.space == "display-p3")
            }
        }
    }

    /// Luminance of the stored values in the file's space, against the
    /// independent value (Little CMS's s15.16 matrices through D50 agree to ~1e-4).
    @Test("luminance of each colour", arguments: ColorExpectations.fixtures)
    func luminanceMatchesIndependentColorimetry(_ fixture: ColorExpectations.Fixture) throws {
        let bytes = try [UInt8](Data(contentsOf: ColorExpectations.folder.appendingPathComponent(fixture.image)))
        let header = try PNGDecoder().decode(bytes) { _ in RowSelection([]) }.header
        let colorimetry = ImageColorimetry.resolve(header.colorChunks, assumed: try assumed(fixture.assumeProfile))
        for r in fixture.regions {
            let fg = colorimetry.luminance(SIMD3(r.foreground[0], r.foreground[1], r.foreground[2]))
            let bg = colorimetry.luminance(SIMD3(r.background[0], r.background[1], r.background[2]))
            #expect(abs(fg - r.foregroundY) < 2e-4 + 5e-4 * r.foregroundY, "\(r.id) fg Y \(fg) vs \(r.foregroundY)")
            #expect(abs(bg - r.backgroundY) < 2e-4 + 5e-4 * r.backgroundY, "\(r.id) bg Y \(bg) vs \(r.backgroundY)")
        }
    }

    /// PngSuite's cICP Display P3 image: single pixels, decoded and converted.
    @Test func pngSuiteCICPDisplayP3Pixels() throws {
        let pixels = try #require(ColorExpectations.loaded?.pixels)
        #expect(!pixels.isEmpty)
        for p in pixels {
            let url = ColorExpectations.folder.appendingPathComponent(p.image)
            let image = try PNGDecoder().decode([UInt8](Data(contentsOf: url)))
            let pixel = try #require(image.pixel(x: p.x, y: p.y))
            #expect([pixel.red, pixel.green, pixel.blue].map { Int($0) / 257 } == p.stored)
            let colorimetry = ImageColorimetry.resolve(image.header.colorChunks)
            #expect(colorimetry.cssSpace == "display-p3")
            let y = colorimetry.luminance(SIMD3(Double(pixel.red), Double(pixel.green), Double(pixel.blue)) / 65535)
            #expect(abs(y - p.Y) < 2e-4, "Y \(y) vs \(p.Y)")
        }
    }
}
