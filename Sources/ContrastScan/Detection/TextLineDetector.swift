import PNGCodec

/// Finds lines of text in a bare screenshot, without OCR, so a screenshot
/// that came without a sidecar can still be ranked.
///
/// Text is dense in short, strong edges, laid out in horizontal runs of
/// about one height, with quiet bands above and below. The detector marks
/// strong luma edges, counts them in small cells, closes the gaps between
/// letters and words along each row, and keeps the connected runs whose
/// height, fill and shape are those of a line of text — which rejects
/// separators (too thin), control outlines (hollow) and photos (too tall,
/// or edges everywhere).
public struct TextLineDetector: Sendable {
    /// Smallest step (0–255) in any channel counted as an edge. Text a reader can see at
    /// all differs from its background by more; blur and gradients by less.
    public var edgeThreshold: Int = 20
    /// Pixels per point assumed when the caller does not know: 3 for phone
    /// screenshots ≥ 1000 px wide, 2 from 600 px, else 1.
    public var scale: Double?

    public init() {}

    /// Text lines in `image` (which must hold every row), top to bottom.
    public func detect(in image: Image) -> [DetectedLine] {
        let w = image.width, h = image.height
        guard w >= 8, h >= 8 else { return [] }
        let scale = self.scale ?? Self.guessScale(width: w)

        // 1. Edge cells: count strong horizontal and vertical steps per cell.
        let cell = max(1, Int((scale * 0.75).rounded()))
        let cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        var edges = [UInt16](repeating: 0, count: cw * ch)
        let t = edgeThreshold
        // A step in any channel counts, so blue text on a grey of the same
        // luma is still seen. Steps are taken over two pixels: anti-aliasing
        // spreads a small glyph's edge over two, each too faint alone. Rows
        // are visited in order and the two rows above kept, so the image is
        // read once.
        var previous: [[UInt8]] = [[UInt8](repeating: 0, count: w * 4), [UInt8](repeating: 0, count: w * 4)]
        edges.withUnsafeMutableBufferPointer { E in
            image.forEachRGBA8Row { y, row in
                if y >= 2 {
                    // Pixel (x, y - 2) against (x + 2, y - 2) and (x, y).
                    previous[0].withUnsafeBufferPointer { above in
                        let cy = ((y - 2) / cell) * cw
                        for x in 0..<(w - 2) {
                            let i = 4 * x
                            var step = 0
                            for c in 0..<3 {
                                let v = Int(above[i + c])
                                step = max(step, abs(v - Int(above[i + 8 + c])), abs(v - Int(row[i + c])))
                            }
                            if step >= t { E[cy + x / cell] &+= 1 }
                        }
                    }
                }
                previous.swapAt(0, 1)
                previous[1].withUnsafeMutableBufferPointer { keep in
                    for i in 0..<(w * 4) { keep[i] = row[i] }
                }
            }
        }
        // A cell holds part of a glyph when a fair share of it is edge.
        let minimumEdges = UInt16(max(1, cell * cell / 4))
        var marked = edges.map { $0 >= minimumEdges }

        // 2. Close the gaps between letters and words along each row.
        let gap = max(1, Int((8 * scale / Double(cell)).rounded()))
        for cy in 0..<ch {
            var last = -1
            for cx in 0..<cw where marked[cy * cw + cx] {
                if last >= 0 && cx - last > 1 && cx - last <= gap + 1 {
                    for fill in (last + 1)..<cx { marked[cy * cw + fill] = true }
                }
                last = cx
            }
        }

        // 3. Connected runs of marked cells (4-neighbour flood fill), each cut
        //    into bands at empty rows: an icon above its tab-bar label, or two
        //    lines touching through a descender, become separate lines.
        var visited = [Bool](repeating: false, count: cw * ch)
        var lines: [DetectedLine] = []
        var stack: [Int] = [], cells: [Int] = []
        for start in 0..<(cw * ch) where marked[start] && !visited[start] {
            visited[start] = true
            stack.append(start)
            cells.removeAll(keepingCapacity: true)
            while let i = stack.popLast() {
                cells.append(i)
                let x = i % cw, y = i / cw
                if x > 0, marked[i - 1], !visited[i - 1] { visited[i - 1] = true; stack.append(i - 1) }
                if x < cw - 1, marked[i + 1], !visited[i + 1] { visited[i + 1] = true; stack.append(i + 1) }
                if y > 0, marked[i - cw], !visited[i - cw] { visited[i - cw] = true; stack.append(i - cw) }
                if y < ch - 1, marked[i + cw], !visited[i + cw] { visited[i + cw] = true; stack.append(i + cw) }
            }
            for band in Self.bands(of: cells, columns: cw) {
                let rect = PixelRect(x: band.minX * cell, y: band.minY * cell,
                                     width: min(w, (band.maxX + 1) * cell) - band.minX * cell,
                                     height: min(h, (band.maxY + 1) * cell) - band.minY * cell)
                let fill = Double(band.count) / Double((band.maxX - band.minX + 1) * (band.maxY - band.minY + 1))
                if looksLikeText(rect, fill: fill, scale: scale, imageHeight: h) {
                    lines.append(DetectedLine(pixelRect: rect, fill: fill))
                }
            }
        }
        return lines.sorted { ($0.pixelRect.y, $0.pixelRect.x) < ($1.pixelRect.y, $1.pixelRect.x) }
    }

    /// Height of a line between 5 pt and 60 pt, wider than tall,
    /// and filled like letters rather than outlined like a control.
    private func looksLikeText(_ rect: PixelRect, fill: Double, scale: Double, imageHeight: Int) -> Bool {
        let heightPoints = Double(rect.height) / scale
        guard heightPoints >= 5, heightPoints <= 60 else { return false }
        // Icons, chevrons and glyph-like marks are about as wide as they are
        // tall; a line of text, even one short word, is wider.
        guard Double(rect.width) >= 1.2 * Double(rect.height) else { return false }
        return fill >= 0.35
    }

    /// The cells of one component grouped into horizontal bands, cut at
    /// "necks": rows holding at most 15% of the fullest row's cells, where an
    /// icon meets the label under it or a descender touches the next line.
    private static func bands(of cells: [Int], columns: Int) -> [(minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int)] {
        var rows: [Int: (minX: Int, maxX: Int, count: Int)] = [:]
        for i in cells {
            let x = i % columns, y = i / columns
            let r = rows[y] ?? (x, x, 0)
            rows[y] = (min(r.minX, x), max(r.maxX, x), r.count + 1)
        }
        let fullest = rows.values.map(\.count).max() ?? 0
        let neck = max(1, fullest * 15 / 100)
        var result: [(minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int)] = []
        for y in rows.keys.sorted() {
            let r = rows[y]!
            if r.count <= neck && fullest >= 8 { continue }
            if var last = result.last, last.maxY == y - 1 {
                last.minX = min(last.minX, r.minX)
                last.maxX = max(last.maxX, r.maxX)
                last.maxY = y
                last.count += r.count
                result[result.count - 1] = last
            } else {
                result.append((r.minX, r.maxX, y, y, r.count))
            }
        }
        return result
    }

    static func guessScale(width: Int) -> Double {
        width >= 1000 ? 3 : (width >= 600 ? 2 : 1)
    }
}

/// One detected line of text.
public struct DetectedLine: Sendable, Equatable {
    /// The ink's bounding box, in pixels.
    public var pixelRect: PixelRect
    /// Share of the box the line's edge cells cover, 0…1: letters fill it, outlines do not.
    public var fill: Double

    /// A stable id from the position: the same image gives the same ids, so
    /// `compare` can pair detected regions across runs.
    public var id: String {
        func pad(_ v: Int) -> String { let s = String(v); return String(repeating: "0", count: max(0, 4 - s.count)) + s }
        return "line-y\(pad(pixelRect.y))-x\(pad(pixelRect.x))"
    }
}
