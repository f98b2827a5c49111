import ContrastScanSupport
import Testing

@Suite("Markup escaping: untrusted text in HTML and XML")
struct MarkupEscapingTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\" onerror='x' a=\"", "&quot; onerror=&#39;x&#39; a=&quot;"),
        ("a & b", "a &amp; b"),
        ("bell\u{07}nul\u{00}", "bell\u{FFFD}nul\u{FFFD}"),
        ("line\nbreak\ttab · é", "line\nbreak\ttab · é"),
    ])
    func untrustedTextCannotOpenATagOrLeaveAnAttribute(_ input: String, _ expected: String) {
        #expect(MarkupEscaping.html(input) == expected)
    }

    @Test(arguments: [
        ("a<b>&c", "a&lt;b&gt;&amp;c", "a&lt;b&gt;&amp;c"),
        ("say \"hi\" 'x'", "say \"hi\" 'x'", "say &quot;hi&quot; &apos;x&apos;"),
        ("line\nbreak\ttab\r", "line\nbreak\ttab&#13;", "line&#10;break&#9;tab&#13;"),
        ("nul\u{00}esc\u{1B}\u{FFFE}", "nul\u{FFFD}esc\u{FFFD}\u{FFFD}", "nul\u{FFFD}esc\u{FFFD}\u{FFFD}"),
    ])
    func xmlKeepsEveryDocumentWellFormed(_ input: String, _ text: String, _ attribute: String) {
        #expect(MarkupEscaping.xmlText(input) == text)
        #expect(MarkupEscaping.xmlAttribute(input) == attribute)
    }
}
