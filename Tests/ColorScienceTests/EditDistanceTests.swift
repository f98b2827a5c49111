import ColorScience
import Testing

@Suite("Edit distance")
struct EditDistanceTests {
    /// Textbook values: kitten → sitting is 3 (two substitutions, one insertion).
    @Test("counts insertions, deletions, substitutions and neighbour swaps", arguments: [
        ("kitten", "sitting", 3), ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
        ("rgb", "rbg", 1), ("ab", "ba", 1), ("anlyze", "analyze", 1), ("analyse", "analyze", 1),
        ("formt", "format", 1), ("blurple", "purple", 2), ("ca", "abc", 3), ("Green", "green", 1),
        ("héllo", "hello", 1),
    ])
    func counts(_ a: String, _ b: String, _ expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected, "symmetric")
    }

    @Test func suggestsTheClosestCandidateIgnoringCase() {
        let subcommands = ["analyze", "ratio", "record", "compare", "batch", "merge", "help"]
        #expect(EditDistance.closest(to: "anlyze", among: subcommands) == "analyze")
        #expect(EditDistance.closest(to: "analyse", among: subcommands) == "analyze")
        #expect(EditDistance.closest(to: "RATIO", among: subcommands) == "ratio")
        #expect(EditDistance.closest(to: "compaer", among: subcommands) == "compare")
        #expect(EditDistance.closest(to: "formt", among: ["format", "minimum", "output"]) == "format")
    }

    @Test func suggestsNothingWhenNothingIsClose() {
        #expect(EditDistance.closest(to: "xyz", among: ["analyze", "ratio"]) == nil)
        #expect(EditDistance.closest(to: "zzzz", among: CSSColorNamesForTests.some) == nil)
        #expect(EditDistance.closest(to: "a", among: [String]()) == nil)
    }

    /// The default limit is a third of the word's length, at least 1 and at most 3.
    @Test func limitGrowsWithTheWord() {
        #expect(EditDistance.closest(to: "ab", among: ["xy"]) == nil)              // 2 edits, limit 1
        #expect(EditDistance.closest(to: "abcdef", among: ["abcdxy"]) == "abcdxy") // 2 edits, limit 2
        #expect(EditDistance.closest(to: "abcdefghijklmnop", among: ["abcdefghijklwxyz"]) == nil) // 4 edits, limit 3
        #expect(EditDistance.closest(to: "ab", among: ["xy"], maxDistance: 2) == "xy")
    }

    @Test func tiesGoToTheEarliestCandidate() {
        #expect(EditDistance.closest(to: "grat", among: ["gray", "grab", "great"]) == "gray")
        #expect(EditDistance.closest(to: "grat", among: ["grab", "gray"]) == "grab")
    }
}

private enum CSSColorNamesForTests {
    static let some = ["red", "green", "blue", "purple", "white", "black"]
}
