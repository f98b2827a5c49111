extension Appearance {
    /// How many axes this appearance names: the specificity of a policy override.
    var axisCount: Int {
        (colorScheme == nil ? 0 : 1) + (contrast == nil ? 0 : 1) + (level == nil ? 0 : 1)
    }

    /// Whether a screenshot taken in `actual` matches this selector: every axis
    /// named here is the same there. An axis the sidecar does not give never
    /// matches a named one, so an override for `dark` does not apply to a
    /// screenshot of unknown scheme.
    func matches(_ actual: Appearance?) -> Bool {
        (colorScheme == nil || colorScheme == actual?.colorScheme)
            && (contrast == nil || contrast == actual?.contrast)
            && (level == nil || level == actual?.level)
    }

    /// "dark, increased contrast, elevated": for rules and report titles.
    var summary: String {
        [colorScheme?.rawValue, contrast.map { "\($0.rawValue) contrast" }, level?.rawValue]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
