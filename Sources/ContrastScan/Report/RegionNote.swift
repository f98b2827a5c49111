import ColorScience

/// Something the reader of a region's result should know. Kept as a value so
/// renderers can treat notes apart (the text table shows the worst-case note
/// even for a pass); `description` is the text the report files hold.
public enum RegionNote: Sendable, Equatable, CustomStringConvertible {
    /// Part of the declared rect lies outside the image.
    case clipped
    /// None of the region's pixels could be read.
    case noPixels
    /// No glyph or shape was found: the box holds one colour.
    case uniform
    /// Why the estimator's confidence is low, or what it saw (one short phrase).
    case estimate(String)
    /// The region passes on its median, but the weakest 5% of its glyph pixels
    /// reach only `worstRatio` against their local background.
    case worstCaseBelowThreshold(worstRatio: Double)
    /// The region would pass only by a hair (under `margin` times the minimum: 1.03 for text,
    /// 1.05 for non-text), but the weakest 5% of its glyph pixels reach only `worstRatio`:
    /// `review` (`ContrastPolicy.isThinPass`).
    case thinPass(worstRatio: Double, margin: Double = ContrastPolicy.thinPassMargin)

    public var description: String {
        switch self {
        case .clipped: return "clipped: part of the rect lies outside the image"
        case .noPixels: return "no pixels could be read"
        case .uniform: return "no glyph or shape found: the box is uniform (text invisible, or the rect is wrong)"
        case .estimate(let reason): return reason
        case .worstCaseBelowThreshold(let worst):
            return "worst-case below threshold: the weakest 5% of the glyph pixels reach "
                + RatioFormat.text(worst) + " against their local background"
        case .thinPass(let worst, let margin):
            return "passes by under \(Int(((margin - 1) * 100).rounded()))% while the weakest 5% of the glyph pixels reach only "
                + RatioFormat.text(worst) + ": over a background this varied, which part the median lands on decides"
        }
    }

    /// Whether this is the worst-case note (shown even for a passing region).
    public var isWorstCase: Bool {
        if case .worstCaseBelowThreshold = self { return true }
        return false
    }
}
