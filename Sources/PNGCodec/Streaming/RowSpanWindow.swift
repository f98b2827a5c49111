/// Keeps the rows of a set of row spans (one per region: its box and ring)
/// only while a span still needs them, and hands each span over as an `Image`
/// the moment its last row is decoded.
///
/// This is what lets analysis overlap decoding: `ready` runs on the decoding
/// thread, and may pass the span's image (a `Sendable` value sharing the rows,
/// no copy) to another thread to be measured while later rows are decoded.
/// A row is dropped by the window once every span covering it was handed
/// over, so the window holds the rows of the spans still open, not the image;
/// the images handed over keep their own rows alive as long as they are held.
///
/// Each span's image holds exactly the span's rows (`pixel(x:y:)` is nil
/// elsewhere) and no warnings: those are known when the decode returns. When
/// the decode throws, images already handed over must be dropped: the file
/// turned out to be damaged.
public struct RowSpanWindow: RowSink {
    /// Called once per span, with its index in the array `spans` returned and
    /// the image of its rows. Spans empty or outside the image are handed over
    /// first, before any row is decoded, with no rows.
    public typealias Ready = (_ span: Int, _ rows: Image) -> Void

    private let makeSpans: (ImageHeader) -> [Range<Int>]
    private let ready: Ready
    private var header: ImageHeader?
    private var spans: [Range<Int>] = []
    /// Indices of the non-empty spans, in the order they complete (by last row).
    private var order: [Int] = []
    /// minLower[i]: the first row any of order[i...] needs.
    private var minLower: [Int] = []
    private var next = 0
    /// Held rows: held[i] is row heldBase + i - heldStart, for i >= heldStart.
    private var held: [PixelRow?] = []
    private var heldStart = 0
    private var heldBase = 0
    private var heldCount = 0
    /// The most rows held at once: what the window cost in memory, in rows.
    public private(set) var peakRowsHeld = 0
    /// Spans handed over so far.
    public private(set) var spansReady = 0

    /// - Parameters:
    ///   - spans: the row ranges, decided from the header (e.g. each region's
    ///     sampled rectangle's rows); they may overlap and come in any order.
    ///   - ready: receives each span's image as soon as its last row is decoded.
    public init(spans: @escaping (ImageHeader) -> [Range<Int>], ready: @escaping Ready) {
        makeSpans = spans
        self.ready = ready
    }

    public mutating func rows(for header: ImageHeader) -> RowSelection {
        self.header = header
        spans = makeSpans(header).map { span in
            let lower = min(max(0, span.lowerBound), header.height)
            return lower..<max(lower, min(header.height, span.upperBound))
        }
        for (index, span) in spans.enumerated() where span.isEmpty {
            spansReady += 1
            ready(index, Image(header: header, warnings: [], firstRow: 0, rows: []))
        }
        order = spans.indices.filter { !spans[$0].isEmpty }.sorted {
            (spans[$0].upperBound, $0) < (spans[$1].upperBound, $1)
        }
        minLower = [Int](repeating: .max, count: order.count + 1)
        for i in stride(from: order.count - 1, through: 0, by: -1) {
            minLower[i] = min(minLower[i + 1], spans[order[i]].lowerBound)
        }
        heldBase = minLower.first ?? 0
        return RowSelection(order.map { spans[$0] })
    }

    public mutating func consume(_ row: PixelRow) {
        guard let header else { return }
        // Rows between spans are not delivered: their slots stay empty.
        while heldBase + (held.count - heldStart) < row.y { held.append(nil) }
        if heldBase + (held.count - heldStart) == row.y {
            held.append(row)
            heldCount += 1
            peakRowsHeld = max(peakRowsHeld, heldCount)
        }
        while next < order.count && spans[order[next]].upperBound == row.y + 1 {
            let span = spans[order[next]]
            let from = heldStart + (span.lowerBound - heldBase)
            let rows = Array(held[from..<(from + span.count)])
            next += 1
            spansReady += 1
            ready(order[next - 1], Image(header: header, warnings: [], firstRow: span.lowerBound, rows: rows))
        }
        release(below: minLower[next])
    }

    /// Drops the held rows above `y`: no span still open needs them.
    private mutating func release(below y: Int) {
        while heldStart < held.count && heldBase < y {
            if held[heldStart] != nil { heldCount -= 1 }
            held[heldStart] = nil
            heldStart += 1
            heldBase += 1
        }
        if heldStart == held.count {
            held.removeAll(keepingCapacity: true)
            heldStart = 0
            heldBase = max(heldBase, y == .max ? heldBase : y)
        } else if heldStart > 64 && heldStart * 2 > held.count {
            held.removeFirst(heldStart)
            heldStart = 0
        }
    }
}
