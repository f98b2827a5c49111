import PNGCodec

/// Analysis without a sidecar: the regions are the text lines the detector finds.
extension Analyzer {
    /// Analyses the PNG at `imagePath`, finding its text lines itself.
    /// - Throws: `AnalysisError` naming the image when it cannot be read or decoded.
    public func analyzeDetectingText(imageAt imagePath: String) throws(AnalysisError) -> ImageReport {
        var nothing = NoRows()
        return try analyzeDetectingText(imageAt: imagePath, feeding: &nothing)
    }

    /// Analyses the PNG at `imagePath`, finding its text lines itself, and hands its
    /// rows to `extra` too as they are decoded (one decode for both).
    /// - Throws: `AnalysisError` naming the image when it cannot be read or decoded.
    public func analyzeDetectingText<Extra: RowSink>(imageAt imagePath: String,
                                                     feeding extra: inout Extra) throws(AnalysisError) -> ImageReport {
        let fd = try loader.openImage(at: imagePath)
        defer { try? fd.close() }
        var sinks = RowSinkPair(ImageCollector(), extra)
        do {
            _ = try PNGSource.file(fd).decode(with: PNGDecoder(limits: limits), into: &sinks)
        } catch {
            throw AnalysisError(path: imagePath, problem: .png(error))
        }
        extra = sinks.second
        guard let image = sinks.first.image else {
            throw AnalysisError(path: imagePath, problem: .png(.corrupt("no rows were decoded")))
        }
        return try analyzeDetectingText(image, name: imagePath, detector: TextLineDetector())
    }

    /// Analyses PNG bytes, finding the text lines with `TextLineDetector`.
    ///
    /// Every region is a detected line of role `text`, with an id derived
    /// from its position (`line-y0412-x0036`), a rect in points at the
    /// guessed scale (3 for phone-size widths ≥ 1000 px, 2 from 600 px, else
    /// 1), a font size estimated from the ink height, and `detected` set in
    /// the report.
    public func analyzeDetectingText(pngBytes: [UInt8], name: String,
                                     detector: TextLineDetector = TextLineDetector()) throws(AnalysisError) -> ImageReport {
        let image: Image
        do {
            image = try PNGDecoder(limits: limits).decode(pngBytes)
        } catch {
            throw AnalysisError(path: name, problem: .png(error))
        }
        return try analyzeDetectingText(image, name: name, detector: detector)
    }

    /// Finds and measures the text lines of a decoded image.
    private func analyzeDetectingText(_ image: Image, name: String, detector: TextLineDetector) throws(AnalysisError) -> ImageReport {
        var (sidecar, detection) = try detectRegionsAndCoverage(in: image, name: name, detector: detector)
        let readings = readText(of: &sidecar, in: image, detected: true)
        let regions = Region.place(sidecar, imageWidth: image.width, imageHeight: image.height)
        var report = try report(on: image, regions: regions, scale: sidecar.scale, appearance: nil, name: name, detected: true,
                                deadline: timeLimit.map { ContinuousClock.now + $0 })
        // Nothing found, or little of what the image shows: say so, or the
        // report reads as an all-clear.
        report.warnings += detection.warnings
        return applying(readings, to: report)
    }

    /// The text lines of an image as a sidecar (`contrastscan detect`): what
    /// `analyzeDetectingText` measures, for a person to check or edit into a
    /// real sidecar.
    /// - Throws: `AnalysisError` naming the image when it cannot be decoded, or
    ///   when more lines are found than `maxRegions` (a sidecar of that many
    ///   regions would be refused, and measuring them would take as long).
    public func detectRegions(pngBytes: [UInt8], name: String,
                              detector: TextLineDetector = TextLineDetector()) throws(AnalysisError) -> (Image, Sidecar) {
        let detected = try detectRegionsAndWarnings(pngBytes: pngBytes, name: name, detector: detector)
        return (detected.image, detected.sidecar)
    }

    /// `detectRegions(pngBytes:name:detector:)` with what the detection warns of:
    /// nothing found, or lines covering little of what the image shows — the
    /// warnings `analyze --detect` adds to its report, so a sidecar printed by
    /// `contrastscan detect` is never mistaken for the whole of the screen.
    public func detectRegionsAndWarnings(pngBytes: [UInt8], name: String,
                                         detector: TextLineDetector = TextLineDetector())
        throws(AnalysisError) -> (image: Image, sidecar: Sidecar, warnings: [String]) {
        let image: Image
        do {
            image = try PNGDecoder(limits: limits).decode(pngBytes)
        } catch {
            throw AnalysisError(path: name, problem: .png(error))
        }
        let (sidecar, detection) = try detectRegionsAndCoverage(in: image, name: name, detector: detector)
        return (image, sidecar, detection.warnings)
    }

    /// The text lines of a decoded image as a sidecar.
    /// - Throws: `AnalysisError` naming `name` when more lines are found than
    ///   `maxRegions`, before any is measured.
    func detectRegions(in image: Image, name: String, detector: TextLineDetector) throws(AnalysisError) -> Sidecar {
        try detectRegionsAndCoverage(in: image, name: name, detector: detector).0
    }

    /// The text lines of a decoded image as a sidecar, with the detection they
    /// came from (for its warnings).
    func detectRegionsAndCoverage(in image: Image, name: String,
                                  detector: TextLineDetector) throws(AnalysisError) -> (Sidecar, TextLineDetection) {
        let scale = detector.scale ?? TextLineDetector.guessScale(width: image.width)
        let detection = detector.detectLines(in: image)
        let lines = detection.lines
        guard lines.count <= maxRegions else {
            throw AnalysisError(path: name, problem: .tooManyDetectedLines(count: lines.count, limit: maxRegions))
        }
        let specs = lines.map { line -> RegionSpec in
            // Grow the ink box towards a line box: ascenders, descenders and a
            // little side bearing lie around the ink of most lines.
            let ink = line.pixelRect
            let padY = max(1, ink.height / 6), padX = max(1, ink.height / 8)
            let box = PixelRect(x: ink.x - padX, y: ink.y - padY, width: ink.width + 2 * padX, height: ink.height + 2 * padY)
                .intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
            let rect = PointRect(x: Double(box.x) / scale, y: Double(box.y) / scale,
                                 width: Double(box.width) / scale, height: Double(box.height) / scale)
            // Ink spans at most about one em (ascender to descender), so its
            // height is a lower bound of the font size: a line is only held to
            // the large-text threshold when it is clearly large.
            let fontSize = (Double(ink.height) / scale).rounded()
            return RegionSpec(id: line.id, rect: rect, role: .text, fontSize: fontSize)
        }
        return (Sidecar(scale: scale, regions: specs), detection)
    }
}
