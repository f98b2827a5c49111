import Foundation
import Testing

/// Issue 14, colour chunks an attacker (or a broken exporter) controls: a profile whose red
/// colorant has a negative luminance while white still adds up to 1 passes the white check
/// and turns white on red into 21:1; it must be set aside like the other implausible
/// profiles. And which of iCCP and sRGB wins must follow the documented precedence (iCCP
/// first), not the order of the chunks in the file.
///
/// Fixtures: the red variant of Tests/Fixtures/bad (MANIFEST.md): a white 4×3 block on
/// #FF0000, read with tiny-valid.json.
@Suite("Colour chunks: implausible profiles set aside, precedence independent of chunk order")
struct ColorChunkTrustTests {
    /// Every value these tests expect, in one place.
    enum Expected {
        /// White on #FF0000 read as sRGB.
        static let srgbRatio = 3.998
        /// White on Display P3 red, read through the iCCP.
        static let p3Ratio = 3.764
        static let p3ColorSpace = "Display P3 (iCCP \"P3\", \"Display P3\")"
        static let negativeYWarningPrefix = "iCCP \"NegativeY\" not used: "
        static let assumeProfilePrefix = "error: cannot use as --assume-profile: "
    }

    static let folder = FixtureRuns.folder, sidecar = FixtureRuns.folder + "tiny-valid.json"

    /// The JSON report's one image and its one region.
    static func analyse(_ arguments: [String]) throws -> (CLIShell.Result, [String: Any]?, [String: Any]?) {
        let r = try CLIShell.run(["analyze"] + arguments + ["--regions", sidecar, "--format", "json"])
        let image = ((try? JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])?["images"] as? [[String: Any]])?.first
        return (r, image, (image?["regions"] as? [[String: Any]])?.first)
    }

    @Test func theRedControlReadsAsSRGB() throws {
        let (r, image, region) = try Self.analyse([Self.folder + "tiny-red.png"])
        #expect(r.status == 1)
        #expect(image?["colorSpace"] as? String == "sRGB (untagged, assumed)")
        #expect(region?["ratio"] as? Double == Expected.srgbRatio)
    }

    /// `ImageColorimetry.implausibility(of:)` also probes the primaries: each must come
    /// out with a luminance in 0…1 (checking only white ≈ 1 and black ≈ 0 let it through).
    @Test func anEmbeddedProfileWithANegativeLuminanceIsSetAside() throws {
        let (r, image, region) = try Self.analyse([Self.folder + "iccp-negative-y.png"])
        #expect(r.status == 1)
        #expect(image?["colorSpace"] as? String == "sRGB (fallback)")
        #expect((image?["warnings"] as? [String])?.contains { $0.hasPrefix(Expected.negativeYWarningPrefix) } == true,
                "\(image?["warnings"] ?? "nil")")
        #expect(region?["ratio"] as? Double == Expected.srgbRatio)
    }

    @Test func anAssumedProfileWithANegativeLuminanceIsRefused() throws {
        let profile = Self.folder + "negative-y.icc"
        let r = try CLIShell.run(["analyze", Self.folder + "tiny-red.png", "--regions", Self.sidecar, "--assume-profile", profile])
        #expect(r.status == 2)
        #expect(r.stderrText.hasPrefix("\(profile): \(Expected.assumeProfilePrefix)"), "\(r.stderrText)")
        #expect(r.stderrLines.count == 1)
    }

    /// Keep both chunks whatever their order (libpng drops the second with "iCCP: too
    /// many profiles" or ignores the sRGB chunk) and apply the precedence in `resolve`.
    @Test("iCCP wins over sRGB whatever the chunk order", arguments: ["iccp-then-srgb.png", "srgb-then-iccp.png"])
    func iccpBeforeSRGB(_ file: String) throws {
        let (r, image, region) = try Self.analyse([Self.folder + file])
        #expect(r.status == 1)
        #expect(image?["colorSpace"] as? String == Expected.p3ColorSpace)
        #expect(region?["ratio"] as? Double == Expected.p3Ratio)
    }
}
