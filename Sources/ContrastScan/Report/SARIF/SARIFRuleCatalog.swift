/// The rules contrastscan reports under in SARIF: one per requirement a
/// region can be held to, each with the page that explains it.
///
/// A run lists all of them (`rules`, in `Key.allCases` order), so a rule's
/// `ruleIndex` is the same in every log and its `id` never changes: code
/// scanning keys its alerts on it. Which rule a region's result names follows
/// from where its threshold came from (`ContrastPolicy.Requirement`): the
/// built-in WCAG level of its role (1.4.6 when the screenshot was taken with
/// Increase Contrast), the APCA use case, the policy file, or the sidecar's
/// own `minimumRatio`/`minimumLc`; a region held to two standards names the
/// one it failed (or, failing both, the WCAG one).
public enum SARIFRuleCatalog {
    /// One rule of the catalogue.
    public enum Key: Hashable, Sendable, CaseIterable {
        /// WCAG 1.4.3 Contrast (Minimum), text: 4.5:1.
        case wcagText
        /// WCAG 1.4.3, large text: 3:1.
        case wcagLargeText
        /// WCAG 1.4.11 Non-text Contrast: 3:1.
        case wcagNonText
        /// WCAG 1.4.6 Contrast (Enhanced), text: 7:1 (applied with Increase Contrast).
        case wcagEnhancedText
        /// WCAG 1.4.6, large text: 4.5:1.
        case wcagEnhancedLargeText
        /// APCA Bronze Simple Mode body text: Lc 75.
        case apcaBodyText
        /// APCA content text: Lc 60.
        case apcaContentText
        /// APCA large, heavy text: Lc 45.
        case apcaLargeText
        /// APCA non-text: Lc 30.
        case apcaNonText
        /// A WCAG ratio the policy file sets for this role.
        case policyWCAG(RegionRole)
        /// An APCA Lc the policy file sets for this use.
        case policyAPCA(APCAUse)
        /// The region's own `minimumRatio` in the sidecar.
        case sidecarMinimumRatio
        /// The region's own `minimumLc` in the sidecar.
        case sidecarMinimumLc
        /// `compare`: the region's contrast fell against the recorded baseline.
        case baselineRegression

        public static let allCases: [Key] =
            [.wcagText, .wcagLargeText, .wcagNonText, .wcagEnhancedText, .wcagEnhancedLargeText,
             .apcaBodyText, .apcaContentText, .apcaLargeText, .apcaNonText]
            + RegionRole.allCases.map(Key.policyWCAG) + APCAUse.allCases.map(Key.policyAPCA)
            + [.sidecarMinimumRatio, .sidecarMinimumLc, .baselineRegression]
    }

    /// The WCAG Understanding pages (WCAG 2.2).
    public static let contrastMinimumURI = "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
    public static let contrastEnhancedURI = "https://www.w3.org/WAI/WCAG22/Understanding/contrast-enhanced.html"
    public static let nonTextContrastURI = "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
    /// APCA's Bronze Simple Mode, where the built-in APCA levels come from.
    public static let apcaURI = "https://readtech.org/ARC/tests/bronze-simple-mode/"

    /// Every rule, in `Key.allCases` order: what a run's `tool.driver.rules` holds.
    public static let rules: [SARIFReportingDescriptor] = Key.allCases.map(descriptor)

    /// The position of `key`'s rule in `rules`: the result's `ruleIndex`.
    public static func index(of key: Key) -> Int {
        Key.allCases.firstIndex(of: key) ?? 0
    }

    /// The rule for `key`.
    public static func rule(_ key: Key) -> SARIFReportingDescriptor {
        rules[index(of: key)]
    }

    /// The built-in WCAG rule for a region of `role`: 1.4.3 or 1.4.11, or 1.4.6
    /// for text on a screenshot taken with Increase Contrast. Nil for decorative
    /// regions, which no built-in WCAG level fails.
    public static func wcag(role: RegionRole, increasedContrast: Bool) -> Key? {
        switch role {
        case .text: return increasedContrast ? .wcagEnhancedText : .wcagText
        case .largeText: return increasedContrast ? .wcagEnhancedLargeText : .wcagLargeText
        case .nonText: return .wcagNonText
        case .decorative: return nil
        }
    }

    /// The built-in APCA rule for a use case; nil for decorative, which no built-in level fails.
    public static func apca(use: APCAUse) -> Key? {
        switch use {
        case .bodyText: return .apcaBodyText
        case .contentText: return .apcaContentText
        case .largeText: return .apcaLargeText
        case .nonText: return .apcaNonText
        case .decorative: return nil
        }
    }

    // MARK: The texts

    private static let fix = "Darken the foreground or lighten the background (the reverse on a dark background) "
        + "until the contrast reaches the requirement; the result's message gives the measured value, the "
        + "requirement and a nearby colour that meets it."

    private static func descriptor(_ key: Key) -> SARIFReportingDescriptor {
        let (id, name, short, full, uri, tags) = texts(key)
        return SARIFReportingDescriptor(
            id: id, name: name,
            shortDescription: SARIFMultiformatMessageString(text: short),
            fullDescription: SARIFMultiformatMessageString(text: full),
            help: SARIFMultiformatMessageString(text: full + " " + fix + " See " + uri,
                                                markdown: full + " " + fix + " See [the explanation](\(uri))."),
            helpUri: uri,
            defaultConfiguration: SARIFReportingConfiguration(level: .error),
            properties: SARIFPropertyBag(tags: ["accessibility", "contrast"] + tags))
    }

    private static func texts(_ key: Key) -> (id: String, name: String, short: String, full: String,
                                              uri: String, tags: [String]) {
        switch key {
        case .wcagText:
            return ("wcag/1.4.3/text", "TextContrastMinimum", "Text contrast below 4.5:1 (WCAG 1.4.3)",
                    "WCAG 2 success criterion 1.4.3 Contrast (Minimum), level AA: text needs a contrast ratio of "
                    + "at least 4.5:1 against its background.", contrastMinimumURI, ["wcag-1.4.3", "wcag-aa"])
        case .wcagLargeText:
            return ("wcag/1.4.3/large-text", "LargeTextContrastMinimum", "Large text contrast below 3:1 (WCAG 1.4.3)",
                    "WCAG 2 success criterion 1.4.3 Contrast (Minimum), level AA: large text (at least 18 pt, or "
                    + "14 pt bold) needs a contrast ratio of at least 3:1 against its background.",
                    contrastMinimumURI, ["wcag-1.4.3", "wcag-aa"])
        case .wcagNonText:
            return ("wcag/1.4.11/non-text", "NonTextContrast", "Non-text contrast below 3:1 (WCAG 1.4.11)",
                    "WCAG 2 success criterion 1.4.11 Non-text Contrast, level AA: icons, controls' boundaries and "
                    + "graphics needed to understand the content need a contrast ratio of at least 3:1 against "
                    + "adjacent colours.", nonTextContrastURI, ["wcag-1.4.11", "wcag-aa"])
        case .wcagEnhancedText:
            return ("wcag/1.4.6/text", "TextContrastEnhanced", "Text contrast below 7:1 (WCAG 1.4.6, Increase Contrast)",
                    "WCAG 2 success criterion 1.4.6 Contrast (Enhanced), level AAA: text needs a contrast ratio of "
                    + "at least 7:1. contrastscan holds screenshots taken with Increase Contrast to it: the user "
                    + "asked for more contrast.", contrastEnhancedURI, ["wcag-1.4.6", "wcag-aaa"])
        case .wcagEnhancedLargeText:
            return ("wcag/1.4.6/large-text", "LargeTextContrastEnhanced",
                    "Large text contrast below 4.5:1 (WCAG 1.4.6, Increase Contrast)",
                    "WCAG 2 success criterion 1.4.6 Contrast (Enhanced), level AAA: large text needs a contrast "
                    + "ratio of at least 4.5:1. contrastscan holds screenshots taken with Increase Contrast to it.",
                    contrastEnhancedURI, ["wcag-1.4.6", "wcag-aaa"])
        case .apcaBodyText:
            return ("apca/body-text", "APCABodyText", "Body text below APCA Lc 75",
                    "APCA (Bronze Simple Mode): body text needs a lightness contrast |Lc| of at least 75 (90 "
                    + "with Increase Contrast).", apcaURI, ["apca"])
        case .apcaContentText:
            return ("apca/content-text", "APCAContentText", "Content text below APCA Lc 60",
                    "APCA (Bronze Simple Mode): content text that is not body text (larger or heavier) needs "
                    + "|Lc| of at least 60 (75 with Increase Contrast).", apcaURI, ["apca"])
        case .apcaLargeText:
            return ("apca/large-text", "APCALargeText", "Large text below APCA Lc 45",
                    "APCA (Bronze Simple Mode): large, heavy text such as headlines needs |Lc| of at least 45 "
                    + "(60 with Increase Contrast).", apcaURI, ["apca"])
        case .apcaNonText:
            return ("apca/non-text", "APCANonText", "Non-text below APCA Lc 30",
                    "APCA (Bronze Simple Mode): large, solid non-text elements such as icons need |Lc| of at "
                    + "least 30.", apcaURI, ["apca"])
        case .policyWCAG(let role):
            let what = role == .largeText ? "large text" : role == .nonText ? "non-text" : role.rawValue
            let uri = role == .nonText ? nonTextContrastURI : contrastMinimumURI
            return ("policy/wcag/\(slug(role.rawValue))", "Policy\(pascal(role.rawValue))Contrast",
                    "\(capitalised(what)) contrast below the policy's ratio",
                    "The policy file (--policy) sets the WCAG 2 contrast ratio \(what) regions must reach; the "
                    + "result's message names the file, the threshold and the appearance it applies to.",
                    uri, ["policy", "wcag2"])
        case .policyAPCA(let use):
            return ("policy/apca/\(slug(use.rawValue))", "PolicyAPCA\(pascal(use.rawValue))",
                    "\(capitalised(use.displayName)) below the policy's APCA Lc",
                    "The policy file (--policy) sets the APCA lightness contrast |Lc| \(use.displayName) regions "
                    + "must reach; the result's message names the file, the threshold and the appearance it "
                    + "applies to.", apcaURI, ["policy", "apca"])
        case .sidecarMinimumRatio:
            return ("sidecar/minimum-ratio", "RegionMinimumRatio", "Contrast below the region's own minimum ratio",
                    "The sidecar sets this region's own minimum WCAG 2 contrast ratio (minimumRatio), e.g. a "
                    + "brand colour held to a contract's 5:1.", contrastMinimumURI, ["sidecar", "wcag2"])
        case .sidecarMinimumLc:
            return ("sidecar/minimum-lc", "RegionMinimumLc", "Contrast below the region's own minimum APCA Lc",
                    "The sidecar sets this region's own minimum APCA lightness contrast (minimumLc), e.g. Lc 30 "
                    + "for placeholder text.", apcaURI, ["sidecar", "apca"])
        case .baselineRegression:
            return ("baseline/regression", "ContrastRegression", "Contrast fell against the recorded baseline",
                    "compare: the region's contrast is lower than in the recorded baseline by more than the "
                    + "tolerance, or it passed there and fails now; the message gives both values.",
                    contrastMinimumURI, ["regression"])
        }
    }

    /// `largeText` → `large-text`.
    private static func slug(_ camel: String) -> String {
        camel.reduce(into: "") { out, c in
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
    }

    /// `largeText` → `LargeText`.
    private static func pascal(_ camel: String) -> String {
        camel.prefix(1).uppercased() + camel.dropFirst()
    }

    /// `non-text` → `Non-text`.
    private static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
