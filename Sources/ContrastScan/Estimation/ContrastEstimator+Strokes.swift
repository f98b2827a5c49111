extension ContrastEstimator {
    /// The share of the glyph cores lying inside a thick blob rather than in a stroke: a core
    /// pixel whose neighbours an eighth of the box's height away along both diagonals (both
    /// ways) are all cores too (on a sparse lattice, a fifth along the anti-diagonal alone). Strokes of text are thinner than that in at least one
    /// direction (even a heavy title's stems are about a fifth of its line height, and a
    /// frame padded to the line only makes the reach longer relative to them), so only
    /// where strokes cross does a text core count; a sun, a bokeh blob or a broad stripe
    /// of a photo taken for the glyph colour is thick all over.
    /// - Parameter stride: the sampling lattice's step (pixel (x, y) read when x + y is a
    ///   multiple of it), so the reach stays on the lattice.
    static func blobShare(cores: [Int], inner: [RegionSamples.Sample], box: PixelRect, stride: Int) -> Double {
        measuredBlobShare(cores: cores, inner: inner, box: box, stride: stride) ?? 0
    }

    /// `blobShare`, or nil when the box is too small (an eighth of its height under 5 pixels)
    /// or the cores too few (under 20) to tell strokes from blobs.
    static func measuredBlobShare(cores: [Int], inner: [RegionSamples.Sample], box: PixelRect, stride: Int) -> Double? {
        let step = max(1, stride)
        // Along both diagonals, staying on the lattice: (a, -a) always is; along the other
        // diagonal, (b, c) with b + c the nearest multiple of the step (on a sparse lattice
        // of a long loose frame, the next lattice diagonal, farther than a).
        var a = box.height / 8
        let m = max(1, (2 * a + step - 1) / step) * step
        var b = (m + 1) / 2, c = m / 2
        // A sparse lattice (a long loose frame): the next lattice diagonal is too far to ask;
        // along the anti-diagonals alone, which are read at every pixel, over a longer reach.
        if 2 * b > 3 * a {
            a = box.height / 5
            b = 0
            c = 0
        }
        guard a >= 5, cores.count >= 20, box.width > 2 * b, box.height > 2 * b else { return nil }
        let width = box.width
        // One bit per pixel of the box (a frame stretched along its row has hundreds of
        // thousands; a byte each was zeroed and written through the cache on every call).
        var isCore = [UInt64](repeating: 0, count: (box.width * box.height + 63) / 64)
        for i in cores {
            let x = Int(inner[i].x) - box.x, y = Int(inner[i].y) - box.y
            let at = y * width + x
            isCore[at >> 6] |= 1 << UInt64(at & 63)
        }
        func core(_ at: Int) -> Bool { isCore[at >> 6] & (1 << UInt64(at & 63)) != 0 }
        let reach = max(a, b)
        var thick = 0
        for i in cores {
            let x = Int(inner[i].x) - box.x, y = Int(inner[i].y) - box.y
            guard x >= reach, y >= reach, x + reach < box.width, y + reach < box.height else { continue }
            let at = y * width + x
            if core(at + a - a * width) && core(at - a + a * width)
                && core(at + b + c * width) && core(at - b - c * width) {
                thick += 1
            }
        }
        return Double(thick) / Double(cores.count)
    }

    /// Whether the box's pixels of `color` (within `tolerance`) form strokes: measurable
    /// (`measuredBlobShare`) and under a tenth of them inside a thick blob. A box too small to
    /// tell, or with too few such pixels, does not count as strokes.
    static func formsStrokes(near color: SIMD3<Float>, tolerance: Float, inner: [RegionSamples.Sample],
                             box: PixelRect, stride: Int) -> Bool {
        let pixels = inner.indices.filter { colorDistance(inner[$0], color) <= tolerance }
        guard let share = measuredBlobShare(cores: pixels, inner: inner, box: box, stride: stride) else { return false }
        return share < 0.1
    }
}
