import ContrastScanSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and reads a screenshot's files — the PNG and its regions (a sidecar,
/// or a view-hierarchy dump) — within size limits, and checks that the two
/// belong together. `Analyzer` measures what it loads.
public struct ScreenshotLoader: Sendable {
    /// Largest PNG file read, in bytes.
    public var maxFileBytes: Int
    /// Largest sidecar read, in bytes.
    public var maxSidecarBytes: Int
    /// Points-to-pixels scale for an XCUITest element list given as a bare
    /// array; the wrapper object carries its own.
    public var importScale: Double?

    public init(maxFileBytes: Int = 512 << 20, maxSidecarBytes: Int = 32 << 20, importScale: Double? = nil) {
        self.maxFileBytes = maxFileBytes
        self.maxSidecarBytes = maxSidecarBytes
        self.importScale = importScale
    }

    /// A screenshot's regions, read and decoded.
    public struct Regions: Sendable {
        public var sidecar: Sidecar
        /// True when the regions come from a view-hierarchy dump, which lists
        /// off-screen elements too (those are left out with a warning).
        public var imported: Bool
        /// Notes on the pairing of image and sidecar, for the report.
        public var warnings: [String]
    }

    /// The sidecar path conventionally paired with an image: `shot.png` → `shot.json`.
    public static func defaultSidecarPath(forImage path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.pathExtension.isEmpty ? path : String(path.dropLast(url.pathExtension.count + 1))
        return base + ".json"
    }

    /// Reads the regions of the PNG at `imagePath` from `regionsPath` (default: the
    /// sidecar beside the image). Read before the image: they decide which of its
    /// rows are decoded, and a missing sidecar is found before a large read.
    ///
    /// When the sidecar has an `image` key, it must stay inside the sidecar's
    /// folder (else the sidecar is in error) and, when it names another file,
    /// the regions carry a warning: the pair may be mismatched.
    /// - Parameters:
    ///   - imagePath: the PNG.
    ///   - regionsPath: the sidecar or view-hierarchy dump; nil for `NAME.json` beside the image.
    ///   - maxRegions: most regions the sidecar may list.
    /// - Throws: `AnalysisError` naming the file at fault.
    public func loadRegions(imageAt imagePath: String, regionsAt regionsPath: String? = nil,
                            maxRegions: Int) throws(AnalysisError) -> Regions {
        let sidecarPath = regionsPath ?? Self.defaultSidecarPath(forImage: imagePath)
        let sidecarBytes: [UInt8]
        do {
            sidecarBytes = try FileInput.read(sidecarPath, limit: maxSidecarBytes)
        } catch {
            switch error.reason {
            case .notFound where regionsPath == nil:
                // A missing image is the problem to report, not its missing sidecar.
                do { _ = try Syscalls.status(imagePath) } catch where error.isNotFound {
                    throw AnalysisError(path: imagePath, problem: .file(FileError(path: imagePath, operation: .read, reason: .notFound)))
                } catch {}
                throw AnalysisError(path: sidecarPath, image: imagePath, problem: .missingSidecar)
            case .tooLarge(let bytes, let limit):
                throw AnalysisError(path: sidecarPath, image: imagePath, problem: .sidecarTooLarge(bytes: bytes, limit: limit))
            default:
                throw AnalysisError(path: sidecarPath, image: imagePath, problem: .file(error))
            }
        }
        let sidecar: Sidecar, format: RegionsFile.Format
        do {
            (sidecar, format) = try RegionsFile.decode(sidecarBytes, scale: importScale, maxRegions: maxRegions)
        } catch {
            switch error {
            case .sidecar(let problem): throw AnalysisError(path: sidecarPath, image: imagePath, problem: .sidecar(problem))
            case .imported(let problem): throw AnalysisError(path: sidecarPath, image: imagePath, problem: .importedRegions(problem))
            }
        }
        var warnings: [String] = []
        if let named = sidecar.image {
            do {
                if let warning = try Self.pairingWarning(named, sidecarPath: sidecarPath, imagePath: imagePath) {
                    warnings.append(warning)
                }
            } catch {
                throw AnalysisError(path: sidecarPath, image: imagePath, problem: .sidecar(error))
            }
        }
        return Regions(sidecar: sidecar, imported: format != .sidecar, warnings: warnings)
    }

    /// Opens the PNG at `path` to be read a block at a time: a regular file (checked
    /// before opening and again on the descriptor, which is opened non-blocking, so a
    /// file swapped for a FIFO is refused, never waited on) of at most `maxFileBytes`.
    /// The caller closes it.
    /// - Throws: `AnalysisError` naming the image.
    package func openImage(at path: String) throws(AnalysisError) -> FileDescriptor {
        do {
            return try FileInput.open(path, limit: maxFileBytes)
        } catch {
            throw AnalysisError(path: path, problem: .file(error))
        }
    }

    /// The bytes of the PNG at `path`.
    /// - Throws: `AnalysisError` naming the image.
    public func readImage(at path: String) throws(AnalysisError) -> [UInt8] {
        do {
            return try FileInput.read(path, limit: maxFileBytes)
        } catch {
            throw AnalysisError(path: path, problem: .file(error))
        }
    }

    /// The warning for a sidecar whose `image` key names another file than the
    /// one it is analysed with; nil when it names that file.
    /// - Throws: `SidecarError` when the key leads outside the sidecar's folder.
    static func pairingWarning(_ named: String, sidecarPath: String, imagePath: String) throws(SidecarError) -> String? {
        let path = try SidecarImagePath.resolve(named, sidecarPath: sidecarPath)
        if let a = try? Syscalls.status(path), let b = try? Syscalls.status(imagePath), a.isSameFile(as: b) { return nil }
        return "the sidecar names the image \(MessageText.quoted(named)), not this file; check that the two belong together"
    }
}
