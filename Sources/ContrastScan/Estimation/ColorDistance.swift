/// How far apart two encoded colours are (straight-line distance over the three 0…1 channels):
/// the one measure by which the estimator tells a glyph from its background, a track from its
/// surface or a mark from the surface of its frame.
@inline(__always)
func colorDistance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
    let d = a - b
    return (d * d).sum().squareRoot()
}

/// How far a sample's colour lies from `c` (see the other overload).
@inline(__always)
func colorDistance(_ s: RegionSamples.Sample, _ c: SIMD3<Float>) -> Float {
    let d = SIMD3(s.r, s.g, s.b) - c
    return (d * d).sum().squareRoot()
}
