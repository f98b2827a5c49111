#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why some bytes are not JSON, in words a user can act on.
///
/// `JSONDecoder` reports every syntax error as "The given data was not valid
/// JSON."; this says where and what ("line 3, column 7: expected ',' or '}'
/// after an object member, found '\"'", "line 1, column 513: more than 512
/// nested arrays or objects", "number 1e400 is too large …"), from the strict
/// scan of `JSONScanner`. The decoders ask here only once decoding has already
/// failed.
package enum JSONSyntax {
    /// The first reason `data` is not JSON, with its line and column
    /// (1-based; columns count characters), or nil when it is well-formed.
    package static func problem(in data: Data) -> String? {
        if data.isEmpty { return "the file is empty" }
        return data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = JSONScanner(bytes: bytes, mode: .syntax)
            guard case .malformed(let offset, let reason) = scanner.scan() else { return nil }
            let (line, column) = JSONScanner.lineAndColumn(of: offset, in: bytes)
            return "line \(line), column \(column): \(reason)"
        }
    }

    /// The text for a `DecodingError.dataCorrupted` at the top level: the
    /// scanner's reason when it finds one, else what the decoder said.
    package static func malformed(_ context: DecodingError.Context, data: Data) -> String {
        problem(in: data) ?? context.debugDescription
    }
}
