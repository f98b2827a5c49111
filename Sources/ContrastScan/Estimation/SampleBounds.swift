/// The smallest rectangle of pixel positions holding every sample of some lists: the first
/// and last column and row (inclusive). The rasters of the shadow and stripe rules
/// (`shadowFreeCells`, `nearbyBackgrounds`) span it.
///
/// Each sample's position is taken as one two-lane vector, so a sample costs one minimum and
/// one maximum instead of four compare-and-selects (this runs over every box and ring pixel of
/// nearly every text estimate).
struct SampleBounds {
    /// (first column, first row); `Int32.max` in both while empty.
    private(set) var low = SIMD2<Int32>(repeating: .max)
    /// (last column, last row); `Int32.min` in both while empty.
    private(set) var high = SIMD2<Int32>(repeating: .min)

    init() {}

    /// The bounds of `lists`' samples together.
    init(_ lists: [RegionSamples.Sample]...) {
        for samples in lists { add(samples) }
    }

    mutating func add(_ samples: [RegionSamples.Sample]) {
        var low = low, high = high
        for s in samples {
            let p = SIMD2(s.x, s.y)
            low = pointwiseMin(low, p)
            high = pointwiseMax(high, p)
        }
        self.low = low
        self.high = high
    }

    var minX: Int32 { low.x }
    var minY: Int32 { low.y }
    var maxX: Int32 { high.x }
    var maxY: Int32 { high.y }
}
