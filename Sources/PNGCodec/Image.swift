/// A decoded PNG: RGBA pixels at 8 or 16 bits per channel plus what the file
/// declares about its colour.
///
/// The image may hold only some of its rows (see `RowSelection`); asking for a
/// pixel in a row that was not kept returns `nil` rather than a made-up value.
public struct Image: Sendable {
    public let header: ImageHeader
    /// Warnings libpng reported while recovering from benign damage.
    public let warnings: [String]

    /// Row `y` lives at slot `rowSlot[y]` of the storage, or is absent (-1).
    private let rowSlot: [Int32]
    private let storage: Storage

    enum Storage: Sendable {
        case eightBit([UInt8])
        case sixteenBit([UInt16])
    }

    init(header: ImageHeader, warnings: [String], rowSlot: [Int32], storage: Storage) {
        self.header = header
        self.warnings = warnings
        self.rowSlot = rowSlot
        self.storage = storage
    }

    public var width: Int { header.width }
    public var height: Int { header.height }

    /// Whether row `y` was decoded and kept.
    public func hasRow(_ y: Int) -> Bool {
        y >= 0 && y < rowSlot.count && rowSlot[y] >= 0
    }

    /// The pixel at (`x`, `y`), top-left origin; `nil` outside the image or in a row not kept.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, x < header.width, y >= 0, y < rowSlot.count else { return nil }
        let slot = Int(rowSlot[y])
        guard slot >= 0 else { return nil }
        let base = (slot * header.width + x) * 4
        switch storage {
        case .eightBit(let bytes):
            return Pixel(red: UInt16(bytes[base]) &* 257, green: UInt16(bytes[base + 1]) &* 257,
                         blue: UInt16(bytes[base + 2]) &* 257, alpha: UInt16(bytes[base + 3]) &* 257)
        case .sixteenBit(let words):
            return Pixel(red: words[base], green: words[base + 1], blue: words[base + 2], alpha: words[base + 3])
        }
    }

    /// An 8-bit luma plane (Rec. 709 weights on the encoded values, rows top
    /// to bottom, `width` bytes each): what a detector needs to find edges,
    /// computed in one pass. Rows not kept are 0.
    public func lumaPlane() -> [UInt8] {
        let w = header.width
        var plane = [UInt8](repeating: 0, count: w * rowSlot.count)
        plane.withUnsafeMutableBufferPointer { out in
            for y in 0..<rowSlot.count where rowSlot[y] >= 0 {
                let base = Int(rowSlot[y]) * w * 4
                switch storage {
                case .eightBit(let bytes):
                    bytes.withUnsafeBufferPointer { b in
                        for x in 0..<w {
                            let i = base + x * 4
                            out[y * w + x] = Self.luma(UInt32(b[i]), UInt32(b[i + 1]), UInt32(b[i + 2]))
                        }
                    }
                case .sixteenBit(let words):
                    words.withUnsafeBufferPointer { b in
                        for x in 0..<w {
                            let i = base + x * 4
                            out[y * w + x] = Self.luma(UInt32(b[i] >> 8), UInt32(b[i + 1] >> 8), UInt32(b[i + 2] >> 8))
                        }
                    }
                }
            }
        }
        return plane
    }

    /// 0.2126, 0.7152, 0.0722 in 256ths, on 8-bit encoded values.
    @inline(__always)
    private static func luma(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt8 {
        let red: UInt32 = 54 &* r
        let green: UInt32 = 183 &* g
        let blue: UInt32 = 19 &* b
        return UInt8(truncatingIfNeeded: (red &+ green &+ blue) >> 8)
    }

    /// Number of rows held in memory.
    public var keptRowCount: Int { rowSlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
}
