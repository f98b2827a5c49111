import ContrastScanSupport

/// `partialFingerprints` (§3.27.17) that identify a finding across runs, so
/// code scanning keeps one alert per region however its message, ratio or
/// rule text changes — and closes it when the region passes.
public enum SARIFFingerprint {
    /// The key contrastscan writes; the `/v1` lets the recipe change later
    /// without old and new values being compared.
    public static let regionKey = "contrastscanRegion/v1"

    /// The fingerprint of region `regionID` of the screenshot at `screenshot`
    /// (its path as the log names it, relative to the repository root): the
    /// SHA-256 of the two joined by a NUL, which neither can contain, in
    /// lower-case hex. Fixed length, no characters a viewer could mangle.
    public static func region(screenshot: String, regionID: String) -> [String: String] {
        let bytes = Array(screenshot.utf8) + [0] + Array(regionID.utf8)
        let hex = SHA256.digest(bytes).map { byte -> String in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return [regionKey: hex]
    }
}
