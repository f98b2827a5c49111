import ContrastScan
import ContrastScanSupport
import Foundation
import Testing

/// Text detection on the accuracy slice: every line of text the generator drew
/// (`NAME.lines.json`) against what `--detect` finds. `scripts/accuracy --detect`
/// measures the full corpus; this keeps a change that loses lines from passing.
@Suite("Text detection against every line drawn (corpus slice)")
struct DetectionSliceTests {
    struct Lines: Decodable {
        struct Line: Decodable { var x0, y0, x1, y1: Int; var text: String }
        var lines: [Line]
    }

    static func iou(_ a: PixelRect, _ b: PixelRect) -> Double {
        let inter = a.intersection(b).area
        let union = a.area + b.area - inter
        return union > 0 ? Double(inter) / Double(union) : 0
    }

    @Test func recallAndPrecisionHold() throws {
        let folder = CorpusSlice.folder("accuracy")
        let index = try CorpusSlice.index(of: folder)
        var truth = 0, found = 0, matched = 0
        for entry in index.images {
            let png = folder.appendingPathComponent(entry.image)
            let lines = try JSONDecoder().decode(Lines.self, from: Data(contentsOf:
                png.deletingPathExtension().appendingPathExtension("lines.json"))).lines
            let report = try Analyzer().analyzeDetectingText(imageAt: png.path)
            #expect(report.regionsDetected && report.regions.allSatisfy(\.detected))
            var unused = report.regions.map(\.pixelRect)
            for line in lines {
                let box = PixelRect(x: line.x0, y: line.y0, width: line.x1 - line.x0, height: line.y1 - line.y0)
                if let best = unused.indices.max(by: { Self.iou(box, unused[$0]) < Self.iou(box, unused[$1]) }),
                   Self.iou(box, unused[best]) >= 0.5 {
                    matched += 1
                    unused.remove(at: best)
                }
            }
            truth += lines.count
            found += report.regions.count
        }
        let recall = Double(matched) / Double(truth), precision = Double(matched) / Double(found)
        #expect(recall >= 0.88, "recall \(recall) (\(matched) of \(truth))")
        #expect(precision >= 0.82, "precision \(precision) (\(matched) of \(found))")
    }

    /// Ids come from positions, so the same image gives the same ids.
    @Test func detectedIdsAreStable() throws {
        let png = CorpusSlice.folder("accuracy").appendingPathComponent("01-settings-light-2x.png").path
        let first = try Analyzer().analyzeDetectingText(imageAt: png).regions.map(\.id)
        let second = try Analyzer().analyzeDetectingText(imageAt: png).regions.map(\.id)
        #expect(first == second)
        #expect(!first.isEmpty && Set(first).count == first.count)
    }
}
