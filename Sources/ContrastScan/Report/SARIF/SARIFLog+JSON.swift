#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SARIFLog {
    /// The log as UTF-8 JSON: keys sorted, two-space indentation, `/` not
    /// escaped, a final newline — the same bytes for the same log on every run,
    /// so a SARIF file can be a golden and diffs stay small.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a log `encoded()` wrote (or any SARIF 2.1.0 log within this model).
    public static func decoded(from data: Data) throws -> SARIFLog {
        try JSONDecoder().decode(SARIFLog.self, from: data)
    }
}
