import Dispatch
import PNGCodec
import Synchronization
import Testing

/// What a window handed over, and when.
final class Handovers: Sendable {
    struct Handover: Sendable {
        var span: Int
        var image: Image
        /// Rows decoded when the span was handed over.
        var rowsDecodedThen: Int
    }
    private let state = Mutex<[Handover]>([])
    let rowsDecoded = Atomic<Int>(0)

    func record(_ span: Int, _ image: Image) {
        let decoded = rowsDecoded.load(ordering: .relaxed)
        state.withLock { $0.append(Handover(span: span, image: image, rowsDecodedThen: decoded)) }
    }
    var all: [Handover] { state.withLock { $0 } }
}

/// Counts the rows decoded, paired after the window so the count is current when a span is handed over.
struct RowCounter: RowSink {
    let handovers: Handovers
    let selection: RowSelection
    mutating func rows(for header: ImageHeader) -> RowSelection { selection }
    mutating func consume(_ row: PixelRow) { handovers.rowsDecoded.store(row.y + 1, ordering: .relaxed) }
}

@Suite("A row window hands each span over when its last row is decoded, and holds only open spans' rows")
struct RowSpanWindowTests {
    static let file = "pngsuite/pngsuite/basn6a08.png"  // 32×32 RGBA

    func decode(_ spans: [Range<Int>], file: String = file) throws -> (Handovers, RowSpanWindow) {
        let handovers = Handovers()
        // The counter goes first: a row is counted before the window sees it.
        var sinks = RowSinkPair(RowCounter(handovers: handovers, selection: RowSelection(spans)),
                                RowSpanWindow(spans: { _ in spans }, ready: handovers.record))
        _ = try PNGDecoder().decode(fileAt: Fixtures.path(file), into: &sinks)
        return (handovers, sinks.second)
    }

    @Test func eachSpanIsHandedOverWhenItsLastRowIsDecodedWithExactlyItsRows() throws {
        let spans = [0..<50, 10..<20, 40..<60, 25..<26]
        let (handovers, window) = try decode(spans, file: "bad/slow-1bit-10000.png")
        let all = handovers.all
        #expect(all.map(\.span) == [1, 3, 0, 2], "in the order their last rows come")
        let full = try PNGDecoder().decode(try Fixtures.bytes("bad/slow-1bit-10000.png")) { _ in RowSelection([0..<60]) }
        for handover in all {
            let span = spans[handover.span]
            #expect(handover.rowsDecodedThen == span.upperBound, "span \(span) was ready at its last row")
            #expect(handover.image.keptRowCount == span.count)
            #expect(!handover.image.hasRow(span.lowerBound - 1) && !handover.image.hasRow(span.upperBound))
            #expect(handover.image.warnings.isEmpty)
            for y in span { for x in stride(from: 0, to: 10_000, by: 997) {
                #expect(handover.image.pixel(x: x, y: y) == full.pixel(x: x, y: y))
            } }
        }
        #expect(window.spansReady == 4)
        // The span 0..<50 keeps rows 0..<50 until row 49 arrives; then only
        // 40..<60 is open: never the 60 rows needed at once.
        #expect(window.peakRowsHeld == 50)
    }

    @Test func rowsNoOpenSpanNeedsAreLetGo() throws {
        // Disjoint spans: the window never holds more than one span's rows.
        let (handovers, window) = try decode([0..<4, 10..<14, 20..<24, 28..<32])
        #expect(handovers.all.count == 4)
        #expect(window.peakRowsHeld == 4)
    }

    @Test func spansOutsideTheImageAreHandedOverFirstWithNoRows() throws {
        let (handovers, _) = try decode([40..<50, 5..<6, -10..<0, 31..<40])
        let all = handovers.all
        #expect(all.map(\.span) == [0, 2, 1, 3])
        #expect(all[0].rowsDecodedThen == 0 && all[0].image.keptRowCount == 0)
        #expect(all[3].image.keptRowCount == 1, "clipped to the image's last row")
    }

    @Test func decodingStopsAfterTheLastSpan() throws {
        let handovers = Handovers()
        var window = RowSpanWindow(spans: { _ in [2..<4] }, ready: handovers.record)
        let summary = try PNGDecoder().decode(fileAt: Fixtures.path("bad/slow-1bit-10000.png"), into: &window)
        #expect(summary.rowsDecoded == 4)
        #expect(handovers.all.count == 1)
    }

    /// The images handed over are values sharing immutable rows: another
    /// thread can measure a span while later rows are decoded.
    @Test func spansCanBeMeasuredOnAnotherThreadWhileDecodingGoesOn() throws {
        let queue = DispatchQueue(label: "measure")
        let group = DispatchGroup()
        let sums = Mutex<[Int: Int]>([:])
        let spans = (0..<8).map { ($0 * 4)..<($0 * 4 + 6) }
        var window = RowSpanWindow(spans: { _ in spans }) { span, image in
            queue.async(group: group) {
                var total = 0
                for y in spans[span].clamped(to: 0..<32) { for x in 0..<32 { total += Int(image.pixel(x: x, y: y)?.red ?? 0) } }
                sums.withLock { $0[span] = total }
            }
        }
        _ = try PNGDecoder().decode(fileAt: Fixtures.path(Self.file), into: &window)
        group.wait()
        let full = try PNGDecoder().decode(try Fixtures.bytes(Self.file))
        for (index, span) in spans.enumerated() {
            var total = 0
            for y in span.clamped(to: 0..<32) { for x in 0..<32 { total += Int(full.pixel(x: x, y: y)?.red ?? 0) } }
            #expect(sums.withLock { $0[index] } == total)
        }
    }

    @Test func aDamagedFileFailsAfterTheSpansWereHandedOver() {
        let handovers = Handovers()
        var window = RowSpanWindow(spans: { _ in [0..<1] }, ready: handovers.record)
        #expect(throws: PNGError.crcMismatch(chunk: "IDAT")) {
            try PNGDecoder().decode(fileAt: Fixtures.path("bad/crc-mismatch-idat.png"), into: &window)
        }
    }
}
