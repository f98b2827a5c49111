import ContrastScan
import ColorScience
import ContrastScanSupport
/// The pieces every comparison output is written with, so the summary, JUnit, Markdown and
/// the test helper say the same thing the same way.
enum ComparisonFormat {
    /// `4.54:1` (cut, never rounded up), or `—` when not measured.
    static func ratio(_ value: Double?) -> String { value.map(RatioFormat.text) ?? "—" }

    /// `-48.1%`, `+2.5%`, `0%`; without the sign, `48.1%`.
    static func percent(_ fraction: Double, signed: Bool = true) -> String {
        let text = JSONValue.format((signed ? fraction : abs(fraction)) * 100, decimals: 1)
        return (signed && fraction > 0 && text != "0" ? "+" : "") + text + "%"
    }

    /// `4.50:1`, `Lc 75`, `4.50:1 and Lc 75`; nil when nothing applies (decorative).
    static func needs(_ region: RegionRecord?) -> String? {
        guard let region else { return nil }
        let parts = [region.threshold.map(RatioFormat.text),
                     region.minimumLc.map { "Lc \(JSONValue.format($0, decimals: 1))" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// `fg #9F9FA5 → #6E6E73, bg #2C2C2E`: each side once when unchanged.
    static func colours(_ old: RegionRecord?, _ new: RegionRecord?) -> String? {
        func side(_ name: String, _ a: String?, _ b: String?) -> String? {
            // Colours come from baseline files, which may have been edited by hand.
            let a = a.map { clip($0, 20) }, b = b.map { clip($0, 20) }
            switch (a, b) {
            case let (a?, b?) where a != b: return "\(name) \(a) → \(b)"
            case let (a?, nil): return "\(name) \(a)"
            case let (_, b?): return "\(name) \(b)"
            default: return nil
            }
        }
        let parts = [side("fg", old?.foreground, new?.foreground), side("bg", old?.background, new?.background)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `body-1 "Meeting moved to 3 PM in"`: the id, and the label clipped to 40 characters,
    /// control characters shown as spaces (labels come from sidecars and are untrusted).
    static func label(_ id: String, _ text: String?) -> String {
        let name = clip(id, 60)
        guard let text, !text.isEmpty else { return name }
        return "\(name) \"\(clip(text, 40))\""
    }

    static func clip(_ s: String, _ width: Int) -> String {
        let flat = s.replacingNewlines()
        return flat.count <= width ? flat : String(flat.prefix(width - 1)) + "…"
    }

    /// `1 input error`, `2 input errors`.
    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
