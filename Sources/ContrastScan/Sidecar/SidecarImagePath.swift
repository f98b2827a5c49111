import ContrastScanSupport

/// The sidecar's optional `image` key: the screenshot it describes, named
/// relative to the sidecar's own folder.
///
/// Sidecars come from anyone (support tickets, CI artefacts), so the key can
/// only name a file in that folder or below: an absolute path, a `..`
/// component, or a symbolic link that leads out of the folder is an error
/// naming the key, never a read of some other file.
public enum SidecarImagePath {
    /// Checks the text of the key, without touching the file system.
    /// - Throws: `SidecarError.invalidValue` at key path `image`.
    public static func check(_ image: String) throws(SidecarError) {
        func invalid(_ reason: String) -> SidecarError {
            .invalidValue(keyPath: "image", reason: "\(reason) (got \(MessageText.quoted(image)))")
        }
        guard !image.isEmpty else { throw invalid("must name the screenshot, relative to the sidecar's folder") }
        guard !image.hasPrefix("/") else {
            throw invalid("must be relative to the sidecar's folder, not an absolute path")
        }
        guard !image.split(separator: "/", omittingEmptySubsequences: false).contains("..") else {
            throw invalid("must not leave the sidecar's folder ('..' is not allowed)")
        }
        guard !image.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw invalid("must not contain control characters")
        }
    }

    /// The path of the screenshot named by `image`, for the sidecar at `sidecarPath`.
    ///
    /// When the file exists, its real path (symbolic links resolved) must lie
    /// inside the sidecar folder's real path.
    /// - Throws: `SidecarError.invalidValue` at key path `image`.
    public static func resolve(_ image: String, sidecarPath: String) throws(SidecarError) -> String {
        try check(image)
        let folder = FileError.folder(of: sidecarPath)
        let path = folder == "." && !sidecarPath.hasPrefix("./") ? image : (folder == "/" ? "/" : folder + "/") + image
        guard let real = try? Syscalls.realPath(path) else { return path }
        guard let realFolder = try? Syscalls.realPath(folder) else { return path }
        let prefix = realFolder == "/" ? "/" : realFolder + "/"
        guard real.hasPrefix(prefix) else {
            throw .invalidValue(keyPath: "image", reason: "resolves outside the sidecar's folder through a symbolic link (got \(MessageText.quoted(image)))")
        }
        return path
    }
}
