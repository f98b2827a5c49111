/// Builds a structurally valid PNG from arbitrary bytes, so the fuzzer spends its
/// time in the row transforms, palette expansion, Adam7, colour management and the
/// estimator instead of in zlib's and libpng's early rejections.
///
/// Layout of the input (every field taken modulo its range, missing bytes are 0):
/// colour type, bit depth, flags, width (2 bytes), height (2 bytes), palette size,
/// then PLTE, tRNS and profile edits as the flags ask, then the scanlines (filter
/// bytes included), cut or zero-padded to the exact size the header needs and
/// stored in uncompressed deflate blocks.
enum PNGSynthesis {
    static func png(from input: [UInt8]) -> [UInt8] {
        var reader = Reader(input)
        let types: [UInt8] = [0, 2, 3, 4, 6]
        let colorType = types[Int(reader.byte()) % types.count]
        let depths: [UInt8]
        switch colorType {
        case 0: depths = [1, 2, 4, 8, 16]
        case 3: depths = [1, 2, 4, 8]
        default: depths = [8, 16]
        }
        let depth = depths[Int(reader.byte()) % depths.count]
        let flags = reader.byte()
        let width = 1 + (Int(reader.byte()) << 8 | Int(reader.byte())) % 512
        let height = 1 + (Int(reader.byte()) << 8 | Int(reader.byte())) % 512
        let interlace: UInt8 = flags & 1

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = be32(UInt32(width)) + be32(UInt32(height))
        header += [depth, colorType, 0, 0, interlace]
        png += chunk("IHDR", header)
        if flags & 2 != 0 { png += chunk("gAMA", be32(UInt32(reader.byte()) * 1000 + 1)) }
        if flags & 4 != 0 { png += chunk("sRGB", [reader.byte() % 4]) }
        if flags & 8 != 0 { png += chunk("cHRM", (0..<8).flatMap { _ in be32(UInt32(reader.byte()) * 400) }) }
        if flags & 16 != 0 {
            // The Display P3 profile with a few bytes changed by the input.
            var profile = DisplayP3Profile.bytes
            for _ in 0..<Int(reader.byte() % 8) {
                let at = (Int(reader.byte()) << 8 | Int(reader.byte())) % profile.count
                profile[at] = reader.byte()
            }
            png += chunk("iCCP", Array("P3".utf8) + [0, 0] + storedZlib(profile))
        }
        if flags & 32 != 0 { png += chunk("cICP", [reader.byte() % 20, reader.byte() % 20, reader.byte() % 2, reader.byte() % 2]) }
        if colorType == 3 {
            let entries = 1 + Int(reader.byte()) % 256
            png += chunk("PLTE", (0..<entries * 3).map { _ in reader.byte() })
        }
        if flags & 64 != 0 {
            let count = colorType == 3 ? Int(reader.byte()) % 257 : (colorType == 0 ? 2 : 6)
            png += chunk("tRNS", (0..<count).map { _ in reader.byte() })
        }
        let channels: Int
        switch colorType {
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: channels = 1
        }
        let bitsPerPixel = channels * Int(depth)
        var raw: [UInt8] = []
        for (passWidth, passHeight) in passes(width: width, height: height, interlaced: interlace == 1) where passWidth > 0 {
            let rowBytes = (passWidth * bitsPerPixel + 7) / 8
            for _ in 0..<passHeight {
                raw.append(reader.byte() % 5)
                for _ in 0..<rowBytes { raw.append(reader.byte()) }
            }
        }
        png += chunk("IDAT", storedZlib(raw))
        png += chunk("IEND", [])
        return png
    }

    /// Width and height of each pass: one for a plain image, seven for Adam7.
    private static func passes(width: Int, height: Int, interlaced: Bool) -> [(Int, Int)] {
        guard interlaced else { return [(width, height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.map { x0, y0, dx, dy in
            ((width - x0 + dx - 1) / dx, (height - y0 + dy - 1) / dy)
        }.map { $0.0 > 0 && $0.1 > 0 ? $0 : (0, 0) }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        mutating func byte() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
    }

    private static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(PNGChunkRepair.crc32(body[...]))
    }

    /// A zlib stream of stored deflate blocks, Adler-32 included.
    private static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let block = raw[offset..<min(raw.count, offset + 65_535)]
            offset += block.count
            let length = UInt16(block.count)
            out += [offset >= raw.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += block
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(b << 16 | a)
    }
}
