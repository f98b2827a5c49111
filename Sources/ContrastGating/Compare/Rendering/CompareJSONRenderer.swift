import ContrastScan
import ContrastScanSupport
/// Renders a comparison as deterministic JSON (`--json FILE`, the article "Gating CI on
/// golden screenshots"): keys sorted, numbers rounded, screenshots by relative path. The same
/// `formatVersion` rule as the report: bumped only for incompatible changes.
public enum CompareJSONRenderer {
    /// Version of the comparison format.
    public static let formatVersion = 1

    public static func render(_ report: ComparisonReport) -> String {
        let c = report.counts
        let result = report.hasProblems ? "error" : report.hasRegressions ? "regressed" : "passed"
        let object: JSONValue = .object([
            "formatVersion": .int(formatVersion),
            "result": .string(result),
            "tolerance": .number(report.tolerance.fraction, decimals: 4),
            "counts": .object([
                "screenshots": .int(c.screenshots), "regions": .int(c.regions), "regressed": .int(c.regressed),
                "improved": .int(c.improved), "unchanged": .int(c.unchanged), "added": .int(c.added),
                "stillFailing": .int(c.stillFailing), "problems": .int(c.problems), "recorded": .int(c.recorded),
            ]),
            "screenshots": .array(report.screenshots.map { value(of: $0, tolerance: report.tolerance) }),
            "matrix": value(of: report.matrix),
        ])
        return object.rendered() + "\n"
    }

    static func value(of shot: ScreenshotComparison, tolerance: Tolerance) -> JSONValue {
        func size(_ b: ImageRecord?) -> JSONValue {
            b.map { .object(["width": .int($0.width ?? 0), "height": .int($0.height ?? 0), "scale": .number($0.scale ?? 1, decimals: 3)]) } ?? .null
        }
        return .object([
            "path": .string(shot.path),
            "screen": .string(shot.identity.screen),
            "appearance": appearance(shot.identity.appearance),
            "appearanceLabel": .string(AppearanceLabel.text(shot.identity.appearance)),
            "status": .string(shot.status.rawValue),
            "recorded": .bool(shot.recordedBaseline != nil),
            "baseline": size(shot.baseline),
            "current": size(shot.current),
            "notes": .array(shot.notes.map { .string($0) }),
            "problems": .array(shot.problems.map { .object(["path": .string($0.path), "message": .string($0.message)]) }),
            "regions": .array(shot.regions.map {
                value(of: $0, tolerance: tolerance, screenshotMissing: shot.status == .missingScreenshot)
            }),
        ])
    }

    static func value(of r: RegionComparison, tolerance: Tolerance, screenshotMissing: Bool) -> JSONValue {
        func side(_ region: RegionRecord?) -> JSONValue {
            guard let region else { return .null }
            func number(_ v: Double?, _ d: Int) -> JSONValue { v.map { .number($0, decimals: d) } ?? .null }
            return .object([
                "ratio": number(region.ratio, 3), "apcaLc": number(region.apcaLc, 2),
                "threshold": number(region.threshold, 2), "minimumLc": number(region.minimumLc, 2),
                "verdict": .string(region.verdict.rawValue),
                "foreground": region.foreground.map { .string($0) } ?? .null,
                "background": region.background.map { .string($0) } ?? .null,
                "rule": .string(region.rule ?? ""),
            ])
        }
        return .object([
            "id": .string(r.id),
            "text": r.text.map { .string($0) } ?? .null,
            "outcome": .string(r.outcome.rawValue),
            "regressions": .array(r.regressions.map { .string($0.rawValue) }),
            "ratioChange": r.ratioChange.map { .number($0, decimals: 4) } ?? .null,
            "message": .string(r.message(tolerance: tolerance, screenshotMissing: screenshotMissing)),
            "baseline": side(r.baseline),
            "current": side(r.current),
        ])
    }

    static func value(of matrix: AppearanceMatrix) -> JSONValue {
        .object([
            "columns": .array(matrix.columns.map { .object(["label": .string($0.label), "appearance": appearance($0.appearance)]) }),
            "rows": .array(matrix.rows.map { row in
                .object([
                    "screen": .string(row.screen),
                    "cells": .array(row.cells.map { cell in
                        guard let cell else { return .null }
                        return .object([
                            "paths": .array(cell.paths.map { .string($0) }),
                            "verdict": cell.verdict.map { .string($0.rawValue) } ?? .null,
                            "worstRegion": cell.worstRegion.map { .string($0) } ?? .null,
                            "worstRatio": cell.worstRatio.map { .number($0, decimals: 3) } ?? .null,
                            "regressed": .bool(cell.regressed), "missing": .bool(cell.missing), "failed": .bool(cell.failed),
                        ])
                    }),
                ])
            }),
        ])
    }

    static func appearance(_ a: Appearance?) -> JSONValue {
        guard let a else { return .null }
        return .object([
            "colorScheme": a.colorScheme.map { .string($0.rawValue) } ?? .null,
            "contrast": a.contrast.map { .string($0.rawValue) } ?? .null,
            "level": a.level.map { .string($0.rawValue) } ?? .null,
        ])
    }
}
