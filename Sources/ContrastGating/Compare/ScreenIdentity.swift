import ContrastScan
/// Which screen a screenshot shows and in which appearance, for the appearance matrix:
/// screens are its rows, appearances its columns.
///
/// The appearance is the sidecar's `appearance`; axes it leaves out are taken from the
/// file name, whose convention is `SCREEN~TOKEN~TOKEN.png` with tokens `light`, `dark`,
/// `standard`, `increased`, `base`, `elevated` in any order (`settings~dark~increased.png`).
/// Trailing `-TOKEN` words are read the same way (`settings-dark.png`,
/// `card-dark-elevated.png`). The screen is the path without its extension and without
/// those tokens, so `auth/login~dark.png` and `auth/login~light.png` are one screen
/// (`auth/login`); any other token stays in the name (`settings~ipad~dark.png` is screen
/// `settings~ipad`).
public struct ScreenIdentity: Sendable, Equatable {
    /// The screen: relative path without extension and appearance tokens.
    public var screen: String
    /// The appearance: the sidecar's, completed from the file name.
    public var appearance: Appearance?

    public init(screen: String, appearance: Appearance?) {
        self.screen = screen
        self.appearance = appearance
    }

    /// The identity of the screenshot at relative `path`, whose sidecar says `appearance`.
    public init(path: String, appearance sidecarAppearance: Appearance?) {
        var folder = "", file = path
        if let slash = path.lastIndex(of: "/") {
            folder = String(path[...slash])
            file = String(path[path.index(after: slash)...])
        }
        if let dot = file.lastIndex(of: "."), dot != file.startIndex { file = String(file[..<dot]) }

        var named = Appearance()
        var tokens = file.split(separator: "~", omittingEmptySubsequences: false).map(String.init)
        var kept = [tokens.removeFirst()]
        for token in tokens where !Self.apply(token, to: &named) { kept.append(token) }
        // Trailing dash words: card-dark-elevated → card.
        var words = kept[0].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        while words.count > 1, let last = words.last, Self.apply(last, to: &named) { words.removeLast() }
        kept[0] = words.joined(separator: "-")
        if kept.joined().isEmpty { kept = [file] }   // "~dark.png": no screen name left

        var merged = sidecarAppearance ?? Appearance()
        merged.colorScheme = merged.colorScheme ?? named.colorScheme
        merged.contrast = merged.contrast ?? named.contrast
        merged.level = merged.level ?? named.level
        let known = merged.colorScheme != nil || merged.contrast != nil || merged.level != nil
        self.init(screen: folder + kept.joined(separator: "~"), appearance: known ? merged : nil)
    }

    /// Sets the axis `token` names (case-insensitive); false when it names none.
    private static func apply(_ token: String, to appearance: inout Appearance) -> Bool {
        let word = token.lowercased()
        if let scheme = Appearance.ColorScheme(rawValue: word) {
            appearance.colorScheme = appearance.colorScheme ?? scheme
        } else if let contrast = Appearance.Contrast(rawValue: word) {
            appearance.contrast = appearance.contrast ?? contrast
        } else if let level = Appearance.Level(rawValue: word) {
            appearance.level = appearance.level ?? level
        } else {
            return false
        }
        return true
    }
}
