import ContrastScan
import ContrastScanSupport

/// What `--resume` finds in an existing `--jsonl` file: the images already
/// done, and a torn last line to cut off.
public struct JSONLResume: Sendable, Equatable {
    /// Images with a complete line (analysed or an error row): not analysed again.
    public var done: Set<String>
    /// Complete lines that are not records (reported, left in place).
    public var invalidLines: [(number: Int, problem: String)] { invalid.map { ($0.number, $0.problem) } }
    /// The byte offset the file was cut to, when its last line was torn.
    public var truncatedAt: Int?
    /// True when the file ends in a line without a newline that is not a torn
    /// batch line (someone's text): it is kept, and a newline must be written
    /// before the next line is appended.
    public var endsWithoutNewline = false

    struct Invalid: Sendable, Equatable {
        var number: Int
        var problem: String
    }

    private var invalid: [Invalid]

    /// Why a file cannot be resumed from.
    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case read(JSONLReader.Problem)
        /// The file holds no batch line at all: it is not this tool's output.
        case notBatchLines(firstProblem: String)
        case cut(FileError)

        package var description: String {
            switch self {
            case .read(let problem): return problem.description
            case .notBatchLines(let first):
                return "not a file of batch lines (\(first)); it was left unchanged"
            case .cut(let error): return "cannot cut off its torn last line (\(error))"
            }
        }
    }

    /// Reads `path` (a missing file is an empty one) and, when its last line was
    /// cut short — no newline — truncates the file to the end of the last complete
    /// line, so the next line appended starts cleanly. Only a torn LAST line of a
    /// file that otherwise holds this tool's lines is ever cut; complete lines that
    /// are not records are reported and left in place, and a file with no record
    /// at all is an error that changes nothing.
    /// - Throws: `Problem` when the file exists but cannot be read or cut, or is not batch lines.
    package static func prepare(path: String) throws(Problem) -> JSONLResume {
        var result = JSONLResume(done: [], truncatedAt: nil, invalid: [])
        do { _ = try Syscalls.status(path) } catch where error.isNotFound { return result } catch {}
        let reader: JSONLReader
        do { reader = try JSONLReader(path: path) } catch { throw .read(.file(error)) }
        var records = 0
        var tornAt: Int?
        do throws(JSONLReader.Problem) {
            while let line = try reader.next() {
                if line.bytes.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
                // A batch line starts `{"`: a last line without a newline that does
                // is a write of ours cut short; anything else is someone's text.
                if !line.isComplete && line.bytes.starts(with: [0x7B, 0x22]) {
                    tornAt = line.offset
                    break
                }
                if !line.isComplete { result.endsWithoutNewline = true }
                do {
                    let record = try ImageRecord(line: line.bytes)
                    result.done.insert(record.image)
                    records += 1
                } catch {
                    result.invalid.append(Invalid(number: line.number, problem: error.lineProblem))
                }
            }
        } catch {
            throw .read(error)
        }
        if records == 0, let first = result.invalid.first {
            throw .notBatchLines(firstProblem: "line \(first.number): \(first.problem)")
        }
        if let tornAt {
            result.truncatedAt = tornAt
            do { try Syscalls.truncate(path, to: tornAt) } catch {
                throw .cut(FileError(path: path, operation: .truncate, errno: error))
            }
        }
        return result
    }
}
