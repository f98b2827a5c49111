import ContrastScan
import PNGCodec

/// The command-line remedies added to the library's messages: the library says
/// what is wrong; only the CLI knows which option fixes it.
enum Remedies {
    /// The message for `error` as `command` words it.
    static func message(for error: AnalysisError, command: String) -> String {
        switch error.problem {
        case .missingSidecar:
            // Only reached with --no-detect: without it the text lines are found instead.
            return command == "batch"
                ? "no sidecar found (expected this file beside the screenshot; without --no-detect its text lines are found)"
                : "no sidecar found (expected this file beside the image; pass --regions FILE, or --detect to find its text lines)"
        case .sidecarTooLarge:
            return error.message + " (raise it with --max-sidecar-bytes)"
        case .timedOut(let limit):
            return "timed out after \(AnalysisError.seconds(limit)) s (the per-image time limit, --timeout); the analysis of this image was stopped"
        case .sidecar(.tooManyRegions), .tooManyDetectedLines:
            return error.message + " (raise it with --max-regions)"
        case .png(.tooLarge):
            return error.message + " (raise it with --max-pixels)"
        case .png(.limitExceeded(let detail)) where detail.hasSuffix("for one chunk"):
            return error.message + " (raise it with --max-chunk-bytes)"
        case .importedRegions(.missingScale):
            return error.message + ", or pass --scale 3 with the bare array"
        default:
            return error.message
        }
    }
}
