/// The files a run reads — screenshots, sidecars, baselines, the policy, the
/// profile, JSON lines — by identity (device and inode), so that no output of
/// the run is written over one of them.
///
/// A report written over its own sidecar, an annotated copy over the
/// screenshot it was drawn from, or a baseline over another screenshot's
/// sidecar destroys the input and changes the next run's answer; whatever path
/// leads there (a link, `./`, a hard link) is the same file, so paths are
/// compared by identity, not by spelling.
package struct InputFiles: Sendable {
    /// Each input's identity, and the path it was given as (the first spelling).
    private var paths: [FileIdentity: String] = [:]

    package init() {}

    /// Adds the file at `path` (links followed); a path that names nothing is left out.
    package mutating func insert(_ path: String) {
        guard let status = try? Syscalls.status(path) else { return }
        if paths[status.identity] == nil { paths[status.identity] = path }
    }

    /// Adds every path of `paths`.
    package mutating func insert(contentsOf paths: some Sequence<String>) {
        for path in paths { insert(path) }
    }

    /// The input that writing to `output` would overwrite (as it was given), or nil
    /// when `output` names no input (or nothing yet).
    package func input(overwrittenBy output: String) -> String? {
        guard !paths.isEmpty, let status = try? Syscalls.status(output) else { return nil }
        return paths[status.identity]
    }

    /// The one-line problem of writing to `output`, when it is an input: "refusing
    /// to write over an input of this run (IN)"; nil when it is not.
    package func refusal(toWrite output: String) -> String? {
        input(overwrittenBy: output).map { "refusing to write over an input of this run (\($0))" }
    }

    /// Whether no input was added.
    package var isEmpty: Bool { paths.isEmpty }
}
