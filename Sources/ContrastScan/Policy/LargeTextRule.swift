/// How text that the sidecar marks only as `text` is found to be "large",
/// which lowers its WCAG threshold (4.5:1 → 3:1; 7:1 → 4.5:1 with Increase
/// Contrast). Sizes are the sidecar's `fontSize` in points; bold is
/// `fontWeight` ≥ 700, and a missing weight counts as 400 (regular).
///
/// This decides the WCAG category only; APCA has its own size table
/// (`APCAUse`).
public enum LargeTextRule: String, Sendable, Equatable, CaseIterable {
    /// WCAG 2.x "large scale": at least 18 pt, or at least 14 pt and bold.
    case wcag
    /// Apple's Human Interface Guidelines (Accessibility › Color and effects),
    /// whose table reads: up to 17 pt, any weight → 4.5:1; 18 pt, any weight
    /// → 3:1; any size, bold → 3:1. Read here as: large when `fontSize` ≥ 18,
    /// or bold at any size (even without a `fontSize`); sizes between 17 and 18,
    /// which the table does not name, are not large. Unlike WCAG, 12 pt bold
    /// counts as large.
    case appleHIG

    /// The bold weight both rules use: CSS `bold` and `UIFont.Weight.bold`.
    public static let boldWeight = 700.0

    /// Whether text of this size (points) and weight is large under this rule.
    public func isLarge(fontSize: Double?, fontWeight: Double?) -> Bool {
        let bold = (fontWeight ?? 400) >= Self.boldWeight
        switch self {
        case .wcag:
            guard let size = fontSize else { return false }
            return size >= 18 || (size >= 14 && bold)
        case .appleHIG:
            if bold { return true }
            guard let size = fontSize else { return false }
            return size >= 18
        }
    }
}
