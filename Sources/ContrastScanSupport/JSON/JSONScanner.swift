/// One pass over the bytes of a JSON document, with an explicit stack (no
/// recursion, so nesting depth cannot overflow the call stack). It serves two
/// questions, one per `Mode`:
///
/// - `duplicateKeys` (`JSONDuplicateKeys`): is a key given twice in one object?
///   Keys are compared after their escapes are decoded. Only what a duplicate
///   needs is checked: the scan stops with no answer at bytes it cannot walk,
///   and the decoder then reports them. It walks what the decoder reads, so
///   `JSONDecoder`'s two leniencies (below) hold here too.
/// - `syntax` (`JSONSyntax`): where and why the bytes are not JSON, as RFC 8259
///   reads it — strings (escapes, control characters, UTF-8), numbers (grammar
///   and the range of a `Double`), literals, structure, and at most 512 nested
///   arrays or objects — with two leniencies of `JSONDecoder`, so that what is
///   reported is what made the decoding fail: a trailing comma before `]` or
///   `}`, and a UTF-8 byte order mark at the start.
struct JSONScanner {
    enum Mode {
        case duplicateKeys
        case syntax
    }

    /// What the scan found.
    enum Outcome: Equatable {
        /// No duplicate (`duplicateKeys`), or well-formed JSON (`syntax`).
        case clean
        /// The key path of the first key repeated within one object.
        case duplicate(keyPath: String)
        /// The byte offset of the first problem and what it is.
        case malformed(offset: Int, reason: String)
    }

    /// The deepest nesting `JSONDecoder` reads: a 513th open array or object is an error.
    static let maximumDepth = 512

    private enum Container {
        case object(keys: Set<String>)
        case array(index: Int)
    }

    private enum PathPart {
        case key(String)
        case index(Int)
    }

    /// Outcome of reading an object's key.
    private enum KeyResult {
        case read
        /// The object closed after a trailing comma.
        case closed
        case duplicate(String)
        case malformed(offset: Int, reason: String)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let mode: Mode
    var position = 0
    private var containers: [Container] = []
    /// The key or index of the value being read in each open container.
    private var path: [PathPart] = []

    init(bytes: UnsafeBufferPointer<UInt8>, mode: Mode) {
        self.bytes = bytes
        self.mode = mode
    }

    mutating func scan() -> Outcome {
        // JSONDecoder's two leniencies hold in both modes: a duplicate after a trailing comma
        // or in a document with a byte order mark is still a duplicate the decoder would read.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        var expectingValue = true
        // Just after a ',' in an array: a ']' there is a trailing comma.
        var afterArrayComma = false
        while true {
            skipWhitespace()
            if expectingValue {
                guard position < bytes.count else { return malformed("expected a value") }
                let byte = bytes[position]
                let wasAfterComma = afterArrayComma
                afterArrayComma = false
                switch byte {
                case UInt8(ascii: "{"):
                    if let tooDeep = checkDepth() { return tooDeep }
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
                    case .closed: expectingValue = false
                    case .duplicate(let keyPath): return .duplicate(keyPath: keyPath)
                    case .malformed(let offset, let reason): return .malformed(offset: offset, reason: reason)
                    }
                case UInt8(ascii: "["):
                    if let tooDeep = checkDepth() { return tooDeep }
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
                case UInt8(ascii: "]") where wasAfterComma:
                    position += 1
                    containers.removeLast()
                    path.removeLast()
                    expectingValue = false
                case UInt8(ascii: "\""):
                    if mode == .syntax {
                        if let problem = checkString() { return problem }
                    } else {
                        guard skipString() else { return malformed("") }
                    }
                    expectingValue = false
                default:
                    if mode == .syntax {
                        if let problem = checkLiteral() { return problem }
                    } else {
                        guard skipLiteral() else { return malformed("") }
                    }
                    expectingValue = false
                }
                continue
            }
            // After a value: the end of the document, or what its container allows next.
            guard let container = containers.last else {
                guard position < bytes.count else { return .clean }
                return malformed("expected the end of the file after the JSON value")
            }
            guard position < bytes.count else { return malformed(Self.expectedAfterValue(in: container)) }
            let byte = bytes[position]
            switch (container, byte) {
            case (.object, UInt8(ascii: ",")):
                position += 1
                path.removeLast()
                switch readKey() {
                case .read: expectingValue = true
                case .closed: break
                case .duplicate(let keyPath): return .duplicate(keyPath: keyPath)
                case .malformed(let offset, let reason): return .malformed(offset: offset, reason: reason)
                }
            case (.object, UInt8(ascii: "}")):
                position += 1
                path.removeLast()
                containers.removeLast()
            case (.array(let index), UInt8(ascii: ",")):
                position += 1
                containers[containers.count - 1] = .array(index: index + 1)
                path[path.count - 1] = .index(index + 1)
                expectingValue = true
                afterArrayComma = true
            case (.array, UInt8(ascii: "]")):
                position += 1
                path.removeLast()
                containers.removeLast()
            default:
                return malformed(Self.expectedAfterValue(in: container))
            }
        }
    }

    private static func expectedAfterValue(in container: Container) -> String {
        switch container {
        case .object: return "expected ',' or '}' after an object member"
        case .array: return "expected ',' or ']' after an array element"
        }
    }

    /// `reason`, found at the current position: "expected a value, found 'NaN'",
    /// then the hint in parentheses.
    func malformed(_ reason: String, hint: String? = nil) -> Outcome {
        .malformed(offset: position, reason: reason + ", found " + found(at: position) + (hint.map { " (\($0))" } ?? ""))
    }

    /// In `syntax` mode, the error for opening one container more than `maximumDepth`.
    private func checkDepth() -> Outcome? {
        guard mode == .syntax, containers.count >= Self.maximumDepth else { return nil }
        return .malformed(offset: position, reason: "more than \(Self.maximumDepth) nested arrays or objects")
    }

    /// Reads `"key" :` in the innermost object, records the key, and pushes it on the path.
    private mutating func readKey() -> KeyResult {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            // A trailing comma, which JSONDecoder accepts (after "{" a "}" is read by the caller).
            position += 1
            containers.removeLast()
            return .closed
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            return keyProblem(malformed("expected a key in double quotes"))
        }
        let key: String
        if mode == .syntax {
            if let problem = checkString() { return keyProblem(problem) }
            key = ""
        } else {
            guard let read = readString() else { return keyProblem(malformed("")) }
            key = read
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            return keyProblem(malformed("expected ':' after the key"))
        }
        position += 1
        path.append(.key(key))
        guard mode == .duplicateKeys else { return .read }
        guard case .object(var keys) = containers.removeLast() else { return keyProblem(malformed("")) }
        let (inserted, _) = keys.insert(key)
        containers.append(.object(keys: keys))
        return inserted ? .read : .duplicate(pathText())
    }

    private func keyProblem(_ outcome: Outcome) -> KeyResult {
        guard case .malformed(let offset, let reason) = outcome else { return .malformed(offset: position, reason: "") }
        return .malformed(offset: offset, reason: reason)
    }

    /// `regions[0].rect.width`.
    private func pathText() -> String {
        var text = ""
        for part in path {
            switch part {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    // MARK: duplicateKeys mode: only what a duplicate needs

    /// Skips a number, `true`, `false` or `null` (checked only for being non-empty).
    private mutating func skipLiteral() -> Bool {
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
    private mutating func skipString() -> Bool {
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
    private mutating func readString() -> String? {
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

    /// The value of the four hexadecimal digits at `at` in `raw`, or nil.
    static func hex(_ raw: UnsafeBufferPointer<UInt8>, at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= raw.count else { return nil }
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

    /// The text of a string's bytes with its escapes (`\n`, `\u00e9`, surrogate pairs) decoded.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll(keepingCapacity: true)
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
                guard var value = hex(raw, at: index) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(value), index + 6 <= raw.count,
                   raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                   let low = hex(raw, at: index + 2), (0xDC00...0xDFFF).contains(low) {
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
