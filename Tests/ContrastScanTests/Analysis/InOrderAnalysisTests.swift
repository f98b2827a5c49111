import ContrastScan
import Testing

/// `contrastscan analyze A B C`: images analysed on several workers at once;
/// what each image gets, and the order it is told in, must not change.
@Suite("Analyzer.analyzeInOrder: images analysed at once give the serial results, in order")
struct InOrderAnalysisTests {
    static let inputs = ConcurrentAnalysisTests.inputs

    static func analyse(_ analyzer: Analyzer, _ index: Int) throws(AnalysisError) -> ImageReport {
        let input = inputs[index % inputs.count]
        return try analyzer.analyze(imageAt: input.image, regionsAt: input.regions)
    }

    /// Every input three times over: goldens and broken files side by side, so a
    /// failure overlaps a success both ways round.
    @Test(arguments: [1, 2, 3])
    func resultsAreTheSerialOnesDeliveredInInputOrder(workers: Int) {
        let analyzer = Analyzer()
        let count = Self.inputs.count * 3
        let serial = (0..<count).map { index in
            Result { () throws(AnalysisError) -> ImageReport in try Self.analyse(analyzer, index) }
        }
        var delivered: [Int] = []
        var results: [Result<ImageReport, AnalysisError>] = []
        analyzer.analyzeInOrder(count, workers: workers, { analyzer, index throws(AnalysisError) in try Self.analyse(analyzer, index) },
                                deliver: { index, result in
            delivered.append(index)
            results.append(result)
        })
        #expect(delivered == Array(0..<count))
        #expect(results == serial)
        #expect(serial.contains { (try? $0.get()) == nil } && serial.contains { (try? $0.get()) != nil })
    }

    @Test func noImagesDeliverNothingAndOneImageIsAnalysedOnce() {
        let analyzer = Analyzer()
        var calls = 0
        analyzer.analyzeInOrder(0, { analyzer, index throws(AnalysisError) in try Self.analyse(analyzer, index) },
                                deliver: { _, _ in calls += 1 })
        #expect(calls == 0)
        var results: [Result<ImageReport, AnalysisError>] = []
        analyzer.analyzeInOrder(1, { analyzer, index throws(AnalysisError) in try Self.analyse(analyzer, index) },
                                deliver: { _, result in results.append(result) })
        #expect(results.count == 1)
        #expect(results.first.flatMap { try? $0.get() } == (try? Self.analyse(analyzer, 0)))
    }

    /// A slow image is told in its place once it is done; an image that
    /// times out does not hold back the others, and the run ends.
    @Test func aTimedOutImageDoesNotHoldBackTheNext() throws {
        let (png, sidecar) = try AnalysisTimeLimitTests.slowImage()
        var analyzer = Analyzer()
        analyzer.timeLimit = .milliseconds(20)
        var results: [Result<ImageReport, AnalysisError>] = []
        var delivered: [Int] = []
        analyzer.analyzeInOrder(4, workers: 2, { analyzer, index throws(AnalysisError) in
            index.isMultiple(of: 2)
                ? try analyzer.analyze(pngBytes: png, sidecar: sidecar, name: "slow-\(index).png")
                : try Self.analyse(analyzer.withoutTimeLimit, 0)
        }, deliver: { index, result in
            delivered.append(index)
            results.append(result)
        })
        #expect(delivered == [0, 1, 2, 3])
        #expect(results.count == 4)
        for (index, result) in results.enumerated() {
            if index.isMultiple(of: 2) {
                #expect(throws: AnalysisError.self) { try result.get() }
            }
        }
    }
}

private extension Analyzer {
    var withoutTimeLimit: Analyzer {
        var analyzer = self
        analyzer.timeLimit = nil
        return analyzer
    }
}
