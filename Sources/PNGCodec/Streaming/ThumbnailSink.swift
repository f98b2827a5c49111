/// Shrinks an image to a thumbnail while its rows are decoded: each
/// thumbnail pixel is the average of the box of image pixels it covers (area
/// averaging; the same boxes and rounding as `RGBA8Bitmap.downscaled`, on the
/// 8-bit values `RGBA8Bitmap(_: Image)` takes: 16-bit samples' high bytes).
///
/// Memory is the thumbnail's plus one row of sums, whatever the image's size:
/// a 10000×10000 16-bit PNG becomes a 640-pixel thumbnail without ever being
/// held. Every row is needed, so decoding runs to the last row.
public struct ThumbnailSink: RowSink {
    /// Longer side of the thumbnail; an image already within it is copied at its size.
    public let maxDimension: Int
    /// The thumbnail, once the decode has returned without an error.
    public private(set) var bitmap: RGBA8Bitmap?

    private var width = 0, height = 0, targetWidth = 0, targetHeight = 0, channels = 4
    /// Source column where thumbnail column tx starts; targetWidth + 1 entries.
    private var columnStart: [Int] = []
    private var band = 0, bandStart = 0, bandEnd = 0
    /// Per sample of a row (width × channels): the sum over the band's rows so
    /// far. 32 bits (four to a vector register) hold 16,843,009 rows of 255:
    /// taller bands move their sums to `wideSums` before that.
    private var columnSums: [UInt32] = []
    private var wideSums: [Int] = []
    private var rowsSummed = 0
    /// Rows summed in 32 bits before `wideSums` takes them (lowered by tests).
    var rowsBeforeWidening = 16_000_000
    private var pixels: [UInt8] = []
    /// `multipliers(rows:)` for the last two band heights.
    private var cachedMultipliers: [(rows: Int, multipliers: [UInt64])] = []
    /// A band's running sums along the row, four lanes a column (R, G, B, A; A
    /// zero when the image has none): `width + 1` entries, the first zero, so a
    /// box's sums are two loads and a subtraction.
    private var prefix: [SIMD4<UInt32>] = []
    /// `boxLanes(rows:)` for the last two band heights.
    private var cachedLanes: [(rows: Int, lanes: BoxLanes)] = []
    /// When no box is more than two columns wide (a thumbnail over half the
    /// image's width, as small screenshots get): per thumbnail column, the mask
    /// its second column's sums are taken under — every lane for a box two
    /// columns wide, none for one column (alpha's lane never for an image
    /// without alpha). Empty otherwise.
    private var secondColumn: [SIMD4<UInt32>] = []

    public init(maxDimension: Int) {
        self.maxDimension = maxDimension
    }

    /// A sink that writes the thumbnail into `buffer` when it is the size needed
    /// (a batch's thumbnails mostly are: `takeBitmap()`, then the bitmap's
    /// `takePixels()` for the next one), so no new memory is mapped and faulted
    /// in for each screenshot. Any other buffer is dropped.
    public init(maxDimension: Int, reusing buffer: [UInt8]) {
        self.maxDimension = maxDimension
        pixels = buffer
    }

    /// The size of the thumbnail of a `width`×`height` image no larger than
    /// `maxDimension` on its longer side (the image's size when it fits).
    public static func size(width: Int, height: Int, maxDimension: Int) -> (width: Int, height: Int) {
        let longer = max(width, height)
        guard maxDimension > 0, longer > maxDimension, width > 0, height > 0 else { return (width, height) }
        return (max(1, width * maxDimension / longer), max(1, height * maxDimension / longer))
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        width = header.width
        height = header.height
        channels = header.pixelFormat.channels
        (targetWidth, targetHeight) = Self.size(width: width, height: height, maxDimension: maxDimension)
        columnStart = (0...targetWidth).map { $0 * width / max(1, targetWidth) }
        let lanes = channels == 4 ? SIMD4<UInt32>(repeating: .max) : SIMD4<UInt32>(.max, .max, .max, 0)
        secondColumn = []
        if (0..<targetWidth).allSatisfy({ columnStart[$0 + 1] - columnStart[$0] <= 2 }) {
            secondColumn = (0..<targetWidth).map { columnStart[$0 + 1] - columnStart[$0] == 2 ? lanes : .zero }
        }
        // One more, always 0: a pixel's sums are read four lanes at a time, the last one's too.
        columnSums = [UInt32](repeating: 0, count: width * channels + 1)
        wideSums = []
        rowsSummed = 0
        cachedMultipliers = []
        cachedLanes = []
        prefix = [SIMD4<UInt32>](repeating: .zero, count: width + 1)
        // Not cleared first (uninitialised, or a reused buffer's old pixels): every
        // band writes its row of pixels, and `finish` clears any a decode did not reach.
        let count = targetWidth * targetHeight * 4
        if pixels.count != count {
            pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        band = 0
        bandStart = 0
        bandEnd = targetHeight > 0 ? height / targetHeight : 0
        return .all
    }

    public mutating func consume(_ row: PixelRow) {
        guard band < targetHeight, row.width == width, row.format.channels == channels else { return }
        let count = width * channels
        // Down the columns first: one contiguous pass the compiler vectorises. A band's
        // first row is stored rather than added, so the sums need no clearing between
        // bands (after `widen` they are zero, and storing is adding to them).
        let first = rowsSummed == 0
        columnSums.withUnsafeMutableBufferPointer { sums in
            if row.format.bitsPerChannel == 8 {
                let samples = row.storage.assumingMemoryBound(to: UInt8.self)
                if first {
                    for i in 0..<count { sums[i] = UInt32(samples[i]) }
                } else {
                    for i in 0..<count { sums[i] &+= UInt32(samples[i]) }
                }
            } else {
                let samples = row.storage.assumingMemoryBound(to: UInt16.self)
                if first {
                    for i in 0..<count { sums[i] = UInt32(samples[i] >> 8) }
                } else {
                    for i in 0..<count { sums[i] &+= UInt32(samples[i] >> 8) }
                }
            }
        }
        rowsSummed += 1
        if rowsSummed >= rowsBeforeWidening { widen() }
        if row.y + 1 >= max(bandEnd, bandStart + 1) { emitBand() }
    }

    /// Moves the 32-bit sums into `wideSums` before they could overflow.
    private mutating func widen() {
        if wideSums.isEmpty { wideSums = [Int](repeating: 0, count: columnSums.count) }
        for i in 0..<columnSums.count {
            wideSums[i] &+= Int(columnSums[i])
            columnSums[i] = 0
        }
        rowsSummed = 0
    }

    /// Sums the band's columns into thumbnail pixels, writes the thumbnail row
    /// and starts the next band.
    private mutating func emitBand() {
        let rows = max(1, bandEnd - bandStart)
        if wideSums.isEmpty {
            if let lanes = boxLanes(rows: rows) {
                if secondColumn.isEmpty { emitSmallBoxBand(lanes) } else { emitTwoColumnBand(lanes) }
            } else {
                emitNarrowBand(rows: rows)   // a box of more than 256 pixels
            }
        } else {
            emitWideBand(rows: rows)   // a band over 16,000,000 rows tall so far
        }
        // The sums are not cleared: the next band's first row overwrites them
        // (`consume`); the extra last element stays 0.
        wideSums = []
        rowsSummed = 0
        band += 1
        bandStart = bandEnd
        bandEnd = band < targetHeight ? (band + 1) * height / targetHeight : height
    }

    /// Per thumbnail column, for a band `rows` tall, what turns a box's four
    /// sums into its four averages: `half` added, then times `scale` in `Float`
    /// and truncated (`RoundedDivision.averageByFloat`). For an image without
    /// alpha the alpha lane's sum is 0, its `half` 255 and its scale 1: 255
    /// whatever the box. nil when a box covers more than
    /// `RoundedDivision.largest32` pixels.
    struct BoxLanes {
        var half: [SIMD4<Int32>]
        var scale: [SIMD4<Float>]
    }

    private mutating func boxLanes(rows: Int) -> BoxLanes? {
        if let cached = cachedLanes.first(where: { $0.rows == rows }) { return cached.lanes }
        var lanes = BoxLanes(half: [], scale: [])
        lanes.half.reserveCapacity(targetWidth)
        lanes.scale.reserveCapacity(targetWidth)
        for tx in 0..<targetWidth {
            let n = rows * (columnStart[tx + 1] - columnStart[tx])
            guard n >= 1, n <= RoundedDivision.largest32 else { return nil }
            let half = Int32(n / 2), scale = RoundedDivision.scale(n)
            lanes.half.append(SIMD4(half, half, half, channels == 4 ? half : 255))
            lanes.scale.append(SIMD4(scale, scale, scale, channels == 4 ? scale : 1))
        }
        cachedLanes = [(rows, lanes)] + cachedLanes.prefix(1)
        return lanes
    }

    /// The band when every box covers at most 256 pixels (any thumbnail at
    /// least a sixteenth of the image's size each way): the sums run along the
    /// row once, four lanes a column; each box is then the difference of two
    /// running sums (wrapping arithmetic: the difference is exact, as a box's
    /// sum is below 2³¹) and its four averages one `Float` multiplication
    /// (exact here: `RoundedDivision.scale`) — no inner loop over the box's
    /// columns, no branch per column, no integer division or 32-bit
    /// multiplication (which SSE2 lacks).
    private mutating func emitSmallBoxBand(_ lanes: BoxLanes) {
        let width = self.width, targetWidth = self.targetWidth, channels = self.channels
        let base = band * targetWidth * 4
        columnSums.withUnsafeBufferPointer { sums in
            prefix.withUnsafeMutableBufferPointer { prefix in
                var running = SIMD4<UInt32>.zero
                prefix[0] = running
                // Unsafe: four lanes loaded at once; the sums have one element more
                // than the row's samples, so an RGB row's last load stays inside.
                let raw = UnsafeRawPointer(sums.baseAddress!)
                if channels == 4 {
                    for x in 0..<width {
                        running &+= raw.loadUnaligned(fromByteOffset: x &* 16, as: SIMD4<UInt32>.self)
                        prefix[x &+ 1] = running
                    }
                } else {
                    // The fourth lane is the next pixel's red: masked off.
                    let rgb = SIMD4<UInt32>(.max, .max, .max, 0)
                    for x in 0..<width {
                        running &+= raw.loadUnaligned(fromByteOffset: x &* 12, as: SIMD4<UInt32>.self) & rgb
                        prefix[x &+ 1] = running
                    }
                }
            }
        }
        prefix.withUnsafeBufferPointer { prefix in
            columnStart.withUnsafeBufferPointer { starts in
                lanes.half.withUnsafeBufferPointer { half in
                    lanes.scale.withUnsafeBufferPointer { scale in
                        pixels.withUnsafeMutableBytes { out in
                            let out = out.baseAddress! + base
                            @inline(__always) func average(_ tx: Int) -> SIMD4<Int32> {
                                let box = SIMD4<Int32>(truncatingIfNeeded: prefix[starts[tx &+ 1]] &- prefix[starts[tx]])
                                return RoundedDivision.averages(box &+ half[tx], scale[tx])
                            }
                            Self.store(targetWidth, into: out, average)
                        }
                    }
                }
            }
        }
    }

    /// The band when no box is more than two columns wide: each box's four sums
    /// are its first column's plus its second's (`secondColumn` masks them off
    /// for a one-column box) — read straight from the column sums, with no
    /// running sums along the row, which cost as much as the rest of the band
    /// when boxes are this narrow. The averages as in `emitSmallBoxBand`.
    private mutating func emitTwoColumnBand(_ lanes: BoxLanes) {
        let targetWidth = self.targetWidth, channels = self.channels
        let base = band * targetWidth * 4
        // Lanes loaded from the column sums: an RGB pixel's fourth is the next pixel's red.
        let own = channels == 4 ? SIMD4<UInt32>(repeating: .max) : SIMD4<UInt32>(.max, .max, .max, 0)
        columnSums.withUnsafeBufferPointer { sums in
            columnStart.withUnsafeBufferPointer { starts in
                secondColumn.withUnsafeBufferPointer { second in
                    lanes.half.withUnsafeBufferPointer { half in
                        lanes.scale.withUnsafeBufferPointer { scale in
                            pixels.withUnsafeMutableBytes { out in
                                let out = out.baseAddress! + base
                                // Unsafe: four lanes loaded at once; the sums have one element more
                                // than the row's samples, so an RGB row's last load stays inside.
                                let raw = UnsafeRawPointer(sums.baseAddress!)
                                let stride = channels &* 4
                                @inline(__always) func average(_ tx: Int) -> SIMD4<Int32> {
                                    let offset = starts[tx] &* stride
                                    let first = raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self) & own
                                    // A one-column box reads its own column again (the mask drops it):
                                    // no branch, and no read past the row's last pixel.
                                    let mask = second[tx]
                                    let next = raw.loadUnaligned(fromByteOffset: offset &+ Int(mask[0] & UInt32(truncatingIfNeeded: stride)),
                                                                 as: SIMD4<UInt32>.self) & mask
                                    let box = SIMD4<Int32>(truncatingIfNeeded: first &+ next)
                                    return RoundedDivision.averages(box &+ half[tx], scale[tx])
                                }
                                Self.store(targetWidth, into: out, average)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Stores `count` thumbnail pixels, each the low bytes of `average(tx)`'s lanes: four
    /// pixels at a time, their sixteen bytes packed and stored at once.
    @inline(__always)
    private static func store(_ count: Int, into out: UnsafeMutableRawPointer, _ average: (Int) -> SIMD4<Int32>) {
        var tx = 0
        while tx &+ 4 <= count {
            let a = average(tx), b = average(tx &+ 1), c = average(tx &+ 2), d = average(tx &+ 3)
            let bytes = SIMD16<UInt8>(truncatingIfNeeded: SIMD16<Int32>(lowHalf: SIMD8(lowHalf: a, highHalf: b),
                                                                        highHalf: SIMD8(lowHalf: c, highHalf: d)))
            out.storeBytes(of: bytes, toByteOffset: tx &* 4, as: SIMD16<UInt8>.self)
            tx &+= 4
        }
        while tx < count {
            out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: average(tx)), toByteOffset: tx &* 4, as: SIMD4<UInt8>.self)
            tx &+= 1
        }
    }

    /// The band from the 32-bit sums alone when a box covers more than 256
    /// pixels (a thumbnail under a sixteenth of the image's size): flat loops over unsafe buffers, and
    /// the rounded averages by multiplication (`RoundedDivision`), not four
    /// integer divisions a pixel — which were most of the sink's time.
    private mutating func emitNarrowBand(rows: Int) {
        guard let multipliers = multipliers(rows: rows) else { return emitWideBand(rows: rows) }
        let base = band * targetWidth * 4
        let targetWidth = self.targetWidth
        @inline(__always) func average(_ sum: UInt64, _ n: UInt64, _ m: UInt64) -> UInt8 {
            UInt8(truncatingIfNeeded: ((sum &+ n >> 1) &* m) >> 48)
        }
        columnSums.withUnsafeBufferPointer { sums in
            columnStart.withUnsafeBufferPointer { starts in
                multipliers.withUnsafeBufferPointer { multipliers in
                    pixels.withUnsafeMutableBufferPointer { out in
                        var o = base
                        if channels == 4 {
                            for tx in 0..<targetWidth {
                                let first = starts[tx], last = starts[tx &+ 1]
                                var red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0, alpha: UInt64 = 0
                                var i = first &* 4
                                for _ in first..<last {
                                    red &+= UInt64(sums[i]); green &+= UInt64(sums[i &+ 1])
                                    blue &+= UInt64(sums[i &+ 2]); alpha &+= UInt64(sums[i &+ 3])
                                    i &+= 4
                                }
                                let n = UInt64(rows &* (last &- first)), m = multipliers[tx]
                                out[o] = average(red, n, m); out[o &+ 1] = average(green, n, m)
                                out[o &+ 2] = average(blue, n, m); out[o &+ 3] = average(alpha, n, m)
                                o &+= 4
                            }
                        } else {
                            for tx in 0..<targetWidth {
                                let first = starts[tx], last = starts[tx &+ 1]
                                var red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0
                                var i = first &* 3
                                for _ in first..<last {
                                    red &+= UInt64(sums[i]); green &+= UInt64(sums[i &+ 1]); blue &+= UInt64(sums[i &+ 2])
                                    i &+= 3
                                }
                                let n = UInt64(rows &* (last &- first)), m = multipliers[tx]
                                out[o] = average(red, n, m); out[o &+ 1] = average(green, n, m)
                                out[o &+ 2] = average(blue, n, m)
                                out[o &+ 3] = 255   // a format without alpha: every pixel's alpha is 255
                                o &+= 4
                            }
                        }
                    }
                }
            }
        }
    }

    /// Per thumbnail column, `RoundedDivision`'s multiplier for a band `rows`
    /// tall; nil when some column covers more than 2²⁰ pixels (then divide).
    /// Bands are one of two heights, so the two last sets are kept.
    private mutating func multipliers(rows: Int) -> [UInt64]? {
        if let cached = cachedMultipliers.first(where: { $0.rows == rows }) { return cached.multipliers }
        var multipliers = [UInt64](repeating: 0, count: targetWidth)
        for tx in 0..<targetWidth {
            let n = rows * (columnStart[tx + 1] - columnStart[tx])
            guard n >= 1, n <= RoundedDivision.largest else { return nil }
            multipliers[tx] = RoundedDivision.multiplier(n)
        }
        cachedMultipliers = [(rows, multipliers)] + cachedMultipliers.prefix(1)
        return multipliers
    }

    /// The band when its sums were moved to `wideSums` on the way, or a column
    /// covers more than 2²⁰ pixels: plain arithmetic.
    private mutating func emitWideBand(rows: Int) {
        let base = band * targetWidth * 4
        let channels = self.channels
        let wide = wideSums
        columnSums.withUnsafeMutableBufferPointer { sums in
            func sum(_ i: Int) -> Int { wide.isEmpty ? Int(sums[i]) : Int(sums[i]) &+ wide[i] }
            for tx in 0..<targetWidth {
                let first = columnStart[tx], last = columnStart[tx + 1]
                var total = (0, 0, 0, channels == 4 ? 0 : 255 &* (last - first) &* rows)
                for x in first..<last {
                    let i = x * channels
                    total.0 &+= sum(i)
                    total.1 &+= sum(i + 1)
                    total.2 &+= sum(i + 2)
                    if channels == 4 { total.3 &+= sum(i + 3) }
                }
                let n = max(1, rows * (last - first))
                pixels[base + 4 * tx] = UInt8(clamping: (total.0 + n / 2) / n)
                pixels[base + 4 * tx + 1] = UInt8(clamping: (total.1 + n / 2) / n)
                pixels[base + 4 * tx + 2] = UInt8(clamping: (total.2 + n / 2) / n)
                pixels[base + 4 * tx + 3] = UInt8(clamping: (total.3 + n / 2) / n)
            }
        }
    }

    /// The thumbnail, handed over (the sink keeps no reference to it).
    public mutating func takeBitmap() -> RGBA8Bitmap? {
        bitmap.take()
    }

    public mutating func finish(_ summary: DecodeSummary) {
        if band < targetHeight, !pixels.isEmpty {
            pixels.withUnsafeMutableBufferPointer { out in
                let start = band * targetWidth * 4
                out.baseAddress!.advanced(by: start).update(repeating: 0, count: out.count - start)
            }
        }
        bitmap = RGBA8Bitmap(width: targetWidth, height: targetHeight, pixels: pixels)
        pixels = []
        columnSums = []
        prefix = []
    }
}

/// `(x + n/2) / n` for the sum `x` of `n` samples of 0…255 (so x ≤ 255·n): the
/// rounded average, by a multiplication and a shift instead of a division.
///
/// With m = ⌈2⁴⁸ / n⌉, ⌊y·m / 2⁴⁸⌋ = ⌊y / n⌋ whenever y·n < 2⁴⁸ (the error
/// y·(m·n − 2⁴⁸) / 2⁴⁸ stays below 1 / n). Here y = x + n/2 < 256·n, so that
/// holds for n ≤ 2²⁰, and y·m < 2⁵⁷ does not overflow.
enum RoundedDivision {
    /// The largest `n` the multiplication is exact for.
    static let largest = 1 << 20

    static func multiplier(_ n: Int) -> UInt64 {
        ((1 << 48) + UInt64(n) - 1) / UInt64(n)
    }

    /// The rounded average of `sum` over `n` samples, by the multiplier.
    static func average(_ sum: Int, _ n: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: ((UInt64(sum) + UInt64(n / 2)) &* multiplier(n)) >> 48)
    }

    /// The largest `n` the `Float` averages (`scale`) are exact for.
    ///
    /// With y = x + ⌊n/2⌋ ≤ 255.5·n < 2¹⁷ (exact in a `Float`), s = 1/n rounded
    /// up to a `Float` (so 1/n ≤ s ≤ (1/n)(1 + 2⁻²³)) and k = ⌊y/n⌋ ≤ 255:
    /// y·s ≥ y/n ≥ k, and rounding the product cannot fall below k (k is a
    /// `Float`); y·s ≤ y/n + y/n·2⁻²³ ≤ k + 1 − 1/n + 2⁻¹⁵, below k + 1 by more
    /// than 1/n − 2⁻¹⁵ ≥ 2⁻⁹ for n ≤ 256, where the product's rounding error is
    /// at most 2⁻¹⁶: truncating it gives k. `RoundedDivisionTests` checks every
    /// sum of every such n.
    static let largest32 = 256

    /// 1/n rounded up to a `Float`.
    static func scale(_ n: Int) -> Float {
        let nearest = Float(1 / Double(n))
        return Double(nearest) * Double(n) >= 1 ? nearest : nearest.nextUp
    }

    /// Four rounded averages at once: `y` (each a sum plus half its box) times
    /// `scale` (each `scale(n)` of its box), truncated — each average in the
    /// low byte of its lane (the rest of the lane is not zero).
    ///
    /// Truncated without a conversion instruction (SSE2 has one, but the
    /// generic `SIMD4<Int32>(_: SIMD4<Float>)` is a call per lane): the product
    /// v lies in [k, k + 1 − 2⁻⁹] (see `largest32`), so v − 0.5 + 2⁻¹⁰, rounded,
    /// is strictly within 0.5 of k; adding 1.5·2²³ rounds it to the integer k,
    /// whose float has k in its low mantissa bits.
    @inline(__always)
    static func averages(_ y: SIMD4<Int32>, _ scale: SIMD4<Float>) -> SIMD4<Int32> {
        let shifted = SIMD4<Float>(y) * scale + SIMD4(repeating: -0.5 + 0x1p-10)
        return unsafeBitCast(shifted + SIMD4(repeating: 0x1.8p23), to: SIMD4<Int32>.self)
    }

    /// The rounded average of `sum` over `n` ≤ `largest32` samples, as `averages` computes it.
    static func averageByFloat(_ sum: Int, _ n: Int) -> UInt8 {
        let y = SIMD4<Int32>(repeating: Int32(sum + n / 2))
        return UInt8(truncatingIfNeeded: averages(y, SIMD4(repeating: scale(n)))[0])
    }
}
