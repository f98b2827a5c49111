import TestSupport
import Foundation
import Testing

/// The hand-made malformed inputs of Tests/Fixtures/bad (MANIFEST.md says what each one
/// is; scripts/make-bad-inputs writes them): each gives exit 2 and exactly one line on
/// stderr, `PATH: error: MESSAGE`. The inputs that are warnings by design are at the end.
@Suite("Malformed corpus: exit 2 and one line naming the file and the problem")
struct MalformedCorpusTests {
    static let folder = "Tests/Fixtures/bad/"
    static let validImage = folder + "tiny-valid.png", validSidecar = folder + "tiny-valid.json"
    static let cut = "; the file was cut short, re-export or re-download it"
    static let damaged = "; the file was damaged in transfer"

    /// Each PNG with the valid sidecar.
    static let images: [(String, String)] = [
        ("empty.png", "empty file (0 bytes), not a PNG"),
        ("not-a-png.png", "not a PNG file (bad signature; looks like text)"),
        ("jpeg-named.png", "not a PNG file (bad signature; looks like JPEG)"),
        ("bad-signature.png", "not a PNG file (bad signature)"),
        ("truncated-in-signature.png", "truncated PNG (file ends inside the PNG signature)" + cut),
        ("truncated-in-ihdr.png", "truncated PNG (file ends inside the IHDR chunk)" + cut),
        ("truncated-after-ihdr.png", "truncated PNG (file ends before the image data (no IDAT chunk))" + cut),
        ("truncated-in-plte.png", "truncated PNG (file ends inside the PLTE chunk)" + cut),
        ("truncated-in-text.png", "truncated PNG (file ends inside the tEXt chunk)" + cut),
        ("truncated-in-idat.png", "truncated PNG (file ends inside the IDAT chunk)" + cut),
        ("truncated-in-iend.png", "truncated PNG (file ends inside the IEND chunk)" + cut),
        ("crc-mismatch-ihdr.png", "corrupt PNG (CRC mismatch in the IHDR chunk)" + damaged),
        ("crc-mismatch-plte.png", "corrupt PNG (CRC mismatch in the PLTE chunk)" + damaged),
        ("crc-mismatch-idat.png", "corrupt PNG (CRC mismatch in the IDAT chunk)" + damaged),
        ("ihdr-wrong-length.png", "invalid PNG header (IHDR has 14 data bytes; it must have 13)"),
        ("ihdr-too-short.png", "invalid PNG header (IHDR has 12 data bytes; it must have 13)"),
        ("zero-width.png", "invalid PNG header (Image width is zero in IHDR)"),
        ("zero-height.png", "invalid PNG header (Image height is zero in IHDR)"),
        ("bad-bit-depth.png", "invalid PNG header (Invalid bit depth in IHDR; Invalid color type/bit depth combination in IHDR)"),
        ("bad-color-type.png", "invalid PNG header (Invalid color type in IHDR)"),
        ("bad-compression-method.png", "invalid PNG header (Unknown compression method in IHDR)"),
        ("bad-filter-method.png", "invalid PNG header (Unknown filter method in IHDR; Invalid filter method in IHDR)"),
        ("bad-interlace-method.png", "invalid PNG header (Unknown interlace method in IHDR)"),
        ("palette-16-bit.png", "invalid PNG header (Invalid color type/bit depth combination in IHDR)"),
        ("width-over-2-31.png", "invalid PNG header (Image width 2147483648 is over the PNG maximum of 2147483647 in IHDR)"),
        ("width-over-dimension-limit.png", "PNG exceeds a decoding limit (image width 2000000 is over the limit of 1000000 pixels per side)"),
        ("huge-dimensions.png", "image is 30000×30000 = 900000000 pixels, over the limit of 100000000 pixels (raise it with --max-pixels)"),
        ("over-default-limit.png", "image is 12000×9000 = 108000000 pixels, over the limit of 100000000 pixels (raise it with --max-pixels)"),
        ("missing-ihdr.png", "invalid PNG header (IDAT: Missing IHDR before IDAT)"),
        ("duplicate-ihdr.png", "invalid PNG header (IHDR: out of place)"),
        ("missing-idat.png", "corrupt PNG (no image data: the file has no IDAT chunk before IEND)"),
        ("unknown-critical-chunk.png", "corrupt PNG (CRIT: unhandled critical chunk)"),
        ("chunk-length-overflow.png", "corrupt PNG (the IDAT chunk declares an impossible length (4294967280 bytes))"),
        ("idat-bad-zlib-header.png", "corrupt PNG (IDAT: incorrect header check)"),
        ("idat-bad-deflate-block.png", "corrupt PNG (IDAT: invalid block type)"),
        ("bad-row-filter.png", "corrupt PNG (bad adaptive filter value)"),
        ("idat-too-short.png", "corrupt PNG (Not enough image data)"),
        ("idat-too-short-interlaced.png", "corrupt PNG (Not enough image data)"),
        ("palette-missing.png", "corrupt PNG (IDAT: Missing PLTE before IDAT)"),
        ("plte-bad-length.png", "corrupt PNG (PLTE: invalid)"),
        ("palette-too-short.png", "corrupt PNG (pixel index 1 is past the end of the 1-entry palette (PLTE too short))"),
    ]

    /// Each sidecar with the valid PNG.
    static let sidecars: [(String, String)] = [
        ("empty.json", "malformed sidecar JSON (the file is empty)"),
        ("malformed.json", "malformed sidecar JSON (line 2, column 1: expected ',' or '}' after an object member, found the end of the file)"),
        ("invalid-utf8.json", "malformed sidecar JSON (line 1, column 129: byte 0xFF in a string is not UTF-8 (JSON text must be UTF-8))"),
        ("nan-literal.json", "malformed sidecar JSON (line 1, column 86: expected a value, found 'NaN' (JSON numbers are never NaN or infinite))"),
        ("infinity-literal.json", "malformed sidecar JSON (line 1, column 66: expected a value, found 'Infinity' (JSON numbers are never NaN or infinite))"),
        ("number-overflow.json", "malformed sidecar JSON (line 1, column 86: number 1e400 is too large for a 64-bit floating-point number (the largest is about 1.8e308))"),
        ("deep-nesting.json", "malformed sidecar JSON (line 1, column 513: more than 512 nested arrays or objects)"),
        ("deep-nesting-in-region.json", "malformed sidecar JSON (line 1, column 557: more than 512 nested arrays or objects)"),
        ("not-an-object.json", "sidecar (top level): expected an object"),
        ("unknown-version.json", "sidecar version 99 is not supported (this contrastscan reads version 1)"),
        ("wrong-type-version.json", "sidecar version: expected an integer"),
        ("wrong-type-scale.json", "sidecar scale: expected a number"),
        ("zero-scale.json", "sidecar scale: must be a number greater than 0 and at most 16 (got 0)"),
        ("missing-regions.json", "sidecar regions: required key is missing"),
        ("wrong-type-regions.json", "sidecar regions: expected an array"),
        ("too-many-regions.json", "sidecar regions: 10001 regions, over the limit of 10000 (raise it with --max-regions)"),
        ("missing-id.json", "sidecar regions[0].id: required key is missing"),
        ("wrong-type-id.json", "sidecar regions[0].id: expected a string"),
        ("empty-id.json", "sidecar regions[0].id: must not be empty"),
        ("duplicate-id.json", "sidecar regions[1].id (first used at regions[0]): duplicate region id \"a\" (ids must be unique)"),
        ("control-characters-in-id.json",
         "sidecar regions[1].id (first used at regions[0]): duplicate region id \"x\\n\\u{1B}[31mred\" (ids must be unique)"),
        ("missing-rect.json", "sidecar regions[0].rect: required key is missing"),
        ("null-rect.json", "sidecar regions[0].rect: required key is missing"),
        ("wrong-type-rect-width.json", "sidecar regions[0].rect.width: expected a number"),
        ("nan-string.json", "sidecar regions[0].rect.width: expected a number"),
        ("huge-number.json", "sidecar regions[0].rect.width: must be a finite number of points within ±1000000 (got 1e+308)"),
        ("negative-huge.json", "sidecar regions[0].rect.x: must be a finite number of points within ±1000000 (got -1e+308)"),
        ("negative-width.json", "sidecar regions[0].rect.width: must be greater than 0 (got -4)"),
        ("zero-height.json", "sidecar regions[0].rect.height: must be greater than 0 (got 0)"),
        ("unknown-role.json", "sidecar regions[0].role: unknown role \"heading\" (expected one of: text, largeText, nonText, decorative)"),
        ("wrong-type-text.json", "sidecar regions[0].text: expected a string"),
        ("font-weight-zero.json", "sidecar regions[0].fontWeight: must be 1…1000, e.g. 400 regular, 700 bold (got 0)"),
        ("minimum-ratio-out-of-range.json", "sidecar regions[0].minimumRatio: must be a WCAG contrast ratio in 1…21, e.g. 4.5 (got 0.5)"),
        ("unknown-color-scheme.json", "sidecar appearance.colorScheme: unknown value \"sepia\" (expected one of: light, dark)"),
        ("image-absolute.json", "sidecar image: must be relative to the sidecar's folder, not an absolute path (got \"/etc/passwd\")"),
        ("image-parent.json", "sidecar image: must not leave the sidecar's folder ('..' is not allowed) (got \"../secrets/shot.png\")"),
    ]

    /// Each policy with the valid pair: the run stops before any image is read.
    static let policies: [(String, String)] = [
        ("policy-nan.json", "malformed policy JSON (line 1, column 34: expected a value, found 'NaN' (JSON numbers are never NaN or infinite))"),
        ("policy-deep-nesting.json", "malformed policy JSON (line 1, column 536: more than 512 nested arrays or objects)"),
        ("policy-control-characters.json",
         "policy wcag2.te\\nxt\\u{1B}[2J: unknown key (expected one of: text, largeText, nonText, decorative, appearances)"),
    ]

    /// Runs `arguments` and expects exit 2 with exactly `path: error: message` on stderr.
    static func expectOneLineError(_ arguments: [String], path: String, message: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLI.run(arguments)
        #expect(r.status == 2, sourceLocation: sourceLocation)
        #expect(r.stderr == "\(path): error: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test("malformed PNGs", arguments: images)
    func malformedPNG(_ file: String, _ message: String) throws {
        try Self.expectOneLineError(["analyze", Self.folder + file, "--regions", Self.validSidecar],
                                    path: Self.folder + file, message: message)
    }

    @Test("malformed sidecars", arguments: sidecars)
    func malformedSidecar(_ file: String, _ message: String) throws {
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", Self.folder + file],
                                    path: Self.folder + file, message: message)
    }

    @Test("malformed policies", arguments: policies)
    func malformedPolicy(_ file: String, _ message: String) throws {
        let r = try CLI.run(["analyze", Self.validImage, "--regions", Self.validSidecar, "--policy", Self.folder + file])
        #expect(r.status == 2)
        #expect(r.stderr == "\(Self.folder + file): error: \(message)\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func theCorpusHasAtLeastFortyErrorsAndMatchesTheManifest() throws {
        #expect(Self.images.count + Self.sidecars.count + Self.policies.count >= 40)
        let manifest = try String(contentsOf: CLI.packageRoot.appendingPathComponent(Self.folder + "MANIFEST.md"), encoding: .utf8)
        for (file, _) in Self.images + Self.sidecars + Self.policies {
            #expect(manifest.contains("| `\(file)` |"), "\(file) is not in MANIFEST.md")
        }
    }

    // MARK: - Files that are not files

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = try TemporaryFolder()
        let fifo = dir.path("shot.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        try Self.expectOneLineError(["analyze", fifo, "--regions", Self.validSidecar],
                                    path: fifo, message: "is a FIFO (named pipe), not a regular file")
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", fifo],
                                    path: fifo, message: "is a FIFO (named pipe), not a regular file")
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", Self.validSidecar, "--policy", fifo],
                                    path: fifo, message: "cannot read the policy file (is a FIFO (named pipe), not a regular file)")
    }

    @Test func anAssumedProfileWhoseWhiteIsNotAtOneIsRefused() throws {
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", Self.validSidecar,
                                     "--assume-profile", Self.folder + "white-1.5.icc"],
                                    path: Self.folder + "white-1.5.icc",
                                    message: "cannot use as --assume-profile: it maps white to luminance 1.5 and black to 0.0 (expected 1 and 0)")
    }

    @Test func aDirectoryADeviceAndAMissingFileAreRefused() throws {
        try Self.expectOneLineError(["analyze", "Goldens", "--regions", Self.validSidecar], path: "Goldens", message: "is a directory, not a file")
        try Self.expectOneLineError(["analyze", "/dev/zero", "--regions", Self.validSidecar], path: "/dev/zero", message: "is a device, not a regular file")
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", "Goldens"], path: "Goldens", message: "is a directory, not a file")
        try Self.expectOneLineError(["analyze", "nope.png", "--regions", Self.validSidecar], path: "nope.png", message: "no such file")
    }

    @Test func aFileNameWithANewlineStaysOnOneLine() throws {
        let dir = try TemporaryFolder()
        let image = dir.path("two\nlines.png")
        try Data().write(to: URL(fileURLWithPath: image))
        let r = try CLI.run(["analyze", image, "--regions", Self.validSidecar])
        #expect(r.status == 2)
        #expect(r.stderr == dir.path("two\\nlines.png") + ": error: empty file (0 bytes), not a PNG\n")
    }

    // MARK: - Limits

    @Test func aHundredThousandRegionsAreRefusedAndTheLimitCanBeRaised() throws {
        let dir = try TemporaryFolder()
        let sidecar = dir.path("many.json")
        let regions = (0..<100_000).map { #"{"id":"r\#($0)","rect":{"x":0,"y":0,"width":1,"height":1}}"# }
        try Data(#"{"version":1,"regions":[\#(regions.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: sidecar))
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", sidecar], path: sidecar,
                                    message: "sidecar regions: 100000 regions, over the limit of 10000 (raise it with --max-regions)")
        // Raised past the fixture's 10,001: its first region is then read (and lacks an id).
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", Self.folder + "too-many-regions.json", "--max-regions", "10001"],
                                    path: Self.folder + "too-many-regions.json", message: "sidecar regions[0].id: required key is missing")
    }

    @Test func theOtherLimitsHaveFlags() throws {
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", Self.validSidecar, "--max-sidecar-bytes", "100"],
                                    path: Self.validSidecar,
                                    message: "sidecar is 134 bytes, over the limit of 100 bytes (raise it with --max-sidecar-bytes)")
        try Self.expectOneLineError(["analyze", Self.validImage, "--regions", Self.validSidecar, "--max-pixels", "63"],
                                    path: Self.validImage,
                                    message: "image is 8×8 = 64 pixels, over the limit of 63 pixels (raise it with --max-pixels)")
        // A smaller chunk limit drops a smaller bomb, the same way.
        let r = try CLI.run(["analyze", Self.folder + "ztxt-bomb.png", "--regions", Self.validSidecar, "--max-chunk-bytes", "65536"])
        #expect(r.status == 0 && r.stdout.contains("libpng: zTXt: truncated"))
        for (option, value) in [("--max-regions", "0"), ("--max-chunk-bytes", "-1"), ("--max-sidecar-bytes", "x"), ("--timeout", "0"), ("--timeout", "nan")] {
            let usage = try CLI.run(["analyze", Self.validImage, option, value])
            #expect(usage.status == 64)
            #expect(usage.stderr.hasPrefix("Error: The value '\(value)' is invalid for '\(option) <"))
        }
    }

    @Test func aTimedOutImageIsOneErrorAndTheRunGoesOn() throws {
        let dir = try TemporaryFolder()
        let slow = dir.path("slow.png"), quick = dir.path("quick.png")
        try FileManager.default.copyItem(atPath: CLI.packageRoot.path + "/" + Self.folder + "slow-1bit-10000.png", toPath: slow)
        try FileManager.default.copyItem(atPath: CLI.packageRoot.path + "/" + Self.validImage, toPath: quick)
        // The slow image's region is on its last rows: all 10,000 must be decoded.
        try Data(#"{"version":1,"regions":[{"id":"bottom","rect":{"x":10,"y":9980,"width":40,"height":12}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: dir.path("slow.json")))
        try FileManager.default.copyItem(atPath: CLI.packageRoot.path + "/" + Self.validSidecar, toPath: dir.path("quick.json"))
        // One image at a time: the quick one's 0.05 s must not be spent waiting for a core
        // the slow one holds (under AddressSanitizer, beside the rest of the suite).
        let r = try CLI.run(["analyze", slow, quick, "--timeout", "0.05", "--format", "json", "--jobs", "1"])
        #expect(r.status == 2)
        #expect(r.stderr == "\(slow): error: timed out after 0.05 s (the per-image time limit, --timeout); the analysis of this image was stopped\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.count == 2)
        #expect((images[0]["error"] as? String)?.hasPrefix("timed out after 0.05 s") == true)
        #expect(((images[1]["regions"] as? [[String: Any]])?.first?["verdict"]) as? String == "pass")
    }

    // MARK: - Warnings by design

    /// Damage that leaves the pixels well defined: analysed, with a warning (or silently,
    /// where the damage cannot change a pixel), and measured exactly as tiny-valid.png.
    static let warned: [(String, String?)] = [
        ("apng.png", "animated PNG (APNG, 2 frames): only the default image is analysed"),
        ("truncated-before-iend.png", "file ends before the IEND chunk (recovered: the image data was read)"),
        ("crc-mismatch-text.png", "libpng: tEXt: CRC error"),
        ("trns-on-rgba.png", "libpng: tRNS: invalid with alpha channel"),
        ("trns-too-long.png", "libpng: tRNS: invalid"),
        ("iccp-invalid.png", "iCCP not used: libpng could not read the embedded profile (its warning says why)"),
        ("iccp-bomb.png", "libpng: iCCP: profile 'Bomb': 40000000h: exceeds application limits"),
        ("iccp-white-1.5.png", "iCCP \"Bright\" not used: it maps white to luminance 1.5 and black to 0.0 (expected 1 and 0)"),
        ("ztxt-bomb.png", "libpng: zTXt: truncated"),
        ("idat-too-long.png", nil),
        ("bad-adler.png", nil),
        ("unknown-ancillary-chunk.png", nil),
    ]

    @Test("warnings by design, with the right numbers", arguments: warned)
    func warnedDamage(_ file: String, _ warning: String?) throws {
        let r = try CLI.run(["analyze", Self.folder + file, "--regions", Self.validSidecar, "--format", "json"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let image = try #require(((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["images"] as? [[String: Any]])?.first)
        let warnings = image["warnings"] as? [String] ?? []
        if let warning { #expect(warnings.contains(warning), "\(warnings)") } else { #expect(warnings.isEmpty) }
        if file.hasPrefix("iccp-") { #expect(image["colorSpace"] as? String == "sRGB (fallback)") }
        let region = try #require((image["regions"] as? [[String: Any]])?.first)
        #expect(region["foreground"] as? String == "#333333")
        #expect(region["background"] as? String == "#FFFFFF")
        #expect(region["ratio"] as? Double == 12.634)
    }

    @Test func aSidecarNamingAnotherImageIsAWarning() throws {
        let r = try CLI.run(["analyze", Self.validImage, "--regions", Self.folder + "image-other.json"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("warning: the sidecar names the image \"apng.png\", not this file; check that the two belong together"))
        let same = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: CLI.packageRoot.path + "/" + Self.validImage, toPath: same.path("shot.png"))
        try Data(#"{"version":1,"image":"shot.png","regions":[{"id":"a","rect":{"x":2,"y":2,"width":4,"height":3}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: same.path("shot.json")))
        let paired = try CLI.run(["analyze", same.path("shot.png")])
        #expect(paired.status == 0 && !paired.stdout.contains("warning"))
    }

    @Test func aSidecarImageLinkingOutOfItsFolderIsAnError() throws {
        let dir = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: dir.path("shots"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.packageRoot.path + "/" + Self.validImage, toPath: dir.path("secret.png"))
        try FileManager.default.createSymbolicLink(atPath: dir.path("shots/link.png"), withDestinationPath: "../secret.png")
        try FileManager.default.copyItem(atPath: CLI.packageRoot.path + "/" + Self.validImage, toPath: dir.path("shots/shot.png"))
        try Data(#"{"version":1,"image":"link.png","regions":[{"id":"a","rect":{"x":2,"y":2,"width":4,"height":3}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: dir.path("shots/shot.json")))
        try Self.expectOneLineError(["analyze", dir.path("shots/shot.png")], path: dir.path("shots/shot.json"),
                                    message: "sidecar image: resolves outside the sidecar's folder through a symbolic link (got \"link.png\")")
    }
}
