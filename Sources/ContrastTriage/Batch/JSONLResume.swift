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
                return "is not a contrastscan JSON Lines file (\(first)); refusing to resume into it, nothing was changed"
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
        do {
            while let line = try reader.next() {
                if line.bytes.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
                guard line.isComplete else {
                    // A batch line starts `{"`: anything else is not a torn write of ours.
                    guard line.bytes.starts(with: [0x7B, 0x22]) else {
                        result.invalid.append(Invalid(number: line.number, problem: "a last line with no newline that is not a batch line"))
                        throw Problem.notBatchLines(firstProblem: "line \(line.number): a last line with no newline that is not a batch line")
                    }
                    tornAt = line.offset
                    break
                }
                do {
                    let record = try ImageRecord(line: line.bytes)
                    result.done.insert(record.image)
                    records += 1
                } catch {
                    result.invalid.append(Invalid(number: line.number, problem: error.description))
                }
            }
        } catch let error as Problem {
            throw error
        } catch let error as JSONLReader.Problem {
            throw .read(error)
        } catch {
            throw .read(.file(FileError(path: path, operation: .read, reason: .changed)))
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
