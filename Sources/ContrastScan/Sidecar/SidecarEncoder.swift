import ContrastScanSupport
/// Writes a `Sidecar` as the documented JSON (<doc:SidecarFormat>), keys
/// sorted: what `contrastscan detect` prints, and what `SidecarDecoder` reads back.
public enum SidecarEncoder {
    /// The sidecar as pretty-printed JSON, newline included.
    public static func text(_ sidecar: Sidecar) -> String {
        value(of: sidecar).rendered() + "\n"
    }

    package static func value(of sidecar: Sidecar) -> JSONValue {
        var top: [String: JSONValue] = [
            "version": .int(sidecar.version),
            "scale": .number(sidecar.scale, decimals: 3),
            "regions": .array(sidecar.regions.map(value(of:))),
        ]
        if let a = sidecar.appearance {
            var appearance: [String: JSONValue] = [:]
            if let v = a.colorScheme { appearance["colorScheme"] = .string(v.rawValue) }
            if let v = a.contrast { appearance["contrast"] = .string(v.rawValue) }
            if let v = a.level { appearance["level"] = .string(v.rawValue) }
            top["appearance"] = .object(appearance)
        }
        return .object(top)
    }

    package static func value(of region: RegionSpec) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(region.id),
            "rect": .object(["x": .number(region.rect.x, decimals: 3), "y": .number(region.rect.y, decimals: 3),
                             "width": .number(region.rect.width, decimals: 3), "height": .number(region.rect.height, decimals: 3)]),
            "role": .string(region.role.rawValue),
        ]
        if let text = region.text { object["text"] = .string(text) }
        if let size = region.fontSize { object["fontSize"] = .number(size, decimals: 2) }
        if let weight = region.fontWeight { object["fontWeight"] = .number(weight, decimals: 0) }
        if let ratio = region.minimumRatio { object["minimumRatio"] = .number(ratio, decimals: 3) }
        if let lc = region.minimumLc { object["minimumLc"] = .number(lc, decimals: 2) }
        return .object(object)
    }
}
