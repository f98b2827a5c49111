import TestSupport
import Foundation
import Testing

extension TemporaryFolder {
    /// The JSON lines of a `--jsonl` file, parsed; a line that is not a JSON object fails the test.
    func lines(_ name: String) throws -> [[String: Any]] {
        try read(name).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
