extension DecimalText {
    /// `value` with exactly `fractionDigits` decimals, as C's `printf("%.*f")`
    /// writes it, without Foundation's `String(format:)`: the exact binary value
    /// rounded to the nearest, a tie to the even last digit (`0.125` → `0.12`,
    /// `2.25` → `2.2`), trailing zeros kept (`0.10`), the sign of a negative value
    /// that rounds to zero kept (`-0.00`).
    ///
    /// Exact for `fractionDigits` 0…3 and magnitudes below 10^15 (the numbers
    /// reasons quote: spreads, fold changes); others fall back to Swift's own
    /// description, as `string(_:fractionDigits:rounding:)` does.
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        precondition((0...3).contains(fractionDigits), "fractionDigits must be 0…3")
        let magnitude = value.magnitude
        guard magnitude.isFinite, magnitude < 1e15 else { return "\(value)" }
        // magnitude = significand × 2^exponent, exactly.
        let significand = UInt64(magnitude.significandBitPattern) | (magnitude.isNormal ? 1 << 52 : 0)
        let exponent = magnitude.isNormal ? Int(magnitude.exponentBitPattern) - 1075 : -1074
        var scale: UInt64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        // significand < 2^53 and scale <= 1000 < 2^10: the product fits in 63 bits.
        let product = significand * scale
        var units: UInt64
        if exponent >= 0 {
            units = product << UInt64(exponent)   // below 10^15 × 1000 < 2^60: no overflow
        } else {
            let shift = -exponent
            if shift >= 64 {
                units = 0                          // product < 2^63 <= half of 2^shift: rounds down
            } else {
                units = product >> UInt64(shift)
                let remainder = product & ((1 << UInt64(shift)) - 1)
                let half: UInt64 = 1 << UInt64(shift - 1)
                if remainder > half || (remainder == half && units & 1 == 1) { units += 1 }
            }
        }
        var digits = String(units)
        if fractionDigits > 0 {
            digits = String(repeating: "0", count: max(0, fractionDigits + 1 - digits.count)) + digits
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        }
        return (value.sign == .minus ? "-" : "") + digits
    }
}
