import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property bag (§3.8): extra key/value pairs SARIF lets any object carry,
/// written as a JSON object. `tags` is SARIF's own (distinct strings).
public struct SARIFPropertyBag: Sendable, Hashable, Codable {
    public var values: [String: SARIFValue]

    public init(_ values: [String: SARIFValue] = [:]) {
        self.values = values
    }

    /// A bag holding SARIF's `tags` and any other values.
    public init(tags: [String], _ values: [String: SARIFValue] = [:]) {
        var all = values
        all["tags"] = .array(tags.map(SARIFValue.string))
        self.values = all
    }

    public subscript(key: String) -> SARIFValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    public init(from decoder: Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: SARIFValue].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}

/// A JSON value in a property bag.
///
/// Numbers are kept as the decimal text they are written with
/// (`number(3.2581, decimals: 3)` is `3.258`), so the output is the same on
/// every platform whatever its floating-point formatting.
public enum SARIFValue: Sendable, Hashable, Codable {
    case string(String)
    case bool(Bool)
    /// A number as decimal text, e.g. "4.5" or "-52.1".
    case decimal(String)
    case array([SARIFValue])
    case object([String: SARIFValue])

    /// An integer.
    public static func int(_ value: Int) -> SARIFValue { .decimal(String(value)) }

    /// `value` rounded to `decimals` places, trailing zeros trimmed; a
    /// non-finite value is written as the string "nan" or "inf", which JSON has no number for.
    public static func number(_ value: Double, decimals: Int) -> SARIFValue {
        guard value.isFinite else { return .string(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")) }
        return .decimal(JSONValue.format(value, decimals: decimals))
    }

    /// `{x, y, width, height}` in image pixels.
    public static func pixelRect(_ rect: PixelRect) -> SARIFValue {
        .object(["x": .int(rect.x), "y": .int(rect.y), "width": .int(rect.width), "height": .int(rect.height)])
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .decimal("\(value)")
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SARIFValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SARIFValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .decimal(let text):
            // Decimal encodes as its exact decimal digits; text that is no number becomes a string.
            if let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) {
                try container.encode(value)
            } else {
                try container.encode(text)
            }
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}
