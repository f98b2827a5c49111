import ContrastScanSupport

/// The link from the HTML report to a screenshot's original PNG, for the full
/// resolution the report's pictures do not hold: a relative reference from the
/// report's folder, so the report and the screenshots can move together.
///
/// Both ends are resolved with `realpath(3)` (links followed, `..` and `.` gone),
/// so the path is right whatever spelling the batch was given. Every byte outside
/// RFC 3986's unreserved set and `/` is percent-encoded — a space, `#`, `?`, `%`,
/// a `:` that would otherwise make `javascript:x.png` a scheme, and the raw bytes
/// of a name that is not UTF-8 — so the reference names exactly that file and is
/// never read as anything but a path. It is HTML-escaped where it is written, too.
enum ReportLink {
    /// The reference from a report written to `reportPath` to the screenshot at
    /// `imagePath`, or nil when either cannot be resolved here (a merge on
    /// another machine, a file since removed): then there is no link.
    static func href(toImage imagePath: String, fromReport reportPath: String) -> String? {
        guard let folder = folder(ofReport: reportPath) else { return nil }
        return href(toImage: imagePath, fromFolder: folder)
    }

    /// The resolved folder a report written to `reportPath` sits in; nil when it
    /// cannot be resolved.
    static func folder(ofReport reportPath: String) -> String? {
        try? Syscalls.realPath(directory(of: reportPath))
    }

    /// The reference from the resolved folder `folder` to the screenshot at
    /// `imagePath`; nil when the screenshot cannot be resolved here.
    static func href(toImage imagePath: String, fromFolder folder: String) -> String? {
        guard let image = try? Syscalls.realPath(imagePath) else { return nil }
        return href(fromFolder: folder, to: image)
    }

    /// The relative reference from the absolute, resolved folder `folder` to the
    /// absolute, resolved file `file`.
    static func href(fromFolder folder: String, to file: String) -> String {
        let from = components(folder), to = components(file)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...]
        return percentEncoded(path.joined(separator: "/"))
    }

    /// `/`-separated segments with every byte outside `A–Z a–z 0–9 - . _ ~ /`
    /// percent-encoded (the path's own bytes, see `PathEncoding`).
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for byte in PathEncoding.bytes(of: path) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
