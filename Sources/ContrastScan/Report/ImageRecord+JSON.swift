import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report format as JSON: one writer and one reader for every file that
/// holds image records — `analyze --format json`, baselines, batch lines.
extension ImageRecord {
    /// The record as the report format writes it: every key present (null when
    /// not measured), numbers with the files' decimals.
    package var jsonValue: JSONValue {
        guard error == nil else {
            return .object(["image": .string(image), "error": .string(error ?? ""), "regions": .array([])])
        }
        var appearanceValue: JSONValue = .null
        if let a = appearance {
            appearanceValue = .object([
                "colorScheme": a.colorScheme.map { .string($0.rawValue) } ?? .null,
                "contrast": a.contrast.map { .string($0.rawValue) } ?? .null,
                "level": a.level.map { .string($0.rawValue) } ?? .null,
            ])
        }
        return .object([
            "image": .string(image),
            "width": width.map(JSONValue.int) ?? .null,
            "height": height.map(JSONValue.int) ?? .null,
            "colorSpace": colorSpace.map(JSONValue.string) ?? .null,
            "scale": scale.map { .number($0, decimals: 3) } ?? .null,
            "appearance": appearanceValue,
            "warnings": .array(warnings.map(JSONValue.string)),
            "regionsSource": .string(regionsDetected ? "detected" : "sidecar"),
            "regions": .array(regions.map(\.jsonValue)),
        ])
    }

    /// The record as one JSON line (`formatVersion` included, newline included).
    package var jsonLine: String {
        guard case .object(var members) = jsonValue else { return "" }
        members["formatVersion"] = .int(Self.formatVersion)
        return JSONValue.object(members).renderedCompact() + "\n"
    }

    /// `{"formatVersion": 1, "images": [...]}`, pretty-printed, newline included.
    package static func reportText(_ records: [ImageRecord]) -> String {
        reportText(renderedImages: records.map(\.reportEntry))
    }

    /// The record as it stands in the `images` array of `reportText`: rendered
    /// apart, so a command can render each image as it finishes.
    package var reportEntry: String { jsonValue.rendered(depth: 2) }

    /// `reportText` of records already rendered by `reportEntry`, in order.
    package static func reportText(renderedImages entries: [String]) -> String {
        // The envelope as `JSONValue.rendered()` writes it: keys sorted
        // ("formatVersion" < "images"), two spaces per level.
        var out = "{\n  \"formatVersion\": \(formatVersion),\n  \"images\": "
        if entries.isEmpty {
            out += "[]"
        } else {
            out += "["
            for (i, entry) in entries.enumerated() {
                out += (i > 0 ? "," : "") + "\n    " + entry
            }
            out += "\n  ]"
        }
        return out + "\n}\n"
    }
}

extension RegionRecord {
    package var jsonValue: JSONValue {
        func number(_ v: Double?, _ decimals: Int) -> JSONValue { v.map { .number($0, decimals: decimals) } ?? .null }
        func string(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        var fields: [String: JSONValue] = [
            "id": .string(id),
            "text": string(text),
            "role": string(role?.rawValue),
            "detected": .bool(detected),
            "rect": rect.map {
                .object(["x": .number($0.x, decimals: 3), "y": .number($0.y, decimals: 3),
                         "width": .number($0.width, decimals: 3), "height": .number($0.height, decimals: 3)])
            } ?? .null,
            "pixelRect": pixelRect.map {
                .object(["x": .int($0.x), "y": .int($0.y), "width": .int($0.width), "height": .int($0.height)])
            } ?? .null,
            "foreground": string(foreground),
            "background": string(background),
            "foregroundClipped": foregroundClipped.map(JSONValue.bool) ?? .null,
            "backgroundClipped": backgroundClipped.map(JSONValue.bool) ?? .null,
            "foregroundSource": string(foregroundSource),
            "backgroundSource": string(backgroundSource),
            "ratio": number(ratio, 3),
            "apcaLc": number(apcaLc, 2),
            "backgroundRange": backgroundRange.map {
                .object(["darkest": .string($0.darkest), "lightest": .string($0.lightest)])
            } ?? .null,
            "worstRatio": number(worstRatio, 3),
            "threshold": number(threshold, 2),
            "rule": string(rule),
            "minimumLc": number(minimumLc, 2),
            "standard": string(standard),
            "verdict": .string(verdict.rawValue),
            "confidence": number(confidence, 2),
            "warnings": .array(warnings.map(JSONValue.string)),
            "suggestions": .array(suggestions.map(\.jsonValue)),
            "error": string(error),
        ]
        // Only when OCR read the region, so reports made without --ocr keep their keys.
        if let ocrConfidence { fields["ocrConfidence"] = .number(ocrConfidence, decimals: 2) }
        return .object(fields)
    }
}

extension RegionRecord.Suggestion {
    /// `{"side": "foreground", "from": "#8E8E93", "to": "#6E6E73", "ratio": 4.54, "apcaLc": 64.1, "meets": "4.5:1", …}`.
    package var jsonValue: JSONValue {
        .object([
            "side": .string(side), "from": .string(from), "to": .string(to),
            "ratio": .number(ratio, decimals: 3), "apcaLc": .number(apcaLc, decimals: 2),
            "meets": .string(meets), "sentence": .string(sentence),
        ])
    }
}

// MARK: - Reading

extension ImageRecord {
    /// Reads a report file — `{"formatVersion": 1, "images": [...]}` — as a
    /// baseline or any other report is read.
    ///
    /// Lenient about what it does not use (keys a newer writer adds are ignored,
    /// so a file of the same `formatVersion` from a newer contrastscan still
    /// reads); strict about what it does: a key it needs with the wrong type, a
    /// missing id or verdict, a number out of its range, each an error naming
    /// the key path.
    public static func decodeReport<Document>(_ data: Data, as _: Document.Type) throws(DocumentError<Document>) -> [ImageRecord] {
        let raw = try DocumentError<Document>.decode(RawReport.self, from: data)
        guard let rawVersion = raw.formatVersion else { throw .missingKey(keyPath: "formatVersion") }
        let version = try checkedVersion(rawVersion.value, as: Document.self)
        guard version == formatVersion else { throw .unsupportedVersion(version) }
        guard let images = raw.images else { throw .missingKey(keyPath: "images") }
        var records: [ImageRecord] = []
        for (index, image) in images.enumerated() {
            records.append(try ImageRecord(image, keyPath: "images[\(index)]", as: Document.self))
        }
        return records
    }

    /// Reads one image object: a batch line, whole — `formatVersion`, `image`,
    /// and `regions` (or `error`) are required, so a line that only names an
    /// image (`{"image": "a.png"}`) is not taken for that image's result.
    public static func decodeLine<Document>(_ bytes: [UInt8], as _: Document.Type) throws(DocumentError<Document>) -> ImageRecord {
        let raw = try DocumentError<Document>.decode(RawImage.self, from: Data(bytes))
        guard let rawVersion = raw.formatVersion else { throw .missingKey(keyPath: "formatVersion") }
        let version = try checkedVersion(rawVersion.value, as: Document.self)
        guard version == formatVersion else { throw .unsupportedVersion(version) }
        if raw.error == nil && raw.regions == nil && raw.image != nil { throw .missingKey(keyPath: "regions") }
        return try ImageRecord(raw, keyPath: "", as: Document.self)
    }

    /// A `formatVersion` read as a number, which must be a whole one.
    private static func checkedVersion<Document>(_ value: Double, as _: Document.Type) throws(DocumentError<Document>) -> Int {
        guard let version = JSONInteger.exact(value) else {
            throw .invalidValue(keyPath: "formatVersion", reason: JSONInteger.notAnInteger(value))
        }
        return version
    }

    /// A pixel count read as a number: whole, in `range`.
    fileprivate static func pixels<Document>(_ field: JSONIntegerField?, _ keyPath: String, in range: ClosedRange<Int>,
                                             as _: Document.Type) throws(DocumentError<Document>) -> Int? {
        guard let value = field?.value else { return nil }
        guard let pixels = JSONInteger.exact(value), range.contains(pixels) else {
            throw .invalidValue(keyPath: keyPath, reason: "must be a whole number of pixels in \(range.lowerBound)…\(range.upperBound) (got \(MessageText.number(value)))")
        }
        return pixels
    }

    private init<Document>(_ raw: RawImage, keyPath: String, as _: Document.Type) throws(DocumentError<Document>) {
        func path(_ key: String) -> String { keyPath.isEmpty ? key : keyPath + "." + key }
        guard let image = raw.image else { throw .missingKey(keyPath: path("image")) }
        if let error = raw.error {
            self.init(image: image, error: error)
            return
        }
        let width = try Self.pixels(raw.width, path("width"), in: 1...Self.maxSide, as: Document.self)
        let height = try Self.pixels(raw.height, path("height"), in: 1...Self.maxSide, as: Document.self)
        if let scale = raw.scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw .invalidValue(keyPath: path("scale"), reason: "must be a number greater than 0 and at most 16 (got \(MessageText.number(scale)))")
        }
        var seen = Set<String>()
        var regions: [RegionRecord] = []
        for (index, region) in (raw.regions ?? []).enumerated() {
            let record = try RegionRecord(region, keyPath: path("regions[\(index)]"), as: Document.self)
            guard seen.insert(record.id).inserted else {
                throw .invalidValue(keyPath: path("regions[\(index)].id"), reason: "duplicate region id \(MessageText.quoted(record.id))")
            }
            regions.append(record)
        }
        self.init(image: image, width: width, height: height, colorSpace: raw.colorSpace, scale: raw.scale,
                  appearance: raw.appearance, regionsDetected: raw.regionsSource == "detected",
                  warnings: raw.warnings ?? [], regions: regions)
    }

    /// The largest image side a record may state: far beyond any screen.
    static let maxSide = 1_000_000
}

extension RegionRecord {
    fileprivate init<Document>(_ raw: RawRegion, keyPath: String, as _: Document.Type) throws(DocumentError<Document>) {
        func path(_ key: String) -> String { keyPath + "." + key }
        guard let id = raw.id else { throw .missingKey(keyPath: path("id")) }
        guard let verdictName = raw.verdict else { throw .missingKey(keyPath: path("verdict")) }
        guard let verdict = Verdict(rawValue: verdictName) else {
            throw .invalidValue(keyPath: path("verdict"), reason: "unknown verdict \(MessageText.quoted(verdictName)) (expected one of: pass, fail, review, skipped)")
        }
        func check(_ value: Double?, _ key: String, _ range: ClosedRange<Double>, _ what: String) throws(DocumentError<Document>) {
            guard let value else { return }
            guard value.isFinite, range.contains(value) else {
                throw .invalidValue(keyPath: path(key), reason: "must be \(what) (got \(MessageText.number(value)))")
            }
        }
        try check(raw.ratio, "ratio", 1...21, "a WCAG contrast ratio in 1…21")
        try check(raw.worstRatio, "worstRatio", 1...21, "a WCAG contrast ratio in 1…21")
        try check(raw.threshold, "threshold", 1...21, "a WCAG contrast ratio in 1…21")
        try check(raw.apcaLc, "apcaLc", -108...108, "an APCA Lc in -108…108")
        try check(raw.minimumLc, "minimumLc", 0...108, "an APCA Lc magnitude in 0…108")
        try check(raw.confidence, "confidence", 0...1, "a confidence in 0…1")
        try check(raw.ocrConfidence, "ocrConfidence", 0...1, "an OCR confidence in 0…1")
        // A pass or a fail is a measurement: without its ratio a comparison would
        // have nothing to compare, and a gate nothing to hold.
        if raw.error == nil, raw.ratio == nil, verdict == .pass || verdict == .fail {
            throw .invalidValue(keyPath: path("ratio"), reason: "required for verdict \(MessageText.quoted(verdictName)) (got null)")
        }
        var rect: PixelRect?
        if let p = raw.pixelRect {
            let limit = ImageRecord.maxSide
            let x = try ImageRecord.pixels(p.x, path("pixelRect.x"), in: -limit...limit, as: Document.self)
            let y = try ImageRecord.pixels(p.y, path("pixelRect.y"), in: -limit...limit, as: Document.self)
            let w = try ImageRecord.pixels(p.width, path("pixelRect.width"), in: 0...limit, as: Document.self)
            let h = try ImageRecord.pixels(p.height, path("pixelRect.height"), in: 0...limit, as: Document.self)
            if let x, let y, let w, let h { rect = PixelRect(x: x, y: y, width: w, height: h) }
        }
        let suggestions = try Self.suggestions(raw.suggestions, keyPath: keyPath, as: Document.self)
        var pointRect: PointRect?
        if let r = raw.rect, let x = r.x, let y = r.y, let w = r.width, let h = r.height {
            for (key, value) in [("x", x), ("y", y), ("width", w), ("height", h)] where !(value.isFinite && abs(value) <= 1_000_000) {
                throw .invalidValue(keyPath: path("rect.\(key)"), reason: "must be a number of points within ±1000000 (got \(MessageText.number(value)))")
            }
            pointRect = PointRect(x: x, y: y, width: w, height: h)
        }
        self.init(
            id: id, text: raw.text, role: raw.role.flatMap(RegionRole.init(rawValue:)), detected: raw.detected ?? false,
            rect: pointRect, pixelRect: rect,
            foreground: Self.hexColor(raw.foreground), background: Self.hexColor(raw.background),
            foregroundClipped: raw.foregroundClipped, backgroundClipped: raw.backgroundClipped,
            foregroundSource: raw.foregroundSource, backgroundSource: raw.backgroundSource,
            ratio: raw.ratio, apcaLc: raw.apcaLc,
            backgroundRange: raw.backgroundRange.flatMap { range in
                guard let darkest = Self.hexColor(range.darkest), let lightest = Self.hexColor(range.lightest) else { return nil }
                return BackgroundRange(darkest: darkest, lightest: lightest)
            },
            worstRatio: raw.worstRatio, threshold: raw.threshold, minimumLc: raw.minimumLc, standard: raw.standard,
            rule: raw.rule, verdict: verdict, confidence: raw.confidence, warnings: raw.warnings ?? [],
            suggestions: suggestions,
            error: raw.error)
        ocrConfidence = raw.ocrConfidence
    }

    /// The fix suggestions of a region, their numbers range-checked like the region's.
    private static func suggestions<Document>(_ raw: [RawRegion.Suggestion]?, keyPath: String,
                                             as _: Document.Type) throws(DocumentError<Document>) -> [Suggestion] {
        var suggestions: [Suggestion] = []
        for (index, s) in (raw ?? []).enumerated() {
            guard let sentence = s.sentence else { continue }
            let path = "\(keyPath).suggestions[\(index)]"
            if let ratio = s.ratio, !(ratio.isFinite && (1...21).contains(ratio)) {
                throw .invalidValue(keyPath: path + ".ratio", reason: "must be a WCAG contrast ratio in 1…21 (got \(MessageText.number(ratio)))")
            }
            if let lc = s.apcaLc, !(lc.isFinite && (-108...108).contains(lc)) {
                throw .invalidValue(keyPath: path + ".apcaLc", reason: "must be an APCA Lc in -108…108 (got \(MessageText.number(lc)))")
            }
            suggestions.append(Suggestion(side: s.side ?? "", from: hexColor(s.from) ?? "", to: hexColor(s.to) ?? "",
                                          ratio: s.ratio ?? 1, apcaLc: s.apcaLc ?? 0, meets: s.meets ?? "", sentence: sentence))
        }
        return suggestions
    }

    /// `text` when it is `#RRGGBB`, else nil: files from other machines are
    /// data, not trusted markup, and their colours reach HTML and drawings.
    private static func hexColor(_ text: String?) -> String? {
        guard let text, text.utf8.count == 7, text.hasPrefix("#"),
              text.utf8.dropFirst().allSatisfy({ (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) })
        else { return nil }
        return text
    }
}

// MARK: - Wire format (every field optional, so the reader can say what is missing)

private struct RawReport: Decodable {
    var formatVersion: JSONIntegerField?
    var images: [RawImage]?
}

private struct RawImage: Decodable {
    var formatVersion: JSONIntegerField?
    var image: String?
    var error: String?
    var width: JSONIntegerField?
    var height: JSONIntegerField?
    var colorSpace: String?
    var scale: Double?
    var appearance: Appearance?
    var regionsSource: String?
    var warnings: [String]?
    var regions: [RawRegion]?
}

private struct RawRegion: Decodable {
    struct Rect: Decodable { var x: Double?, y: Double?, width: Double?, height: Double? }
    struct IntRect: Decodable { var x: JSONIntegerField?, y: JSONIntegerField?, width: JSONIntegerField?, height: JSONIntegerField? }
    struct Range: Decodable { var darkest: String?, lightest: String? }
    struct Suggestion: Decodable {
        var side: String?, from: String?, to: String?, ratio: Double?, apcaLc: Double?, meets: String?, sentence: String?
    }

    var id: String?
    var text: String?
    var role: String?
    var detected: Bool?
    var rect: Rect?
    var pixelRect: IntRect?
    var foreground: String?
    var background: String?
    var foregroundClipped: Bool?
    var backgroundClipped: Bool?
    var foregroundSource: String?
    var backgroundSource: String?
    var ratio: Double?
    var apcaLc: Double?
    var backgroundRange: Range?
    var worstRatio: Double?
    var threshold: Double?
    var minimumLc: Double?
    var standard: String?
    var rule: String?
    var verdict: String?
    var confidence: Double?
    var warnings: [String]?
    var suggestions: [Suggestion]?
    var error: String?
    var ocrConfidence: Double?
}
