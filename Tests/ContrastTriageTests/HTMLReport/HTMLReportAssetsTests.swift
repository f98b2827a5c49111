@testable import ContrastTriage
import Testing

@Suite("HTML report assets: the Content-Security-Policy hashes what the report carries")
struct HTMLReportAssetsTests {
    @Test func thePolicyHashesTheExactStyleAndScriptTheReportCarries() {
        let policy = HTMLReportAssets.contentSecurityPolicy
        #expect(policy.contains("script-src " + HTMLReportAssets.hashSource(HTMLReportAssets.script)))
        #expect(policy.contains("style-src " + HTMLReportAssets.hashSource(HTMLReportAssets.style)))
        #expect(policy.hasPrefix("default-src 'none'; img-src data:;"))
        #expect(HTMLReportMarkup.tail.contains("<script>\(HTMLReportAssets.script)</script>"))
    }
}
