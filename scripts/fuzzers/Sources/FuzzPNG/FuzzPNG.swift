import ContrastScan
import Foundation
import PNGCodec

/// libFuzzer entry point: one input is one PNG file's bytes.
///
/// Each input is decoded whole, then analysed (a partial decode of the rows a
/// few regions need, colour management, sampling, estimation). A crash, an
/// AddressSanitizer report, a leak, a timeout or a broken invariant below is a
/// finding. Inputs whose critical-chunk CRCs a mutation broke are also
/// decoded with the CRCs repaired, so mutations reach libpng and the code
/// after it instead of stopping at the CRC walk every time; inputs that do not
/// start like a PNG become one (`PNGSynthesis`): valid headers, palettes,
/// tRNS, colour chunks and an edited Display P3 profile over fuzzed scanlines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.starts(with: [0x89, 0x50]) else {
        // Not a PNG: build a valid one from the bytes (PNGSynthesis) and decode that.
        let png = PNGSynthesis.png(from: bytes)
        if let dump = getenv("CONTRASTSCAN_FUZZ_DUMP") {
            // Replaying a finding: keep the PNG it became, for Tests/Fixtures/fuzz.
            let path = String(cString: dump)
            if !FileManager.default.createFile(atPath: path, contents: Data(png)) {
                FileHandle.standardError.write(Data("fuzz-png: error: could not write \(path)\n".utf8))
            }
        }
        PNGFuzzTarget.run(png)
        return 0
    }
    PNGFuzzTarget.run(bytes)
    if let repaired = PNGChunkRepair.repairingCRCs(bytes), repaired != bytes {
        PNGFuzzTarget.run(repaired)
    }
    return 0
}

enum PNGFuzzTarget {
    /// Small enough that every allocation an accepted input causes stays far
    /// under libFuzzer's -rss_limit_mb and -malloc_limit_mb: an input that
    /// still exhausts memory has found a way around the limits.
    static let limits = DecodeLimits(maxPixels: 1 << 22, maxDimension: 1 << 16,
                                     maxChunkBytes: 1 << 22, maxCachedChunks: 64)

    static let sidecar = Sidecar(scale: 1, regions: [
        RegionSpec(id: "corner", rect: PointRect(x: 0, y: 0, width: 8, height: 8)),
        RegionSpec(id: "label", rect: PointRect(x: 1, y: 1, width: 30, height: 12), role: .largeText,
                   fontSize: 20, fontWeight: 700),
        RegionSpec(id: "control", rect: PointRect(x: 4, y: 2, width: 200, height: 40), role: .nonText),
        RegionSpec(id: "everything", rect: PointRect(x: 0, y: 0, width: 70_000, height: 70_000), role: .decorative),
        RegionSpec(id: "outside", rect: PointRect(x: 90_000, y: 90_000, width: 4, height: 4)),
    ])

    static func run(_ bytes: [UInt8]) {
        do {
            let image = try PNGDecoder(limits: limits).decode(bytes)
            check(image)
        } catch {
            checkMessage(error.description)
        }
        var analyzer = Analyzer(limits: limits)
        analyzer.policy = ContrastPolicy(standard: .both)
        do {
            let report = try analyzer.analyze(pngBytes: bytes, sidecar: sidecar, name: "fuzz.png")
            check(report)
        } catch {
            checkMessage(error.description)
        }
    }

    static func check(_ image: Image) {
        require(image.width > 0 && image.height > 0, "decoded an empty image")
        require(image.width * image.height <= limits.maxPixels, "decoded past the pixel limit")
        require(image.keptRowCount == image.height, "a full decode kept \(image.keptRowCount) of \(image.height) rows")
        for (x, y) in [(0, 0), (image.width - 1, image.height - 1), (image.width / 2, image.height / 2)] {
            require(image.pixel(x: x, y: y) != nil, "pixel (\(x), \(y)) missing from a full decode")
        }
        require(image.pixel(x: image.width, y: 0) == nil && image.pixel(x: 0, y: -1) == nil, "pixel outside the image")
        for warning in image.warnings { checkMessage(warning) }
    }

    static func check(_ report: ImageReport) {
        for warning in report.warnings { checkMessage(warning) }
        for region in report.regions {
            if let ratio = region.ratio {
                require(ratio.isFinite && ratio >= 1 && ratio <= 21, "ratio \(ratio) out of 1…21")
            }
            if let lc = region.apcaLc { require(lc.isFinite && abs(lc) <= 120, "Lc \(lc) out of range") }
            if let worst = region.worstRatio { require(worst.isFinite && worst >= 1, "worst ratio \(worst)") }
            require(region.confidence.isFinite && region.confidence >= 0 && region.confidence <= 1, "confidence \(region.confidence)")
            if let error = region.error { checkMessage(error) }
            for warning in region.warnings { checkMessage(warning) }
        }
    }

    /// Every message a user sees is one non-empty line.
    static func checkMessage(_ message: String) {
        require(!message.isEmpty, "empty message")
        require(!message.contains { $0.isNewline }, "message spans lines: \(message.debugDescription)")
    }
}

/// `precondition` that keeps its message in optimised builds (-O drops precondition
/// messages; a finding needs to say which invariant broke and with what values).
func require(_ condition: Bool, _ message: @autoclosure () -> String = "invariant broken",
             file: StaticString = #fileID, line: UInt = #line) {
    if !condition { fatalError(message(), file: file, line: line) }
}
