import PNGCodec

/// A screenshot with no sidecar: support staff get bare screenshots, and an
/// error is no answer to them. Its text lines are found instead, and the report
/// says the regions were guessed.
extension Analyzer {
    /// `analyze(imageAt:)` with the sidecar beside the image, or — when there is
    /// none — `analyzeDetectingText(imageAt:)`, with `noSidecarWarning` among the
    /// image's warnings.
    /// - Throws: `AnalysisError` naming the file at fault (never `missingSidecar`).
    public func analyzeOrDetect<Extra: RowSink>(imageAt imagePath: String,
                                                feeding extra: inout Extra) throws(AnalysisError) -> ImageReport {
        let missing: AnalysisError
        do {
            return try analyze(imageAt: imagePath, feeding: &extra)
        } catch {
            guard error.problem == .missingSidecar else { throw error }
            missing = error
        }
        var report = try analyzeDetectingText(imageAt: imagePath, feeding: &extra)
        report.warnings.insert(Self.noSidecarWarning(sidecarPath: missing.path), at: 0)
        return report
    }

    /// `analyzeOrDetect(imageAt:feeding:)` with nothing else fed.
    public func analyzeOrDetect(imageAt imagePath: String) throws(AnalysisError) -> ImageReport {
        var nothing = NoRows()
        return try analyzeOrDetect(imageAt: imagePath, feeding: &nothing)
    }

    /// The warning of a report whose regions were detected because `sidecarPath` does not exist.
    public static func noSidecarWarning(sidecarPath: String) -> String {
        "regions detected: no sidecar (\(sidecarPath)); the boxes are text lines found in the pixels, "
            + "without ids, roles or text from the app"
    }
}
