import ContrastScan
import ContrastScanSupport
/// How far a region's ratio may drop before it is a regression: a fraction of the baseline
/// ratio (0.05 = 5%). Small enough to catch a real colour change (a few 8-bit steps of a
/// mid-grey text colour, about 1% each), large enough that re-rendering noise —
/// anti-aliasing moved by a pixel — does not fail a build.
public struct Tolerance: Sendable, Equatable, CustomStringConvertible {
    /// The drop allowed, as a fraction of the baseline ratio, in 0..<1.
    public var fraction: Double

    /// 5%.
    public static let `default` = Tolerance(uncheckedFraction: 0.05)

    /// A tolerance of `fraction` (0.05 = 5%); nil unless 0 ≤ fraction < 1.
    public init?(fraction: Double) {
        guard fraction.isFinite, fraction >= 0, fraction < 1 else { return nil }
        self.fraction = fraction
    }

    private init(uncheckedFraction: Double) { fraction = uncheckedFraction }

    /// Reads `0.05` or `5%` (a percentage when it ends in `%`); nil for anything else or a
    /// value outside 0..<1 (0%..<100%).
    public init?(parsing text: String) {
        var body = Substring(text.trimmingSpaces())
        var percent = false
        if body.hasSuffix("%") {
            percent = true
            body = body.dropLast()
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(body) else { return nil }
        self.init(fraction: percent ? value / 100 : value)
    }

    /// `5%`, `2.5%`.
    public var description: String { JSONValue.format(fraction * 100, decimals: 3) + "%" }

    /// Whether going from `old` to `new` drops by more than the tolerance. A drop of exactly
    /// the tolerance is allowed.
    public func isDrop(from old: Double, to new: Double) -> Bool {
        guard old > 0 else { return false }
        return (old - new) / old > fraction + 1e-12
    }

    /// Whether going from `old` to `new` rises by more than the tolerance.
    public func isRise(from old: Double, to new: Double) -> Bool {
        guard old > 0 else { return false }
        return (new - old) / old > fraction + 1e-12
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
