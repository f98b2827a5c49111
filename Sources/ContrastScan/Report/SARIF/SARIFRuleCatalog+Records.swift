extension SARIFRuleCatalog {
    /// The rule a region's result names, read from the rule text the report holds
    /// (`RegionRecord.rule`, written by `ContrastPolicy`): "WCAG 1.4.3 text 4.5:1",
    /// "APCA body text Lc 75", "policy team.json: WCAG nonText 3.5:1", "sidecar
    /// minimumRatio 5:1". Under two standards ("…; …") the one the region fails
    /// is named, the WCAG one when it fails both or neither decides it.
    /// - Returns: nil when the text names no rule of the catalogue (an older file).
    public static func key(for region: RegionRecord) -> Key? {
        let parts = (region.rule ?? "").components(separatedBy: "; ")
        let wcagFails = region.ratio.flatMap { ratio in region.threshold.map { ratio < $0 } } ?? false
        let apcaFails = region.apcaLc.flatMap { lc in region.minimumLc.map { abs(lc) < $0 } } ?? false
        let keys = parts.compactMap(key(forRule:))
        if apcaFails && !wcagFails, let apca = keys.first(where: isAPCA) { return apca }
        return keys.first(where: { !isAPCA($0) }) ?? keys.first
    }

    /// The rule one rule text names; nil for a text of no rule.
    static func key(forRule text: String) -> Key? {
        if text.hasPrefix("sidecar minimumRatio") { return .sidecarMinimumRatio }
        if text.hasPrefix("sidecar minimumLc") { return .sidecarMinimumLc }
        if text.hasPrefix("policy "), let colon = text.firstRange(of: ": ") {
            let body = text[colon.upperBound...]
            let words = body.split(separator: " ").map(String.init)
            guard words.count >= 2 else { return nil }
            if words[0] == "WCAG", let role = RegionRole(rawValue: words[1]) { return .policyWCAG(role) }
            if words[0] == "APCA", let use = APCAUse(rawValue: words[1]) { return .policyAPCA(use) }
            return nil
        }
        let builtIn: [(prefix: String, key: Key)] = [
            ("WCAG 1.4.3 large text", .wcagLargeText), ("WCAG 1.4.3 text", .wcagText),
            ("WCAG 1.4.6 large text", .wcagEnhancedLargeText), ("WCAG 1.4.6 text", .wcagEnhancedText),
            ("WCAG 1.4.11", .wcagNonText),
        ] + APCAUse.allCases.compactMap { use in apca(use: use).map { ("APCA \(use.displayName)", $0) } }
        return builtIn.first { text.hasPrefix($0.prefix) }?.key
    }

    private static func isAPCA(_ key: Key) -> Bool {
        switch key {
        case .apcaBodyText, .apcaContentText, .apcaLargeText, .apcaNonText, .policyAPCA, .sidecarMinimumLc: return true
        default: return false
        }
    }
}
