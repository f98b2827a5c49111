import Foundation

/// Reads a baseline file (`NAME.contrast.json`) back into a `ContrastBaseline`.
///
/// Like a sidecar, a baseline is read leniently: keys this build does not use (the report
/// gains keys over time) are ignored, so a baseline recorded by a newer contrastscan of
/// the same `formatVersion` still compares. A key the comparison needs with the wrong type
/// is an error naming its key path.
public enum BaselineDecoder {
    /// Parses `data` as a baseline: a report with exactly one image.
    /// - Throws: `BaselineError` naming the key path of the first problem.
    public static func decode(_ data: Data) throws(BaselineError) -> ContrastBaseline {
        let raw: RawReport
        do {
            raw = try JSONDecoder().decode(RawReport.self, from: data)
        } catch let error as DecodingError {
            throw translate(error, data: data)
        } catch {
            throw .malformedJSON(String(describing: error))
        }
        guard let version = raw.formatVersion else { throw .missingKey(keyPath: "formatVersion") }
        guard version == JSONReportRenderer.formatVersion else { throw .unsupportedVersion(version) }
        guard let images = raw.images else { throw .missingKey(keyPath: "images") }
        guard images.count == 1 else {
            throw .invalidValue(keyPath: "images", reason: "a baseline holds exactly one image (found \(images.count))")
        }
        let image = images[0]
        if let error = image.error { throw .recordedError(error) }
        guard let name = image.image else { throw .missingKey(keyPath: "images[0].image") }
        guard let width = image.width else { throw .missingKey(keyPath: "images[0].width") }
        guard let height = image.height else { throw .missingKey(keyPath: "images[0].height") }
        var seen = Set<String>()
        var regions: [ContrastBaseline.Region] = []
        for (index, region) in (image.regions ?? []).enumerated() {
            let path = "images[0].regions[\(index)]"
            guard let id = region.id else { throw .missingKey(keyPath: "\(path).id") }
            guard seen.insert(id).inserted else {
                throw .invalidValue(keyPath: "\(path).id", reason: "duplicate region id \"\(id)\"")
            }
            guard let verdict = region.verdict else { throw .missingKey(keyPath: "\(path).verdict") }
            regions.append(ContrastBaseline.Region(
                id: id, text: region.text, role: region.role ?? .text, foreground: region.foreground,
                background: region.background, ratio: region.ratio, apcaLc: region.apcaLc,
                threshold: region.threshold, minimumLc: region.minimumLc, rule: region.rule ?? "",
                verdict: verdict, warnings: region.warnings ?? [], error: region.error))
        }
        return ContrastBaseline(image: name, width: width, height: height, scale: image.scale ?? 1,
                                appearance: image.appearance, regions: regions)
    }

    private static func translate(_ error: DecodingError, data: Data) -> BaselineError {
        switch error {
        case .typeMismatch(let type, let context):
            return .wrongType(keyPath: SidecarDecoder.keyPath(context.codingPath), expected: SidecarDecoder.typeName(type))
        case .valueNotFound(let type, let context):
            return .wrongType(keyPath: SidecarDecoder.keyPath(context.codingPath),
                              expected: "\(SidecarDecoder.typeName(type)), found null")
        case .keyNotFound(let key, let context):
            return .missingKey(keyPath: SidecarDecoder.keyPath(context.codingPath + [key]))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return .malformedJSON(JSONSyntax.malformed(context, data: data))
            }
            return .invalidValue(keyPath: SidecarDecoder.keyPath(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .malformedJSON(String(describing: error))
        }
    }
}

// MARK: - Wire format (the report's keys a comparison needs; every field optional)

private struct RawReport: Decodable {
    var formatVersion: Int?
    var images: [RawImage]?
}

private struct RawImage: Decodable {
    var image: String?
    var width: Int?
    var height: Int?
    var scale: Double?
    var appearance: Appearance?
    var regions: [RawRegion]?
    var error: String?
}

private struct RawRegion: Decodable {
    var id: String?
    var text: String?
    var role: RegionRole?
    var foreground: String?
    var background: String?
    var ratio: Double?
    var apcaLc: Double?
    var threshold: Double?
    var minimumLc: Double?
    var rule: String?
    var verdict: Verdict?
    var warnings: [String]?
    var error: String?
}
