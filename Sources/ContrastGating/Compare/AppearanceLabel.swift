import ContrastScan
/// How an appearance is named in the matrix and in notes: the axes that differ from the
/// everyday default, joined by ` · ` — `light`, `dark`, `light · increased`,
/// `dark · increased · elevated`. `standard` contrast and the `base` level are left out,
/// so a sidecar that states them and one that does not land in the same column.
public enum AppearanceLabel {
    /// The label; `unspecified` when no axis is known.
    public static func text(_ appearance: Appearance?) -> String {
        guard let a = appearance else { return "unspecified" }
        var parts: [String] = []
        if let scheme = a.colorScheme { parts.append(scheme.rawValue) }
        if a.contrast == .increased { parts.append("increased") }
        if a.level == .elevated { parts.append("elevated") }
        return parts.isEmpty ? "unspecified" : parts.joined(separator: " · ")
    }

    /// Column order: base before elevated, standard before increased contrast, light before
    /// dark — so each light column sits beside its dark counterpart.
    static func sortKey(_ appearance: Appearance?) -> [Int] {
        let a = appearance ?? Appearance()
        let scheme: Int
        switch a.colorScheme {
        case .light: scheme = 0
        case .dark: scheme = 1
        case nil: scheme = 2
        }
        return [a.level == .elevated ? 1 : 0, a.contrast == .increased ? 1 : 0, scheme]
    }
}
