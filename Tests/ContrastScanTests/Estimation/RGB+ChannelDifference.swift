import ColorScience

/// How far two colours read from a screenshot lie apart, in their farthest channel: the tests'
/// tolerance for "this is that colour" (a few 8-bit steps).
func maxChannelDifference(_ a: RGB, _ b: RGB) -> Double {
    max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
}
