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
    /// Largest sidecar read, in bytes (`--max-sidecar-bytes`).
    public var maxSidecarBytes: Int
    /// Points-to-pixels scale for an XCUITest element list given as a bare
    /// array (`--scale`); the wrapper object carries its own.
    public var importScale: Double?
    /// Most regions one sidecar may list (`--max-regions`).
    public var maxRegions: Int
    /// Longest one image may take, from reading its files to its last region
    /// (`--timeout`); nil for no limit. The decoder checks it for every row
    /// and every read, the analysis before every region, so a pathological
    /// file costs this long and an error naming it — the next image goes on.
    public var timeLimit: Duration?
    /// How to read images that declare no colour space (`--assume-profile`);
    /// nil reads them as sRGB.
    public var assumedProfile: AssumedProfile?

    public init(limits: DecodeLimits = .default, policy: ContrastPolicy = ContrastPolicy(),
                maxFileBytes: Int = 512 << 20, maxSidecarBytes: Int = 32 << 20,
                maxRegions: Int = SidecarDecoder.defaultMaxRegions, timeLimit: Duration? = nil) {
        self.limits = limits
        self.policy = policy
        self.estimator = ContrastEstimator()
        self.sampler = RegionSampler()
        self.maxFileBytes = maxFileBytes
        self.maxSidecarBytes = maxSidecarBytes
        self.maxRegions = maxRegions
        self.timeLimit = timeLimit
    }

    /// The sidecar path conventionally paired with an image: `shot.png` → `shot.json`.
    public static func defaultSidecarPath(forImage path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.pathExtension.isEmpty ? path : String(path.dropLast(url.pathExtension.count + 1))
        return base + ".json"
    }

    /// Analyses the PNG at `imagePath` with the sidecar at `regionsPath`
    /// (default: beside the image).
    ///
    /// The image analysed is always `imagePath`. When the sidecar has an
    /// `image` key, it must stay inside the sidecar's folder (else the sidecar
    /// is in error) and, when it names another file, the report says so in a
    /// warning: the pair may be mismatched.
    /// - Throws: `AnalysisError` naming the file at fault.
    public func analyze(imageAt imagePath: String, regionsAt regionsPath: String? = nil) throws(AnalysisError) -> ImageReport {
        let deadline = timeLimit.map { ContinuousClock.now + $0 }
        // Read the sidecar first: it decides which rows of the image are decoded.
        let sidecarPath = regionsPath ?? Self.defaultSidecarPath(forImage: imagePath)
        let sidecarBytes: [UInt8]
        do {
            sidecarBytes = try FileInput.read(sidecarPath, limit: maxSidecarBytes)
        } catch .notFound where regionsPath == nil {
            // A missing image is the problem to report, not its missing sidecar.
            var info = stat()
            if stat(imagePath, &info) != 0 && (errno == ENOENT || errno == ENOTDIR) {
                throw AnalysisError(path: imagePath, problem: .file(.notFound))
            }
            throw AnalysisError(path: sidecarPath, image: imagePath, problem: .missingSidecar)
        } catch .tooLarge(let bytes, let limit) {
            throw AnalysisError(path: sidecarPath, image: imagePath, problem: .sidecarTooLarge(bytes: bytes, limit: limit))
        } catch {
            throw AnalysisError(path: sidecarPath, image: imagePath, problem: .file(error))
        }
        let sidecar: Sidecar, format: RegionsFile.Format
        do {
            (sidecar, format) = try RegionsFile.decode(sidecarBytes, scale: importScale, maxRegions: maxRegions)
        } catch {
            throw AnalysisError(path: sidecarPath, image: imagePath, problem: error)
        }
        var pairing: String?
        if let named = sidecar.image {
            do {
                pairing = try Self.pairingWarning(named, sidecarPath: sidecarPath, imagePath: imagePath)
            } catch {
                throw AnalysisError(path: sidecarPath, image: imagePath, problem: .sidecar(error))
            }
        }
        try check(deadline, name: imagePath)
        let png: [UInt8]
        do {
            png = try FileInput.read(imagePath, limit: maxFileBytes)
        } catch {
            throw AnalysisError(path: imagePath, problem: .file(error))
        }
        var report = try analyze(pngBytes: png, sidecar: sidecar, name: imagePath, deadline: deadline,
                                 imported: format != .sidecar)
        if let pairing { report.warnings.append(pairing) }
        return report
    }

    /// Analyses PNG bytes already in memory, e.g. from a test target.
    /// - Parameters:
    ///   - pngBytes: the whole PNG file.
    ///   - sidecar: the regions to measure, in points (checked against the limits first).
    ///   - name: how the image is named in the report and in errors.
    /// - Throws: `AnalysisError` when the sidecar breaks its limits
    ///   (`SidecarDecoder.validate`), the PNG cannot be decoded, or `timeLimit` passes.
    public func analyze(pngBytes: [UInt8], sidecar: Sidecar, name: String) throws(AnalysisError) -> ImageReport {
        do {
            try SidecarDecoder.validate(sidecar, maxRegions: maxRegions)
        } catch {
            throw AnalysisError(path: Self.defaultSidecarPath(forImage: name), image: name, problem: .sidecar(error))
        }
        return try analyze(pngBytes: pngBytes, sidecar: sidecar, name: name,
                           deadline: timeLimit.map { ContinuousClock.now + $0 }, imported: false)
    }

    /// The pipeline after the files are read; `sidecar` is already validated.
    /// `imported`: the regions come from a view-hierarchy dump, which lists
    /// off-screen elements too; those are left out with a warning instead of
    /// being errors.
    private func analyze(pngBytes: [UInt8], sidecar: Sidecar, name: String,
                         deadline: ContinuousClock.Instant?, imported: Bool) throws(AnalysisError) -> ImageReport {
        var regions: [Region] = []
        let image: Image
        do {
            image = try PNGDecoder(limits: limits, deadline: deadline).decode(pngBytes) { header in
                regions = sidecar.regions.map {
                    Region(spec: $0, scale: sidecar.scale, imageWidth: header.width, imageHeight: header.height)
                }
                return RowSelection(regions.filter { !$0.isOutside }.map { $0.sampledRect.y..<$0.sampledRect.maxY })
            }
        } catch .timedOut {
            throw AnalysisError(path: name, problem: .timedOut(timeLimit ?? .zero))
        } catch {
            throw AnalysisError(path: name, problem: .png(error))
        }
        var offScreen = 0
        if imported {
            offScreen = regions.count { $0.isOutside }
            regions.removeAll { $0.isOutside }
        }
        var result = try report(on: image, regions: regions, scale: sidecar.scale, appearance: sidecar.appearance,
                                name: name, deadline: deadline)
        if offScreen > 0 {
            result.warnings.append("\(offScreen) imported elements lie outside the image and were left out")
        }
        return result
    }

    /// Measures `regions` on a decoded image: the part of the pipeline after decoding.
    func report(on image: Image, regions: [Region], scale: Double, appearance: Appearance?, name: String,
                detected: Bool = false, deadline: ContinuousClock.Instant? = nil) throws(AnalysisError) -> ImageReport {
        let colorimetry = ImageColorimetry.resolve(image.header.colorChunks, assumed: assumedProfile)
        var warnings = image.warnings + colorimetry.warnings
        var translucent = 0
        let textRects = regions.filter { $0.spec.role == .text || $0.spec.role == .largeText }.map(\.pixelRect)
        var reports: [RegionReport] = []
        reports.reserveCapacity(regions.count)
        for region in regions {
            try check(deadline, name: name)
            // A control whose label the sidecar lists as a text region of its
            // own: that text is measured there, not as the control's mark.
            let holdsText = region.spec.role == .nonText
                && textRects.contains { $0.intersection(region.pixelRect).area * 2 > $0.area && $0 != region.pixelRect }
            var (report, seenTranslucent) = measure(region, in: image, colorimetry: colorimetry,
                                                    appearance: appearance, holdsText: holdsText)
            report.detected = detected
            translucent += seenTranslucent
            reports.append(report)
        }
        if translucent > 0 {
            warnings.append("\(translucent) sampled pixels are not opaque; they were composited over white")
        }
        var result = ImageReport(image: name, width: image.width, height: image.height, colorSpace: colorimetry.name,
                                 scale: scale, appearance: appearance, regions: reports, warnings: warnings)
        result.regionsDetected = detected
        return result
    }

    /// Throws `timedOut` naming `name` once `deadline` has passed.
    private func check(_ deadline: ContinuousClock.Instant?, name: String) throws(AnalysisError) {
        if let deadline, ContinuousClock.now >= deadline {
            throw AnalysisError(path: name, problem: .timedOut(timeLimit ?? .zero))
        }
    }

    /// The warning for a sidecar whose `image` key names another file than the
    /// one it is analysed with; nil when it names that file.
    /// - Throws: `SidecarError` when the key leads outside the sidecar's folder.
    static func pairingWarning(_ named: String, sidecarPath: String, imagePath: String) throws(SidecarError) -> String? {
        let path = try SidecarImagePath.resolve(named, sidecarPath: sidecarPath)
        var a = stat(), b = stat()
        if stat(path, &a) == 0, stat(imagePath, &b) == 0, a.st_dev == b.st_dev, a.st_ino == b.st_ino { return nil }
        return "the sidecar names the image \(MessageText.quoted(named)), not this file; check that the two belong together"
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
