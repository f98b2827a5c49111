/// Quantiles of values in 0…`upperBound` in linear time, by counting them
/// into fine bins.
///
/// Medians are what make the estimator robust (blur noise, anti-aliasing and
/// a neighbouring stroke move a mean, not a median), and the estimator takes
/// many of them per region; sorting each time would cost more than decoding
/// the image. Within the chosen bin the mean of its values is returned, so a
/// bin holding one repeated 8-bit value gives that value exactly.
struct Histogram {
    static let binCount = 4096
    private var counts: [Int32]
    private var sums: [Double]
    private let scale: Float
    private let upperBound: Float
    private(set) var total = 0

    init(upperBound: Float = 1) {
        counts = [Int32](repeating: 0, count: Self.binCount)
        sums = [Double](repeating: 0, count: Self.binCount)
        self.upperBound = upperBound
        scale = Float(Self.binCount) / upperBound
    }

    mutating func add(_ value: Float) {
        let clipped = min(max(value, 0), upperBound)
        let bin = min(Self.binCount - 1, Int(clipped * scale))
        counts[bin] &+= 1
        sums[bin] += Double(clipped)
        total += 1
    }

    /// The value below which a fraction `q` (0…1) of the values lie; nil when empty.
    func quantile(_ q: Double) -> Float? {
        guard total > 0 else { return nil }
        let target = max(1, Int((Double(total) * min(max(q, 0), 1)).rounded(.up)))
        var seen = 0
        for bin in 0..<Self.binCount where counts[bin] > 0 {
            seen += Int(counts[bin])
            if seen >= target { return Float(sums[bin] / Double(counts[bin])) }
        }
        return nil
    }

    var median: Float? { quantile(0.5) }
}

/// Per-channel medians of colours: the robust "typical colour" of a set of pixels.
struct ColorHistogram {
    private var r = Histogram(), g = Histogram(), b = Histogram()

    var count: Int { r.total }

    mutating func add(_ s: RegionSamples.Sample) {
        r.add(s.r)
        g.add(s.g)
        b.add(s.b)
    }

    mutating func add(r red: Float, g green: Float, b blue: Float) {
        r.add(red)
        g.add(green)
        b.add(blue)
    }

    var median: SIMD3<Float>? {
        guard let mr = r.median, let mg = g.median, let mb = b.median else { return nil }
        return SIMD3(mr, mg, mb)
    }
}
