import ContrastScan
import Testing

@Suite("SARIF rule catalogue")
struct SARIFRuleCatalogTests {
    @Test func everyRuleIsCompleteAndUnique() {
        let rules = SARIFRuleCatalog.rules
        #expect(rules.count == SARIFRuleCatalog.Key.allCases.count)
        #expect(Set(rules.map(\.id)).count == rules.count, "ids are unique")
        #expect(Set(rules.compactMap(\.name)).count == rules.count, "names are unique")
        for rule in rules {
            #expect(rule.name?.first?.isUppercase == true, "\(rule.id)")
            #expect(rule.shortDescription?.text.isEmpty == false, "\(rule.id)")
            #expect(rule.fullDescription?.text.isEmpty == false, "\(rule.id)")
            #expect(rule.help?.text.contains(rule.helpUri ?? "?") == true, "\(rule.id): help ends with the link")
            #expect(rule.helpUri?.hasPrefix("https://") == true, "\(rule.id)")
            #expect(rule.defaultConfiguration?.level == .error, "\(rule.id)")
            #expect(rule.properties?["tags"] != nil, "\(rule.id)")
        }
    }

    @Test func indexIsThePositionInTheRules() {
        for key in SARIFRuleCatalog.Key.allCases {
            #expect(SARIFRuleCatalog.rules[SARIFRuleCatalog.index(of: key)] == SARIFRuleCatalog.rule(key))
        }
    }

    /// Ids are what code scanning keys alerts on: these must never change.
    @Test("built-in rules have stable ids and link the WCAG Understanding page", arguments: [
        (SARIFRuleCatalog.Key.wcagText, "wcag/1.4.3/text", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        (.wcagLargeText, "wcag/1.4.3/large-text", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        (.wcagNonText, "wcag/1.4.11/non-text", "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"),
        (.wcagEnhancedText, "wcag/1.4.6/text", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html"),
        (.wcagEnhancedLargeText, "wcag/1.4.6/large-text", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html"),
        (.apcaBodyText, "apca/body-text", "https://readtech.org/ARC/tests/bronze-simple-mode/"),
        (.apcaContentText, "apca/content-text", "https://readtech.org/ARC/tests/bronze-simple-mode/"),
        (.apcaLargeText, "apca/large-text", "https://readtech.org/ARC/tests/bronze-simple-mode/"),
        (.apcaNonText, "apca/non-text", "https://readtech.org/ARC/tests/bronze-simple-mode/"),
        (.policyWCAG(.largeText), "policy/wcag/large-text", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        (.policyWCAG(.nonText), "policy/wcag/non-text", "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"),
        (.policyAPCA(.bodyText), "policy/apca/body-text", "https://readtech.org/ARC/tests/bronze-simple-mode/"),
        (.sidecarMinimumRatio, "sidecar/minimum-ratio", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        (.sidecarMinimumLc, "sidecar/minimum-lc", "https://readtech.org/ARC/tests/bronze-simple-mode/"),
        (.baselineRegression, "baseline/regression", "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
    ])
    func builtInRules(_ key: SARIFRuleCatalog.Key, _ id: String, _ helpUri: String) {
        #expect(SARIFRuleCatalog.rule(key).id == id)
        #expect(SARIFRuleCatalog.rule(key).helpUri == helpUri)
    }

    @Test func choosesTheWCAGCriterionByRoleAndAppearance() {
        #expect(SARIFRuleCatalog.wcag(role: .text, increasedContrast: false) == .wcagText)
        #expect(SARIFRuleCatalog.wcag(role: .text, increasedContrast: true) == .wcagEnhancedText)
        #expect(SARIFRuleCatalog.wcag(role: .largeText, increasedContrast: false) == .wcagLargeText)
        #expect(SARIFRuleCatalog.wcag(role: .largeText, increasedContrast: true) == .wcagEnhancedLargeText)
        // WCAG 1.4.6 leaves non-text alone: 1.4.11 either way.
        #expect(SARIFRuleCatalog.wcag(role: .nonText, increasedContrast: true) == .wcagNonText)
        #expect(SARIFRuleCatalog.wcag(role: .decorative, increasedContrast: false) == nil)
        #expect(SARIFRuleCatalog.apca(use: .contentText) == .apcaContentText)
        #expect(SARIFRuleCatalog.apca(use: .decorative) == nil)
    }

    @Test func shortDescriptionsStateTheThreshold() {
        #expect(SARIFRuleCatalog.rule(.wcagText).shortDescription?.text == "Text contrast below 4.5:1 (WCAG 1.4.3)")
        #expect(SARIFRuleCatalog.rule(.wcagNonText).shortDescription?.text == "Non-text contrast below 3:1 (WCAG 1.4.11)")
        #expect(SARIFRuleCatalog.rule(.apcaBodyText).shortDescription?.text == "Body text below APCA Lc 75")
    }
}
