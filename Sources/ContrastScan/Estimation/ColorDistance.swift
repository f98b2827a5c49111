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

/// `colorDistance` before its square root: the squared distance, compared with a
/// `squaredReach` where a loop compares many pixels with one distance.
@inline(__always)
func squaredColorDistance(_ s: RegionSamples.Sample, _ c: SIMD3<Float>) -> Float {
    let d = SIMD3(s.r, s.g, s.b) - c
    return (d * d).sum()
}

/// The largest squared distance whose `colorDistance` (its square root, rounded) is at most
/// `limit`: for every squared distance x, `x.squareRoot() <= limit` exactly when
/// `x <= squaredReach(limit)`, and `x.squareRoot() > limit` exactly when `x > squaredReach(limit)`
/// — the rounded square root never falls as x rises, so the x within the limit run from 0 up to
/// one largest. A loop comparing thousands of pixels with one distance then takes no square
/// root per pixel (and decides a little sooner), with the same answers to the bit.
/// A negative or NaN limit holds no distance (-1); +∞ every one.
func squaredReach(_ limit: Float) -> Float {
    guard limit >= 0 else { return -1 }
    guard limit.isFinite else { return .infinity }
    var x = limit * limit
    while !(x.squareRoot() <= limit) { x = x.nextDown }
    while x.nextUp.isFinite && x.nextUp.squareRoot() <= limit { x = x.nextUp }
    return x
}
