import ContrastScan
import ContrastScanSupport
/// The summary as JSON (`--format json`): deterministic like the reports —
/// keys sorted, numbers rounded, no timestamps — so a batch and the `merge`
/// of its shards print the same document (`run` aside).
///
/// `{"formatVersion": 1, "result": "passed|failed|error", "counts": {"images",
/// "analysed", "errors", "imageErrors", "regionErrors", "imagesByVerdict": {…},
/// "regions": {"pass", "fail", "review", "skipped"}}, "worstRegions": [{"image",
/// "id", "text", "verdict", "ratio", "apcaLc", "threshold", "minimumLc",
/// "foreground", "background", "confidence", "suggestions"}], "worstImages":
/// [{"image", "verdict", "regions": {…}, "worstRegion", "worstRatio"}],
/// "errors": [{"image", "error"}], "run": {"requested", "skippedAlreadyDone",
/// "analysedNow", "shard"} or null}`.
public enum BatchJSONRenderer {
    public static func render(_ summary: BatchSummary, outcome: BatchOutcome, run: BatchRunInfo? = nil) -> String {
        func number(_ v: Double?, _ decimals: Int) -> JSONValue { v.map { .number($0, decimals: decimals) } ?? .null }
        func string(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        func verdictCounts(_ counts: [Verdict: Int]) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0.rawValue, .int(counts[$0, default: 0])) }))
        }
        let regions: [JSONValue] = summary.worstRegions.map { ranked in
            let r = ranked.region
            return .object([
                "image": .string(ranked.image), "id": .string(r.id), "text": string(r.text),
                "verdict": .string(r.verdict.rawValue), "ratio": number(r.ratio, 3), "apcaLc": number(r.apcaLc, 2),
                "threshold": number(r.threshold, 2), "minimumLc": number(r.minimumLc, 2),
                "foreground": string(r.foreground), "background": string(r.background),
                "confidence": number(r.confidence, 2), "suggestions": .array(r.suggestions.map { .string($0.sentence) }),
            ])
        }
        let images: [JSONValue] = summary.worstImages.map { image in
            .object([
                "image": .string(image.key.image), "verdict": string(image.key.verdict?.rawValue),
                "regions": verdictCounts(image.regionCounts), "worstRegion": string(image.worst?.id),
                "worstRatio": number(image.worst?.ratio, 3),
            ])
        }
        let errors: [JSONValue] = summary.errors.map { .object(["image": .string($0.image), "error": .string($0.message)]) }
        var runValue: JSONValue = .null
        if let run {
            runValue = .object([
                "requested": .int(run.requested), "skippedAlreadyDone": .int(run.skippedAlreadyDone),
                "analysedNow": .int(run.analysedNow), "shard": string(run.shard?.description),
            ])
        }
        return JSONValue.object([
            "formatVersion": .int(ImageRecord.formatVersion),
            "result": .string(outcome.rawValue),
            "counts": .object([
                "images": .int(summary.imageCount),
                "analysed": .int(summary.imageCount - summary.errorImageCount),
                "errors": .int(summary.errorCount),
                "imageErrors": .int(summary.errorImageCount),
                "regionErrors": .int(summary.regionErrorCount),
                "imagesByVerdict": verdictCounts(summary.imagesByVerdict),
                "regions": verdictCounts(summary.regionsByVerdict),
            ]),
            "worstRegions": .array(regions),
            "worstImages": .array(images),
            "errors": .array(errors),
            "run": runValue,
        ]).rendered() + "\n"
    }
}
