import ContrastScanSupport

/// Renders reports as the documented JSON (<doc:ReportFormat>):
/// `{"formatVersion": 1, "images": […]}` with the same shape for one image or
/// many, every key always present (null when not measured), keys sorted,
/// values rounded.
public enum JSONReportRenderer {
    /// One entry per input: a report, or the error that stopped it.
    /// - Parameters:
    ///   - results: one per image, in the order they were given.
    ///   - message: how an error is worded; the CLI adds its remedies.
    public static func render(_ results: [Result<ImageReport, AnalysisError>],
                              message: (AnalysisError) -> String = \.message) -> String {
        render(entries: results.map { entry($0, message: message) })
    }

    /// One input's entry of the `images` array, rendered on its own: `analyze`
    /// renders each image as it finishes, while the next one is decoded.
    /// `render(entries:)` joins them into the text `render(_:message:)` gives.
    public static func entry(_ result: Result<ImageReport, AnalysisError>,
                             message: (AnalysisError) -> String = \.message) -> String {
        switch result {
        case .success(let report): return ImageRecord(report).reportEntry
        case .failure(let error): return ImageRecord(error, message: message(error)).reportEntry
        }
    }

    /// The report of entries made by `entry(_:message:)`, in input order.
    public static func render(entries: [String]) -> String {
        ImageRecord.reportText(renderedImages: entries)
    }
}

extension ImageRecord {
    /// The record of an image whose analysis stopped: filed under the image, the
    /// message naming the sidecar first when the sidecar is at fault.
    public init(_ error: AnalysisError, message: String) {
        self.init(image: error.image,
                  error: error.path == error.image ? message : MessageText.oneLine(error.path) + ": " + message)
    }
}
