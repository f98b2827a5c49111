/// Reads an Android `uiautomator dump` (XML) into regions.
///
/// Every `<node>` with visible `text` becomes a `text` region; an
/// `ImageView`/`ImageButton` with a `content-desc`, and check boxes, switches
/// and radio buttons, become `nonText` regions. `bounds="[x1,y1][x2,y2]"` are
/// pixels, so the scale is 1. Nodes with an empty box (hidden views) are left
/// out. Ids are the `resource-id` without its `package:id/` prefix (with
/// `#2`, `#3`… when repeated), or
/// `node-N` from the node's position in the dump, so the same dump gives the
/// same ids. Font sizes are not in the dump: text is held to the body-text
/// threshold, the safe side.
public enum UIAutomatorImporter {
    /// Largest dump read, in nodes: far beyond any real screen.
    public static let maxNodes = 100_000

    public static func regions(fromXML bytes: [UInt8]) throws(RegionsImportError) -> Sidecar {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("<hierarchy") else {
            throw .uiautomator("no <hierarchy> element; expected the XML that `uiautomator dump` writes")
        }
        var specs: [RegionSpec] = []
        var seenIDs: [String: Int] = [:]
        var index = 0
        var scanner = XMLTagScanner(text)
        while let tag = try scanner.nextStartTag(named: "node") {
            index += 1
            if index > maxNodes { throw .uiautomator("more than \(maxNodes) nodes") }
            let attributes = tag.attributes
            guard let boundsText = attributes["bounds"] else {
                throw .uiautomator("node \(index): bounds attribute is missing")
            }
            guard let (x1, y1, x2, y2) = parseBounds(boundsText) else {
                throw .uiautomator("node \(index): bounds \"\(boundsText.prefix(40))\" is not [x1,y1][x2,y2]")
            }
            guard x2 > x1, y2 > y1 else { continue }
            let className = attributes["class"] ?? ""
            let label = attributes["text"] ?? ""
            let description = attributes["content-desc"] ?? ""
            let role: RegionRole
            if !label.trimmingWhitespace().isEmpty {
                role = .text
            } else if (className.hasSuffix("ImageView") || className.hasSuffix("ImageButton")) && !description.isEmpty {
                role = .nonText
            } else if ["CheckBox", "Switch", "RadioButton", "ToggleButton"].contains(where: { className.hasSuffix($0) }) {
                role = .nonText
            } else {
                continue
            }
            var id = attributes["resource-id"].flatMap(shortID) ?? "node-\(index)"
            if let count = seenIDs[id] {
                seenIDs[id] = count + 1
                id += "#\(count + 1)"
            } else {
                seenIDs[id] = 1
            }
            let rect = PointRect(x: Double(x1), y: Double(y1), width: Double(x2 - x1), height: Double(y2 - y1))
            specs.append(RegionSpec(id: id, rect: rect, role: role, text: role == .text ? label : (description.isEmpty ? nil : description)))
        }
        return Sidecar(scale: 1, regions: specs)
    }

    /// `com.example:id/title` → `title`; nil when empty.
    static func shortID(_ resourceID: String) -> String? {
        guard !resourceID.isEmpty else { return nil }
        if let range = resourceID.firstRange(of: ":id/"), range.upperBound < resourceID.endIndex {
            return String(resourceID[range.upperBound...])
        }
        return resourceID
    }

    /// `[x1,y1][x2,y2]` → the four numbers; nil when malformed or absurd.
    static func parseBounds(_ text: String) -> (Int, Int, Int, Int)? {
        let numbers = text.split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," }).map(String.init)
        guard text.hasPrefix("["), text.hasSuffix("]"), numbers.count == 4 else { return nil }
        let values = numbers.compactMap { Int($0) }
        // A range test, not abs(): abs(Int.min) traps.
        guard values.count == 4, values.allSatisfy({ (-1_000_000...1_000_000).contains($0) }) else { return nil }
        return (values[0], values[1], values[2], values[3])
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s.removeFirst() }
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return s
    }
}
