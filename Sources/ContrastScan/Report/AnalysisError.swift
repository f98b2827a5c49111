import ContrastScanSupport
import ContrastScanSupport
import PNGCodec

/// Why an image could not be analysed. `description` is the one line the
/// CLI prints: the file at fault, then the problem.
public struct AnalysisError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Error, Sendable, Equatable {
        case file(FileError)
        case png(PNGError)
        case sidecar(SidecarError)
        /// A uiautomator or XCUITest dump given as the regions could not be read.
        case importedRegions(RegionsImportError)
        /// No sidecar was given and none sits beside the image.
        case missingSidecar
        /// The sidecar is larger than `Analyzer.maxSidecarBytes`.
        case sidecarTooLarge(bytes: Int, limit: Int)
        /// The image took longer than `Analyzer.timeLimit`; its analysis was stopped.
        case timedOut(Duration)
        /// Text detection found more lines than `Analyzer.maxRegions`: none was
        /// measured (the same bound a sidecar has).
        case tooManyDetectedLines(count: Int, limit: Int)
    }

    /// The file at fault: the image, or its sidecar.
    public var path: String
    /// The image whose analysis stopped (the same as `path` unless the sidecar
    /// is at fault): what a report or a batch run files the error under.
    public var image: String
    public var problem: Problem

    public init(path: String, image: String? = nil, problem: Problem) {
        self.path = path
        self.image = image ?? path
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .file(let p): return p.description
        case .png(let p): return p.description
        case .sidecar(let p): return p.description
        case .importedRegions(let p): return p.description
        case .missingSidecar:
            return "no sidecar found (expected this file beside the image)"
        case .sidecarTooLarge(let bytes, let limit):
            return "sidecar is \(bytes) bytes, over the limit of \(limit) bytes"
        case .timedOut(let limit):
            return "timed out after \(Self.seconds(limit)) s (the per-image time limit); the analysis of this image was stopped"
        case .tooManyDetectedLines(let count, let limit):
            return "detected \(count) text lines, over the limit of \(limit)"
        }
    }

    /// `path: message` on one line (control characters in either escaped).
    /// `5`, `0.25`: a duration in seconds, as short as it is exact to the millisecond.
    public static func seconds(_ duration: Duration) -> String {
        let (whole, atto) = duration.components
        let millis = atto / 1_000_000_000_000_000
        guard millis != 0 else { return String(whole) }
        var fraction = String(millis)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }

    public var description: String { MessageText.oneLine("\(path): \(message)") }
}
