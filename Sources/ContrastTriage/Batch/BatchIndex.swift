import ContrastScan
import ContrastScanSupport
/// Every image's latest line across one or more JSON Lines files — a batch's
/// own `--jsonl`, or the shards `merge` joins — with the summary and the
/// worst-first order the outputs need.
///
/// Lines are read one at a time; what is kept per image is its name, its
/// ranking key and where its line is, never the line itself, so the HTML
/// report can read the records back in order without holding them all.
/// When an image has several lines (a shard re-run, files given twice) the
/// last complete one wins: files in the order given, lines in file order.
public struct BatchIndex: Sendable {
    /// Where one image's winning line is.
    public struct Entry: Sendable, Equatable {
        /// Index into `files`.
        public var file: Int
        public var offset: Int
        /// Bytes, newline excluded.
        public var length: Int
        public var key: BatchRanking.ImageKey
    }

    public let files: [String]
    /// One per image, worst first (`BatchRanking.imagePrecedes`).
    public private(set) var entries: [Entry] = []
    public private(set) var summary: BatchSummary
    /// Lines that could not be used and files that could not be read, as
    /// `FILE:LINE` problems (a torn last line means an image is missing).
    public private(set) var problems: [InputProblem] = []
    /// Lines read that a later line for the same image replaced.
    public private(set) var replacedLines = 0

    /// Reads `files`, keeping `limit` worst regions/images/errors in the summary.
    /// - Parameters:
    ///   - files: JSON Lines files, read in this order (a later line wins).
    ///   - limit: how many worst regions, images and errors the summary keeps.
    ///   - images: when given, only lines of these images count (a batch resumed
    ///     into its `--jsonl` file summarises its own screenshots, not the lines
    ///     left by images that have since gone); the other lines are skipped.
    ///   - jobs: threads that decode the lines' JSON. After a batch this is the
    ///     one part of the run left on a single core (about 4% of a one-core
    ///     batch of full-size screenshots): decoded by the batch's workers, it
    ///     takes its share of the cores. The lines are still used in file order.
    public init(files: [String], limit: Int, images: Set<String>? = nil, jobs: Int = 1) {
        self.files = files
        summary = BatchSummary(limit: limit)
        var latest: [String: Entry] = [:]
        var order: [String] = []
        // Summed while reading; valid unless an image had several lines (the
        // summary does not depend on the order records are added in).
        var firstPass = BatchSummary(limit: limit)
        for (fileIndex, path) in files.enumerated() {
            let reader: JSONLReader
            do {
                reader = try JSONLReader(path: path)
            } catch {
                problems.append(InputProblem(path: path, message: error.description))
                continue
            }
            // Lines are read in runs; each run's JSON is decoded on `jobs` threads,
            // then its lines are used one by one in file order, as if read singly.
            var run: [JSONLReader.Line] = []
            func use(_ run: [JSONLReader.Line]) {
                let decoded = Self.decode(run, jobs: jobs)
                for (line, result) in zip(run, decoded) {
                    if case .blank = result { continue }
                    guard line.isComplete else {
                        problems.append(InputProblem(path: "\(path):\(line.number)", message:
                            "torn last line (the run writing this file was interrupted); its image is missing: re-run that batch with --resume"))
                        continue
                    }
                    let record: ImageRecord
                    switch result {
                    case .record(let decoded): record = decoded
                    case .invalid(let error):
                        problems.append(InputProblem(path: "\(path):\(line.number)", message: "not a contrastscan batch line (\(error.lineProblem))"))
                        continue
                    case .blank, .torn: continue   // handled above
                    }
                    if let images, !images.contains(record.image) { continue }
                    let entry = Entry(file: fileIndex, offset: line.offset, length: line.bytes.count, key: BatchRanking.ImageKey(record))
                    if latest.updateValue(entry, forKey: record.image) == nil {
                        order.append(record.image)
                    } else {
                        replacedLines += 1
                    }
                    if replacedLines == 0 { firstPass.add(record) }
                }
            }
            do {
                while let line = try reader.next() {
                    run.append(line)
                    if run.count >= Self.linesPerRun(jobs: jobs) { use(run); run.removeAll(keepingCapacity: true) }
                }
                use(run)
            } catch {
                use(run)
                problems.append(InputProblem(path: path, message: error.description))
            }
        }
        entries = order.compactMap { latest[$0] }.sorted { BatchRanking.imagePrecedes($0.key, $1.key) }
        summary = replacedLines == 0 ? firstPass.finished()
            : Self.summarize(entries, files: files, limit: limit, problems: &problems)
    }

    /// Lines decoded together on `jobs` threads: eight per thread, enough to
    /// share the work, few enough that a run's records weigh little next to a
    /// decoded screenshot (a run of 256 raised the peak RSS of a 1,000-screenshot
    /// batch by 8 MiB); one at a time on one thread, as before.
    public static func linesPerRun(jobs: Int) -> Int { jobs <= 1 ? 1 : 8 * jobs }

    /// One line, decoded.
    private enum Decoded: Sendable {
        /// Spaces, tabs and carriage returns only: skipped.
        case blank
        /// A last line with no newline (not decoded).
        case torn
        case record(ImageRecord)
        case invalid(BatchLineError)
    }

    /// Each line's record or why it is not one; on `jobs` threads when there
    /// are several lines.
    private static func decode(_ lines: [JSONLReader.Line], jobs: Int) -> [Decoded] {
        @Sendable func decode(_ line: JSONLReader.Line) -> Decoded {
            if line.bytes.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { return .blank }
            guard line.isComplete else { return .torn }
            do throws(BatchLineError) { return .record(try ImageRecord(line: line.bytes)) } catch { return .invalid(error) }
        }
        guard jobs > 1, lines.count > 1 else { return lines.map(decode) }
        return WorkerPool.map(lines, workers: jobs, decode)
    }

    /// The summary of the winning lines, read again (only when some image had
    /// several lines, so the first pass counted lines that lost).
    private static func summarize(_ entries: [Entry], files: [String], limit: Int,
                                  problems: inout [InputProblem]) -> BatchSummary {
        var summary = BatchSummary(limit: limit)
        let reader = RecordReader(files: files)
        for entry in entries {
            if let record = reader.record(entry, problems: &problems) { summary.add(record) }
        }
        return summary.finished()
    }
}

extension BatchIndex {
    /// Every image's winning record, worst first, read again from the files; lines
    /// that changed since the index was made are problems.
    public func records() -> (records: [ImageRecord], problems: [InputProblem]) {
        var problems: [InputProblem] = []
        let reader = RecordReader(files: files)
        let records = entries.compactMap { reader.record($0, problems: &problems) }
        return (records, problems)
    }
}

/// Reads the winning lines of an index back, one open reader per file.
final class RecordReader {
    private let files: [String]
    private var readers: [Int: JSONLReader] = [:]

    init(files: [String]) {
        self.files = files
    }

    /// The record of `entry`; nil, with a problem naming the file, when its line
    /// cannot be read back as it was (the file changed meanwhile).
    func record(_ entry: BatchIndex.Entry, problems: inout [InputProblem]) -> ImageRecord? {
        let path = files[entry.file]
        do {
            let reader: JSONLReader
            if let open = readers[entry.file] {
                reader = open
            } else {
                reader = try JSONLReader(path: path)
                readers[entry.file] = reader
            }
            return try ImageRecord(line: reader.line(at: entry.offset, length: entry.length))
        } catch {
            problems.append(InputProblem(path: path, message: "changed while being read (\(error))"))
            return nil
        }
    }
}
