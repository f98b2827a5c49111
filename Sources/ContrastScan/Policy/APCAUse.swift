/// The APCA use case of a region, which decides the Lc it needs: APCA
/// "Bronze Simple Mode" (Myndex, readtech.org/ARC/tests/bronze-simple-mode,
/// and the SAPC-APCA README "Use-Case Ranges"), with sidecar points read as
/// CSS px (Apple's point and the CSS reference px are both about 1/160 inch
/// at their viewing distance).
///
/// | use | Lc | who |
/// |---|---|---|
/// | `bodyText` | 75 | `text` below the sizes below, or with no `fontSize` (Bronze: minimum for body text; 90 preferred) |
/// | `contentText` | 60 | text at least 48 px/200, 36/300, 24/400, 21/500, 18/600 or 16/700 (Bronze: "content text that is not body") |
/// | `largeText` | 45 | text at least 36 px at weight 400–600, or 24 px at ≥ 700 (Bronze: "larger, heavier text … headlines") |
/// | `nonText` | 30 | icons, borders (Bronze: "large/solid semantic non-text") |
/// | `decorative` | none | never failed by default; Bronze's Lc 15 ("discernible") can be set by a policy |
///
/// A weight between the listed ones uses the next lower listed weight (550 →
/// the 500 row); heavier than 700 uses the 700 row; a missing weight is 400.
/// Lc 90 (Bronze's *preferred* body level) and Lc 30 for spot text
/// (placeholders, disabled) have no role of their own: set them with a policy
/// or a region's `minimumLc`.
///
/// Two readings the source leaves open: Bronze's Lc 75 assumes body text of
/// at least 18 px/400 (16/500, 14/700) and prefers Lc 90 below that — smaller
/// body text is still held to 75 here unless a policy raises `bodyText`; and
/// a region at content size is taken not to be body text (columns of body
/// text that large need +15, which a region's `minimumLc` can say). A region
/// whose role is `largeText` follows the size table when it has a `fontSize`
/// (so 15 pt bold is body text to APCA) and is `contentText` without one, as
/// WCAG's large sizes fall in the content-text range.
public enum APCAUse: String, Sendable, Equatable, CaseIterable {
    case bodyText, contentText, largeText, nonText, decorative

    /// Minimum size in px for content text (Lc 60), by weight.
    static let contentTextSizes: [(weight: Double, size: Double)] = [
        (200, 48), (300, 36), (400, 24), (500, 21), (600, 18), (700, 16),
    ]
    /// Minimum size in px for large, heavy text (Lc 45), by weight.
    static let largeTextSizes: [(weight: Double, size: Double)] = [(400, 36), (700, 24)]

    /// The use case for a region of this role, size (points ≈ px) and weight.
    public static func of(role: RegionRole, fontSize: Double?, fontWeight: Double?) -> APCAUse {
        switch role {
        case .nonText: return .nonText
        case .decorative: return .decorative
        case .text, .largeText:
            guard let size = fontSize else { return role == .largeText ? .contentText : .bodyText }
            let weight = fontWeight ?? 400
            if let minimum = minimumSize(weight: weight, in: largeTextSizes), size >= minimum { return .largeText }
            if let minimum = minimumSize(weight: weight, in: contentTextSizes), size >= minimum { return .contentText }
            return .bodyText
        }
    }

    /// The size listed for the heaviest listed weight not above `weight`;
    /// nil when `weight` is lighter than every listed one.
    static func minimumSize(weight: Double, in table: [(weight: Double, size: Double)]) -> Double? {
        table.last { $0.weight <= weight }?.size
    }

    /// Bronze Simple Mode's minimum Lc for this use; nil for never failed.
    public var defaultLc: Double? {
        switch self {
        case .bodyText: return 75
        case .contentText: return 60
        case .largeText: return 45
        case .nonText: return 30
        case .decorative: return nil
        }
    }

    /// Prose name for rules: "body text", "non-text".
    var displayName: String {
        switch self {
        case .bodyText: return "body text"
        case .contentText: return "content text"
        case .largeText: return "large text"
        case .nonText: return "non-text"
        case .decorative: return "decorative"
        }
    }
}
