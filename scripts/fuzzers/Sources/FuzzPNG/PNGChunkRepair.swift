/// Rewrites every chunk CRC of a PNG so a mutated file gets past the CRC walk
/// and into libpng. Only for fuzzing: the decoder itself never repairs.
enum PNGChunkRepair {
    /// The bytes with each complete chunk's CRC recomputed, or nil when they
    /// do not start with the PNG signature.
    static func repairingCRCs(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 8, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
        var out = bytes
        var offset = 8
        while bytes.count - offset >= 12 {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            guard length <= bytes.count - offset - 12 else { break }
            let crc = crc32(bytes[(offset + 4)..<(offset + 8 + length)])
            for i in 0..<4 { out[offset + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
            offset += 12 + length
        }
        return out
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
