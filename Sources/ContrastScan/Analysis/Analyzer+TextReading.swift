import PNGCodec
import TextRecognition

/// Reading the words with OCR (`--ocr`, `textReader` set): detected lines get
/// their text, and those with none become non-text (an icon is held to 3:1);
/// sidecar regions without text get theirs. OCR never makes an analysis fail:
/// whatever goes wrong is a warning, and the measurements stand.
extension Analyzer {
    /// Reads the text of `sidecar`'s regions in `image` and writes it into them.
    ///
    /// With `detected`, the regions are the detector's guesses: a line without
    /// readable text (no letter or digit, or a confidence under the reader's
    /// minimum) becomes `nonText`, measured by the 3:1 rule. Otherwise (a real
    /// sidecar) only text regions without `text` are read, and roles are kept.
    /// - Parameters:
    ///   - sidecar: the regions; `text` and, when `detected`, `role` are updated.
    ///   - image: the decoded screenshot, holding the rows of the regions.
    ///   - detected: whether the regions were found by the detector.
    /// - Returns: the confidences, in the regions' order, and any warnings; no
    ///   confidence at all when `textReader` is nil.
    public func readText(of sidecar: inout Sidecar, in image: Image, detected: Bool) -> TextReadings {
        guard let reader = textReader else { return TextReadings(confidences: sidecar.regions.map { _ in nil }) }
        var confidences = [Double?](repeating: nil, count: sidecar.regions.count)
        if let unavailable = reader.unavailable {
            return TextReadings(confidences: confidences, warnings: [TextReadings.warningPrefix + unavailable.description])
        }
        let deadline = timeLimit.map { ContinuousClock.now + $0 }
        var problems: [(id: String, message: String)] = []
        for (index, spec) in sidecar.regions.enumerated() {
            guard detected || ((spec.role == .text || spec.role == .largeText) && (spec.text ?? "").isEmpty) else { continue }
            if let deadline, ContinuousClock.now >= deadline {
                return TextReadings(confidences: confidences, warnings: TextReadings.warnings(for: problems)
                    + ["\(TextReadings.warningPrefix)stopped reading at the time limit; \(sidecar.regions.count - index) regions left unread"])
            }
            let rect = Region(spec: spec, scale: sidecar.scale, imageWidth: image.width, imageHeight: image.height).pixelRect
            do {
                let reading = try reader.read(image, rect: rect)
                confidences[index] = reading.confidence
                if reader.isText(reading) {
                    sidecar.regions[index].text = reading.text
                } else if detected {
                    sidecar.regions[index].role = .nonText
                    sidecar.regions[index].text = nil
                }
            } catch {
                if case .unreadableCrop = error {
                    problems.append((spec.id, error.description))
                } else if case .recognitionFailed = error {
                    problems.append((spec.id, error.description))
                } else {
                    // No model, or out of memory: the same for every region.
                    return TextReadings(confidences: confidences,
                                        warnings: TextReadings.warnings(for: problems) + [TextReadings.warningPrefix + error.description])
                }
            }
        }
        return TextReadings(confidences: confidences, warnings: TextReadings.warnings(for: problems))
    }

    /// `report` with the OCR confidences and warnings of `readings` (made from the
    /// sidecar the report measured, in the same order).
    func applying(_ readings: TextReadings, to report: ImageReport) -> ImageReport {
        var report = report
        for (index, confidence) in readings.confidences.enumerated() where index < report.regions.count {
            report.regions[index].ocrConfidence = confidence
        }
        report.warnings += readings.warnings
        return report
    }

    /// `report` (measured from a sidecar) with the text of its text regions that
    /// had none, read by OCR from the PNG at `imagePath` — decoded again, only the
    /// rows those regions need: OCR costs far more than the decode.
    func readingText(into report: ImageReport, imageAt imagePath: String) -> ImageReport {
        guard textReader != nil else { return report }
        let unread = report.regions.indices.filter {
            let region = report.regions[$0]
            return (region.role == .text || region.role == .largeText) && (region.text ?? "").isEmpty && region.problem == nil
        }
        guard !unread.isEmpty else { return report }
        let image: Image
        do {
            let rows = RowSelection(unread.map { report.regions[$0].pixelRect }.map { $0.y..<$0.maxY })
            image = try PNGDecoder(limits: limits).decode(fileAt: imagePath) { _ in rows }
        } catch {
            var report = report
            report.warnings.append("\(TextReadings.warningPrefix)cannot decode the image again to read its text (\(error))")
            return report
        }
        var sidecar = Sidecar(scale: 1, regions: report.regions.map { region in
            RegionSpec(id: region.id, rect: PointRect(x: Double(region.pixelRect.x), y: Double(region.pixelRect.y),
                                                      width: Double(region.pixelRect.width), height: Double(region.pixelRect.height)),
                       role: region.role, text: region.text)
        })
        let readings = readText(of: &sidecar, in: image, detected: false)
        var result = applying(readings, to: report)
        for index in unread { result.regions[index].text = sidecar.regions[index].text }
        return result
    }
}
