import ContrastScanSupport

/// A sidecar, as `DocumentError` names it in messages.
public enum SidecarDocument: DocumentKind {
    public static let name = "sidecar"
    public static func unsupportedVersion(_ version: Int) -> String {
        "sidecar version \(version) is not supported (this contrastscan reads version \(Sidecar.currentVersion))"
    }
}

/// Why a sidecar could not be used: one line naming the key path
/// (`regions[2].rect.width`) so the user can find the mistake.
public typealias SidecarError = DocumentError<SidecarDocument>
