extension ContrastSuggestion {
    /// The suggestion as one line of a report, e.g.
    /// `TextSecondary #8E8E93 → #6D6D72 reaches 4.61:1 on #F2F2F7` (foreground) or
    /// `Caption #FFFFFF on #8E8E93 → #6D6D72 reaches 5.36:1` (background).
    ///
    /// What is reached is the WCAG ratio (2 decimals) or the signed APCA Lc
    /// (1 decimal), whichever the requirement names, truncated toward zero so
    /// that the sentence never claims more than the colours give.
    ///
    /// - Parameters:
    ///   - label: what the colour is, e.g. a region id or a token name; omitted when nil.
    ///   - originalText: how to print the replaced colour, e.g. its
    ///     `color(display-p3 …)` source; `original.hex` when nil.
    public func sentence(label: String? = nil, originalText: String? = nil) -> String {
        let before = originalText ?? original.hex
        let reached: String
        switch requirement {
        case .wcag:
            reached = DecimalText.string(ratio, fractionDigits: 2, rounding: .towardZero) + ":1"
        case .apca:
            reached = "Lc " + DecimalText.string(lightnessContrast, fractionDigits: 1, rounding: .towardZero)
        }
        let prefix = label.map { $0 + " " } ?? ""
        switch side {
        case .foreground:
            return "\(prefix)\(before) → \(hex) reaches \(reached) on \(background.hex)"
        case .background:
            return "\(prefix)\(foreground.hex) on \(before) → \(hex) reaches \(reached)"
        }
    }
}
