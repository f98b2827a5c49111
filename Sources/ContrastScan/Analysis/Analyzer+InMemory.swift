#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// In-memory analysis for test targets: a screenshot taken in the test (e.g.
/// `UIImage.pngData()`, `NSBitmapImageRep.representation(using: .png, …)`) and its regions
/// as a `Sidecar` value or sidecar JSON, without touching the file system.
extension Analyzer {
    /// Analyses PNG data with a sidecar value.
    /// - Parameters:
    ///   - pngData: the PNG file's bytes.
    ///   - sidecar: the regions, e.g. `Sidecar(scale: 3, appearance: …, regions: [RegionSpec(…)])`.
    ///   - name: how the image is named in the report and in errors, e.g. `settings~dark.png`.
    /// - Returns: the report: `regions[i].verdict`, `.ratio`, `.foreground`, … per region.
    /// - Throws: `AnalysisError` when the PNG cannot be decoded.
    public func analyze(pngData: Data, sidecar: Sidecar, name: String) throws(AnalysisError) -> ImageReport {
        try analyze(pngBytes: [UInt8](pngData), sidecar: sidecar, name: name)
    }

    /// Analyses PNG data with sidecar JSON (<doc:SidecarFormat>).
    /// - Throws: `AnalysisError` naming `NAME.json` when the sidecar is invalid, or the
    ///   image when the PNG cannot be decoded.
    public func analyze(pngData: Data, sidecarJSON: Data, name: String) throws(AnalysisError) -> ImageReport {
        let sidecar: Sidecar
        do {
            sidecar = try SidecarDecoder.decode(sidecarJSON, maxRegions: maxRegions)
        } catch {
            throw AnalysisError(path: ScreenshotLoader.defaultSidecarPath(forImage: name), image: name, problem: .sidecar(error))
        }
        return try analyze(pngBytes: [UInt8](pngData), sidecar: sidecar, name: name)
    }
}
