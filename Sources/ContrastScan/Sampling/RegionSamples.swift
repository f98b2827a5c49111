/// The pixels of one region, read once from the image and converted to
/// floating point: the encoded components of the image's own colour space
/// (0…1) plus WCAG luminance computed in that space.
///
/// Only these pixels are ever converted — a screenshot has millions of
/// pixels, its regions a few percent of them.
public struct RegionSamples: Sendable {
    /// One sampled pixel.
    public struct Sample: Sendable {
        public var x: Int32
        public var y: Int32
        /// Encoded components as stored (16-bit precision kept), 0…1.
        public var r: Float, g: Float, b: Float
        /// WCAG relative luminance.
        public var luminance: Float
    }

    /// Pixels inside the box (every pixel, or a diagonal-lattice subsample of a large box).
    public var inner: [Sample]
    /// Pixels of the ring around the box, outside it.
    public var ring: [Sample]
    /// Pixels that were not opaque and were composited over white first.
    public var translucentCount: Int
    /// Lattice step of the inner subsample (1 = every pixel).
    public var stride: Int
}
