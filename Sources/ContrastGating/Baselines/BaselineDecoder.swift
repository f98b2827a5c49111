import ContrastScan
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a baseline file (`NAME.contrast.json`) back into an `ImageRecord`.
///
/// A baseline is a report with exactly one image, read as every report is
/// (`ImageRecord.decodeReport`): keys this build does not use are ignored, so a
/// baseline recorded by a newer contrastscan of the same `formatVersion` still
/// compares; a key the comparison needs with the wrong type is an error naming
/// its key path.
public enum BaselineDecoder {
    /// Parses `data` as a baseline.
    /// - Throws: `BaselineError` naming the key path of the first problem.
    public static func decode(_ data: Data) throws(BaselineError) -> ImageRecord {
        let images = try ImageRecord.decodeReport(data, as: BaselineDocument.self)
        guard images.count == 1 else {
            throw .invalidValue(keyPath: "images", reason: "a baseline holds exactly one image (found \(images.count))")
        }
        let image = images[0]
        if let error = image.error { throw .recordedError(error) }
        guard image.width != nil else { throw .missingKey(keyPath: "images[0].width") }
        guard image.height != nil else { throw .missingKey(keyPath: "images[0].height") }
        var record = image
        record.scale = record.scale ?? 1
        return record
    }
}
