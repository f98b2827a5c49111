import ContrastGating
import ContrastTriage
import ContrastScanSupport
@testable import ContrastTriage
import Testing

@Suite("HTML report primitives: escaping, SHA-256, base64")
struct HTMLReportPrimitivesTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\" onerror='x' a=\"", "&quot; onerror=&#39;x&#39; a=&quot;"),
        ("a & b", "a &amp; b"),
        ("bell\u{07}nul\u{00}", "bell\u{FFFD}nul\u{FFFD}"),
        ("line\nbreak\ttab · é", "line\nbreak\ttab · é"),
    ])
    func untrustedTextCannotOpenATagOrLeaveAnAttribute(_ input: String, _ expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
    }

    @Test func sha256MatchesFIPSVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined() }
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func base64MatchesRFC4648Vectors() {
        for (input, output) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")] {
            #expect(Base64.encode(Array(input.utf8)) == output)
        }
    }

    @Test func thePolicyHashesTheExactStyleAndScriptTheReportCarries() {
        let policy = HTMLReportAssets.contentSecurityPolicy
        #expect(policy.contains("script-src " + HTMLReportAssets.hashSource(HTMLReportAssets.script)))
        #expect(policy.contains("style-src " + HTMLReportAssets.hashSource(HTMLReportAssets.style)))
        #expect(policy.hasPrefix("default-src 'none'; img-src data:;"))
        #expect(HTMLReportMarkup.tail.contains("<script>\(HTMLReportAssets.script)</script>"))
    }
}
