import ContrastGating
import ContrastScanSupport
import ContrastScan
import Foundation

/// Analyses a screenshot and checks it against its contrast baseline, recording the
/// baseline on the first run: contrast snapshot testing for XCTest and Swift Testing.
///
/// The baseline is `NAME.contrast.json` (the report format, deterministic: commit it) in
/// `baselineDirectory`, by default `__ContrastBaselines__` beside the test file. The test
/// fails, naming every regressed region with its old → new ratio, requirement and colours,
/// when a region that passed now fails, needs review, disappeared, or its ratio dropped by
/// more than `tolerance`. Improvements and new regions do not fail.
///
/// Recording follows swift-snapshot-testing: with no baseline and recording allowed, the
/// baseline is written and the test fails once ("re-run to compare"). The default record
/// mode is `missing` on a developer machine and `never` on CI (`CI` set); set
/// `CONTRASTSCAN_RECORD=never|missing|all`, or pass `record:`.
///
/// ```swift
/// // Swift Testing
/// @Test func settingsKeepsItsContrast() throws {
///     let png = try Data(contentsOf: screenshotURL)          // or UIImage.pngData()
///     assertContrastBaseline(pngData: png, sidecar: settingsRegions, named: "settings~dark")
/// }
/// // XCTest
/// func testSettingsKeepsItsContrast() throws {
///     assertContrastBaseline(pngData: png, sidecar: settingsRegions, named: "settings~dark")
/// }
/// ```
///
/// - Parameters:
///   - pngData: the screenshot's PNG bytes.
///   - sidecar: its regions (`Sidecar`, or decode JSON with `SidecarDecoder.decode`).
///   - name: the screenshot's name: the baseline file is `name` + `.contrast.json` and the
///     appearance matrix reads `~dark~increased` tokens from it. Characters other than
///     letters, digits, `.`, `_`, `-`, `~` become `-`.
///   - baselineDirectory: where baselines live; default `__ContrastBaselines__` beside the test file.
///   - record: the record mode; default `CONTRASTSCAN_RECORD`, else `never` on CI, `missing` elsewhere.
///   - tolerance: how far a ratio may drop before it is a regression (default 5%).
///   - analyzer: the analysis settings (policy, assumed profile, limits).
/// - Returns: the report, for further checks; nil when the PNG could not be analysed
///   (which fails the test).
@discardableResult
public func assertContrastBaseline(
    pngData: Data, sidecar: Sidecar, named name: String, baselineDirectory: String? = nil,
    record: RecordMode? = nil, tolerance: Tolerance = .default, analyzer: Analyzer = Analyzer(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ImageReport? {
    let location = TestFailure.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    let report: ImageReport
    do {
        report = try analyzer.analyze(pngData: pngData, sidecar: sidecar, name: BaselineName.file(name))
    } catch {
        TestFailure.record("contrastscan: \(error.description)", at: location)
        return nil
    }
    assertContrastBaseline(report, named: name, baselineDirectory: baselineDirectory, record: record,
                           tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
    return report
}

/// Checks a report made elsewhere (e.g. with a custom `Analyzer`) against its contrast
/// baseline; see `assertContrastBaseline(pngData:sidecar:named:…)`.
/// - Returns: the verification: outcome, region by region comparison, failure message.
@discardableResult
public func assertContrastBaseline(
    _ report: ImageReport, named name: String, baselineDirectory: String? = nil,
    record: RecordMode? = nil, tolerance: Tolerance = .default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> BaselineVerification? {
    let location = TestFailure.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    let mode: RecordMode
    if let record {
        mode = record
    } else {
        do {
            mode = try RecordMode.testDefault(environment: ProcessInfo.processInfo.environment)
        } catch {
            TestFailure.record("contrastscan: \(error.description)", at: location)
            return nil
        }
    }
    let directory = baselineDirectory ?? BaselineName.defaultDirectory(besideTestFile: "\(filePath)")
    let file = BaselineName.file(name)
    let baselinePath = FileTree.join(directory, BaselineFile.path(forImage: file))
    let verification = BaselineVerification.verify(report, name: file, baselinePath: baselinePath,
                                                   recordMode: mode, tolerance: tolerance)
    if let message = verification.failureMessage {
        TestFailure.record(message, at: location)
    }
    return verification
}
