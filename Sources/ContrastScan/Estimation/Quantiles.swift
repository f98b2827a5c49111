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
    private static func select(_ a: UnsafeMutableBufferPointer<Float>, _ k: Int) -> Float {
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
