#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style patterns (`*`, `?`, `[…]`) expanded with glob(3), for a
/// pattern that reached contrastscan unexpanded: quoted, or from a shell or
/// CI runner that does not expand it.
enum Glob {
    /// Whether `path` holds a pattern character.
    static func isPattern(_ path: String) -> Bool {
        path.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The paths matching `pattern`, sorted; empty when none match.
    static func expand(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(result.gl_pathc) {
            if let pointer = result.gl_pathv[index] { paths.append(String(cString: pointer)) }
        }
        return paths.sorted()
    }
}
