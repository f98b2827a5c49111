/// Finds start tags and their attributes in XML text — all the uiautomator
/// importer needs, without an XML library (FoundationXML would pull libxml2
/// into every user of the package). Entities `&amp; &lt; &gt; &quot; &apos;`
/// and numeric ones are decoded; anything malformed inside a tag is an error.
struct XMLTagScanner {
    struct Tag {
        var name: String
        var attributes: [String: String]
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The next start (or empty-element) tag called `name`, or nil at the end.
    mutating func nextStartTag(named name: String) throws(RegionsImportError) -> Tag? {
        while let tag = try nextTag() {
            if tag.name == name { return tag }
        }
        return nil
    }

    private mutating func nextTag() throws(RegionsImportError) -> Tag? {
        while position < scalars.count {
            guard scalars[position] == "<" else { position += 1; continue }
            let start = position
            position += 1
            guard position < scalars.count else { throw .uiautomator("the file ends inside a tag") }
            let c = scalars[position]
            if c == "?" || c == "!" || c == "/" {
                // Declarations, comments and end tags: skip to the closing '>'.
                while position < scalars.count && scalars[position] != ">" { position += 1 }
                guard position < scalars.count else { throw .uiautomator("the file ends inside a tag") }
                position += 1
                continue
            }
            let name = readName()
            guard !name.isEmpty else { throw .uiautomator("a '<' at character \(start) does not start a tag") }
            var attributes: [String: String] = [:]
            while true {
                skipWhitespace()
                guard position < scalars.count else { throw .uiautomator("<\(name)> is not closed before the end of the file") }
                if scalars[position] == ">" { position += 1; break }
                if scalars[position] == "/" {
                    position += 1
                    guard position < scalars.count, scalars[position] == ">" else { throw .uiautomator("stray '/' in <\(name)>") }
                    position += 1
                    break
                }
                let key = readName()
                skipWhitespace()
                guard !key.isEmpty, position < scalars.count, scalars[position] == "=" else {
                    throw .uiautomator("malformed attribute in <\(name)> at character \(position)")
                }
                position += 1
                skipWhitespace()
                guard position < scalars.count, scalars[position] == "\"" || scalars[position] == "'" else {
                    throw .uiautomator("attribute \(key) in <\(name)> has no quoted value")
                }
                let quote = scalars[position]
                position += 1
                let raw = read { $0 != quote }
                guard position < scalars.count else { throw .uiautomator("attribute \(key) in <\(name)> is not closed") }
                position += 1
                attributes[key] = Self.decodeEntities(raw)
            }
            return Tag(name: name, attributes: attributes)
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }

    /// A tag or attribute name (letters, digits, `-`, `_`, `:`, `.`); empty when none starts here.
    private mutating func readName() -> String {
        read { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == ":" || $0 == "." }
    }

    /// The characters from here while `accept` says yes.
    private mutating func read(while accept: (Unicode.Scalar) -> Bool) -> String {
        var text = ""
        while position < scalars.count, accept(scalars[position]) {
            text.unicodeScalars.append(scalars[position])
            position += 1
        }
        return text
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number: UInt32? = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) { out.unicodeScalars.append(scalar) } else { out += "&\(entity);" }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
