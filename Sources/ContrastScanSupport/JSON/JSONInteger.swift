#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Integer-valued keys (`version`, `formatVersion`, pixel sizes) read as any JSON
/// number and then checked, so that valid JSON holding `1.5` or `1e300` is reported
/// as a wrong value of that key — `version: expected an integer (got 1.5)` — and
/// not as a file that is "not valid JSON", which is what `JSONDecoder` says when an
/// `Int` does not fit.
package enum JSONInteger {
    /// `value` as an `Int` when it is a whole number an `Int` holds exactly enough
    /// (within ±2^53), else nil.
    package static func exact(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else { return nil }
        return Int(value)
    }

    /// The reason a number is not an integer: "expected an integer (got 1.5)".
    package static func notAnInteger(_ value: Double) -> String {
        "expected an integer (got \(MessageText.number(value)))"
    }
}

extension KeyedDecodingContainer {
    /// The integer at `key`, or nil when it is absent or null.
    /// - Throws: `DecodingError.typeMismatch` (an integer was expected) for a value
    ///   that is not a number, `dataCorrupted` at the key for a number that is not
    ///   a whole number (`JSONInteger.notAnInteger`).
    package func decodeIntegerIfPresent(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let value: Double
        do {
            value = try decode(Double.self, forKey: key)
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(Int.self, context)
        }
        guard let integer = JSONInteger.exact(value) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: JSONInteger.notAnInteger(value))
        }
        return integer
    }
}

/// A number where an integer is expected, for `Decodable` wire formats: any
/// JSON number is taken (the reader then reports `1.5` or `1e300` as a wrong
/// value of its key), anything else is a type mismatch that names an integer
/// ("width: expected an integer").
package struct JSONIntegerField: Decodable, Sendable, Equatable {
    package var value: Double

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            value = try container.decode(Double.self)
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(Int.self, context)
        } catch DecodingError.valueNotFound(_, let context) {
            throw DecodingError.valueNotFound(Int.self, context)
        }
    }
}
