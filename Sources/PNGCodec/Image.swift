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

    /// Calls `body` with every kept row, top to bottom, as 8-bit RGBA bytes
    /// (`width × 4` per row; 16-bit images are reduced to their high bytes,
    /// one row at a time). For whole-image passes such as edge detection,
    /// where `pixel(x:y:)` per pixel would dominate the cost.
    public func forEachRGBA8Row(_ body: (_ y: Int, _ row: UnsafeBufferPointer<UInt8>) -> Void) {
        let stride = header.width * 4
        switch storage {
        case .eightBit(let bytes):
            // Read-only views of our own storage, valid only inside the call.
            bytes.withUnsafeBufferPointer { all in
                for y in 0..<rowSlot.count where rowSlot[y] >= 0 {
                    let start = Int(rowSlot[y]) * stride
                    body(y, UnsafeBufferPointer(rebasing: all[start..<(start + stride)]))
                }
            }
        case .sixteenBit(let words):
            var row = [UInt8](repeating: 0, count: stride)
            for y in 0..<rowSlot.count where rowSlot[y] >= 0 {
                let start = Int(rowSlot[y]) * stride
                for i in 0..<stride { row[i] = UInt8(words[start + i] >> 8) }
                row.withUnsafeBufferPointer { body(y, $0) }
            }
        }
    }

    /// Number of rows held in memory.
    public var keptRowCount: Int { rowSlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
}
