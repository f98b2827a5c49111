import ContrastScanSupport
import Dispatch
import PNGCodec

/// The regions of one screenshot being measured while it decodes: placed when the
/// header is known, each measured the moment its last row arrives — on a second
/// thread, so estimation overlaps decoding — and gathered in sidecar order.
final class RegionMeasurements: Sendable {
    private struct State {
        var regions: [Region] = []
        var colorimetry = ImageColorimetry.srgb()
        var textRects: [PixelRect] = []
        var reports: [RegionReport?] = []
        var translucent = 0
        var timedOut = false
    }

    private let state = Locked(State())
    private let queue: DispatchQueue?
    private let group = DispatchGroup()

    /// - Parameter concurrently: measure on a second thread while rows decode
    ///   (a single image); false measures on the decoding thread (a batch, whose
    ///   workers already fill every core).
    init(concurrently: Bool) {
        queue = concurrently ? DispatchQueue(label: "contrastscan.estimate") : nil
    }

    /// Places the regions once the header is known; returns the row span each reads.
    func place(_ sidecar: Sidecar, header: ImageHeader, assumed: AssumedProfile?, imported: Bool) -> [Range<Int>] {
        var regions = Region.place(sidecar, imageWidth: header.width, imageHeight: header.height)
        if imported { regions.removeAll { $0.isOutside } }
        let colorimetry = ImageColorimetry.resolve(header.colorChunks, assumed: assumed)
        state.withLock {
            $0.regions = regions
            $0.colorimetry = colorimetry
            $0.textRects = regions.filter { $0.spec.role == .text || $0.spec.role == .largeText }.map(\.pixelRect)
            $0.reports = [RegionReport?](repeating: nil, count: regions.count)
        }
        return regions.map { $0.isOutside ? 0..<0 : $0.sampledRect.y..<$0.sampledRect.maxY }
    }

    /// Measures region `index` on `rows` (an image holding its span's rows).
    func measure(_ index: Int, rows: Image, with analyzer: Analyzer, appearance: Appearance?,
                 deadline: ContinuousClock.Instant?) {
        let work: @Sendable () -> Void = { [self] in
            let (region, colorimetry, textRects) = state.withLock { ($0.regions[index], $0.colorimetry, $0.textRects) }
            if let deadline, ContinuousClock.now >= deadline {
                state.withLock { $0.timedOut = true }
                return
            }
            let (report, translucent) = analyzer.measure(region, in: rows, colorimetry: colorimetry, appearance: appearance,
                                                         holdsText: region.holdsText(among: textRects))
            state.withLock {
                $0.reports[index] = report
                $0.translucent += translucent
            }
        }
        if let queue { queue.async(group: group, execute: work) } else { work() }
    }

    /// Waits for every measurement started.
    func wait() { group.wait() }

    /// What was measured: the reports in sidecar order (nil where a region's rows
    /// never arrived), the colorimetry, the translucent pixels seen, and whether
    /// the time limit passed.
    var results: (reports: [RegionReport?], colorimetry: ImageColorimetry, translucent: Int, timedOut: Bool, placed: Int) {
        state.withLock { ($0.reports, $0.colorimetry, $0.translucent, $0.timedOut, $0.regions.count) }
    }
}

extension Region {
    /// Whether this is a control whose label the sidecar lists as a text region of
    /// its own (more than half of a text rect inside it): that text is measured
    /// there, not as the control's mark.
    public func holdsText(among textRects: [PixelRect]) -> Bool {
        spec.role == .nonText && textRects.contains { $0.intersection(pixelRect).area * 2 > $0.area && $0 != pixelRect }
    }
}
