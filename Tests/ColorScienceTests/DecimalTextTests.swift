import ColorScience
import Foundation
import Testing

/// `DecimalText.fixed` writes what `String(format: "%.Nf")` wrote before the engine
/// left Foundation: the exact binary value rounded to nearest, ties to even, zeros kept.
@Suite("DecimalText.fixed: printf's %.Nf without Foundation")
struct DecimalTextTests {
    @Test(arguments: [
        (0.0, 2, "0.00"), (-0.0, 2, "-0.00"), (0.1, 2, "0.10"), (0.125, 2, "0.12"), (0.375, 2, "0.38"),
        (2.25, 1, "2.2"), (2.75, 1, "2.8"), (0.05, 1, "0.1"), (0.15, 1, "0.1"), (0.25, 1, "0.2"), (0.35, 1, "0.3"),
        (2.5, 0, "2"), (3.5, 0, "4"), (-1.005, 2, "-1.00"), (-0.001, 2, "-0.00"), (21.0, 1, "21.0"), (1.0 / 3.0, 3, "0.333"),
        (Double.leastNonzeroMagnitude, 2, "0.00"), (123456.789, 2, "123456.79"),
    ] as [(Double, Int, String)])
    func pinnedValues(_ value: Double, _ digits: Int, _ text: String) {
        #expect(DecimalText.fixed(value, fractionDigits: digits) == text)
    }

    /// The values the estimator quotes (spreads 0…1, fold changes 1…21) and ties at every
    /// step, against the C library's own formatting.
    @Test(arguments: [0, 1, 2, 3])
    func matchesPrintf(_ digits: Int) {
        var values: [Double] = []
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { values.append(Double.random(in: 0...25, using: &generator)) }
        for _ in 0..<5_000 { values.append(Double(Float.random(in: 0...1, using: &generator))) }
        for step in 0...4_000 { values.append(Double(step) / 400) }   // 0.0025 steps: exact ties and near-ties
        for value in values + values.map(-) {
            let expected = String(format: "%.\(digits)f", value)
            #expect(DecimalText.fixed(value, fractionDigits: digits) == expected, "\(value)")
            if DecimalText.fixed(value, fractionDigits: digits) != expected { return }
        }
    }
}
