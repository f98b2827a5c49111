import ContrastScan
import ContrastScanSupport
import Dispatch
import Foundation
import TestSupport
import Testing

/// Several images analysed at once through one `Analyzer`, as a batch run does.
/// `scripts/sanitize thread` runs this suite under ThreadSanitizer; in a plain
/// run it still checks that no image's result depends on what ran beside it.
@Suite("Concurrent analysis: every image gets the result it gets alone")
struct ConcurrentAnalysisTests {
    static let bad = Goldens.root.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/bad")

    /// Goldens (each with its sidecar), plus broken inputs whose errors must stay theirs.
    static let inputs: [(image: String, regions: String?)] = {
        var inputs = Goldens.names.map { (Goldens.root.appendingPathComponent($0 + ".png").path, String?.none) }
        let valid = bad.appendingPathComponent("tiny-valid.json").path
        for name in ["crc-mismatch-idat.png", "palette-too-short.png", "iccp-invalid.png", "apng.png", "empty.png",
                     "truncated-in-idat.png", "tiny-valid.png"] {
            inputs.append((bad.appendingPathComponent(name).path, valid))
        }
        inputs.append((bad.appendingPathComponent("tiny-valid.png").path, bad.appendingPathComponent("duplicate-id.json").path))
        return inputs
    }()

    static func analyse(_ analyzer: Analyzer, _ index: Int) -> Result<ImageReport, AnalysisError> {
        let input = inputs[index % inputs.count]
        return Result { () throws(AnalysisError) in try analyzer.analyze(imageAt: input.image, regionsAt: input.regions) }
    }

    /// Results stored by index, one lock for the array.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<ImageReport, AnalysisError>?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<ImageReport, AnalysisError>) { lock.withLock { values[index] = value } }
        var all: [Result<ImageReport, AnalysisError>?] { lock.withLock { values } }
    }

    @Test func threadsSharingOneAnalyzerGetTheSerialResults() {
        let analyzer = Analyzer()
        let serial = Self.inputs.indices.map { Self.analyse(analyzer, $0) }
        let rounds = 3
        let results = Results(count: Self.inputs.count * rounds)
        DispatchQueue.concurrentPerform(iterations: Self.inputs.count * rounds) { index in
            results.set(index, Self.analyse(analyzer, index))
        }
        for (index, result) in results.all.enumerated() {
            #expect(result == serial[index % Self.inputs.count], "\(Self.inputs[index % Self.inputs.count].image)")
        }
        #expect(serial.contains { (try? $0.get()) == nil } && serial.contains { (try? $0.get()) != nil })
    }

    @Test func aTaskGroupGetsTheSerialResultsInOrder() async {
        var analyzer = Analyzer()
        analyzer.timeLimit = .seconds(120)
        let serial = Self.inputs.indices.map { Self.analyse(analyzer, $0) }
        let concurrent = await withTaskGroup(of: (Int, Result<ImageReport, AnalysisError>).self) { group in
            for index in Self.inputs.indices {
                group.addTask { [analyzer] in (index, Self.analyse(analyzer, index)) }
            }
            var results = [Result<ImageReport, AnalysisError>?](repeating: nil, count: Self.inputs.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(concurrent == serial.map { $0 })
    }
}
