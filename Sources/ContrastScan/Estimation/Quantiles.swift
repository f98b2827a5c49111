/// Quantiles of a list of values in linear time (quickselect), without sorting.
///
/// Medians are what make the estimator robust — blur noise, anti-aliasing
/// and a neighbouring stroke move a mean, not a median — and the estimator
/// takes many of them per region, so each must cost no more than reading
/// the values once.
struct Quantiles {
    private(set) var values: [Float] = []

    var count: Int { values.count }

    init() {}

    init(values: [Float]) {
        self.values = values
    }

    init(reservingCapacity capacity: Int) {
        values.reserveCapacity(capacity)
    }

    /// `quantile(q)` of the non-nil `value(i)` for i in 0..<count, as a `Quantiles` holding them
    /// in that order reads it, to the bit (the same selection), read in the scratch the values
    /// are gathered into: no array is made for values read once (a frame's pixels, for one
    /// quantile). The loop has no closure around it, so `value` is inlined into it. nil when
    /// none is gathered.
    @inline(__always)
    static func quantile(_ q: Double, of count: Int, _ value: (Int) -> Float?) -> Float? {
        quantiles(q, nil, of: count, value)?.first
    }

    /// `quantile(first)` and then `quantile(second)` (reading the values as the first left them)
    /// of the non-nil `value(i)` for i in 0..<count, to the bit, in the gathering scratch: as
    /// `quantile(_:of:_:)`, for two quantiles of one set (its low and high ends). nil when
    /// none is gathered; `second` nil: only the first is taken.
    @inline(__always)
    static func quantiles(_ first: Double, _ second: Double?, of count: Int,
                          _ value: (Int) -> Float?) -> (first: Float, second: Float)? {
        // Scratch of `count` floats, written at n < count, selected in as its first n, freed here.
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: max(1, count))
        defer { scratch.deallocate() }
        var n = 0
        for i in 0..<count {
            if let v = value(i) { scratch[n] = v; n += 1 }
        }
        return quantiles(first, second, in: UnsafeMutableBufferPointer(start: scratch, count: n))
    }

    /// `quantile(first)` and then `quantile(second)` (nil: only the first) of `values`, which the
    /// selections reorder, as a `Quantiles` holding them reads them one after the other, to the
    /// bit; nil when there are none.
    @inline(__always)
    static func quantiles(_ first: Double, _ second: Double?,
                          in values: UnsafeMutableBufferPointer<Float>) -> (first: Float, second: Float)? {
        let n = values.count
        guard n > 0 else { return nil }
        let low = select(values, rank(first, count: n))
        return (low, second.map { select(values, rank($0, count: n)) } ?? low)
    }

    /// `quantile(q)` of the `count` values at `values` (which the selection may reorder), as a
    /// `Quantiles` holding them reads it, to the bit; nil when there are none.
    @inline(__always)
    static func quantile(_ q: Double, in values: UnsafeMutablePointer<Float>, count: Int) -> Float? {
        quantiles(q, nil, in: UnsafeMutableBufferPointer(start: values, count: count))?.first
    }

    mutating func add(_ value: Float) {
        values.append(value)
    }

    /// The value with a fraction `q` (0…1) of the others at or below it; nil when empty.
    /// Reorders the stored values.
    mutating func quantile(_ q: Double) -> Float? {
        guard !values.isEmpty else { return nil }
        let k = Self.rank(q, count: values.count)
        return values.withUnsafeMutableBufferPointer { buffer in
            // In-place selection on our own array's storage; no pointer escapes the closure.
            Self.select(buffer, k)
        }
    }

    mutating func median() -> Float? { quantile(0.5) }

    /// The place (0-based, in rising order) of the value `quantile(q)` reads among `count`
    /// values: (count − 1) × q rounded, so callers selecting from a run of their own read the
    /// same value.
    @inline(__always)
    static func rank(_ q: Double, count: Int) -> Int {
        min(count - 1, max(0, Int((Double(count - 1) * min(max(q, 0), 1)).rounded())))
    }

    /// The k-th smallest value (0-based) of `a`, which it may reorder.
    ///
    /// Screenshots are flat: most of a background's (or a glyph core's) values are one
    /// value. So the median of three values is tried first, in one pass without branches
    /// that counts the values below it and equal to it: when the k-th lies among the equal
    /// ones, it is that value — exactly what the selection would find. Otherwise, when every
    /// value is an 8-bit channel's, by counting them (`selectByte`); else by partitioning
    /// without branches (`partitionSelect`), or Hoare's quickselect with a median-of-three
    /// pivot when the values hold a NaN or both zeros (`ordering`). Fewer than 16 values
    /// (most calls: a cell's or a bin's few colours) are sorted in a copy (`selectSmall`).
    static func select(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int) -> Float {
        let n = a.count
        if n >= 16 {
            let x = a[0], y = a[n / 2], z = a[n - 1]
            let guess = max(min(x, y), min(max(x, y), z))
            let (below, equal) = count(a, around: guess)
            if below <= k && k < below &+ equal { return guess }
            if let value = selectByte(a, k) { return value }
        } else if let value = selectSmall(a, k) {
            return value
        }
        let (total, signed) = ordering(a)
        return total ? partitionSelect(a, k, signed: signed) : quickselect(a, k)
    }

    /// The k-th smallest of fewer than 16 values, by insertion sort into a copy on the stack,
    /// leaving `a` as it is (as `partitionSelect` does); nil when the values hold a NaN or both
    /// zeros (then `quickselect`, as before). With neither, two values that compare equal have
    /// the same bits (`ordering`), so the sorted copy's k-th is the k-th smallest to the bit,
    /// as any selection finds it. Most of the estimator's selections are of a handful of
    /// values (a grid cell's or a band bin's colours), where `ordering`'s pass and
    /// `partitionSelect`'s scratch and passes cost several times the sort.
    @inline(__always)
    static func selectSmall(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int) -> Float? {
        let n = a.count
        precondition(n < 16 && k >= 0 && k < n)
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: 16) { sorted -> Float? in
            // Unchecked: i, j < n < 16, the copy's capacity; reads of `a` below its count.
            guard let out = sorted.baseAddress, let source = a.baseAddress else { return nil }
            // The three tests as 0 or 1 joined with `|` (`||` was compiled to a branch each).
            var nan = 0, plusZero = 0, minusZero = 0
            for i in 0..<n {
                let v = source[i]
                nan |= v.isNaN ? 1 : 0
                plusZero |= v.bitPattern == 0 ? 1 : 0
                minusZero |= v.bitPattern == 0x8000_0000 ? 1 : 0
                insert(v, into: out, holding: i)
            }
            guard nan == 0 && plusZero & minusZero == 0 else { return nil }
            return out[k]
        }
    }

    /// Inserts `v` into the `count` sorted values at `out` (room for one more), keeping them
    /// sorted: a step of the insertion sorts of `selectSmall` and `bracket`. A value equal to
    /// one already there goes after it.
    @inline(__always)
    static func insert(_ v: Float, into out: UnsafeMutablePointer<Float>, holding count: Int) {
        // Unchecked: the caller's buffer has room for count + 1 values; j stays within 0...count.
        var j = count
        while j > 0 && out[j &- 1] > v {
            out[j] = out[j &- 1]
            j &-= 1
        }
        out[j] = v
    }

    /// Whether no value of `a` is a NaN and its zeros, if any, are all +0 or all −0 (`total`),
    /// and whether any value has its sign bit set (`signed`). When total, two values that
    /// compare equal have the same bits, so every correct selection gives the k-th smallest
    /// to the bit — whichever of the equal values it lands on — and `partitionSelect` may
    /// stand in for `quickselect`. (With −0 and +0 both, or a NaN, which one Hoare's passes
    /// leave at k depends on its swaps: kept as it was.)
    static func ordering(_ a: UnsafeMutableBufferPointer<Float>) -> (total: Bool, signed: Bool) {
        let n = a.count
        guard let start = a.baseAddress else { return (true, false) }
        // Unaligned eight-float loads with i + 8 <= n, inside the caller's buffer.
        let raw = UnsafeRawPointer(start)
        let plusZero = SIMD8<Int32>(repeating: 0), minusZero = SIMD8<Int32>(repeating: Int32.min)
        var nan = SIMDMask<SIMD8<Int32>>(repeating: false), sign = SIMDMask<SIMD8<Int32>>(repeating: false)
        var plus = SIMDMask<SIMD8<Int32>>(repeating: false), minus = SIMDMask<SIMD8<Int32>>(repeating: false)
        var i = 0
        while i &+ 8 <= n {
            let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
            let bits = unsafeBitCast(v, to: SIMD8<Int32>.self)
            nan .|= v .!= v
            sign .|= bits .< plusZero
            plus .|= bits .== plusZero
            minus .|= bits .== minusZero
            i &+= 8
        }
        var anyNaN = any(nan), anySign = any(sign), anyPlus = any(plus), anyMinus = any(minus)
        while i < n {
            let v = a[i]
            anyNaN = anyNaN || v.isNaN
            anySign = anySign || v.sign == .minus
            anyPlus = anyPlus || v.bitPattern == 0
            anyMinus = anyMinus || v.bitPattern == 0x8000_0000
            i &+= 1
        }
        return (!anyNaN && !(anyPlus && anyMinus), anySign)
    }

    /// The k-th smallest value of `a` (no NaN, not both zeros: `ordering`), which it
    /// leaves as it is. Each pass splits the values around a median-of-three pivot into a
    /// scratch buffer (`split`): those below it from the front, those above from the back,
    /// each written at both ends and kept by adding the comparison's 0 or 1 to a count — no
    /// branch, which on a noisy set mispredicts about every other value. The pivot is the
    /// answer when the k-th lies among the equal ones; else the next pass splits the side
    /// that holds it into the other half of the scratch (each pass leaves out at least the
    /// pivot).
    ///
    /// Many values (`bracketMinimum` or more) are first narrowed to those between two of their
    /// own values that likely bracket the k-th (`bracket`, `gather`): most fall outside, so the
    /// passes read a fifth of the values or so, where the median-of-three passes read about
    /// three times them all. Should the k-th fall outside the bracket (one time in ten or so),
    /// they start from all the values, as without it. Every pass keeps the k-th smallest where
    /// it is looked for, so the answer is the same bits either way.
    static func partitionSelect(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int, signed: Bool) -> Float {
        guard let start = a.baseAddress else { return a[k] }
        precondition(k >= 0 && k < a.count)
        let n = a.count
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 &* n) { scratch -> Float in
            guard let base = scratch.baseAddress else { return a[k] }
            // Unchecked: a pass reads m values of `a` or of one half of the scratch (n each)
            // and writes m ≤ n into the other half.
            var source = UnsafePointer(start), target = base, spare = base + n
            var m = n, k = k
            if n >= bracketMinimum {
                let (low, high) = bracket(start, n, k)
                let (below, between) = gather(start, n, between: low, and: high, into: spare, signed: signed)
                if k >= below && k < below &+ between {
                    // The passes go on from the values gathered (into `spare`, which the first
                    // pass, writing into `target`, then hands back as its target).
                    k &-= below
                    m = between
                    source = UnsafePointer(spare)
                }
            }
            while m > 1 {
                let x = source[0], y = source[m / 2], z = source[m &- 1]
                let pivot = max(min(x, y), min(max(x, y), z))
                let (below, above) = split(source, m, around: pivot, into: target, signed: signed)
                if k < below {
                    m = below
                } else if k >= m &- above {
                    k &-= m &- above
                    source = UnsafePointer(target + (m &- above))
                    m = above
                    swap(&target, &spare)
                    continue
                } else {
                    return pivot
                }
                source = UnsafePointer(target)
                swap(&target, &spare)
            }
            return source[0]
        }
    }

    /// Writes the m values of `source` below `pivot` to the front of `target` and those above
    /// it to its back, in their order; returns how many of each. Every value is written at
    /// both places; the counts keep the right one: after i values, below + above ≤ i < m, so
    /// the front place is never past the back one (where both are the same, the later write
    /// of the same value stands). The values are compared as integers: their bits when none
    /// is `signed` (a non-negative float's bits rise with it), else `orderKey`; a float
    /// comparison here was compiled to a branch.
    @inline(never)
    static func split(_ source: UnsafePointer<Float>, _ m: Int, around pivot: Float,
                      into target: UnsafeMutablePointer<Float>, signed: Bool) -> (below: Int, above: Int) {
        let last = m &- 1
        var below = 0, above = 0
        // 1 when the key is below (above) the pivot's: the 64-bit difference's sign bit.
        @inline(__always) func place(_ v: Float, _ key: Int64, _ pivotKey: Int64) {
            target[below] = v
            target[last &- above] = v
            below &+= Int(truncatingIfNeeded: UInt64(bitPattern: key &- pivotKey) >> 63)
            above &+= Int(truncatingIfNeeded: UInt64(bitPattern: pivotKey &- key) >> 63)
        }
        if signed {
            let pivotKey = Int64(orderKey(pivot))
            for i in 0..<m { place(source[i], Int64(orderKey(source[i])), pivotKey) }
        } else {
            let pivotKey = Int64(pivot.bitPattern)
            for i in 0..<m { place(source[i], Int64(source[i].bitPattern), pivotKey) }
        }
        return (below, above)
    }

    /// Fewest values `partitionSelect` brackets the k-th among first (fewer are split around
    /// a median of three from the start).
    static let bracketMinimum = 256

    /// Two of the n values of `source` (no NaN, not both zeros) that likely bracket its k-th
    /// smallest: of 32 (64 from 1,024 values) read evenly across it and sorted, those 5 (7)
    /// places either side of the place the k-th has among them. (Whether they do is only a
    /// matter of speed.)
    static func bracket(_ source: UnsafePointer<Float>, _ n: Int, _ k: Int) -> (low: Float, high: Float) {
        let size = n >= 1_024 ? 64 : 32, reach = n >= 1_024 ? 7 : 5
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: size) { sample -> (low: Float, high: Float) in
            // Unchecked: reads at (2i + 1) n / (2 size) < n; writes and reads below `size`.
            guard let out = sample.baseAddress else { return (source[0], source[0]) }
            for i in 0..<size {
                let v = source[(2 &* i &+ 1) &* n / (2 &* size)]
                insert(v, into: out, holding: i)
            }
            let place = k &* size / n
            return (out[max(0, place &- reach)], out[min(size &- 1, place &+ reach)])
        }
    }

    /// Writes the m values of `source` from `low` to `high` (no NaN, not both zeros) to
    /// `target`, in their order; returns how many lie below `low` and how many were written.
    /// Each value is written and kept by adding the comparisons' 0 or 1 to the counts, with
    /// the values compared as `split` compares them (in the float order: their bits, or
    /// `orderKey` when any is `signed`).
    @inline(never)
    static func gather(_ source: UnsafePointer<Float>, _ m: Int, between low: Float, and high: Float,
                       into target: UnsafeMutablePointer<Float>, signed: Bool) -> (below: Int, between: Int) {
        var below = 0, between = 0
        // 1 when the key is below `low`'s (above `high`'s): the 64-bit difference's sign bit.
        @inline(__always) func place(_ v: Float, _ key: Int64, _ lowKey: Int64, _ highKey: Int64) {
            target[between] = v
            let isBelow = Int(truncatingIfNeeded: UInt64(bitPattern: key &- lowKey) >> 63)
            let isAbove = Int(truncatingIfNeeded: UInt64(bitPattern: highKey &- key) >> 63)
            below &+= isBelow
            between &+= 1 &- (isBelow | isAbove)
        }
        if signed {
            let lowKey = Int64(orderKey(low)), highKey = Int64(orderKey(high))
            for i in 0..<m { place(source[i], Int64(orderKey(source[i])), lowKey, highKey) }
        } else {
            let lowKey = Int64(low.bitPattern), highKey = Int64(high.bitPattern)
            for i in 0..<m { place(source[i], Int64(source[i].bitPattern), lowKey, highKey) }
        }
        return (below, between)
    }

    /// A float's bits as an integer in the float's order (no NaN; −0 just below +0): the
    /// negative ones' magnitude bits flipped, so a larger magnitude is a smaller integer.
    @inline(__always)
    static func orderKey(_ v: Float) -> Int32 {
        let bits = Int32(bitPattern: v.bitPattern)
        return bits ^ Int32(bitPattern: UInt32(bitPattern: bits >> 31) >> 1)
    }

    /// The 256 values an 8-bit channel is read as (`RegionSampler`: v × 257 / 65535), rising.
    static let byteValues: [Float] = (0...255).map { Float($0 * 257) / 65535 }

    /// The k-th smallest value of `a` when every value is one of `byteValues` (the channels of
    /// an 8-bit image, the common case), found by counting them — no reordering, and no
    /// comparison branch per value, whose mispredictions on a noisy set made most of
    /// quickselect's cost; nil as soon as a value is not one of them (then `quickselect`).
    /// The values being those of a rising table, the k-th smallest is the table's value where
    /// the counts, summed up from the smallest, pass k: the same bits as any selection finds.
    ///
    /// Eight values at a time are checked and given their byte (`byteOf`) without a branch or
    /// a table read each; then the counts are summed eight bins at a time up to the group that
    /// holds the k-th, and bin by bin within it.
    static func selectByte(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int) -> Float? {
        guard let start = a.baseAddress else { return nil }
        let n = a.count
        return byteValues.withUnsafeBufferPointer { table in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { counts -> Float? in
                guard let bins = counts.baseAddress else { return nil }
                counts.initialize(repeating: 0)
                // Unaligned eight-float loads with i + 8 <= n, inside the caller's buffer;
                // unchecked counts: a byte (`byteOf`, 0...255) indexes the 256 bins.
                let raw = UnsafeRawPointer(start)
                var i = 0
                while i &+ 8 <= n {
                    let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
                    guard let b = byteOf(v) else { return nil }
                    for lane in 0..<8 { bins[Int(b[lane])] &+= 1 }
                    i &+= 8
                }
                while i < n {
                    // As above, one value (a NaN fails the range test).
                    let v = a[i]
                    guard v >= 0 && v <= 1 else { return nil }
                    let b = Int(v * 255 + 0.5)
                    guard table[b].bitPattern == v.bitPattern else { return nil }
                    bins[b] &+= 1
                    i &+= 1
                }
                // Eight-bin loads at b + 8 <= 256, inside the bins.
                let rawBins = UnsafeRawPointer(bins)
                var seen = 0, b = 0
                while b < 256 {
                    // The eight bins' sum by halves, four lanes then two (`wrappedSum` was
                    // compiled to eight scalar loads and adds).
                    let eight = rawBins.loadUnaligned(fromByteOffset: b &* 4, as: SIMD8<Int32>.self)
                    let four = eight.lowHalf &+ eight.highHalf, two = four.lowHalf &+ four.highHalf
                    let group = Int(two[0] &+ two[1])
                    if seen &+ group > k {
                        for c in b..<(b &+ 8) {
                            seen &+= Int(bins[c])
                            if seen > k { return table[c] }
                        }
                    }
                    seen &+= group
                    b &+= 8
                }
                return nil
            }
        }
    }

    /// Per lane, the byte c with `byteValues[c]` equal to the value to the bit; nil when a lane
    /// holds none (outside 0...1, a NaN, or between two of them). The byte is the value × 255
    /// rounded (to nearest, by adding 1.5 × 2²³: the sum's low bits are the integer), and
    /// `byteValues[c]` is c × 257 / 65535 computed as the table computes it (an exact integer
    /// in float, one correctly rounded division): the same test, bit for bit, as reading the
    /// table at the value's own byte — the table's values are distinct, so only a value that is
    /// `byteValues[c]` meets it, at c.
    @inline(__always)
    static func byteOf(_ v: SIMD8<Float>) -> SIMD8<Int32>? {
        let zero = SIMD8<Float>(repeating: 0), one = SIMD8<Float>(repeating: 1)
        // A NaN lane fails both comparisons.
        let inRange = (v .>= zero) .& (v .<= one)
        guard all(inRange) else { return nil }
        // v × 255 lies in 0...255: plus 1.5 × 2²³ it is an integer float whose mantissa's low
        // bits hold round(v × 255).
        let magic = SIMD8<Float>(repeating: 12_582_912)  // bits 0x4B40_0000
        let rounded = unsafeBitCast(v * SIMD8<Float>(repeating: 255) + magic, to: SIMD8<Int32>.self)
            &- SIMD8<Int32>(repeating: 0x4B40_0000)
        // c × 257 (at most 65535) as a float, exactly: its bits over 2²³'s, minus 2²³.
        let twoTo23 = SIMD8<Float>(repeating: 8_388_608)
        let scaled = unsafeBitCast(rounded &* SIMD8<Int32>(repeating: 257) | SIMD8<Int32>(repeating: 0x4B00_0000),
                                   to: SIMD8<Float>.self) - twoTo23
        let back = scaled / SIMD8<Float>(repeating: 65535)
        // Lane by lane (`.==`: one comparison instruction; `==` on a whole vector loops over it).
        guard all(unsafeBitCast(back, to: SIMD8<UInt32>.self) .== unsafeBitCast(v, to: SIMD8<UInt32>.self)) else { return nil }
        return rounded
    }

    /// How many values of `a` are below `guess` and how many equal it: eight lanes at a
    /// time (one comparison instruction each, no branch to mispredict on a noisy set).
    @inline(__always)
    static func count(_ a: UnsafeMutableBufferPointer<Float>, around guess: Float) -> (below: Int, equal: Int) {
        let n = a.count
        guard let start = a.baseAddress else { return (0, 0) }
        // Unaligned eight-float loads from the caller's buffer, below `end` (n rounded down to
        // a multiple of 8): each inside it. The loop steps one pointer, no index beside it.
        let g = SIMD8<Float>(repeating: guess), one = SIMD8<Int32>(repeating: 1), zero = SIMD8<Int32>()
        var below8 = zero, equal8 = zero
        var i = n & ~7
        var p = UnsafeRawPointer(start)
        let end = p + i &* 4
        // Sixteen at a time while sixteen remain (half the loop's own steps), then the last eight.
        while end - p >= 64 {
            let v = p.loadUnaligned(as: SIMD8<Float>.self), w = p.loadUnaligned(fromByteOffset: 32, as: SIMD8<Float>.self)
            below8 &+= zero.replacing(with: one, where: v .< g)
            equal8 &+= zero.replacing(with: one, where: v .== g)
            below8 &+= zero.replacing(with: one, where: w .< g)
            equal8 &+= zero.replacing(with: one, where: w .== g)
            p += 64
        }
        if p < end {
            let v = p.loadUnaligned(as: SIMD8<Float>.self)
            below8 &+= zero.replacing(with: one, where: v .< g)
            equal8 &+= zero.replacing(with: one, where: v .== g)
        }
        var below = Int(below8.wrappedSum()), equal = Int(equal8.wrappedSum())
        while i < n {
            below &+= a[i] < guess ? 1 : 0
            equal &+= a[i] == guess ? 1 : 0
            i &+= 1
        }
        return (below, equal)
    }

    /// Hoare's quickselect with a median-of-three pivot.
    static func quickselect(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int) -> Float {
        var low = 0, high = a.count - 1
        while high > low {
            let mid = low + (high - low) / 2
            if a[mid] < a[low] { a.swapAt(mid, low) }
            if a[high] < a[low] { a.swapAt(high, low) }
            if a[high] < a[mid] { a.swapAt(high, mid) }
            let pivot = a[mid]
            var i = low, j = high
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { high = j } else if k >= i { low = i } else { return a[k] }
        }
        return a[k]
    }
}

/// Per-channel medians of colours: the robust "typical colour" of a set of pixels.
struct ColorQuantiles {
    private var r = Quantiles(), g = Quantiles(), b = Quantiles()

    var count: Int { r.count }

    init() {}

    /// Empty, with room for `capacity` colours in each channel's list.
    init(reservingCapacity capacity: Int) {
        r = Quantiles(reservingCapacity: capacity)
        g = Quantiles(reservingCapacity: capacity)
        b = Quantiles(reservingCapacity: capacity)
    }

    /// The per-channel medians of the non-nil `color(i)` for i in 0..<count, as `median()` of a
    /// `ColorQuantiles` holding them in that order reads them, to the bit (each channel's values
    /// in the same order, the same selection), read in the scratch the colours are gathered
    /// into: no arrays are made for colours read once (a frame's ring, its cores). The loop has
    /// no closure around it, so `color` is inlined into it. nil when none is gathered.
    @inline(__always)
    static func median(of count: Int, _ color: (Int) -> SIMD3<Float>?) -> SIMD3<Float>? {
        // Scratch of three runs of `count` floats, written at n < count, selected in as the
        // first n of each run, freed here.
        let size = max(1, count)
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 3 * size)
        defer { scratch.deallocate() }
        let (r, g, b) = (scratch, scratch + size, scratch + 2 * size)
        var n = 0
        for i in 0..<count {
            guard let c = color(i) else { continue }
            r[n] = c.x; g[n] = c.y; b[n] = c.z
            n += 1
        }
        guard n > 0 else { return nil }
        let k = Quantiles.rank(0.5, count: n)
        func median(_ channel: UnsafeMutablePointer<Float>) -> Float {
            Quantiles.select(UnsafeMutableBufferPointer(start: channel, count: n), k)
        }
        return SIMD3(median(r), median(g), median(b))
    }

    mutating func add(_ s: RegionSamples.Sample) {
        r.add(s.r)
        g.add(s.g)
        b.add(s.b)
    }

    mutating func add(_ c: SIMD3<Float>) {
        r.add(c.x)
        g.add(c.y)
        b.add(c.z)
    }

    mutating func median() -> SIMD3<Float>? {
        guard let mr = r.median(), let mg = g.median(), let mb = b.median() else { return nil }
        return SIMD3(mr, mg, mb)
    }
}

/// Colours gathered for many cells at once in flat buffers of a fixed capacity, so a grid
/// of cells costs one allocation per region instead of three arrays per cell; `medians`
/// sorts them by cell (counting sort) into a scratch buffer and takes each cell's
/// per-channel medians by selection. A reference type: one set of buffers is refilled
/// on every pass of the estimator, never copied.
final class CellColors {
    private let capacity: Int
    private let cells: UnsafeMutablePointer<Int32>
    /// r, g, b, one after the other, `capacity` each; then the same three again as the
    /// scratch `medians` sorts them into.
    private let values: UnsafeMutablePointer<Float>
    /// The three runs' starts (`values`, and `capacity` and twice it past it), kept so `add`
    /// writes a colour without working out where each channel goes.
    private let red: UnsafeMutablePointer<Float>, green: UnsafeMutablePointer<Float>, blue: UnsafeMutablePointer<Float>
    /// How many cells the colours are gathered for (every cell given to `add` is below it).
    private let cellCount: Int
    /// Per cell, how many colours it holds, counted as they are added (`medians` lays the cells
    /// out from these, with no pass of its own to count them).
    private let perCell: UnsafeMutablePointer<Int>
    private(set) var count = 0

    init(capacity: Int, cells cellCount: Int) {
        self.capacity = max(1, capacity)
        self.cellCount = max(0, cellCount)
        cells = .allocate(capacity: self.capacity)
        values = .allocate(capacity: 6 * self.capacity)
        (red, green, blue) = (values, values + self.capacity, values + 2 * self.capacity)
        perCell = .allocate(capacity: max(1, self.cellCount))
        perCell.initialize(repeating: 0, count: self.cellCount)
    }

    deinit {
        cells.deallocate()
        values.deallocate()
        perCell.deallocate()
    }

    /// Adds `s`'s colour to `cell` (below the cell count given at `init`).
    @inline(__always)
    func add(_ s: RegionSamples.Sample, cell: Int) {
        let n = count
        guard n < capacity else { return }
        // Unchecked: n < capacity, the length of each run; the cell is below `cellCount`.
        cells[n] = Int32(truncatingIfNeeded: cell)
        red[n] = s.r
        green[n] = s.g
        blue[n] = s.b
        perCell[cell] &+= 1
        count = n &+ 1
    }

    /// `add` of each sample with its cell (as many cells as samples), in one loop with the
    /// count in a local.
    func add(_ samples: [RegionSamples.Sample], cells sampleCells: [Int]) {
        precondition(sampleCells.count == samples.count)
        var n = count
        // The runs and the limit in locals: read through `self` the stores to the runs made
        // the loop load them again for every sample.
        let (cells, red, green, blue, perCell, capacity) = (cells, red, green, blue, perCell, capacity)
        samples.withUnsafeBufferPointer { samples in
            sampleCells.withUnsafeBufferPointer { sampleCells in
                // Unchecked: a cell per sample; writes at n < capacity, the length of each run.
                for k in 0..<samples.count where n < capacity {
                    let s = samples[k], cell = sampleCells[k]
                    cells[n] = Int32(truncatingIfNeeded: cell)
                    red[n] = s.r
                    green[n] = s.g
                    blue[n] = s.b
                    perCell[cell] &+= 1
                    n &+= 1
                }
            }
        }
        count = n
    }

    func removeAll() {
        count = 0
        perCell.update(repeating: 0, count: cellCount)
    }

    /// Per-channel medians of each cell (as many as given at `init`); nil for a cell with fewer
    /// than `minimum` colours.
    func medians(minimum: Int) -> [SIMD3<Float>?] {
        let cellCount = self.cellCount
        var out = [SIMD3<Float>?](repeating: nil, count: cellCount)
        let n = count
        guard n > 0 else { return out }
        let scratch = values + 3 * capacity
        let (r, g, b) = (values, values + capacity, values + 2 * capacity)
        let (sr, sg, sb) = (scratch, scratch + capacity, scratch + 2 * capacity)
        // Each cell's first place in the scratch (`starts`, with the end after the last), then
        // the next free place of each as the colours are sorted in: two small temporary tables.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * cellCount + 1) { tables in
            // Unchecked: every stored cell is below `cellCount` (the grid's count, as `add` was
            // given); `starts` holds cellCount + 1 places, `next` the cellCount after them.
            guard let starts = tables.baseAddress else { return }
            let next = starts + cellCount + 1
            starts[0] = 0
            for i in 0..<cellCount { starts[i + 1] = starts[i] + perCell[i] }
            next.initialize(from: starts, count: cellCount)
            // All three channels in one pass, each colour to its cell's place in the scratch.
            for i in 0..<n {
                let c = Int(cells[i]), at = next[c]
                sr[at] = r[i]
                sg[at] = g[i]
                sb[at] = b[i]
                next[c] = at + 1
            }
            for cell in 0..<cellCount where starts[cell + 1] - starts[cell] >= minimum {
                let first = starts[cell], size = starts[cell + 1] - first
                // The median's place, as `Quantiles.quantile(0.5)` rounds (n − 1) / 2: n / 2.
                let k = size / 2
                func median(_ channel: UnsafeMutablePointer<Float>) -> Float {
                    Quantiles.select(UnsafeMutableBufferPointer(start: channel + first, count: size), k)
                }
                out[cell] = SIMD3(median(sr), median(sg), median(sb))
            }
        }
        return out
    }
}
