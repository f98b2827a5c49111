import ContrastScan
import ContrastScanSupport
/// Compares a folder of current screenshots with a folder of baselines: the whole of
/// `contrastscan compare`, as a library call.
///
/// Screenshots are paired by relative path: `CURRENT/a/b.png` (with its sidecar
/// `CURRENT/a/b.json`) against `BASELINE/a/b.contrast.json`. Only the baseline reports
/// are read from the baseline folder; old screenshots kept there are ignored. Every
/// screenshot is a value in the result — a bad image or a missing baseline is reported
/// with the rest, never thrown.
public struct CompareDriver: Sendable {
    public var analyzer: Analyzer
    public var tolerance: Tolerance
    public var recordMode: RecordMode
    /// How an analysis error is worded in a problem; the CLI adds its remedies.
    public var describe: @Sendable (AnalysisError) -> String = { $0.message }
    /// Files no recorded baseline may be written over: the policy and profile
    /// (set by the caller); `run` adds the current screenshots and their sidecars.
    package var protectedInputs = InputFiles()

    public init(analyzer: Analyzer = Analyzer(), tolerance: Tolerance = .default, recordMode: RecordMode = .never) {
        self.analyzer = analyzer
        self.tolerance = tolerance
        self.recordMode = recordMode
    }

    /// Compares every screenshot under `currentDirectory` with its baseline under
    /// `baselineDirectory`, writing baselines as `recordMode` allows.
    /// - Throws: `FileError` only when a folder itself cannot be listed.
    public func run(baselineDirectory: String, currentDirectory: String) throws(FileError) -> ComparisonReport {
        let images = try FileTree.files(under: currentDirectory, suffix: ".png")
        let baselines = try FileTree.files(under: baselineDirectory, suffix: BaselineFile.suffix)
        let recorded = Set(baselines)
        // A baseline may replace a baseline, never a current screenshot or sidecar
        // (`a.png`'s baseline `a.contrast.json` is the sidecar of `a.contrast.png`).
        var driver = self
        for image in images {
            let path = FileTree.join(currentDirectory, image)
            driver.protectedInputs.insert(path)
            driver.protectedInputs.insert(ScreenshotLoader.defaultSidecarPath(forImage: path))
        }
        var results: [ScreenshotComparison] = []
        var paired = Set<String>()
        for image in images {
            let baselineRelative = BaselineFile.path(forImage: image)
            paired.insert(baselineRelative)
            results.append(driver.compareScreenshot(image, baselinePath: FileTree.join(baselineDirectory, baselineRelative),
                                             baselineExists: recorded.contains(baselineRelative),
                                             currentDirectory: currentDirectory))
        }
        for baselineRelative in baselines where !paired.contains(baselineRelative) {
            results.append(missingScreenshot(BaselineFile.imagePath(forBaseline: baselineRelative),
                                             baselinePath: FileTree.join(baselineDirectory, baselineRelative),
                                             currentDirectory: currentDirectory))
        }
        return ComparisonReport(tolerance: tolerance, screenshots: results)
    }

    /// Every file comparing these folders reads — the current screenshots and their
    /// sidecars, the baselines — and `protectedInputs`: what no result file
    /// (`--json`, `--junit`, …) may be written over. Folders that cannot be listed
    /// add nothing (`run` reports them).
    package func inputs(baselineDirectory: String, currentDirectory: String) -> InputFiles {
        var inputs = protectedInputs
        for image in (try? FileTree.files(under: currentDirectory, suffix: ".png")) ?? [] {
            let path = FileTree.join(currentDirectory, image)
            inputs.insert(path)
            inputs.insert(ScreenshotLoader.defaultSidecarPath(forImage: path))
        }
        for baseline in (try? FileTree.files(under: baselineDirectory, suffix: BaselineFile.suffix)) ?? [] {
            inputs.insert(FileTree.join(baselineDirectory, baseline))
        }
        return inputs
    }

    /// One current screenshot against its baseline file (which may not exist).
    /// - Parameters:
    ///   - relativePath: the screenshot's path relative to `currentDirectory`; it names the
    ///     screenshot in the baselines and every output.
    ///   - baselinePath: the screenshot's `NAME.contrast.json` in the baseline folder.
    ///   - baselineExists: whether that file is there; when not, the record mode decides
    ///     whether the screenshot is recorded or reported as missing its baseline.
    ///   - currentDirectory: the folder holding the current screenshots and sidecars.
    public func compareScreenshot(_ relativePath: String, baselinePath: String, baselineExists: Bool,
                                  currentDirectory: String) -> ScreenshotComparison {
        let imagePath = FileTree.join(currentDirectory, relativePath)
        var baseline: ImageRecord?
        var baselineProblem: InputProblem?
        if baselineExists {
            do {
                baseline = try BaselineFile.load(path: baselinePath)
            } catch {
                baselineProblem = InputProblem(path: baselinePath, message: error.description)
            }
        }
        let report: ImageReport
        do {
            report = try analyzer.analyze(imageAt: imagePath)
        } catch {
            var problems = [InputProblem(path: error.path, message: describe(error))]
            if let baselineProblem { problems.append(baselineProblem) }
            return ScreenshotComparison(path: relativePath, identity: ScreenIdentity(path: relativePath, appearance: baseline?.appearance),
                                        status: .failed, baseline: baseline, problems: problems)
        }
        var named = report
        named.image = relativePath
        let current = ImageRecord(named)
        var shot = ScreenshotComparison(path: relativePath, identity: ScreenIdentity(path: relativePath, appearance: report.appearance),
                                        status: .compared, baseline: baseline, current: current)
        for region in report.regions {
            if let error = region.error {
                shot.problems.append(InputProblem(path: imagePath, message: "region \"\(region.id)\" \(error)"))
            }
        }
        if let baselineProblem {
            shot.status = .failed
            shot.problems.append(baselineProblem)
            return shot
        }
        if let baseline {
            shot.regions = ContrastComparator.compare(baseline: baseline, current: current, tolerance: tolerance)
            shot.notes = ContrastComparator.notes(baseline: baseline, current: current)
        } else {
            shot.regions = ContrastComparator.compare(baseline: nil, current: current, tolerance: tolerance)
        }
        let shouldRecord = recordMode == .all || (baseline == nil && recordMode == .missing)
        if shot.problems.isEmpty && shouldRecord, let refusal = protectedInputs.refusal(toWrite: baselinePath) {
            shot.problems.append(InputProblem(path: baselinePath, message: refusal))
        } else if shot.problems.isEmpty && shouldRecord {
            do {
                try BaselineFile.write(named, name: relativePath, to: baselinePath)
                shot.recordedBaseline = baselinePath
                if baseline == nil { shot.status = .recorded }
            } catch {
                shot.problems.append(InputProblem(path: baselinePath, message: error.description))
            }
        } else if baseline == nil {
            shot.status = .missingBaseline
            let how = recordMode == .never
                ? "record it with --record-missing, or 'contrastscan record' beside the screenshot and copy it here"
                : "not recorded because the screenshot has errors"
            shot.problems.append(InputProblem(path: baselinePath, message: "no baseline for \(relativePath) (\(how))"))
        }
        return shot
    }

    /// A baseline whose screenshot is gone: every region disappeared.
    private func missingScreenshot(_ relativePath: String, baselinePath: String, currentDirectory: String) -> ScreenshotComparison {
        do {
            let baseline = try BaselineFile.load(path: baselinePath)
            var shot = ScreenshotComparison(path: relativePath, identity: ScreenIdentity(path: relativePath, appearance: baseline.appearance),
                                            status: .missingScreenshot, baseline: baseline)
            shot.regions = ContrastComparator.compare(baseline: baseline, current: nil, tolerance: tolerance)
            shot.notes = ["screenshot missing: \(FileTree.join(currentDirectory, relativePath)) does not exist (delete the baseline if the screen is gone)"]
            return shot
        } catch {
            return ScreenshotComparison(path: relativePath, identity: ScreenIdentity(path: relativePath, appearance: nil),
                                        status: .failed, problems: [InputProblem(path: baselinePath, message: error.description)])
        }
    }
}
