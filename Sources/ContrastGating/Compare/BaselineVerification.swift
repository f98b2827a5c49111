import ContrastScan
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks one screenshot's report against its baseline file, recording the baseline when
/// the record mode allows: the logic behind `ContrastScanTesting`'s assertion, with no
/// test framework in it (the CLI's `compare` uses the same comparison).
///
/// Like swift-snapshot-testing, writing a baseline is reported as a failure ("recorded
/// …; re-run to compare"), so a test never passes without having compared anything.
public struct BaselineVerification: Sendable, Equatable {
    public enum Outcome: String, Sendable, Equatable {
        /// Compared; no region regressed.
        case matched
        /// Compared; at least one region regressed.
        case regressed
        /// The baseline was written (it was missing, or the record mode is `all`).
        case recorded
        /// No baseline, and recording is off.
        case missing
        /// The baseline could not be read or written, or a region could not be measured.
        case failed
    }

    public var outcome: Outcome
    /// The region by region comparison (all `added` when there was no baseline).
    public var comparison: ScreenshotComparison
    public var baselinePath: String
    /// What a test failure should say; nil when the check passes (`matched`).
    public var failureMessage: String?

    /// Compares `report` with the baseline at `baselinePath`, or records it.
    /// - Parameters:
    ///   - report: the screenshot's report now.
    ///   - name: the screenshot's name in the baseline and in messages, e.g. `settings~dark.png`.
    ///   - baselinePath: the `NAME.contrast.json` to compare with (and to write when recording).
    ///   - recordMode: `never`, `missing` (write a missing baseline) or `all` (re-write it).
    ///   - tolerance: the drop in ratio allowed before a region regresses, as for `compare`.
    public static func verify(_ report: ImageReport, name: String, baselinePath: String,
                              recordMode: RecordMode, tolerance: Tolerance = .default) -> BaselineVerification {
        var named = report
        named.image = name
        let current = ImageRecord(named)
        var shot = ScreenshotComparison(path: name, identity: ScreenIdentity(path: name, appearance: report.appearance),
                                        status: .compared, current: current)
        let regionErrors = report.regions.compactMap { r in r.error.map { "region \"\(r.id)\" \($0)" } }
        if !regionErrors.isEmpty {
            shot.status = .failed
            return BaselineVerification(outcome: .failed, comparison: shot, baselinePath: baselinePath,
                                        failureMessage: "\(name): " + regionErrors.joined(separator: "; "))
        }
        let exists = FileManager.default.fileExists(atPath: baselinePath)
        if exists {
            do {
                shot.baseline = try BaselineFile.load(path: baselinePath)
            } catch {
                shot.status = .failed
                return BaselineVerification(outcome: .failed, comparison: shot, baselinePath: baselinePath,
                                            failureMessage: "\(baselinePath): \(error.description)")
            }
        }
        shot.regions = ContrastComparator.compare(baseline: shot.baseline, current: current, tolerance: tolerance)
        if let baseline = shot.baseline { shot.notes = ContrastComparator.notes(baseline: baseline, current: current) }

        if !exists && recordMode == .never {
            shot.status = .missingBaseline
            return BaselineVerification(
                outcome: .missing, comparison: shot, baselinePath: baselinePath,
                failureMessage: "No contrast baseline for \(name) at \(baselinePath), and recording is off "
                    + "(record mode never, the default on CI). Record it on a developer machine "
                    + "(\(RecordMode.environmentKey)=missing) and commit it.")
        }
        var lines: [String] = []
        if shot.hasRegressions {
            lines.append("Contrast regressed in \(name) (\(shot.regressions.count) of \(shot.regions.count) regions; baseline \(baselinePath)):")
            lines += shot.regressions.map { "  " + $0.message(tolerance: tolerance) }
            lines += shot.notes.map { "  note: \($0)" }
        }
        if recordMode == .all || !exists {
            do {
                try BaselineFile.write(named, name: name, to: baselinePath)
            } catch {
                return BaselineVerification(outcome: .failed, comparison: shot, baselinePath: baselinePath,
                                            failureMessage: "\(baselinePath): \(error.description)")
            }
            shot.recordedBaseline = baselinePath
            if !exists { shot.status = .recorded }
            lines.append(exists
                ? "Record mode is all: re-recorded the contrast baseline \(baselinePath) (\(report.regions.count) regions). Turn recording off and re-run to compare."
                : "Recorded a new contrast baseline for \(name) at \(baselinePath) (\(report.regions.count) regions). Review and commit it, then re-run to compare.")
            return BaselineVerification(outcome: .recorded, comparison: shot, baselinePath: baselinePath,
                                        failureMessage: lines.joined(separator: "\n"))
        }
        return BaselineVerification(outcome: shot.hasRegressions ? .regressed : .matched, comparison: shot,
                                    baselinePath: baselinePath, failureMessage: lines.isEmpty ? nil : lines.joined(separator: "\n"))
    }
}
