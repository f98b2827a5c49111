import ContrastScan
import PNGCodec

/// The command-line remedies added to the library's messages: the library says
/// what is wrong; only the CLI knows which option fixes it.
enum Remedies {
    /// The message for `error` as `command` words it.
    static func message(for error: AnalysisError, command: String) -> String {
        switch error.problem {
        case .missingSidecar:
            return command == "batch"
                ? "no sidecar found (expected this file beside the screenshot)"
                : "no sidecar found (expected this file beside the image, or pass --regions FILE)"
        case .sidecarTooLarge:
            return error.message + " (raise it with --max-sidecar-bytes)"
        case .timedOut(let limit):
            return "timed out after \(AnalysisError.seconds(limit)) s (the per-image time limit, --timeout); the analysis of this image was stopped"
        case .sidecar(.tooManyRegions), .tooManyDetectedLines:
            return error.message + " (raise it with --max-regions)"
        case .png(.tooLarge):
            return error.message + " (raise it with --max-pixels)"
        case .importedRegions(.missingScale):
            return error.message + ", or pass --scale 3 with the bare array"
        default:
            return error.message
        }
    }
}
