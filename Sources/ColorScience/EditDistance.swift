/// How many single-character edits turn one word into another, and the
/// nearest of a list of known words: the "did you mean" behind
/// `"blurple" is not a colour …; did you mean "purple"?`.
///
/// The distance is the optimal string alignment distance (Levenshtein plus
/// the swap of two neighbouring characters), so the common typing slips — a
/// letter missing, doubled, wrong or two letters swapped (`rbg` for `rgb`,
/// `anlyze` for `analyze`) — each cost one. It is public so the command line
/// can suggest subcommands and options with the same rule.
public enum EditDistance {
    /// The number of insertions, deletions, substitutions and swaps of two
    /// neighbouring characters that turn `a` into `b`. Case-sensitive; compares
    /// `Character`s (grapheme clusters), so `é` is one character however it is encoded.
    ///
    /// Runs in O(|a|·|b|) time; meant for words, not documents.
    public static func between(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the dynamic-programming table: the swap looks two rows back.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, ignoring case, or nil when none is close
    /// enough to be a plausible slip.
    ///
    /// "Close enough" is at most `maxDistance` edits, by default a third of the
    /// word's length (at least 1, at most 3): `blurple` → `purple` (2 edits),
    /// `gren` → `green` (1), while `xyz` suggests nothing from the colour names.
    /// A candidate equal to `word` (ignoring case) is returned as is. Ties go to
    /// the earliest candidate in `candidates`' order, so the answer is stable.
    ///
    /// - Parameters:
    ///   - word: what the user typed.
    ///   - candidates: the words that would have been accepted.
    ///   - maxDistance: the largest distance still suggested; nil for the default.
    public static func closest(to word: String, among candidates: some Sequence<String>,
                               maxDistance: Int? = nil) -> String? {
        let typed = word.lowercased()
        let limit = maxDistance ?? min(3, max(1, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(typed, candidate.lowercased())
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }
}
