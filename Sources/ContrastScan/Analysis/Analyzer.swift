import Foundation
import PNGCodec

/// Runs the whole pipeline for one screenshot: decode only the rows the
/// regions need, sample each region, estimate, apply the policy, report.
public struct Analyzer: Sendable {
    public var limits: DecodeLimits
    public var policy: ContrastPolicy
    public var estimator: ContrastEstimator
    public var sampler: RegionSampler
    /// Largest PNG file read, in bytes.
    public var maxFileBytes: Int
    /// Largest sidecar read, in bytes.
    public var maxSidecarBytes: Int
    /// How to read images that declare no colour space (`--assume-profile`);
    /// nil reads them as sRGB.
    public var assumedProfile: AssumedProfile?

    public init(limits: DecodeLimits = .default, policy: ContrastPolicy = ContrastPolicy(),
                maxFileBytes: Int = 512 << 20, maxSidecarBytes: Int = 32 << 20) {
        self.limits = limits
        self.policy = policy
        self.estimator = ContrastEstimator()
        self.sampler = RegionSampler()
        self.maxFileBytes = maxFileBytes
        self.maxSidecarBytes = maxSidecarBytes
    }

    /// The sidecar path conventionally paired with an image: `shot.png` → `shot.json`.
    public static func defaultSidecarPath(forImage path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.pathExtension.isEmpty ? path : String(path.dropLast(url.pathExtension.count + 1))
        return base + ".json"
    }

    /// Analyses the PNG at `imagePath` with the sidecar at `regionsPath`
    /// (default: beside the image).
    /// - Throws: `AnalysisError` naming the file at fault.
    public func analyze(imageAt imagePath: String, regionsAt regionsPath: String? = nil) throws(AnalysisError) -> ImageReport {
        // Read the sidecar first: it decides which rows of the image are decoded.
        let sidecarPath = regionsPath ?? Self.defaultSidecarPath(forImage: imagePath)
        let sidecarBytes: [UInt8]
        do {
            sidecarBytes = try FileInput.read(sidecarPath, limit: maxSidecarBytes)
        } catch .notFound where regionsPath == nil {
            throw AnalysisError(path: sidecarPath, problem: .missingSidecar)
        } catch {
            throw AnalysisError(path: sidecarPath, problem: .file(error))
        }
        let sidecar: Sidecar
        do {
            sidecar = try SidecarDecoder.decode(Data(sidecarBytes))
        } catch {
            throw AnalysisError(path: sidecarPath, problem: .sidecar(error))
        }
        let png: [UInt8]
        do {
            png = try FileInput.read(imagePath, limit: maxFileBytes)
        } catch {
            throw AnalysisError(path: imagePath, problem: .file(error))
        }
        return try analyze(pngBytes: png, sidecar: sidecar, name: imagePath)
    }

    /// Analyses PNG bytes already in memory, e.g. from a test target.
    /// - Parameters:
    ///   - name: how the image is named in the report and in errors.
    /// - Throws: `AnalysisError` when the PNG cannot be decoded.
    public func analyze(pngBytes: [UInt8], sidecar: Sidecar, name: String) throws(AnalysisError) -> ImageReport {
        var regions: [Region] = []
        let image: Image
        do {
            image = try PNGDecoder(limits: limits).decode(pngBytes) { header in
                regions = sidecar.regions.map {
                    Region(spec: $0, scale: sidecar.scale, imageWidth: header.width, imageHeight: header.height)
                }
                return RowSelection(regions.filter { !$0.isOutside }.map { $0.sampledRect.y..<$0.sampledRect.maxY })
            }
        } catch {
            throw AnalysisError(path: name, problem: .png(error))
        }

        let colorimetry = ImageColorimetry.resolve(image.header.colorChunks, assumed: assumedProfile)
        var warnings = image.warnings + colorimetry.warnings
        var translucent = 0
        let textRects = regions.filter { $0.spec.role == .text || $0.spec.role == .largeText }.map(\.pixelRect)
        let reports = regions.map { region -> RegionReport in
            // A control whose label the sidecar lists as a text region of its
            // own: that text is measured there, not as the control's mark.
            let holdsText = region.spec.role == .nonText
                && textRects.contains { $0.intersection(region.pixelRect).area * 2 > $0.area && $0 != region.pixelRect }
            let (report, seenTranslucent) = measure(region, in: image, colorimetry: colorimetry,
                                                    appearance: sidecar.appearance, holdsText: holdsText)
            translucent += seenTranslucent
            return report
        }
        if translucent > 0 {
            warnings.append("\(translucent) sampled pixels are not opaque; they were composited over white")
        }
        return ImageReport(image: name, width: image.width, height: image.height, colorSpace: colorimetry.name,
                           scale: sidecar.scale, appearance: sidecar.appearance, regions: reports, warnings: warnings)
    }

    /// The warning a passing region gets when its worst-case ratio does not pass.
    public static let worstCaseWarning = "worst-case below threshold"

    private func measure(_ region: Region, in image: Image, colorimetry: ImageColorimetry,
                         appearance: Appearance?, holdsText: Bool) -> (RegionReport, Int) {
        let spec = region.spec
        let requirement = policy.requirement(for: spec, appearance: appearance)
        var report = RegionReport(
            id: spec.id, text: spec.text, role: spec.role, rect: spec.rect, pixelRect: region.pixelRect,
            foreground: nil, background: nil, foregroundSource: nil, backgroundSource: nil, ratio: nil, apcaLc: nil, worstRatio: nil,
            threshold: requirement.minimumRatio, rule: requirement.rule, verdict: .skipped, confidence: 0,
            warnings: [], error: nil)
        report.minimumLc = requirement.minimumLc
        report.standard = requirement.standard
        if region.isOutside {
            let r = region.declaredPixelRect
            report.error = "lies entirely outside the \(image.width)×\(image.height) image (pixels x \(r.x)…\(r.maxX), y \(r.y)…\(r.maxY))"
            return (report, 0)
        }
        if region.isClipped {
            report.warnings.append("clipped: part of the rect lies outside the image")
        }
        let samples = sampler.samples(of: region, in: image, colorimetry: colorimetry)
        let result = spec.role == .nonText
            ? estimator.estimateNonText(samples, box: region.pixelRect, colorimetry: colorimetry, holdsText: holdsText)
            : estimator.estimate(samples, box: region.pixelRect, colorimetry: colorimetry)
        switch result {
        case .failure(.noPixels):
            report.verdict = requirement.isAssessed ? .review : .skipped
            report.warnings.append("no pixels could be read")
        case .failure(.uniform):
            report.verdict = requirement.isAssessed ? .review : .skipped
            report.warnings.append("no glyph or shape found: the box is uniform (text invisible, or the rect is wrong)")
        case .success(var estimate):
            if region.isClipped { estimate.confidence *= 0.9 }
            report.foreground = estimate.foreground
            report.background = estimate.background
            report.foregroundSource = estimate.foregroundSource
            report.backgroundSource = estimate.backgroundSource
            report.ratio = estimate.ratio
            report.apcaLc = estimate.apcaLc
            report.worstRatio = estimate.worstRatio
            report.backgroundRange = estimate.backgroundRange
            report.confidence = estimate.confidence
            report.warnings.append(contentsOf: estimate.reasons)
            report.verdict = policy.verdict(for: estimate, requirement: requirement)
            if report.verdict == .pass, let minimum = requirement.minimumRatio, estimate.worstRatio < minimum {
                // The headline ratio is against the median background; say
                // when the weakest parts of the text fall below the line.
                report.warnings.append(Self.worstCaseWarning + ": the weakest 5% of the glyph pixels reach "
                                       + RatioFormat.text(estimate.worstRatio) + " against their local background")
            }
            if report.verdict == .fail {
                report.suggestions = FixSuggestions.suggestions(
                    foreground: estimate.foreground, background: estimate.background,
                    minimumRatio: requirement.minimumRatio, minimumLc: requirement.minimumLc)
            }
        }
        return (report, samples.translucentCount)
    }
}
