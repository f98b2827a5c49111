import ContrastScan
import ContrastScanSupport
import Foundation

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
    /// a problem, and the others are still recorded.
    public func record(_ inputs: [String]) -> [Entry] {
        var entries: [Entry] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                entries.append(Entry(imagePath: input, name: input, baselinePath: input, regionCount: nil,
                                     problems: [InputProblem(path: input, message: "no such file or folder")]))
                continue
            }
            if isDirectory.boolValue {
                do {
                    for relative in try FileTree.files(under: input, suffix: ".png") {
                        entries.append(record(FileTree.join(input, relative), name: relative))
                    }
                } catch {
                    entries.append(Entry(imagePath: input, name: input, baselinePath: input, regionCount: nil,
                                         problems: [InputProblem(path: input, message: error.description)]))
                }
            } else {
                entries.append(record(input, name: URL(fileURLWithPath: input).lastPathComponent))
            }
        }
        return entries
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
        do {
            try BaselineFile.write(report, name: name, to: baselinePath)
            entry.regionCount = report.regions.count
        } catch {
            entry.problems.append(InputProblem(path: baselinePath, message: error.description))
        }
        return entry
    }
}
