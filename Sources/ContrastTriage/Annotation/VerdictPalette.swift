import ContrastScan
import PNGCodec

/// The colour of each verdict in annotated PNGs and the HTML report.
///
/// Each is dark enough for white label text to reach at least 5:1 (checked
/// with `contrastscan ratio`), and is a different hue, so fail, review and
/// pass stay apart for most colour-vision deficiencies; labels also spell the
/// verdict out, so colour is never the only cue.
public enum VerdictPalette {
    /// `#C62828` red (5.62:1 with white).
    public static let fail = RGBA8(red: 0xC6, green: 0x28, blue: 0x28)
    /// `#8A5A00` amber (5.92:1 with white).
    public static let review = RGBA8(red: 0x8A, green: 0x5A, blue: 0x00)
    /// `#2E7D32` green (5.12:1 with white).
    public static let pass = RGBA8(red: 0x2E, green: 0x7D, blue: 0x32)
    /// `#5F5F5F` grey (6.38:1 with white).
    public static let skipped = RGBA8(red: 0x5F, green: 0x5F, blue: 0x5F)
    /// `#6A1B9A` purple, for a region that could not be measured (9.39:1 with white).
    public static let error = RGBA8(red: 0x6A, green: 0x1B, blue: 0x9A)
    /// Label text.
    public static let labelText = RGBA8(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// The colour of a region: its verdict's, or `error` when it has an error.
    public static func color(for region: RegionRecord) -> RGBA8 {
        region.error != nil ? error : color(for: region.verdict)
    }

    public static func color(for verdict: Verdict) -> RGBA8 {
        switch verdict {
        case .fail: return fail
        case .review: return review
        case .pass: return pass
        case .skipped: return skipped
        }
    }

    /// `#RRGGBB` of a colour, for the HTML report.
    public static func hex(_ color: RGBA8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([color.red, color.green, color.blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
