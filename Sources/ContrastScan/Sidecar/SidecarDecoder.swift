import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and validates sidecar JSON.
///
/// Unknown keys are ignored so newer writers stay readable; a known key with
/// the wrong type, a missing required key or an impossible value is an error
/// naming its key path.
public enum SidecarDecoder {
    /// Largest coordinate accepted, in points: far beyond any screen, small
    /// enough that × scale stays exact and finite.
    public static let maxCoordinate = 1_000_000.0
    /// Most regions a sidecar may list unless the caller allows more
    /// (`--max-regions`): far beyond any screen, small enough that a hostile
    /// sidecar cannot make one image cost minutes.
    public static let defaultMaxRegions = 10_000

    /// Parses `data` as a version-1 sidecar.
    /// - Parameter data: the sidecar file's bytes (JSON).
    /// - Parameter maxRegions: more regions than this is an error, found
    ///   before any region is decoded.
    /// - Throws: `SidecarError` with the key path of the first problem.
    public static func decode(_ data: Data, maxRegions: Int = defaultMaxRegions) throws(SidecarError) -> Sidecar {
        let raw = try SidecarError.decode(RawSidecar.self, from: data, userInfo: [RawSidecar.maxRegionsKey: maxRegions])
        guard let version = raw.version else { throw .missingKey(keyPath: "version") }
        guard version == Sidecar.currentVersion else { throw .unsupportedVersion(version) }
        guard let rawRegions = raw.regions else { throw .missingKey(keyPath: "regions") }
        var regions: [RegionSpec] = []
        regions.reserveCapacity(rawRegions.count)
        for (index, region) in rawRegions.enumerated() {
            let path = "regions[\(index)]"
            guard let id = region.id else { throw .missingKey(keyPath: "\(path).id") }
            guard let rect = region.rect else { throw .missingKey(keyPath: "\(path).rect") }
            regions.append(RegionSpec(id: id, rect: rect, role: region.role ?? .text, text: region.text,
                                      fontSize: region.fontSize, fontWeight: region.fontWeight,
                                      minimumRatio: region.minimumRatio, minimumLc: region.minimumLc))
        }
        let sidecar = Sidecar(version: version, scale: raw.scale ?? 1, appearance: raw.appearance,
                              regions: regions, image: raw.image)
        try validate(sidecar, maxRegions: maxRegions)
        return sidecar
    }

    // MARK: - Validation

    /// Checks every value of a sidecar, read from JSON or built in code: the
    /// analysis relies on these bounds (finite rects whose pixels fit an
    /// `Int`, unique ids, at most `maxRegions` regions).
    /// - Throws: `SidecarError` with the key path of the first problem.
    public static func validate(_ sidecar: Sidecar, maxRegions: Int = defaultMaxRegions) throws(SidecarError) {
        guard sidecar.version == Sidecar.currentVersion else { throw .unsupportedVersion(sidecar.version) }
        let scale = sidecar.scale
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw .invalidValue(keyPath: "scale", reason: "must be a number greater than 0 and at most 16 (got \(format(scale)))")
        }
        if let image = sidecar.image { try SidecarImagePath.check(image) }
        guard sidecar.regions.count <= maxRegions else {
            throw .tooManyRegions(count: sidecar.regions.count, limit: maxRegions)
        }
        var seen: [String: Int] = [:]
        for (index, region) in sidecar.regions.enumerated() {
            let path = "regions[\(index)]"
            let id = region.id
            guard !id.isEmpty else { throw .invalidValue(keyPath: "\(path).id", reason: "must not be empty") }
            if let first = seen[id] {
                throw .duplicateID(id, keyPath: "\(path).id (first used at regions[\(first)])")
            }
            seen[id] = index
            try check(region.rect, path: "\(path).rect")
            if let size = region.fontSize, !(size.isFinite && size > 0 && size <= 1000) {
                throw .invalidValue(keyPath: "\(path).fontSize", reason: "must be a number of points in 0…1000 (got \(format(size)))")
            }
            if let weight = region.fontWeight, !(weight.isFinite && weight >= 1 && weight <= 1000) {
                throw .invalidValue(keyPath: "\(path).fontWeight", reason: "must be 1…1000, e.g. 400 regular, 700 bold (got \(format(weight)))")
            }
            if let ratio = region.minimumRatio, !(ratio.isFinite && ratio >= 1 && ratio <= 21) {
                throw .invalidValue(keyPath: "\(path).minimumRatio", reason: "must be a WCAG contrast ratio in 1…21, e.g. 4.5 (got \(ratio))")
            }
            if let lc = region.minimumLc, !(lc.isFinite && lc >= 0 && lc <= 108) {
                throw .invalidValue(keyPath: "\(path).minimumLc", reason: "must be an APCA Lc magnitude in 0…108, e.g. 75 (got \(lc))")
            }
        }
    }

    private static func check(_ rect: PointRect, path: String) throws(SidecarError) {
        for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
            guard value.isFinite, abs(value) <= maxCoordinate else {
                throw .invalidValue(keyPath: "\(path).\(name)", reason: "must be a finite number of points within ±\(Int(maxCoordinate)) (got \(value))")
            }
        }
        if rect.width <= 0 { throw .invalidValue(keyPath: "\(path).width", reason: "must be greater than 0 (got \(format(rect.width)))") }
        if rect.height <= 0 { throw .invalidValue(keyPath: "\(path).height", reason: "must be greater than 0 (got \(format(rect.height)))") }
    }

    /// `4`, `-4`, `0.5`, `1e+308`: whole numbers without a fraction, whatever their size.
    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

// MARK: - Wire format

/// The JSON as written; every field optional so validation can name what is missing.
private struct RawSidecar: Decodable {
    /// `JSONDecoder.userInfo` key: the most regions to decode (an `Int`).
    static let maxRegionsKey = CodingUserInfoKey(rawValue: "contrastscan.maxRegions")!

    var version: Int?
    var scale: Double?
    var appearance: Appearance?
    var regions: [RawRegion]?
    var image: String?

    enum CodingKeys: String, CodingKey { case version, scale, appearance, regions, image }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIntegerIfPresent(forKey: .version)
        scale = try c.decodeIfPresent(Double.self, forKey: .scale)
        appearance = try c.decodeIfPresent(RawAppearance.self, forKey: .appearance)?.appearance
        image = try c.decodeIfPresent(String.self, forKey: .image)
        guard c.contains(.regions), try !c.decodeNil(forKey: .regions) else { return }
        // Count first: 100,000 regions are refused before one is decoded.
        var list = try c.nestedUnkeyedContainer(forKey: .regions)
        let limit = decoder.userInfo[Self.maxRegionsKey] as? Int ?? SidecarDecoder.defaultMaxRegions
        if let count = list.count, count > limit {
            throw SidecarError.tooManyRegions(count: count, limit: limit)
        }
        var regions: [RawRegion] = []
        while !list.isAtEnd {
            if regions.count >= limit { throw SidecarError.tooManyRegions(count: list.count ?? limit + 1, limit: limit) }
            regions.append(try list.decode(RawRegion.self))
        }
        self.regions = regions
    }
}

/// `appearance`, with an unknown value named along with the accepted ones.
private struct RawAppearance: Decodable {
    var appearance = Appearance()

    enum CodingKeys: String, CodingKey { case colorScheme, contrast, level }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func value<T: RawRepresentable & CaseIterable>(_ key: CodingKeys, as _: T.Type) throws -> T? where T.RawValue == String {
            guard let name = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = T(rawValue: name) else {
                throw SidecarError.invalidValue(
                    keyPath: JSONKeyPath.text(c.codingPath + [key]),
                    reason: "unknown value \(MessageText.quoted(name)) (expected one of: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return value
        }
        appearance.colorScheme = try value(.colorScheme, as: Appearance.ColorScheme.self)
        appearance.contrast = try value(.contrast, as: Appearance.Contrast.self)
        appearance.level = try value(.level, as: Appearance.Level.self)
    }
}

private struct RawRegion: Decodable {
    var id: String?
    var rect: PointRect?
    var role: RegionRole?
    var text: String?
    var fontSize: Double?
    var fontWeight: Double?
    var minimumRatio: Double?
    var minimumLc: Double?

    enum CodingKeys: String, CodingKey { case id, rect, role, text, fontSize, fontWeight, minimumRatio, minimumLc }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        rect = try c.decodeIfPresent(PointRect.self, forKey: .rect)
        if let name = try c.decodeIfPresent(String.self, forKey: .role) {
            guard let role = RegionRole(rawValue: name) else {
                throw SidecarError.invalidValue(
                    keyPath: JSONKeyPath.text(c.codingPath + [CodingKeys.role]),
                    reason: "unknown role \(MessageText.quoted(name)) (expected one of: \(RegionRole.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self.role = role
        }
        text = try c.decodeIfPresent(String.self, forKey: .text)
        fontSize = try c.decodeIfPresent(Double.self, forKey: .fontSize)
        fontWeight = try c.decodeIfPresent(Double.self, forKey: .fontWeight)
        minimumRatio = try c.decodeIfPresent(Double.self, forKey: .minimumRatio)
        minimumLc = try c.decodeIfPresent(Double.self, forKey: .minimumLc)
    }
}
