/// A decoded PNG: RGBA pixels at 8 or 16 bits per channel plus what the file
/// declares about its colour.
///
/// The image may hold only some of its rows (see `RowSelection`); asking for a
/// pixel in a row that was not kept returns `nil` rather than a made-up value.
public struct Image: Sendable {
    public let header: ImageHeader
    /// Damage the decoder recovered from and things the file does that are
    /// not analysed (an APNG's frames); libpng's own warnings start `libpng: `.
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

    /// Number of rows held in memory.
    public var keptRowCount: Int { rowSlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
}
