import PNGCodec

/// Why an image could not be analysed. `description` is the one line the
/// CLI prints: the file at fault, then the problem.
public struct AnalysisError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Error, Sendable, Equatable {
        case file(FileInput.Problem)
        case png(PNGError)
        case sidecar(SidecarError)
        /// A uiautomator or XCUITest dump given as the regions could not be read.
        case importedRegions(RegionsImportError)
        /// No sidecar was given and none sits beside the image.
        case missingSidecar
    }

    /// The file at fault: the image, or its sidecar.
    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .file(let p): return p.description
        case .png(let p): return p.description
        case .sidecar(let p): return p.description
        case .importedRegions(let p): return p.description
        case .missingSidecar:
            return "no sidecar found (expected this file beside the image, or pass --regions FILE)"
        }
    }

    public var description: String { "\(path): \(message)" }
}
