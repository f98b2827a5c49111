import Foundation

/// Why a JSON line is not a record; `description` is the problem, the caller
/// names the file and line.
public struct BatchRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
}

extension BatchRecord {
    /// Reads one JSON line (without its newline).
    ///
    /// Lenient like a baseline: keys not needed are ignored. `image` is
    /// required, and so is a known `verdict` and an `id` for every region;
    /// a colour that is not `#RRGGBB` is dropped, since lines from other
    /// machines are data, not trusted markup.
    /// - Throws: `BatchRecordError` saying what is missing or malformed.
    public init(line: [UInt8]) throws(BatchRecordError) {
        let raw: RawLine
        do {
            raw = try JSONDecoder().decode(RawLine.self, from: Data(line))
        } catch let error as DecodingError {
            throw BatchRecordError(description: Self.describe(error))
        } catch {
            throw BatchRecordError(description: "not JSON")
        }
        if let version = raw.formatVersion, version != BatchLine.formatVersion {
            throw BatchRecordError(description: "formatVersion \(version) is not supported (expected \(BatchLine.formatVersion))")
        }
        guard let image = raw.image else { throw BatchRecordError(description: "missing key \"image\"") }
        var regions: [Region] = []
        for (index, r) in (raw.regions ?? []).enumerated() {
            guard let id = r.id else { throw BatchRecordError(description: "regions[\(index)]: missing key \"id\"") }
            guard let text = r.verdict, let verdict = Verdict(rawValue: text) else {
                throw BatchRecordError(description: "regions[\(index)].verdict: expected one of pass, fail, review, skipped")
            }
            let rect = r.pixelRect.flatMap { p -> PixelRect? in
                guard let x = p.x, let y = p.y, let w = p.width, let h = p.height else { return nil }
                return PixelRect(x: x, y: y, width: w, height: h)
            }
            regions.append(Region(id: id, text: r.text, role: r.role, pixelRect: rect,
                                  foreground: Self.hexColor(r.foreground), background: Self.hexColor(r.background),
                                  ratio: r.ratio, apcaLc: r.apcaLc, threshold: r.threshold, minimumLc: r.minimumLc,
                                  verdict: verdict, confidence: r.confidence, rule: r.rule, warnings: r.warnings ?? [],
                                  suggestions: (r.suggestions ?? []).compactMap(\.sentence), error: r.error))
        }
        self.init(image: image, error: raw.error, width: raw.width, height: raw.height, regions: regions)
    }

    private static func hexColor(_ text: String?) -> String? {
        guard let text, text.utf8.count == 7, text.hasPrefix("#"),
              text.utf8.dropFirst().allSatisfy({ (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) })
        else { return nil }
        return text
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            var out = ""
            for key in context.codingPath {
                if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "" : out + ": "
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context))wrong type"
        case .keyNotFound(let key, let context):
            return "\(path(context))missing key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context))invalid value"
        @unknown default:
            return "not a record"
        }
    }

    private struct RawLine: Decodable {
        var formatVersion: Int?
        var image: String?
        var error: String?
        var width: Int?
        var height: Int?
        var regions: [RawRegion]?
    }

    private struct RawRegion: Decodable {
        var id: String?
        var text: String?
        var role: String?
        var pixelRect: RawRect?
        var foreground: String?
        var background: String?
        var ratio: Double?
        var apcaLc: Double?
        var threshold: Double?
        var minimumLc: Double?
        var verdict: String?
        var confidence: Double?
        var rule: String?
        var warnings: [String]?
        var suggestions: [RawSuggestion]?
        var error: String?
    }

    private struct RawRect: Decodable {
        var x: Int?, y: Int?, width: Int?, height: Int?
    }

    private struct RawSuggestion: Decodable {
        var sentence: String?
    }
}
