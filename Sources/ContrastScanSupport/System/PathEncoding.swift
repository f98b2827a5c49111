/// File names are bytes; Swift's `String` holds only valid Unicode. This is how
/// a path whose bytes are not UTF-8 (`caf\xE9.png`, written by a Latin-1 tool)
/// travels through the package as a `String` and still opens the same file.
///
/// Each byte that is not part of valid UTF-8 becomes one scalar of a block of
/// the supplementary private use area, U+10FD80…U+10FDFF (byte 0x80 + n →
/// U+10FD80 + n), as Python's `surrogateescape` does with lone surrogates (which
/// Swift cannot hold). `bytes(of:)` turns those scalars back into the bytes, so
/// `bytes(of: string(from: b)) == b` for every byte string `b`: a name that
/// really holds one of those scalars is itself escaped byte by byte when read,
/// and comes back unchanged.
///
/// Every system call on a path (`Syscalls`) goes through `bytes(of:)`, and every
/// path the system hands back (a folder's entries, a link's target, `argv`)
/// through `string(from:)`. Messages and text output print the escapes as
/// `\xE9` (`MessageText`); JSON output carries the scalar itself, which reads
/// back as the same path.
package enum PathEncoding {
    /// The first scalar of the escape block: it stands for byte 0x80.
    static let escapeBase: UInt32 = 0x10FD00

    /// The byte an escape scalar stands for, or nil for any other scalar.
    package static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        guard value >= escapeBase + 0x80, value <= escapeBase + 0xFF else { return nil }
        return UInt8(value - escapeBase)
    }

    /// `bytes` as a string: valid UTF-8 as it is, every other byte as its escape scalar.
    package static func string<Bytes: Collection<UInt8>>(from bytes: Bytes) -> String {
        let array = Array(bytes)
        // The common case: valid UTF-8 with no scalar from the escape block.
        let text = String(decoding: array, as: UTF8.self)
        if text.utf8.elementsEqual(array), !holdsRawBytes(text) { return text }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            let (scalar, length) = decodeOne(array, at: index)
            if let scalar, escapedByte(scalar) == nil {
                scalars.append(scalar)
            } else {
                // Not UTF-8 here, or a scalar that would read back as an escape:
                // each byte of it is escaped on its own.
                for byte in array[index..<index + length] { scalars.append(escape(byte)) }
            }
            index += length
        }
        return String(scalars)
    }

    /// The bytes `path` stands for: UTF-8, with each escape scalar turned back into its byte.
    package static func bytes(of path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: { escapedByte($0) != nil }) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// `path` as a NUL-terminated C string of its bytes.
    package static func cString(_ path: String) -> [CChar] {
        var bytes = bytes(of: path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return bytes
    }

    /// Whether `text` holds a byte that is not UTF-8 (an escape scalar).
    package static func holdsRawBytes(_ text: String) -> Bool {
        text.unicodeScalars.contains { escapedByte($0) != nil }
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }

    /// One UTF-8 scalar at `index`: the scalar and its length, or nil and 1 when
    /// the byte there does not start a valid sequence.
    private static func decodeOne(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar?, Int) {
        let first = bytes[index]
        if first < 0x80 { return (Unicode.Scalar(first), 1) }
        let length: Int, minimum: UInt32
        var value: UInt32
        switch first {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(first & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(first & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(first & 0x07))
        default: return (nil, 1)
        }
        guard index + length <= bytes.count else { return (nil, 1) }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}
