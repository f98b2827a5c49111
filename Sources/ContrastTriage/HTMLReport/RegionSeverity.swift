import ColorScience
import ContrastScan
import ContrastScanSupport

/// How bad a region is, at a glance: the band the HTML report styles a card and a
/// row by, so a 4.49:1 near miss does not look like invisible text.
///
/// Bands (documented in the BatchTriage article, "How to read a card"):
/// - `invisible`: fails and its WCAG ratio is below 1.5:1 — the text is barely
///   there at all (#FFFFFF on #D2E4F2 is 1.30:1);
/// - `failing`: fails by more than 10% (measured ÷ required below 0.9);
/// - `nearMiss`: fails, but within 10% of the requirement (0.9 ≤ measured ÷ required < 1);
/// - `review`, `pass`, `skipped`, `unmeasured`: the region's verdict, or an error.
enum RegionSeverity: String, Sendable, CaseIterable {
    case invisible
    case failing
    case nearMiss
    case review
    case pass
    case skipped
    case unmeasured

    /// Below this WCAG ratio a failing region is `invisible`.
    static let invisibleBelow = 1.5
    /// At or above this margin (measured ÷ required) a failing region is a `nearMiss`.
    static let nearMissFrom = 0.9

    init(_ region: RegionRecord) {
        if region.error != nil { self = .unmeasured; return }
        switch region.verdict {
        case .pass: self = .pass
        case .review: self = .review
        case .skipped: self = .skipped
        case .fail:
            if let ratio = region.ratio, ratio < Self.invisibleBelow {
                self = .invisible
            } else if let margin = region.margin, margin >= Self.nearMissFrom {
                self = .nearMiss
            } else {
                self = .failing
            }
        }
    }

    /// The class the style sheet colours (`sev-inv`, …).
    var cssClass: String {
        switch self {
        case .invisible: return "sev-inv"
        case .failing: return "sev-fail"
        case .nearMiss: return "sev-near"
        case .review: return "sev-review"
        case .pass: return "sev-pass"
        case .skipped: return "sev-skip"
        case .unmeasured: return "sev-err"
        }
    }

    /// The words shown on the card.
    var label: String {
        switch self {
        case .invisible: return "nearly invisible"
        case .failing: return "fails"
        case .nearMiss: return "near miss"
        case .review: return "needs review"
        case .pass: return "passes"
        case .skipped: return "not assessed"
        case .unmeasured: return "could not be measured"
        }
    }

    /// How far the region is from its requirement, as the report says it:
    /// "−71% below 4.50:1", "+60% above 4.50:1", "−12% below Lc 60" (the
    /// requirement with the smaller margin, as `RegionRecord.margin` takes it).
    /// Nil when nothing was measured or nothing is required.
    static func distance(_ region: RegionRecord) -> String? {
        var candidates: [(margin: Double, required: String)] = []
        if let ratio = region.ratio, let threshold = region.threshold, threshold > 0 {
            candidates.append((ratio / threshold, RatioFormat.text(threshold)))
        }
        if let lc = region.apcaLc, let minimum = region.minimumLc, minimum > 0 {
            candidates.append((abs(lc) / minimum, "Lc " + JSONValue.format(minimum, decimals: 1)))
        }
        guard let worst = candidates.min(by: { $0.margin < $1.margin }) else { return nil }
        return percent(worst.margin) + (worst.margin < 1 ? " below " : " above ") + worst.required
    }

    /// `margin − 1` as a signed percentage: whole percent, one decimal below 1%
    /// so a 4.49:1 against 4.5:1 reads "−0.2%", never "−0%".
    static func percent(_ margin: Double) -> String {
        let value = (margin - 1) * 100
        let magnitude = abs(value)
        let digits = magnitude < 1 ? JSONValue.format(max(magnitude, 0.1), decimals: 1) : String(Int(magnitude.rounded()))
        if margin < 1 { return "−" + digits + "%" }
        return magnitude == 0 ? "±0%" : "+" + digits + "%"
    }
}
