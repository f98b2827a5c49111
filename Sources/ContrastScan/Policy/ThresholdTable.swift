/// A minimum contrast a region must reach, or none.
public enum Threshold: Sendable, Equatable {
    /// Measured and reported, never failed (`null` in a policy file).
    case never
    /// At least this WCAG ratio or APCA |Lc|.
    case minimum(Double)

    /// The minimum, or nil for `never`.
    public var value: Double? {
        if case .minimum(let v) = self { return v }
        return nil
    }
}

/// Thresholds by category (a WCAG role or an APCA use), with overrides for
/// particular appearances: the shape of one standard's block in a policy
/// file, and of the built-in defaults.
///
/// Lookup, for one category and a screenshot's appearance: among the
/// overrides that match the appearance and set the category, the one naming
/// the most appearance axes wins, and between equally specific ones the later
/// in the list wins (as in CSS); when none does, the general value applies;
/// when there is none, the table has nothing to say and the next layer (the
/// built-in defaults) decides.
public struct ThresholdTable<Category: Hashable & Sendable>: Sendable, Equatable {
    /// Thresholds for screenshots taken in a particular appearance.
    public struct Override: Sendable, Equatable {
        /// The axes that must match; an axis left nil matches any value.
        public var when: Appearance
        /// The categories this override sets; the others fall through.
        public var thresholds: [Category: Threshold]

        /// An override for screenshots whose appearance matches `when`.
        public init(when: Appearance, thresholds: [Category: Threshold]) {
            self.when = when
            self.thresholds = thresholds
        }
    }

    /// Where a looked-up threshold came from.
    public enum Origin: Sendable, Equatable {
        case general
        /// An override, named by its appearance.
        case appearance(Appearance)
    }

    /// Thresholds for every appearance.
    public var general: [Category: Threshold]
    /// Thresholds for particular appearances, in file order (later wins a tie).
    public var overrides: [Override]

    /// A table; a category left out of both falls through to the next layer.
    public init(general: [Category: Threshold] = [:], overrides: [Override] = []) {
        self.general = general
        self.overrides = overrides
    }

    /// A table that sets nothing, so every lookup falls through.
    public static var empty: ThresholdTable { ThresholdTable() }

    /// The threshold for `category` on a screenshot taken in `appearance`, and
    /// where it came from; nil when this table does not set it.
    public func lookup(_ category: Category, appearance: Appearance?) -> (threshold: Threshold, origin: Origin)? {
        var best: (specificity: Int, override: Override, threshold: Threshold)?
        for override in overrides where override.when.matches(appearance) {
            guard let threshold = override.thresholds[category] else { continue }
            let specificity = override.when.axisCount
            if specificity >= (best?.specificity ?? 0) { best = (specificity, override, threshold) }
        }
        if let best { return (best.threshold, .appearance(best.override.when)) }
        return general[category].map { ($0, .general) }
    }
}
