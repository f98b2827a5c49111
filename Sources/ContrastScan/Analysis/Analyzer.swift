import ColorScience
import PNGCodec

/// The pipeline for one screenshot: decode only the rows the regions need,
/// sample each region, estimate, apply the policy, report.
///
/// Bytes and a sidecar in, a report out: reading files is the loader's job
/// (`ScreenshotLoader`, used by `analyze(imageAt:regionsAt:)`).
public struct Analyzer: Sendable {
    public var limits: DecodeLimits
    public var policy: ContrastPolicy
    public var estimator: ContrastEstimator
    public var sampler: RegionSampler
    /// Finds and reads the files for `analyze(imageAt:regionsAt:)`: size limits, pairing.
    public var loader: ScreenshotLoader
    /// Most regions one sidecar may list.
    public var maxRegions: Int
    /// Longest one image may take, from reading its files to its last region;
    /// nil for no limit. The decoder checks it for every row and every read, the
    /// analysis before every region, so a pathological file costs this long and
    /// an error naming it — the next image goes on.
    public var timeLimit: Duration?
    /// How to read images that declare no colour space; nil reads them as sRGB.
    public var assumedProfile: AssumedProfile?
    /// Whether a single image's regions are measured on a second thread while its
    /// later rows are still being decoded. A batch and `analyzeInOrder`'s workers
    /// turn this off: they already keep every core busy.
    public var estimatesWhileDecoding = true
    /// Reads the words with OCR when set (`--ocr`; see `Analyzer+TextReading`).
    public var textReader: TextReader?

    public init(limits: DecodeLimits = .default, policy: ContrastPolicy = ContrastPolicy(),
                loader: ScreenshotLoader = ScreenshotLoader(),
                maxRegions: Int = SidecarDecoder.defaultMaxRegions, timeLimit: Duration? = nil) {
        self.limits = limits
        self.policy = policy
        self.estimator = ContrastEstimator()
        self.sampler = RegionSampler()
        self.loader = loader
        self.maxRegions = maxRegions
        self.timeLimit = timeLimit
    }

    /// Analyses the PNG at `imagePath` with the regions at `regionsPath`
    /// (default: the sidecar beside the image; see `ScreenshotLoader`).
    /// - Throws: `AnalysisError` naming the file at fault.
    public func analyze(imageAt imagePath: String, regionsAt regionsPath: String? = nil) throws(AnalysisError) -> ImageReport {
        var nothing = NoRows()
        return try analyze(imageAt: imagePath, regionsAt: regionsPath, feeding: &nothing)
    }

    /// Analyses the PNG at `imagePath`, handing its rows to `extra` too as they are
    /// decoded — a thumbnail, a bitmap to annotate — so one decode serves both.
    ///
    /// The file is read a block at a time and never held whole; each region is
    /// measured as soon as its last row is decoded (on a second thread when
    /// `estimatesWhileDecoding`), and only the rows some region still needs are kept.
    /// When this throws, whatever `extra` made of the rows must be dropped.
    /// - Throws: `AnalysisError` naming the file at fault.
    public func analyze<Extra: RowSink>(imageAt imagePath: String, regionsAt regionsPath: String? = nil,
                                        feeding extra: inout Extra) throws(AnalysisError) -> ImageReport {
        let deadline = timeLimit.map { ContinuousClock.now + $0 }
        let regions = try loader.loadRegions(imageAt: imagePath, regionsAt: regionsPath, maxRegions: maxRegions)
        try check(deadline, name: imagePath)
        let fd = try loader.openImage(at: imagePath)
        defer { try? fd.close() }
        var report = try analyze(.file(fd), sidecar: regions.sidecar, name: imagePath, deadline: deadline,
                                 imported: regions.imported, feeding: &extra)
        report.warnings += regions.warnings
        return readingText(into: report, imageAt: imagePath)
    }

    /// Analyses PNG bytes already in memory, e.g. from a test target.
    /// - Parameters:
    ///   - pngBytes: the PNG file's bytes.
    ///   - sidecar: the regions.
    ///   - name: how the image is named in the report and in errors.
    /// - Throws: `AnalysisError` when the sidecar breaks its limits
    ///   (`SidecarDecoder.validate`), the PNG cannot be decoded, or `timeLimit` passes.
    public func analyze(pngBytes: [UInt8], sidecar: Sidecar, name: String) throws(AnalysisError) -> ImageReport {
        do {
            try SidecarDecoder.validate(sidecar, maxRegions: maxRegions)
        } catch {
            throw AnalysisError(path: ScreenshotLoader.defaultSidecarPath(forImage: name), image: name, problem: .sidecar(error))
        }
        var nothing = NoRows()
        return try analyze(.bytes(pngBytes), sidecar: sidecar, name: name,
                           deadline: timeLimit.map { ContinuousClock.now + $0 }, imported: false, feeding: &nothing)
    }

    /// The pipeline after the regions are read; `sidecar` is already validated.
    /// `imported`: the regions come from a view-hierarchy dump, which lists
    /// off-screen elements too; those are left out with a warning instead of
    /// being errors.
    private func analyze<Extra: RowSink>(_ source: PNGSource, sidecar: Sidecar, name: String,
                                         deadline: ContinuousClock.Instant?, imported: Bool,
                                         feeding extra: inout Extra) throws(AnalysisError) -> ImageReport {
        let measurements = RegionMeasurements(concurrently: estimatesWhileDecoding)
        var offScreen = 0
        let window = RowSpanWindow(spans: { [assumedProfile] header in
            if imported {
                offScreen = Region.place(sidecar, imageWidth: header.width, imageHeight: header.height).count { $0.isOutside }
            }
            return measurements.place(sidecar, header: header, assumed: assumedProfile, imported: imported)
        }, ready: { index, rows in
            measurements.measure(index, rows: rows, with: self, appearance: sidecar.appearance, deadline: deadline)
        })
        var sinks = RowSinkPair(window, extra)
        let summary: DecodeSummary
        do {
            summary = try source.decode(with: PNGDecoder(limits: limits, deadline: deadline), into: &sinks)
        } catch .timedOut {
            measurements.wait()
            throw AnalysisError(path: name, problem: .timedOut(timeLimit ?? .zero))
        } catch {
            measurements.wait()
            throw AnalysisError(path: name, problem: .png(error))
        }
        measurements.wait()
        extra = sinks.second
        let results = measurements.results
        if results.timedOut { throw AnalysisError(path: name, problem: .timedOut(timeLimit ?? .zero)) }
        let colorimetry = results.colorimetry
        var warnings = summary.warnings + colorimetry.warnings
        if results.translucent > 0 {
            warnings.append("\(results.translucent) sampled pixels are not opaque; they were composited over white")
        }
        if offScreen > 0 {
            warnings.append("\(offScreen) imported elements lie outside the image and were left out")
        }
        // Every region was handed over: a span's last row decoded, or an empty span at once.
        let reports = results.reports.compactMap { $0 }
        guard reports.count == results.placed else {
            throw AnalysisError(path: name, problem: .png(.corrupt("the image ended before every region's rows were decoded")))
        }
        if let warning = untaggedDeviceWarning(chunks: summary.header.colorChunks, width: summary.header.width,
                                               height: summary.header.height, regions: reports) {
            warnings.append(warning)
        }
        return ImageReport(image: name, width: summary.header.width, height: summary.header.height, colorSpace: colorimetry.name,
                           scale: sidecar.scale, appearance: sidecar.appearance, regions: reports, warnings: warnings)
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
            var (report, seenTranslucent) = measure(region, in: image, colorimetry: colorimetry,
                                                    appearance: appearance, holdsText: region.holdsText(among: textRects))
            report.detected = detected
            translucent += seenTranslucent
            reports.append(report)
        }
        if translucent > 0 {
            warnings.append("\(translucent) sampled pixels are not opaque; they were composited over white")
        }
        if let warning = untaggedDeviceWarning(chunks: image.header.colorChunks, width: image.width, height: image.height,
                                               regions: reports) {
            warnings.append(warning)
        }
        return ImageReport(image: name, width: image.width, height: image.height, colorSpace: colorimetry.name,
                           scale: scale, appearance: appearance, regions: reports, regionsDetected: detected,
                           warnings: warnings)
    }

    /// Throws `timedOut` naming `name` once `deadline` has passed.
    private func check(_ deadline: ContinuousClock.Instant?, name: String) throws(AnalysisError) {
        if let deadline, ContinuousClock.now >= deadline {
            throw AnalysisError(path: name, problem: .timedOut(timeLimit ?? .zero))
        }
    }

    /// One region: sample, estimate, decide; the count of translucent pixels seen.
    /// `image` needs only the rows of the region's box and ring.
    func measure(_ region: Region, in image: Image, colorimetry: ImageColorimetry,
                         appearance: Appearance?, holdsText: Bool) -> (RegionReport, Int) {
        let spec = region.spec
        let requirement = policy.requirement(for: spec, appearance: appearance)
        var report = RegionReport(id: spec.id, text: spec.text, role: spec.role, rect: spec.rect,
                                  pixelRect: region.pixelRect, requirement: requirement)
        if region.isOutside {
            report.problem = .outsideImage(declared: region.declaredPixelRect, imageWidth: image.width, imageHeight: image.height)
            return (report, 0)
        }
        if region.isClipped { report.notes.append(.clipped) }
        let (result, translucentCount) = estimate(region, in: image, colorimetry: colorimetry, holdsText: holdsText)
        switch result {
        case .failure(let failure):
            report.verdict = requirement.isAssessed ? .review : .skipped
            report.notes.append(failure == .noPixels ? .noPixels : .uniform)
        case .success(var estimate):
            if region.isClipped { estimate.confidence *= 0.9 }
            report.measurement = estimate
            report.notes += estimate.reasons.map(RegionNote.estimate)
            report.verdict = policy.verdict(for: estimate, requirement: requirement)
            if report.verdict == .pass, let minimum = requirement.minimumRatio, estimate.worstRatio < minimum {
                // The headline ratio is against the median background; say
                // when the weakest parts of the text fall below the line.
                report.notes.append(.worstCaseBelowThreshold(worstRatio: estimate.worstRatio))
            }
            if report.verdict == .review, policy.holdsThinPass(estimate, requirement: requirement) {
                report.notes.append(.thinPass(worstRatio: estimate.worstRatio,
                                              margin: ContrastPolicy.thinPassLimits(nonText: requirement.isNonText).margin))
            }
            if report.verdict == .fail {
                report.suggestions = FixSuggestions.suggestions(
                    foreground: estimate.foreground, background: estimate.background,
                    minimumRatio: requirement.minimumRatio, minimumLc: requirement.minimumLc)
            }
        }
        return (report, translucentCount)
    }

    /// One region's contrast as `analyze` measures it, before the policy: its pixels read
    /// (`sampler`), estimated as its role says (`estimator`), and text read on a sparse
    /// lattice and not settled by that reading read again denser (`FrameTightening.readDenser`,
    /// `FrameTightening.settled`); with the count of translucent
    /// pixels read. Public so that benchmarks and test targets time and check exactly the
    /// work `analyze` does per region. `holdsText`: a non-text region with a label inside.
    public func estimate(_ region: Region, in image: Image, colorimetry: ImageColorimetry,
                         holdsText: Bool = false) -> (Result<ContrastEstimate, ContrastEstimator.Failure>, Int) {
        let spec = region.spec
        let samples = sampler.samples(of: region, in: image, colorimetry: colorimetry)
        let box = region.pixelRect
        var result = spec.role == .nonText
            ? estimator.estimateNonText(samples, box: box, colorimetry: colorimetry, holdsText: holdsText)
            : estimator.estimate(samples, box: box, colorimetry: colorimetry,
                                 shapeAtEdge: spec.role == .decorative)
        // Text read on a sparse lattice (a frame many times its text's size): read denser and
        // measured again, no surer than the first reading (`FrameTightening.readDenser`);
        // unless the first reading left nothing to correct (`FrameTightening.settled`).
        if spec.role == .text, case .success(let first) = result, !FrameTightening.settled(first),
           let denser = FrameTightening.readDenser(region, samples: samples, sampler: sampler,
                                                   in: image, colorimetry: colorimetry) {
            result = FrameTightening.measuredAgain(estimator.estimate(denser, box: box, colorimetry: colorimetry), first: first)
        }
        return (result, samples.translucentCount)
    }
}
