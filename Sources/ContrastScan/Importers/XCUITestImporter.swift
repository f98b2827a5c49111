import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the element list an XCUITest can write into regions
/// (<doc:WithoutASidecar#Importing-view-hierarchies>):
/// `{"scale": 3, "elements": [{"identifier": …, "label": …, "frame": {"x", "y", "width", "height"}, "elementType": "staticText"}]}`
/// — frames in points — or the bare array with the scale given separately.
///
/// `staticText` becomes a `text` region; buttons, images, icons, switches,
/// toggles, check boxes, links and text fields become `nonText` regions (their
/// frames, see <doc:HowItMeasures#What-the-numbers-mean>); other types (cells, windows,
/// groups) are containers and are left out, as are empty frames. Ids are the
/// `identifier` (with `#2`… when repeated) or `TYPE-N` from the element's
/// position in the list.
public enum XCUITestImporter {
    public static let maxElements = 100_000

    /// `elementType` names, and the `XCUIElement.ElementType` raw values some
    /// writers emit instead, that become regions.
    static let roles: [String: RegionRole] = [
        "staticText": .text, "textView": .text,
        "button": .nonText, "image": .nonText, "icon": .nonText, "switch": .nonText, "toggle": .nonText,
        "checkBox": .nonText, "link": .nonText, "textField": .nonText, "secureTextField": .nonText,
        "searchField": .nonText, "radioButton": .nonText, "slider": .nonText,
    ]
    static let rawValueNames: [Int: String] = [
        48: "staticText", 52: "textView", 9: "button", 43: "image", 44: "icon", 40: "switch", 41: "toggle",
        12: "checkBox", 42: "link", 49: "textField", 50: "secureTextField", 45: "searchField", 10: "radioButton", 33: "slider",
    ]

    /// Reads an XCUITest element list (an object with `scale` and `elements`, or a bare array).
    /// - Parameter data: the element list as JSON; frames are in points.
    /// - Parameter scale: used when the JSON is a bare array (it has no `scale` of its own).
    public static func regions(fromJSON data: Data, scale: Double?) throws(RegionsImportError) -> Sidecar {
        if let keyPath = JSONDuplicateKeys.firstDuplicate(in: data) {
            throw .xcuitest(DocumentError<XCUITestListDocument>.duplicateKey(keyPath: keyPath).detail)
        }
        let list: ElementList
        do {
            list = try JSONDecoder().decode(ElementList.self, from: data)
        } catch let error as RegionsImportError {
            throw error
        } catch let error as DecodingError {
            throw .xcuitest(DocumentError<XCUITestListDocument>(error, data: data).detail)
        } catch {
            throw .xcuitest("not valid JSON")
        }
        guard let scale = list.scale ?? scale else { throw .missingScale }
        guard scale.isFinite, scale > 0, scale <= 16 else { throw .xcuitest("scale must be greater than 0 and at most 16 (got \(scale))") }
        guard list.elements.count <= maxElements else { throw .xcuitest("more than \(maxElements) elements") }
        var specs: [RegionSpec] = []
        var seen: [String: Int] = [:]
        for (index, element) in list.elements.enumerated() {
            let typeName: String
            switch element.elementType {
            case .name(let name): typeName = name
            case .rawValue(let value): typeName = rawValueNames[value] ?? "type\(value)"
            }
            guard let role = roles[typeName] else { continue }
            let f = element.frame
            for (name, value) in [("x", f.x), ("y", f.y), ("width", f.width), ("height", f.height)] {
                guard value.isFinite, abs(value) <= SidecarDecoder.maxCoordinate else {
                    throw .xcuitest("elements[\(index)].frame.\(name): must be a finite number of points (got \(value))")
                }
            }
            guard f.width > 0, f.height > 0 else { continue }
            var id = (element.identifier?.isEmpty == false ? element.identifier! : "\(typeName)-\(index + 1)")
            if let count = seen[id] { seen[id] = count + 1; id += "#\(count + 1)" } else { seen[id] = 1 }
            specs.append(RegionSpec(id: id, rect: PointRect(x: f.x, y: f.y, width: f.width, height: f.height),
                                    role: role, text: element.label?.isEmpty == false ? element.label : nil))
        }
        return Sidecar(scale: scale, regions: specs)
    }
}

/// An XCUITest element list, as `DocumentError` names it.
enum XCUITestListDocument: DocumentKind {
    static let name = "XCUITest element list"
    static func unsupportedVersion(_ version: Int) -> String { "XCUITest element list version \(version) is not supported" }
}

/// The wire format: the wrapper object, or the bare array.
private struct ElementList: Decodable {
    var scale: Double?
    var elements: [Element]

    enum CodingKeys: String, CodingKey { case scale, elements }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var elements: [Element] = []
            while !array.isAtEnd { elements.append(try array.decode(Element.self)) }
            self.elements = elements
            scale = nil
        } else {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            scale = try c.decodeIfPresent(Double.self, forKey: .scale)
            elements = try c.decode([Element].self, forKey: .elements)
        }
    }
}

private struct Element: Decodable {
    enum ElementType: Decodable {
        case name(String)
        case rawValue(Int)

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let value = try? c.decode(Int.self) { self = .rawValue(value) } else { self = .name(try c.decode(String.self)) }
        }
    }

    var identifier: String?
    var label: String?
    var frame: PointRect
    var elementType: ElementType
}
