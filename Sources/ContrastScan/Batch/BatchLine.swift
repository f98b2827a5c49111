/// The JSON Lines record of one image (the article "Triaging many screenshots"): the same
/// object as an entry of `analyze --format json`'s `images`, on one line, with
/// `formatVersion`; or `{"error", "formatVersion", "image", "regions": []}`
/// for an image that could not be analysed.
///
/// A line is complete when it ends in a newline: it is written with one
/// `write(2)`, so a killed run leaves whole lines and at most one torn last line.
public enum BatchLine {
    /// Version of the record format; bumped only for incompatible changes.
    public static let formatVersion = 1

    /// The record of an analysed image, newline included.
    public static func line(for report: ImageReport) -> String {
        guard case .object(var members) = JSONReportRenderer.value(of: report) else { return "" }
        members["formatVersion"] = .int(formatVersion)
        return JSONValue.object(members).renderedCompact() + "\n"
    }

    /// The record of an image that could not be analysed, newline included.
    /// - Parameters:
    ///   - image: the image's path, as for an analysed one (so resume and merge match it).
    ///   - error: one line naming the file at fault and the problem.
    public static func errorLine(image: String, error: String) -> String {
        JSONValue.object([
            "formatVersion": .int(formatVersion),
            "image": .string(image),
            "error": .string(error),
            "regions": .array([]),
        ]).renderedCompact() + "\n"
    }
}
