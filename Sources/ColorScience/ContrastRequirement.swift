/// The contrast a text/background pair must reach: a WCAG 2.x ratio or an APCA Lc.
public enum ContrastRequirement: Sendable, Hashable, CustomStringConvertible {
    /// A WCAG 2.x contrast ratio of at least this, e.g. 4.5 (text, AA), 3 (large
    /// text), 7 (AAA). Compared unrounded: 4.499 does not meet 4.5.
    case wcag(minimumRatio: Double)
    /// An APCA Lc of at least this magnitude, e.g. 75 (body text), 60, 45.
    /// The sign (dark-on-light positive, light-on-dark negative) is ignored.
    case apca(minimumLc: Double)

    /// Whether `text` on `background` meets the requirement.
    ///
    /// APCA is not symmetric: it measures `text` on `background`, in that order.
    public func isMet(text: RGB, background: RGB) -> Bool {
        switch self {
        case .wcag(let minimum):
            return WCAG.contrastRatio(text, background) >= minimum
        case .apca(let minimum):
            return abs(APCA.lightnessContrast(text: text, background: background)) >= minimum
        }
    }

    /// `4.5:1` or `Lc 75`.
    public var description: String {
        switch self {
        case .wcag(let minimum): return DecimalText.string(minimum, fractionDigits: 2) + ":1"
        case .apca(let minimum): return "Lc " + DecimalText.string(minimum, fractionDigits: 1)
        }
    }
}
