#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Reads `path` (a missing file is an empty one) and, when its last line was
    /// cut short — no newline, or not a record — truncates the file to the end of
    /// the last complete line, so the next line appended starts cleanly.
    /// - Throws: `JSONLReader.Problem` when the file exists but cannot be read or cut.
    public static func prepare(path: String) throws(JSONLReader.Problem) -> JSONLResume {
        var result = JSONLResume(done: [], truncatedAt: nil, invalid: [])
        var info = stat()
        if stat(path, &info) != 0 && errno == ENOENT { return result }
        let reader = try JSONLReader(path: path)
        var lastGoodEnd = 0
        var pending: [Invalid] = []
        while let line = try reader.next() {
            guard line.isComplete else {
                result.truncatedAt = line.offset
                break
            }
            if line.bytes.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) {
                lastGoodEnd = line.offset + line.bytes.count + 1
                continue
            }
            do {
                let record = try BatchRecord(line: line.bytes)
                result.done.insert(record.image)
                result.invalid += pending
                pending = []
                lastGoodEnd = line.offset + line.bytes.count + 1
            } catch {
                pending.append(Invalid(number: line.number, problem: error.description))
            }
        }
        // Invalid lines at the very end are a torn write too: cut them with the rest.
        if !pending.isEmpty || result.truncatedAt != nil {
            result.truncatedAt = lastGoodEnd
            guard truncate(path, off_t(lastGoodEnd)) == 0 else {
                throw JSONLReader.Problem(description: "cannot cut off its torn last line (\(String(cString: strerror(errno))))")
            }
        }
        return result
    }
}
