import ContrastScanSupport
import Dispatch

/// Several screenshots analysed one after another, as `contrastscan analyze A B C`
/// does: the next one's decoding starts the moment the one before has decoded
/// its last row, so the regions in that image's last rows — still being measured —
/// cost no wall time. Never more than two images are in flight, so memory stays
/// that of two row windows.
extension Analyzer {
    /// Runs `analysis` for each of `count` items and hands each result to `deliver`
    /// in item order, on the calling thread, as soon as it and all before it are done.
    ///
    /// - Parameters:
    ///   - count: how many items; `analysis` receives each index once.
    ///   - analysis: analyses item `index` with the analyzer it is given (one of
    ///     `analyze(imageAt:regionsAt:)`, `analyzeOrDetect(imageAt:)`,
    ///     `analyzeDetectingText(imageAt:)`). Runs on a worker thread.
    ///   - deliver: receives each item's index and result, in order.
    ///
    /// With `estimatesWhileDecoding` off (a batch's workers, which already keep
    /// every core busy) or a single item, the items run one by one on the calling thread.
    public func analyzeInOrder(_ count: Int,
                               _ analysis: @escaping @Sendable (Analyzer, Int) throws(AnalysisError) -> ImageReport,
                               deliver: (Int, Result<ImageReport, AnalysisError>) -> Void) {
        guard estimatesWhileDecoding, count > 1 else {
            for index in 0..<count {
                deliver(index, Result { () throws(AnalysisError) -> ImageReport in try analysis(self, index) })
            }
            return
        }
        let results = Locked([Result<ImageReport, AnalysisError>?](repeating: nil, count: count))
        let handoffs = (0..<count).map { _ in DecodeHandoff() }
        let finished = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        var delivered = 0
        func deliverNext() {
            finished[delivered].wait()
            // The result was stored before `finished` was signalled.
            let result = results.withLock { $0[delivered] }!
            deliver(delivered, result)
            delivered += 1
        }
        for index in 0..<count {
            if index >= 2 { deliverNext() }   // at most two images in flight
            if index >= 1 { handoffs[index - 1].wait() }
            var analyzer = self
            analyzer.decodeHandoff = handoffs[index]
            DispatchQueue.global().async { [analyzer] in
                let result = Result { () throws(AnalysisError) -> ImageReport in try analysis(analyzer, index) }
                results.withLock { $0[index] = result }
                handoffs[index].signal()
                finished[index].signal()
            }
        }
        while delivered < count { deliverNext() }
    }
}
