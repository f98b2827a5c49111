import ContrastScan
import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a baseline beside each screenshot: the whole of `contrastscan record`, as a
/// library call.
///
/// Inputs are PNG files or folders (searched recursively). Each screenshot's baseline
/// (`NAME.contrast.json`, see `BaselineFile`) names it by its path relative to the folder
/// given — or by its file name when the file itself was given — so a baseline never holds
/// an absolute path and does not change when the repository moves.
public struct BaselineRecorder: Sendable {
    public var analyzer: Analyzer
    /// How an analysis error is worded in a problem; the CLI adds its remedies.
    public var describe: @Sendable (AnalysisError) -> String = { $0.message }
    /// Files no baseline may be written over: the policy and profile (set by the
    /// caller); `record(_:)` adds every screenshot and sidecar it reads.
    package var protectedInputs = InputFiles()

    public init(analyzer: Analyzer = Analyzer()) {
        self.analyzer = analyzer
    }

    /// What happened to one screenshot.
    public struct Entry: Sendable, Equatable {
        /// The screenshot, as it was opened.
        public var imagePath: String
        /// Its name in the baseline: the path relative to the folder given.
        public var name: String
        /// The baseline file, beside the screenshot.
        public var baselinePath: String
        /// The number of regions recorded; nil when nothing was written.
        public var regionCount: Int?
        /// Why it was not recorded (unreadable image or sidecar, a region outside the
        /// image, an unwritable file).
        public var problems: [InputProblem]
    }

    /// Records every screenshot named by `inputs`, in order (a folder's screenshots sorted
    /// by relative path). An input that is neither a PNG file nor a folder is an entry with
    /// a problem, and the others are still recorded. A folder given as a link is
    /// followed; one screenshot reached twice (`shots ./shots`) is recorded once; and
    /// no baseline is written over a screenshot or sidecar of the run (`a.png`'s
    /// baseline `a.contrast.json` is the sidecar of `a.contrast.png`).
    public func record(_ inputs: [String]) -> [Entry] {
        /// An input that could not be used, or a screenshot to record (its path and name).
        enum Step { case failed(Entry), screenshot(String, String) }
        var steps: [Step] = []
        var seen = Set<EntryIdentity>()
        for input in inputs {
            guard let status = try? Syscalls.status(input) else {
                steps.append(.failed(Entry(imagePath: input, name: input, baselinePath: input, regionCount: nil,
                                           problems: [InputProblem(path: input, message: "no such file or folder")])))
                continue
            }
            var found: [(path: String, name: String)] = []
            if status.kind == .directory {
                do {
                    found = try FileTree.files(under: input, suffix: ".png").map { (FileTree.join(input, $0), $0) }
                } catch {
                    steps.append(.failed(Entry(imagePath: input, name: input, baselinePath: input, regionCount: nil,
                                               problems: [InputProblem(path: input, message: error.description)])))
                }
            } else {
                found = [(input, Self.lastComponent(of: input))]
            }
            for (path, name) in found {
                if let entry = EntryIdentity(path: path), !seen.insert(entry).inserted { continue }
                steps.append(.screenshot(path, name))
            }
        }
        var recorder = self
        for case .screenshot(let path, _) in steps {
            recorder.protectedInputs.insert(path)
            recorder.protectedInputs.insert(ScreenshotLoader.defaultSidecarPath(forImage: path))
        }
        return steps.map { step in
            switch step {
            case .failed(let entry): return entry
            case .screenshot(let path, let name): return recorder.record(path, name: name)
            }
        }
    }

    /// The last component of a path (`shots/a.png` → `a.png`).
    private static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
    }

    /// Analyses the screenshot at `imagePath` and writes its baseline beside it, naming it `name`.
    public func record(_ imagePath: String, name: String) -> Entry {
        let baselinePath = BaselineFile.path(forImage: imagePath)
        var entry = Entry(imagePath: imagePath, name: name, baselinePath: baselinePath, regionCount: nil, problems: [])
        let report: ImageReport
        do {
            report = try analyzer.analyze(imageAt: imagePath)
        } catch {
            entry.problems.append(InputProblem(path: error.path, message: describe(error)))
            return entry
        }
        for region in report.regions {
            if let error = region.error {
                entry.problems.append(InputProblem(path: imagePath, message: "region \"\(region.id)\" \(error)"))
            }
        }
        guard entry.problems.isEmpty else { return entry }   // a baseline with a broken region gates nothing
        if let refusal = protectedInputs.refusal(toWrite: baselinePath) {
            entry.problems.append(InputProblem(path: baselinePath, message: refusal))
            return entry
        }
        do {
            try BaselineFile.write(report, name: name, to: baselinePath)
            entry.regionCount = report.regions.count
        } catch {
            entry.problems.append(InputProblem(path: baselinePath, message: error.description))
        }
        return entry
    }
}
