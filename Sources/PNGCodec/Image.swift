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
    let rowSlot: [Int32]
    let storage: Storage

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

    /// The image as three 8-bit planes (red, green, blue; rows top to bottom,
    /// `width` bytes each), what a detector needs to find edges of any hue.
    /// Rows not kept are 0.
    public func channelPlanes() -> (red: [UInt8], green: [UInt8], blue: [UInt8]) {
        let w = header.width, count = w * rowSlot.count
        var red = [UInt8](repeating: 0, count: count), green = red, blue = red
        red.withUnsafeMutableBufferPointer { r in
            green.withUnsafeMutableBufferPointer { g in
                blue.withUnsafeMutableBufferPointer { b in
                    for y in 0..<rowSlot.count where rowSlot[y] >= 0 {
                        let base = Int(rowSlot[y]) * w * 4, out = y * w
                        switch storage {
                        case .eightBit(let bytes):
                            bytes.withUnsafeBufferPointer { p in
                                for x in 0..<w {
                                    r[out + x] = p[base + 4 * x]
                                    g[out + x] = p[base + 4 * x + 1]
                                    b[out + x] = p[base + 4 * x + 2]
                                }
                            }
                        case .sixteenBit(let words):
                            words.withUnsafeBufferPointer { p in
                                for x in 0..<w {
                                    r[out + x] = UInt8(p[base + 4 * x] >> 8)
                                    g[out + x] = UInt8(p[base + 4 * x + 1] >> 8)
                                    b[out + x] = UInt8(p[base + 4 * x + 2] >> 8)
                                }
                            }
                        }
                    }
                }
            }
        }
        return (red, green, blue)
    }

    /// Number of rows held in memory.
    public var keptRowCount: Int { rowSlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
}
