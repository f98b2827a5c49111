import ContrastScan
import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a screenshot's baseline lives and how it is written.
///
/// A baseline is the JSON report (`JSONReportRenderer`, the article "The report format") of one
/// screenshot, `{"formatVersion": 1, "images": [ONE IMAGE]}`, written beside it as
/// `NAME.contrast.json` — the same shape `contrastscan analyze --format json` prints, so
/// any tool that reads reports reads baselines. It is deterministic for code review: keys
/// sorted, numbers rounded, no timestamps, and the image named by its path relative to the
/// folder it was recorded from, never an absolute path.
public enum BaselineFile {
    /// `.contrast.json`: `settings~dark.png` → `settings~dark.contrast.json`.
    public static let suffix = ".contrast.json"

    /// The baseline path for an image path: its extension replaced by `.contrast.json`.
    public static func path(forImage imagePath: String) -> String {
        let ext = URL(fileURLWithPath: imagePath).pathExtension
        let base = ext.isEmpty ? imagePath : String(imagePath.dropLast(ext.count + 1))
        return base + suffix
    }

    /// The image path a baseline path stands for (`x.contrast.json` → `x.png`).
    public static func imagePath(forBaseline baselinePath: String) -> String {
        guard baselinePath.hasSuffix(suffix) else { return baselinePath }
        return String(baselinePath.dropLast(suffix.count)) + ".png"
    }

    /// The text of a baseline file for `report`, naming the image `name`.
    /// - Parameter report: the one image's report the baseline records.
    /// - Parameter name: the image's path relative to the folder recorded from.
    public static func render(_ report: ImageReport, name: String) -> String {
        var record = ImageRecord(report)
        record.image = name
        return ImageRecord.reportText([record])
    }

    /// Writes the baseline for `report` to `path`, creating folders as needed. The file is
    /// written whole then renamed, so a reader never sees half a baseline.
    /// - Throws: `BaselineError.file` with the reason.
    public static func write(_ report: ImageReport, name: String, to path: String) throws(BaselineError) {
        do {
            try FileOutput.write(render(report, name: name), to: path, createFolders: true)
        } catch {
            throw .file(error)
        }
    }

    /// Reads and decodes the baseline at `path`.
    /// - Throws: `BaselineError` (not found, unreadable, or not a baseline).
    public static func load(path: String) throws(BaselineError) -> ImageRecord {
        let bytes: [UInt8]
        do {
            bytes = try FileInput.read(path, limit: maxFileBytes)
        } catch {
            throw .file(error)
        }
        return try BaselineDecoder.decode(Data(bytes))
    }

    /// Largest baseline read, in bytes (a 1000-region screenshot is under 2 MiB).
    public static let maxFileBytes = 64 << 20
}
