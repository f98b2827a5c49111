#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A regions file as given with `--regions`: a sidecar, or a view-hierarchy
/// dump from another tool, told apart by its content.
public enum RegionsFile {
    /// Where a set of regions came from.
    public enum Format: String, Sendable, Equatable {
        case sidecar
        case uiautomator
        case xcuitest
    }

    /// The format of `bytes`: XML is a uiautomator dump; a JSON array, or an
    /// object with `elements` and no `regions`, an XCUITest element list;
    /// anything else is read as a sidecar (whose errors then explain it).
    public static func format(of bytes: [UInt8]) -> Format {
        var i = 0
        // Skip a UTF-8 byte order mark and whitespace.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return .sidecar }
        switch bytes[i] {
        case UInt8(ascii: "<"): return .uiautomator
        case UInt8(ascii: "["):
            // An array of elements (objects with a frame or a type); any other
            // array is a broken sidecar and gets the sidecar's error.
            struct Element: Decodable {
                var frame: IgnoredValue?
                var elementType: IgnoredValue?
            }
            if let elements = try? JSONDecoder().decode([Element].self, from: Data(bytes)),
               let first = elements.first, first.frame != nil || first.elementType != nil {
                return .xcuitest
            }
            return .sidecar
        case UInt8(ascii: "{"):
            struct Keys: Decodable {
                var elements: IgnoredValue?
                var regions: IgnoredValue?
            }
            if let keys = try? JSONDecoder().decode(Keys.self, from: Data(bytes)), keys.elements != nil, keys.regions == nil {
                return .xcuitest
            }
            return .sidecar
        default: return .sidecar
        }
    }

    /// Why a regions file could not be read: as a sidecar, or as the dump it is.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case sidecar(SidecarError)
        case imported(RegionsImportError)

        public var description: String {
            switch self {
            case .sidecar(let error): return error.description
            case .imported(let error): return error.description
            }
        }
    }

    /// Decodes `bytes` in whichever format they are.
    /// - Parameter bytes: the whole file: a sidecar, a uiautomator dump or an XCUITest element list.
    /// - Parameter scale: the points-to-pixels scale for a bare XCUITest array.
    /// - Parameter maxRegions: the most regions accepted (`--max-regions`), whatever the format.
    public static func decode(_ bytes: [UInt8], scale: Double? = nil,
                              maxRegions: Int = SidecarDecoder.defaultMaxRegions) throws(Problem) -> (Sidecar, Format) {
        let format = format(of: bytes)
        let sidecar: Sidecar
        switch format {
        case .sidecar:
            do { return (try SidecarDecoder.decode(Data(bytes), maxRegions: maxRegions), format) } catch { throw .sidecar(error) }
        case .uiautomator:
            do { sidecar = try UIAutomatorImporter.regions(fromXML: bytes) } catch { throw .imported(error) }
        case .xcuitest:
            do { sidecar = try XCUITestImporter.regions(fromJSON: Data(bytes), scale: scale) } catch { throw .imported(error) }
        }
        do {
            try SidecarDecoder.validate(sidecar, maxRegions: maxRegions)
        } catch {
            throw .sidecar(error)
        }
        return (sidecar, format)
    }
}

/// Decodes any JSON value and keeps nothing: for asking whether a key is present.
struct IgnoredValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
