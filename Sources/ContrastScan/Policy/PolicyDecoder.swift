import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and validates a policy file (<doc:PolicyFile>).
///
/// Strict, because a policy is a gate: every key must be known, every
/// threshold finite and in range (WCAG ratios 1…21, APCA Lc 0…108, or `null`
/// for never failed), and `"version": 1` present. The first problem is
/// reported with its key path.
public enum PolicyDecoder {
    /// The only format version this build reads.
    public static let currentVersion = 1
    /// Largest policy file read, in bytes: far beyond any real policy.
    public static let maxFileBytes = 1 << 20

    /// Reads the policy at `path`; rules name it by its last path component
    /// so reports stay free of absolute paths.
    /// - Throws: `PolicyError`, `.file` when it cannot be read.
    public static func load(path: String) throws(PolicyError) -> ContrastPolicy {
        let bytes: [UInt8]
        do {
            bytes = try FileInput.read(path, limit: maxFileBytes)
        } catch {
            throw .file(error)
        }
        return try decode(Data(bytes), name: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Parses `data` as a version-1 policy.
    /// - Parameter data: the policy file's bytes (JSON).
    /// - Parameter name: how rules name the policy ("policy team.json: …").
    /// - Throws: `PolicyError` with the key path of the first problem.
    public static func decode(_ data: Data, name: String) throws(PolicyError) -> ContrastPolicy {
        let raw = try PolicyError.decode(RawPolicy.self, from: data)
        return ContrastPolicy(standard: raw.standard, largeTextRule: raw.largeTextRule,
                              wcag2: raw.wcag2?.table(RegionRole.self) ?? .empty,
                              apca: raw.apca?.table(APCAUse.self) ?? .empty, name: name)
    }
}

// MARK: - Wire format
//
// Every container is read with `PolicyKey` so unknown keys can be found and
// reported; errors thrown here carry their full key path.

private struct PolicyKey: CodingKey, Equatable {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
    init(index: Int) { stringValue = String(index); intValue = index }
}

private extension KeyedDecodingContainer where K == PolicyKey {
    /// Throws `unknownKey` for the first key (alphabetically, so the message
    /// is the same on every run) not in `expected`.
    func rejectUnknownKeys(_ expected: [String]) throws {
        if let unknown = allKeys.map(\.stringValue).filter({ !expected.contains($0) }).sorted().first {
            throw PolicyError.unknownKey(keyPath: JSONKeyPath.text(codingPath + [PolicyKey(unknown)]), expected: expected)
        }
    }

    /// A string key that must be one of `cases`, or nil when absent.
    func decodeChoice<T: RawRepresentable & CaseIterable>(_ type: T.Type, forKey name: String, what: String) throws -> T?
        where T.RawValue == String {
        guard let text = try decodeIfPresent(String.self, forKey: PolicyKey(name)) else { return nil }
        guard let value = T(rawValue: text) else {
            throw PolicyError.invalidValue(
                keyPath: JSONKeyPath.text(codingPath + [PolicyKey(name)]),
                reason: "unknown \(what) \"\(text)\" (expected one of: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    /// The thresholds among `names` present in this object: a number in
    /// `range`, or null for never failed. Absent keys are left out.
    func decodeThresholds(_ names: [String], range: ClosedRange<Double>, unit: String) throws -> [String: Threshold] {
        var thresholds: [String: Threshold] = [:]
        for name in names where contains(PolicyKey(name)) {
            if try decodeNil(forKey: PolicyKey(name)) {
                thresholds[name] = .never
                continue
            }
            let value = try decode(Double.self, forKey: PolicyKey(name))
            guard value.isFinite, range.contains(value) else {
                throw PolicyError.invalidValue(
                    keyPath: JSONKeyPath.text(codingPath + [PolicyKey(name)]),
                    reason: "must be \(unit) in \(JSONValue.format(range.lowerBound, decimals: 0))…\(JSONValue.format(range.upperBound, decimals: 0)), or null for never failed (got \(JSONValue.format(value, decimals: 6)))")
            }
            thresholds[name] = .minimum(value)
        }
        return thresholds
    }
}

/// The whole file. The version is checked before anything else so a newer
/// file is reported as such, not as a list of unknown keys. A block the
/// chosen standard would never use is an error too: `apca` levels under
/// `"standard": "wcag2"` most likely mean a forgotten `standard`, and the
/// gate the author believes in would not run.
private struct RawPolicy: Decodable {
    var standard: ContrastStandard
    var largeTextRule: LargeTextRule
    var wcag2: RawTable<WCAGScale>?
    var apca: RawTable<APCAScale>?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: PolicyKey.self)
        guard c.contains(PolicyKey("version")) else { throw PolicyError.missingKey(keyPath: "version") }
        guard let version = try c.decodeIntegerIfPresent(forKey: PolicyKey("version")) else {
            throw PolicyError.wrongType(keyPath: "version", expected: "an integer, found null")
        }
        guard version == PolicyDecoder.currentVersion else { throw PolicyError.unsupportedVersion(version) }
        try c.rejectUnknownKeys(["version", "standard", "largeText", "wcag2", "apca"])
        standard = try c.decodeChoice(ContrastStandard.self, forKey: "standard", what: "standard") ?? .wcag2
        largeTextRule = try c.decodeChoice(LargeTextRule.self, forKey: "largeText", what: "large-text rule") ?? .wcag
        wcag2 = try c.decodeIfPresent(RawTable<WCAGScale>.self, forKey: PolicyKey("wcag2"))
        apca = try c.decodeIfPresent(RawTable<APCAScale>.self, forKey: PolicyKey("apca"))
        let unused = [("wcag2", wcag2 != nil && !standard.includesWCAG, "WCAG thresholds"),
                      ("apca", apca != nil && !standard.includesAPCA, "APCA levels"),
                      ("largeText", c.contains(PolicyKey("largeText")) && !standard.includesWCAG, "a WCAG large-text rule")]
        if let (key, _, what) = unused.first(where: { $0.1 }) {
            throw PolicyError.invalidValue(
                keyPath: key,
                reason: "sets \(what), but \"standard\" is \"\(standard.rawValue)\", so it would never apply (change \"standard\" or remove \"\(key)\")")
        }
    }
}

/// The keys and range of one standard's block.
private protocol ThresholdScale {
    static var keys: [String] { get }
    static var range: ClosedRange<Double> { get }
    static var unit: String { get }
}

private enum WCAGScale: ThresholdScale {
    static let keys = RegionRole.allCases.map(\.rawValue)
    static let range = 1.0...21.0
    static let unit = "a WCAG contrast ratio"
}

private enum APCAScale: ThresholdScale {
    static let keys = APCAUse.allCases.map(\.rawValue)
    static let range = 0.0...108.0
    static let unit = "an APCA Lc magnitude"
}

/// `"wcag2": {…}` or `"apca": {…}`: general thresholds and `appearances`.
private struct RawTable<Scale: ThresholdScale>: Decodable {
    var general: [String: Threshold]
    var overrides: [RawOverride<Scale>]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: PolicyKey.self)
        try c.rejectUnknownKeys(Scale.keys + ["appearances"])
        general = try c.decodeThresholds(Scale.keys, range: Scale.range, unit: Scale.unit)
        overrides = try c.decodeIfPresent([RawOverride<Scale>].self, forKey: PolicyKey("appearances")) ?? []
        for (index, override) in overrides.enumerated() {
            if let first = overrides[..<index].firstIndex(where: { $0.when == override.when }) {
                throw PolicyError.invalidValue(
                    keyPath: JSONKeyPath.text(c.codingPath + [PolicyKey("appearances"), PolicyKey(index: index), PolicyKey("when")]),
                    reason: "the same appearance as appearances[\(first)]; merge the two entries")
            }
        }
    }

    func table<Category: RawRepresentable & Hashable & Sendable>(_: Category.Type) -> ThresholdTable<Category>
        where Category.RawValue == String {
        func typed(_ values: [String: Threshold]) -> [Category: Threshold] {
            Dictionary(uniqueKeysWithValues: values.compactMap { key, value in Category(rawValue: key).map { ($0, value) } })
        }
        return ThresholdTable(general: typed(general),
                              overrides: overrides.map { .init(when: $0.when, thresholds: typed($0.thresholds)) })
    }
}

/// One entry of `appearances`: `{"when": {…}, "text": 7, …}`.
private struct RawOverride<Scale: ThresholdScale>: Decodable {
    var when: Appearance
    var thresholds: [String: Threshold]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: PolicyKey.self)
        try c.rejectUnknownKeys(["when"] + Scale.keys)
        guard c.contains(PolicyKey("when")) else {
            throw PolicyError.missingKey(keyPath: JSONKeyPath.text(c.codingPath + [PolicyKey("when")]))
        }
        when = try c.decode(RawAppearance.self, forKey: PolicyKey("when")).appearance
        thresholds = try c.decodeThresholds(Scale.keys, range: Scale.range, unit: Scale.unit)
        if thresholds.isEmpty {
            throw PolicyError.invalidValue(keyPath: JSONKeyPath.text(c.codingPath),
                                           reason: "sets no threshold (give at least one of: \(Scale.keys.joined(separator: ", ")))")
        }
    }
}

/// `"when": {"colorScheme": "dark", "contrast": "increased", "level": "elevated"}`.
private struct RawAppearance: Decodable {
    var appearance: Appearance

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: PolicyKey.self)
        try c.rejectUnknownKeys(["colorScheme", "contrast", "level"])
        appearance = Appearance(
            colorScheme: try c.decodeChoice(Appearance.ColorScheme.self, forKey: "colorScheme", what: "colorScheme"),
            contrast: try c.decodeChoice(Appearance.Contrast.self, forKey: "contrast", what: "contrast"),
            level: try c.decodeChoice(Appearance.Level.self, forKey: "level", what: "level"))
        if appearance.axisCount == 0 {
            throw PolicyError.invalidValue(keyPath: JSONKeyPath.text(c.codingPath),
                                           reason: "names no appearance (give colorScheme, contrast or level; values for every appearance go beside \"appearances\")")
        }
    }
}
