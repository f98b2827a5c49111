import ContrastScanSupport

/// A policy file, as `DocumentError` names it in messages.
///
/// A policy is a gate, so it is read strictly: unlike a sidecar, an unknown
/// key is an error (`unknownKey`) — a misspelt `"nonTxt": 4.5` would otherwise
/// be dropped and the gate silently weakened to the default.
public enum PolicyDocument: DocumentKind {
    public static let name = "policy"
    public static func unsupportedVersion(_ version: Int) -> String {
        "policy version \(version) is not supported (this contrastscan reads version \(PolicyDecoder.currentVersion))"
    }
}

/// Why a policy file could not be used: one line naming the key path
/// (`wcag2.appearances[0].when.contrast`), printed after the file's path.
public typealias PolicyError = DocumentError<PolicyDocument>
