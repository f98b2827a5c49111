import Foundation
import PNGCodec
import TestSupport
import Testing

/// `contrastscan detect` says what `analyze --detect` says of an image where
/// nothing, or little, was found: an empty sidecar is not "no text here".
@Suite("detect warns when it found nothing")
struct DetectWarningTests {
    @Test func aBlankScreenshotGetsTheWarningOnStderrAndInItsLine() throws {
        let dir = try TemporaryFolder()
        let png = try PNGEncoder().encode(RGBA8Bitmap(width: 390, height: 844, fill: RGBA8(red: 255, green: 255, blue: 255)))
        try Data(png).write(to: dir.url.appendingPathComponent("blank.png"))
        let r = try CLIShell.run(["detect", "blank.png"], in: dir.url)
        #expect(r.status == 0)
        #expect(r.stderrText == "blank.png: warning: no text was detected: the image is blank or nearly (no edges); "
                + "nothing was measured — this is not a pass\n")
        let line = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        #expect(((line?["sidecar"] as? [String: Any])?["regions"] as? [Any])?.isEmpty == true)
        #expect((line?["warnings"] as? [String])?.first?.hasPrefix("no text was detected") == true)
    }

    @Test func aScreenshotWithTextHasNoWarnings() throws {
        let r = try CLIShell.run(["detect", DetectionLimitTests.picture])
        #expect(r.status == 0)
        #expect(r.stderrText.isEmpty, "\(r.stderrText)")
        let line = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        #expect(line?["warnings"] == nil)
    }
}
