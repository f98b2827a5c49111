#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds a key given twice in one JSON object, the check `JSONDecoder` does not make.
///
/// RFC 8259 leaves duplicate keys to the reader, and readers disagree: Swift's
/// `JSONDecoder` keeps the first value, Python, jq and JavaScript the last. A
/// policy `{"wcag2": {"text": 1, …, "text": 4.5}}` would gate at 1:1 here and
/// at 4.5:1 in every other tool, so every document the package reads (sidecar,
/// policy, baseline, batch line) is checked first and a repeat is an error with
/// its key path.
///
/// One pass over the bytes (`JSONScanner`, with an explicit stack, so nesting
/// depth cannot overflow the call stack); keys are compared after their
/// escapes are decoded (`"te\u0078t"` repeats `"text"`). Only what a duplicate
/// needs is checked: bytes that are not JSON make the scan stop with no answer,
/// and the decoder then reports them (worded by `JSONSyntax`).
package enum JSONDuplicateKeys {
    /// The key path of the first key repeated within one object
    /// (`regions[0].rect.width`), or nil when there is none or the bytes are not JSON.
    package static func firstDuplicate(in data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            firstDuplicate(in: raw.bindMemory(to: UInt8.self))
        }
    }

    /// `bytes` as `firstDuplicate(in:)` reads them.
    package static func firstDuplicate(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            firstDuplicate(in: buffer)
        }
    }

    private static func firstDuplicate(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var scanner = JSONScanner(bytes: bytes, mode: .duplicateKeys)
        guard case .duplicate(let keyPath) = scanner.scan() else { return nil }
        return keyPath
    }
}
