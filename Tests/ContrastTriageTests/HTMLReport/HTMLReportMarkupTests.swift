@testable import ContrastTriage
import ContrastScan
import ContrastScanSupport
import Foundation
import PNGCodec
import Testing

@Suite("HTML report markup: each card explains its worst region")
struct HTMLReportMarkupTests {
    static func region(_ id: String, text: String? = nil, ratio: Double, threshold: Double = 4.5, verdict: Verdict,
                       detected: Bool = false, suggestions: [RegionRecord.Suggestion] = []) -> RegionRecord {
        RegionRecord(id: id, text: text, detected: detected, pixelRect: PixelRect(x: 10, y: 10, width: 40, height: 12),
                     foreground: "#6E6E73", background: "#B5C1BE", ratio: ratio, apcaLc: 38, threshold: threshold,
                     verdict: verdict, confidence: 1, suggestions: suggestions)
    }

    static let textFix = RegionRecord.Suggestion(side: "foreground", from: "#6E6E73", to: "#4D4D52", ratio: 4.53, apcaLc: 60,
                                                 meets: "4.5:1", sentence: "#6E6E73 → #4D4D52 reaches 4.53:1 on #B5C1BE")
    static let backgroundFix = RegionRecord.Suggestion(side: "background", from: "#B5C1BE", to: "#E8F4F1", ratio: 4.5, apcaLc: 61,
                                                       meets: "4.5:1", sentence: "#6E6E73 on #B5C1BE → #E8F4F1 reaches 4.5:1")

    static func card(_ regions: [RegionRecord], detected: Bool = false, original: String? = nil) -> String {
        let record = ImageRecord(image: "shots/a.png", width: 390, height: 844, regionsDetected: detected, regions: regions)
        return HTMLReportMarkup.card(record, number: 1, thumbnail: nil, original: original)
    }

    /// A region in review explains itself with the note that put it there: a shadow set aside is
    /// how the background was read, not why the pixels cannot decide (seed 65's clock showed it).
    @Test func aReviewCardGivesTheDoubtNotTheShadowSetAside() throws {
        var clock = Self.region("r02", text: "10:08", ratio: 3.16, threshold: 3, verdict: .review)
        let doubt = "the glyph colour measured is reached only in part of the line"
        clock.warnings = [ContrastEstimator.shadowNote, doubt]
        let html = Self.card([clock])
        let line = try #require(html.components(separatedBy: "<p class=\"worst\">").dropFirst().first?.components(separatedBy: "</p>").first)
        #expect(line.contains("<span class=\"fix\">\(doubt)</span>"), "\(line)")
        #expect(!line.contains("shadow"))
        // The table still lists every note.
        #expect(html.contains("a shadow or halo around the glyphs was seen"))
    }

    @Test func theCardLeadsWithItsWorstRegionHowFarBelowAndTheFix() throws {
        let html = Self.card([
            Self.region("title", text: "Account", ratio: 9.1, verdict: .pass),
            Self.region("updated", text: "Updated 2 min ago", ratio: 2.73, verdict: .fail, suggestions: [Self.textFix, Self.backgroundFix]),
        ])
        let line = try #require(html.components(separatedBy: "<p class=\"worst\">").dropFirst().first?.components(separatedBy: "</p>").first)
        #expect(line.contains("<b class=\"sev sev-fail\">fails</b>"))
        #expect(line.contains("<q>Updated 2 min ago</q>"))
        #expect(line.contains("2.73:1, −39% below 4.50:1"))
        #expect(line.contains("fix: text colour: #6E6E73 → #4D4D52 reaches 4.53:1"))
        // The worst line comes before the picture; the table lists the worst first.
        #expect(html.range(of: "class=\"worst\"")!.lowerBound < html.range(of: "class=\"frame\"")!.lowerBound)
        #expect(html.contains("<tr id=\"s1-1\" class=\"r-fail\"><td><b class=\"b-fail\">fail</b></td><td>updated</td>"))
        #expect(html.contains("aria-labelledby=\"s1-1\""))
    }

    @Test("severity bands: invisible below 1.5:1, a near miss within 10%, else fails",
          arguments: [(1.30, RegionSeverity.invisible), (1.49, .invisible), (2.73, .failing), (4.04, .failing), (4.06, .nearMiss), (4.49, .nearMiss)])
    func severityBands(_ ratio: Double, _ expected: RegionSeverity) {
        #expect(RegionSeverity(Self.region("r", ratio: ratio, verdict: .fail)) == expected)
    }

    @Test func aNearMissAndInvisibleTextAreStyledApart() {
        let near = Self.card([Self.region("r", ratio: 4.49, verdict: .fail)])
        let invisible = Self.card([Self.region("r", ratio: 1.30, verdict: .fail)])
        #expect(near.contains("<article class=\"shot c-fail sev-near\""))
        #expect(near.contains("<b class=\"sev sev-near\">near miss</b>"))
        #expect(near.contains("−0.2% below 4.50:1"))
        #expect(near.contains("class=\"r-fail s-near\""))
        #expect(invisible.contains("<article class=\"shot c-fail sev-inv\""))
        #expect(invisible.contains("<b class=\"sev sev-inv\">nearly invisible</b>"))
        #expect(invisible.contains("class=\"r-fail s-inv\""))
    }

    @Test func detectedRegionsAreMarkedOnTheCardAndInTheTable() {
        let html = Self.card([Self.region("line-y1050-x0572", ratio: 1.2, verdict: .fail, detected: true)], detected: true)
        #expect(html.contains("text line <code>line-y1050-x0572</code> <i class=\"det\">detected</i>"))
        #expect(html.contains("<td>line-y1050-x0572 <i class=\"det\">detected</i></td>"))
        #expect(html.contains("regions detected (no sidecar)"))
    }

    @Test func fixLinesSayWhichSideTheyChange() {
        #expect(HTMLReportMarkup.fixLine(Self.textFix) == "text colour: #6E6E73 → #4D4D52 reaches 4.53:1")
        #expect(HTMLReportMarkup.fixLine(Self.backgroundFix) == "background: #B5C1BE → #E8F4F1 reaches 4.50:1")
        // A control's or an icon's colour is no text colour (as the terminal table says).
        #expect(HTMLReportMarkup.fixLine(Self.textFix, role: .nonText) == "colour: #6E6E73 → #4D4D52 reaches 4.53:1")
        #expect(HTMLReportMarkup.fixLine(Self.backgroundFix, role: .nonText) == "background: #B5C1BE → #E8F4F1 reaches 4.50:1")
        var unknown = Self.textFix
        unknown.side = ""
        #expect(HTMLReportMarkup.fixLine(unknown) == unknown.sentence)
        let html = Self.card([Self.region("r", ratio: 2, verdict: .fail, suggestions: [Self.textFix, Self.backgroundFix])])
        #expect(html.contains("<td class=\"fx\">text colour: #6E6E73 → #4D4D52 reaches 4.53:1<br>background: #B5C1BE → #E8F4F1 reaches 4.50:1</td>"))
    }

    /// A card made by a batch's worker before its place is known, numbered when
    /// the report is written, is the card made with its number.
    @Test(arguments: [1, 9, 10, 500, 123_456])
    func aCardMadeEarlyAndNumberedLaterIsTheSameCard(_ number: Int) {
        let regions = [Self.region("\"><script>x</script>", text: "<b>\u{0}\u{1}</b>", ratio: 2, verdict: .fail, suggestions: [Self.textFix]),
                       Self.region("r2", ratio: 4.49, verdict: .fail, detected: true), Self.region("ok", ratio: 7, verdict: .pass)]
        let record = ImageRecord(image: "shots/a\u{0}&.png", width: 390, height: 844, regions: regions)
        let picture = ScreenshotPicture(dataURI: "data:image/jpeg;base64,AAAA", width: 295, height: 640)
        for (thumbnail, original) in [(picture, "a%20b.png"), (nil, nil)] as [(ScreenshotPicture?, String?)] {
            let template = HTMLReportMarkup.cardTemplate(record, thumbnail: thumbnail, original: original)
            let direct = HTMLReportMarkup.card(record, number: number, thumbnail: thumbnail, original: original)
            #expect(String(decoding: HTMLReportMarkup.numbered(template, number), as: UTF8.self) == direct)
            #expect(!direct.utf8.contains(0), "U+0000 never reaches a card")
        }
    }

    /// Plain printable ASCII skips the escaper; the result must be what the
    /// escaper gives for every string — each ASCII character alone and inside
    /// others, controls, non-ASCII, the five references.
    @Test func theEscapingShortcutGivesWhatTheEscaperGives() {
        var strings = ["", "title", "#8E8E93", "4.51:1", "shot-00001.png", "a b\tc\nd", "é", "日本", "\u{2028}", "x\u{85}y",
                       "<script>", "a&b", "\"q\"", "it's", "\u{7F}", "\u{1F}", "\u{0}", "caf\u{301}", "🙂 ok",
                       "—", "#6E6E73 → #4D4D52 reaches 4.53:1", "Checking •••• 4821", "\u{9F}", "\u{A0}", "\u{100}", "\u{FFFD}",
                       "é\u{85}", "—\u{80}", "\u{C2}\u{80}", "\u{102}\u{90}", "\u{142}\u{9F}", "𐂂\u{82}"]
        // Every scalar whose UTF-8 has a byte next to the C1 range (C2 xx and its neighbours).
        for code in 0x80..<0x200 { strings.append("a" + String(Unicode.Scalar(UInt32(code))!) + "b") }
        for code in 0..<256 {
            let scalar = String(Unicode.Scalar(UInt8(code)))
            strings += [scalar, "ab" + scalar + "cd", scalar + scalar]
        }
        for string in strings {
            #expect(HTMLReportMarkup.e(string) == MarkupEscaping.html(string), "\(Array(string.unicodeScalars))")
        }
    }

    @Test func untrustedLabelsStayEscapedInTheWorstLineAndTheTable() {
        let html = Self.card([Self.region("\"><script>x</script>", text: "<img src=x onerror=alert(1)>", ratio: 2, verdict: .fail)])
        #expect(!html.contains("<script>") && !html.contains("<img src=x"))
        #expect(html.contains("<q>&lt;img src=x onerror=alert(1)&gt;</q>"))
        #expect(html.contains("<td>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</td>"))
    }

    @Test func theOriginalLinkIsRelativePercentEncodedAndEscaped() {
        #expect(ReportLink.href(fromFolder: "/work/reports/today", to: "/work/shots/a b#1?.png") == "../../shots/a%20b%231%3F.png")
        #expect(ReportLink.href(fromFolder: "/work", to: "/work/shots/x.png") == "shots/x.png")
        #expect(ReportLink.href(fromFolder: "/", to: "/x.png") == "x.png")
        // A colon never makes a scheme; a byte that is not UTF-8 is encoded as itself.
        #expect(ReportLink.href(fromFolder: "/w", to: "/w/javascript:alert(1).png") == "javascript%3Aalert%281%29.png")
        #expect(ReportLink.percentEncoded(PathEncoding.string(from: Array("caf".utf8) + [0xE9] + Array(".png".utf8))) == "caf%E9.png")
        #expect(ReportLink.percentEncoded("é&\"<.png") == "%C3%A9%26%22%3C.png")
        // What reaches the page is escaped again, whatever it holds.
        let html = Self.card([Self.region("r", ratio: 2, verdict: .fail)], original: "a&b\".png")
        #expect(html.contains("<a class=\"orig\" href=\"a&amp;b&quot;.png\">"))
        #expect(!Self.card([Self.region("r", ratio: 2, verdict: .fail)]).contains("class=\"orig\""))
    }

    @Test func theOriginalLinkResolvesRealFilesAndNoneForAMissingOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("html-link-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/shots/deep", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/shots/deep/s 1.png", contents: Data([1]))
        #expect(ReportLink.href(toImage: root + "/shots/./deep/../deep/s 1.png", fromReport: root + "/out/r.html") == "../shots/deep/s%201.png")
        #expect(ReportLink.href(toImage: root + "/shots/missing.png", fromReport: root + "/out/r.html") == nil)
    }

    @Test func filtersCountRegionsByTheirOwnVerdictAndTheScreenshotsHoldingThem() {
        var summary = BatchSummary(limit: 10)
        summary.add(ImageRecord(image: "a.png", width: 10, height: 10, regions: [
            Self.region("f", ratio: 2, verdict: .fail), Self.region("r1", ratio: 4, verdict: .review),
            Self.region("r2", ratio: 4, verdict: .review), Self.region("p", ratio: 9, verdict: .pass),
        ]))
        summary.add(ImageRecord(image: "b.png", width: 10, height: 10, regions: [Self.region("r3", ratio: 4, verdict: .review)]))
        summary.add(ImageRecord(image: "c.png", width: 10, height: 10))
        let labels = Dictionary(uniqueKeysWithValues: HTMLReportFilters.filters(summary.finished()).map { ($0.id, $0.label) })
        #expect(labels["fail"] == "1 region in 1 screenshot")
        #expect(labels["review"] == "3 regions in 2 screenshots")
        #expect(labels["pass"] == "1 region in 1 screenshot")
        #expect(labels["skipped"] == "0 regions in 0 screenshots; 1 screenshot with no region")
        #expect(BatchRanking.ImageKey(ImageRecord(image: "a.png", regions: [
            Self.region("f", ratio: 2, verdict: .fail), Self.region("r", ratio: 4, verdict: .review),
        ])).regionVerdicts == "fr")
        #expect(BatchRanking.ImageKey(ImageRecord(image: "c.png")).regionVerdicts == "s")
        // The style hides a card only when every verdict it holds is unchecked.
        #expect(HTMLReportFilters.style.contains("body:has(#f-fail:not(:checked)):has(#f-review:not(:checked)) [data-v=\"fr\"]{display:none}"))
        #expect(HTMLReportFilters.style.contains("body:has(#f-review:not(:checked)) .r-review{display:none}"))
    }
}

@Suite("Annotated PNGs: halos and labels")
struct AnnotatorHaloTests {
    @Test func labelsCarryTheRegionIdAndRatio() {
        let region = HTMLReportMarkupTests.region("more-label", ratio: 1.49, verdict: .fail)
        #expect(Annotator.label(for: region) == "more-label FAIL 1.49:1")
        let long = HTMLReportMarkupTests.region(String(repeating: "x", count: 40), ratio: 7.2, verdict: .pass)
        #expect(Annotator.label(for: long) == String(repeating: "x", count: 22) + ".. 7.20:1")
    }

    @Test("the halo is white on dark or saturated pixels and black on light ones",
          arguments: [((0xC6, 0x28, 0x28), true), ((0x00, 0x00, 0x00), true), ((0xFF, 0xFF, 0xFF), false), ((0xF2, 0xF2, 0xF7), false)])
    func haloContrastsWithThePixels(_ rgb: (Int, Int, Int), _ white: Bool) {
        let fill = RGBA8(red: UInt8(rgb.0), green: UInt8(rgb.1), blue: UInt8(rgb.2))
        var bitmap = RGBA8Bitmap(width: 60, height: 40, fill: fill)
        let halo = Annotator.haloColor(around: PixelRect(x: 5, y: 5, width: 50, height: 30), in: bitmap)
        #expect(halo == (white ? Annotator.haloLight : Annotator.haloDark))
        // Drawn: the pixel just outside a box's outline is the halo, the outline the verdict colour.
        let record = ImageRecord(image: "x.png", width: 60, height: 40, regions: [
            RegionRecord(id: "r", pixelRect: PixelRect(x: 20, y: 15, width: 20, height: 10), ratio: 2, threshold: 4.5, verdict: .fail),
        ])
        Annotator.annotate(&bitmap, with: record)
        let line = Annotator.lineWidth(imageWidth: 60)
        #expect(bitmap.pixel(x: 20 - line - 1, y: 20) == halo)
        #expect(bitmap.pixel(x: 20 - 1, y: 20) == VerdictPalette.fail)
    }
}
