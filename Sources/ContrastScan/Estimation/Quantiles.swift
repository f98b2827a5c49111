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

    init(reservingCapacity capacity: Int) {
        values.reserveCapacity(capacity)
    }

    mutating func add(_ value: Float) {
        values.append(value)
    }

    /// The value with a fraction `q` (0…1) of the others at or below it; nil when empty.
    /// Reorders the stored values.
    mutating func quantile(_ q: Double) -> Float? {
        guard !values.isEmpty else { return nil }
        let k = min(values.count - 1, max(0, Int((Double(values.count - 1) * min(max(q, 0), 1)).rounded())))
        return values.withUnsafeMutableBufferPointer { buffer in
            // In-place selection on our own array's storage; no pointer escapes the closure.
            Self.select(buffer, k)
        }
    }

    mutating func median() -> Float? { quantile(0.5) }

    /// Hoare's quickselect with a median-of-three pivot.
    static func select(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int) -> Float {
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

/// Colours gathered for many cells at once in four flat arrays, so a grid of cells costs
/// four buffers instead of three per cell; `medians` sorts them by cell (counting sort)
/// into one scratch buffer and takes each cell's per-channel medians by selection.
struct CellColors {
    private var cells: [Int32] = [], r: [Float] = [], g: [Float] = [], b: [Float] = []

    init(reservingCapacity capacity: Int) {
        cells.reserveCapacity(capacity)
        r.reserveCapacity(capacity)
        g.reserveCapacity(capacity)
        b.reserveCapacity(capacity)
    }

    mutating func add(_ s: RegionSamples.Sample, cell: Int) {
        cells.append(Int32(cell))
        r.append(s.r)
        g.append(s.g)
        b.append(s.b)
    }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        r.removeAll(keepingCapacity: true)
        g.removeAll(keepingCapacity: true)
        b.removeAll(keepingCapacity: true)
    }

    /// Per-channel medians of each of `count` cells; nil for a cell with fewer than `minimum` colours.
    func medians(count: Int, minimum: Int) -> [SIMD3<Float>?] {
        var starts = [Int](repeating: 0, count: count + 1)
        for c in cells { starts[Int(c) + 1] += 1 }
        for i in 0..<count { starts[i + 1] += starts[i] }
        var out = [SIMD3<Float>?](repeating: nil, count: count)
        var scratch = [Float](repeating: 0, count: cells.count)
        var median = [[Float]](repeating: [Float](repeating: 0, count: count), count: 3)
        for (channel, values) in [r, g, b].enumerated() {
            var next = starts
            for (i, c) in cells.enumerated() {
                scratch[next[Int(c)]] = values[i]
                next[Int(c)] += 1
            }
            scratch.withUnsafeMutableBufferPointer { buffer in
                for cell in 0..<count where starts[cell + 1] - starts[cell] >= minimum {
                    let slice = UnsafeMutableBufferPointer(rebasing: buffer[starts[cell]..<starts[cell + 1]])
                    median[channel][cell] = Quantiles.select(slice, Int((Double(slice.count - 1) * 0.5).rounded()))
                }
            }
        }
        for cell in 0..<count where starts[cell + 1] - starts[cell] >= minimum {
            out[cell] = SIMD3(median[0][cell], median[1][cell], median[2][cell])
        }
        return out
    }
}
