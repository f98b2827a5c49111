import ContrastScanSupport
import Dispatch

/// Several screenshots analysed as `contrastscan analyze A B C` does: on one
/// worker per core, each worker decoding one image and measuring its regions as
/// their rows arrive (as a batch's workers do), the results told in input order.
///
/// Decoding a PNG is one serial inflate; on one core it bounds the run however
/// the measuring is overlapped with it. Two images decoding at once use both
/// cores of a CI machine: eight full-size screenshots take about 0.7× a bare
/// libpng decode of them, against 0.9× when the next image only started
/// decoding once the one before had finished. Memory is that of `workers` row
/// windows.
extension Analyzer {
    /// Runs `analysis` for each of `count` items and hands each result to `deliver`
    /// in item order, on the calling thread, as soon as it and all before it are done.
    ///
    /// - Parameters:
    ///   - count: how many items; `analysis` receives each index once.
    ///   - workers: images analysed at once (at most `count`; nil: one per core); with one, the items
    ///     run one by one on the calling thread, each as this analyzer is set up
    ///     (its regions measured on a second thread while it decodes, unless
    ///     `estimatesWhileDecoding` is off).
    ///   - analysis: analyses item `index` with the analyzer it is given (one of
    ///     `analyze(imageAt:regionsAt:)`, `analyzeOrDetect(imageAt:)`,
    ///     `analyzeDetectingText(imageAt:)`). Runs on a worker thread.
    ///   - deliver: receives each item's index and result, in order.
    public func analyzeInOrder(_ count: Int, workers: Int? = nil,
                               _ analysis: @escaping @Sendable (Analyzer, Int) throws(AnalysisError) -> ImageReport,
                               deliver: (Int, Result<ImageReport, AnalysisError>) -> Void) {
        let workers = min(workers ?? ProcessorCount.active, count)
        guard workers > 1 else {
            for index in 0..<count {
                deliver(index, Result { () throws(AnalysisError) -> ImageReport in try analysis(self, index) })
            }
            return
        }
        // The workers keep the cores busy: each measures its own image's regions.
        var analyzer = self
        analyzer.estimatesWhileDecoding = false
        let results = Locked([Result<ImageReport, AnalysisError>?](repeating: nil, count: count))
        let finished = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) { [analyzer] in
            WorkerPool.run(count: count, workers: workers) { index in
                let result = Result { () throws(AnalysisError) -> ImageReport in try analysis(analyzer, index) }
                results.withLock { $0[index] = result }
                finished[index].signal()
            }
        }
        for index in 0..<count {
            finished[index].wait()
            // Stored before `finished` was signalled; taken out, so a delivered report is not kept.
            let result = results.withLock { results in results[index].take() }!
            deliver(index, result)
        }
        done.wait()
    }
}
