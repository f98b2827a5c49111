import Foundation

/// Finds a key given twice in one JSON object, the check `JSONDecoder` does not make.
///
/// RFC 8259 leaves duplicate keys to the reader, and readers disagree: Swift's
/// `JSONDecoder` keeps the first value, Python, jq and JavaScript the last. A
/// policy `{"wcag2": {"text": 1, …, "text": 4.5}}` would gate at 1:1 here and
/// at 4.5:1 in every other tool, so every document the package reads (sidecar,
/// policy, baseline, batch line) is checked first and a repeat is an error with
/// its key path.
///
/// One pass over the bytes, with an explicit stack (no recursion, so nesting
/// depth cannot overflow the call stack); keys are compared after their
/// escapes are decoded (`"te\u0078t"` repeats `"text"`). Only what a duplicate
/// needs is checked: bytes that are not JSON make the scan stop with no answer,
/// and the decoder then reports them in its own words.
package enum JSONDuplicateKeys {
    /// The key path of the first key repeated within one object
    /// (`regions[0].rect.width`), or nil when there is none or the bytes are not JSON.
    package static func firstDuplicate(in data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.firstDuplicate()
        }
    }

    /// `bytes` as `firstDuplicate(in:)` reads them.
    package static func firstDuplicate(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            var scanner = Scanner(bytes: buffer)
            return scanner.firstDuplicate()
        }
    }
}

private struct Scanner {
    enum Container {
        case object(keys: Set<String>)
        case array(index: Int)
    }

    enum PathPart {
        case key(String)
        case index(Int)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var containers: [Container] = []
    /// The key or index of the value being read in each open container.
    var path: [PathPart] = []

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Outcome of reading an object's key.
    enum KeyResult { case read, duplicate(String), malformed }

    mutating func firstDuplicate() -> String? {
        var expectingValue = true
        while true {
            skipWhitespace()
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            if expectingValue {
                switch byte {
                case UInt8(ascii: "{"):
                    position += 1
                    containers.append(.object(keys: []))
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                        position += 1
                        containers.removeLast()
                        expectingValue = false
                        continue
                    }
                    switch readKey() {
                    case .read: continue
                    case .duplicate(let keyPath): return keyPath
                    case .malformed: return nil
                    }
                case UInt8(ascii: "["):
                    position += 1
                    containers.append(.array(index: 0))
                    path.append(.index(0))
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                        position += 1
                        containers.removeLast()
                        path.removeLast()
                        expectingValue = false
                    }
                case UInt8(ascii: "\""):
                    guard skipString() else { return nil }
                    expectingValue = false
                default:
                    guard skipLiteral() else { return nil }
                    expectingValue = false
                }
                continue
            }
            // After a value: the end of the document, or what its container allows next.
            guard let container = containers.last else { return nil }
            position += 1
            switch (container, byte) {
            case (.object, UInt8(ascii: ",")):
                path.removeLast()
                switch readKey() {
                case .read: expectingValue = true
                case .duplicate(let keyPath): return keyPath
                case .malformed: return nil
                }
            case (.object, UInt8(ascii: "}")):
                path.removeLast()
                containers.removeLast()
            case (.array(let index), UInt8(ascii: ",")):
                containers[containers.count - 1] = .array(index: index + 1)
                path[path.count - 1] = .index(index + 1)
                expectingValue = true
            case (.array, UInt8(ascii: "]")):
                path.removeLast()
                containers.removeLast()
            default:
                return nil
            }
        }
    }

    /// Reads `"key" :` in the innermost object, records the key, and pushes it on the path.
    mutating func readKey() -> KeyResult {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = readString() else { return .malformed }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return .malformed }
        position += 1
        guard case .object(var keys) = containers.removeLast() else { return .malformed }
        let (inserted, _) = keys.insert(key)
        containers.append(.object(keys: keys))
        path.append(.key(key))
        return inserted ? .read : .duplicate(pathText())
    }

    /// `regions[0].rect.width`.
    func pathText() -> String {
        var text = ""
        for part in path {
            switch part {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Skips a number, `true`, `false` or `null` (checked only for being non-empty).
    mutating func skipLiteral() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return position > start
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: ":"): return false
            default: position += 1
            }
        }
        return position > start
    }

    /// Skips a string starting at its opening quote.
    mutating func skipString() -> Bool {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"):
                position += 2
            default:
                position += 1
            }
        }
        return false
    }

    /// Reads a string starting at its opening quote, escapes decoded; nil when malformed.
    mutating func readString() -> String? {
        let start = position + 1
        var end = start
        var escaped = false
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") {
                escaped = true
                end += 2
            } else {
                end += 1
            }
        }
        guard end < bytes.count else { return nil }
        position = end + 1
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return escaped ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// The text of a string's bytes with its escapes (`\n`, `\u00e9`, surrogate pairs) decoded.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll(keepingCapacity: true)
        }
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.count else { return nil }
            var value: UInt32 = 0
            for byte in raw[at..<at + 4] {
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
                value = value << 4 | digit
            }
            return value
        }
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.count else { return nil }
            let kind = raw[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): utf8.append(kind)
            case UInt8(ascii: "u"):
                guard var value = hex(index) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(value), index + 6 <= raw.count,
                   raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                   let low = hex(index + 2), (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                flush()
                // A lone surrogate is not a scalar; JSONDecoder refuses it, so the scan stops.
                guard let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            default:
                return nil
            }
        }
        flush()
        return String(scalars)
    }
}
