import ColorScience

/// Renders reports as the documented JSON (<doc:ReportFormat>):
/// `{"images":[…]}` with the same shape for one image or many, every key
/// always present (null when not measured), keys sorted, values rounded.
public enum JSONReportRenderer {
    /// Version of the report format; bumped only for incompatible changes.
    public static let formatVersion = 1

    /// One entry per input: a report, or the error that stopped it.
    public static func render(_ results: [Result<ImageReport, AnalysisError>]) -> String {
        let images: [JSONValue] = results.map {
            switch $0 {
            case .success(let report): return value(of: report)
            case .failure(let error):
                // Filed under the image; the message names the sidecar when it is at fault.
                let message = error.path == error.image ? error.message : MessageText.oneLine(error.path) + ": " + error.message
                return .object(["image": .string(error.image), "error": .string(message), "regions": .array([])])
            }
        }
        return JSONValue.object(["formatVersion": .int(formatVersion), "images": .array(images)]).rendered() + "\n"
    }

    public static func value(of report: ImageReport) -> JSONValue {
        var appearance: JSONValue = .null
        if let a = report.appearance {
            appearance = .object([
                "colorScheme": a.colorScheme.map { .string($0.rawValue) } ?? .null,
                "contrast": a.contrast.map { .string($0.rawValue) } ?? .null,
                "level": a.level.map { .string($0.rawValue) } ?? .null,
            ])
        }
        return .object([
            "image": .string(report.image),
            "width": .int(report.width),
            "height": .int(report.height),
            "colorSpace": .string(report.colorSpace),
            "scale": .number(report.scale, decimals: 3),
            "appearance": appearance,
            "warnings": .array(report.warnings.map { .string($0) }),
            "regionsSource": .string(report.regionsDetected ? "detected" : "sidecar"),
            "regions": .array(report.regions.map(value(of:))),
        ])
    }

    /// `{"side": "foreground", "from": "#8E8E93", "to": "#6E6E73", "ratio": 4.54, "apcaLc": 64.1, "meets": "4.5:1"}`.
    public static func value(of s: ContrastSuggestion) -> JSONValue {
        .object([
            "side": .string(s.side.rawValue),
            "from": .string(s.original.hex),
            "to": .string(s.hex),
            "ratio": .number(RatioFormat.truncated(s.ratio), decimals: 3),
            "apcaLc": .number(s.lightnessContrast, decimals: 2),
            "meets": .string(s.requirement.description),
            "sentence": .string(s.sentence()),
        ])
    }

    public static func value(of r: RegionReport) -> JSONValue {
        func number(_ v: Double?, _ decimals: Int) -> JSONValue { v.map { .number($0, decimals: decimals) } ?? .null }
        func color(_ c: RGB?) -> JSONValue { c.map { .string($0.hex) } ?? .null }
        return .object([
            "id": .string(r.id),
            "text": r.text.map { .string($0) } ?? .null,
            "role": .string(r.role.rawValue),
            "detected": .bool(r.detected),
            "rect": .object(["x": .number(r.rect.x, decimals: 3), "y": .number(r.rect.y, decimals: 3),
                             "width": .number(r.rect.width, decimals: 3), "height": .number(r.rect.height, decimals: 3)]),
            "pixelRect": .object(["x": .int(r.pixelRect.x), "y": .int(r.pixelRect.y),
                                  "width": .int(r.pixelRect.width), "height": .int(r.pixelRect.height)]),
            "foreground": color(r.foreground),
            "background": color(r.background),
            "foregroundClipped": r.foreground.map { .bool(!$0.isInGamut) } ?? .null,
            "backgroundClipped": r.background.map { .bool(!$0.isInGamut) } ?? .null,
            "foregroundSource": r.foregroundSource.map { .string($0.css) } ?? .null,
            "backgroundSource": r.backgroundSource.map { .string($0.css) } ?? .null,
            "ratio": number(r.ratio.map(RatioFormat.truncated), 3),
            "apcaLc": number(r.apcaLc, 2),
            "backgroundRange": r.backgroundRange.map {
                .object(["darkest": .string($0.darkest.hex), "lightest": .string($0.lightest.hex)])
            } ?? .null,
            "worstRatio": number(r.worstRatio.map(RatioFormat.truncated), 3),
            "threshold": number(r.threshold, 2),
            "rule": .string(r.rule),
            "minimumLc": number(r.minimumLc, 2),
            "standard": .string(r.standard.rawValue),
            "verdict": .string(r.verdict.rawValue),
            "confidence": .number(r.confidence, decimals: 2),
            "warnings": .array(r.warnings.map { .string($0) }),
            "suggestions": .array(r.suggestions.map(value(of:))),
            "error": r.error.map { .string($0) } ?? .null,
        ])
    }
}
