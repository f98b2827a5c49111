/// Why a view-hierarchy dump could not be turned into regions. `description`
/// is one line naming the format and where in the dump the problem is.
public enum RegionsImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An Android `uiautomator dump` XML file that cannot be read.
    case uiautomator(String)
    /// An XCUITest element list that cannot be read.
    case xcuitest(String)
    /// A bare XCUITest element array, with no scale of its own and none given.
    case missingScale

    public var description: String {
        switch self {
        case .uiautomator(let detail): return "uiautomator dump: \(detail)"
        case .xcuitest(let detail): return "XCUITest element list: \(detail)"
        case .missingScale: return "XCUITest element list: no scale: write {\"scale\": 3, \"elements\": […]}"
        }
    }
}
