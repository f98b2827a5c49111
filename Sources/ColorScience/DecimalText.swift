/// Short decimal text for numbers shown to users, without Foundation.
///
/// `0.91` is written `0.91`, not `0.9100000000000001`; trailing zeros are
/// trimmed and `-0` is written `0`, so the text is stable across platforms.
package enum DecimalText {
    /// `value` rounded to at most `fractionDigits` decimals with `rule`,
    /// trailing zeros trimmed. Non-finite or huge values fall back to Swift's
    /// own description.
    static func string(_ value: Double, fractionDigits: Int,
                       rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> String {
        precondition((0...9).contains(fractionDigits), "fractionDigits must be 0…9")
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (value * Double(scale)).rounded(rule)
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(value)" }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = ""
        if fractionDigits > 0 {
            let digits = String(magnitude % UInt64(scale))
            fraction = String(repeating: "0", count: fractionDigits - digits.count) + digits
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        return (units < 0 ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
