extension ClosedRange where Bound == Double {
    /// The range with its top lowered to `top` where it lies above it, but never below the
    /// range's bottom: the ratios a doubt about a pass allowed, taken off once the pixels show
    /// the answer cannot be a pass above `top` (a fail cannot be a false pass).
    func cappingTop(at top: Double) -> ClosedRange<Double> {
        lowerBound...Swift.max(lowerBound, Swift.min(upperBound, top))
    }
}
