import PNGCodec

/// Finds lines of text in a bare screenshot, without OCR, so a screenshot
/// that came without a sidecar can still be ranked.
///
/// Text is dense in short edges of about equal strength, laid out in
/// horizontal runs of about one height, with quiet bands above and below. The
/// detector marks edges against the local contrast (a faint line on a flat
/// surface has small but clear edges; see `stepMap` and `localThresholds`),
/// counts them in small cells, closes the gaps between
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

    /// Floor of the local edge threshold (0–255): steps below it are never edges,
    /// however quiet the neighbourhood — 8-bit noise, dithering and the smooth
    /// steps of a gradient stay under it, while a 1.05:1 line steps by 6 or more.
    public var faintEdgeFloor: Int = 5
    /// Share of the largest step nearby from which a step is an edge: a line's
    /// glyph edges are about equally strong, noise's steps spread evenly below
    /// their maximum.
    public var relativeEdge: Double = 0.5

    public init() {}

    /// Text lines in `image` (which must hold every row), top to bottom.
    public func detect(in image: Image) -> [DetectedLine] {
        detectLines(in: image).lines
    }

    /// Text lines in `image` (which must hold every row), with how much of the
    /// image's edge structure they account for.
    public func detectLines(in image: Image) -> TextLineDetection {
        let w = image.width, h = image.height
        guard w >= 8, h >= 8 else { return TextLineDetection(lines: [], edgeCells: 0, edgeCellsOnLines: 0, cells: 0) }
        let scale = self.scale ?? Self.guessScale(width: w)

        // 1. Edge cells: count the pixels whose step reaches their tile's local
        //    threshold, per cell. Tiles are about a third of a line high, so a
        //    threshold looks at about one line around it.
        let cell = max(1, Int((scale * 0.75).rounded()))
        let cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        let tile = cell * max(1, Int((6 * scale / Double(cell)).rounded()))
        let steps = Self.stepMap(of: image)
        let (tw, thresholds) = localThresholds(steps: steps, width: w, height: h, tile: tile)
        var edges = [UInt16](repeating: 0, count: cw * ch)
        edges.withUnsafeMutableBufferPointer { E in
            steps.withUnsafeBufferPointer { S in
                for y in 0..<h {
                    let cy = (y / cell) * cw, ty = (y / tile) * tw, row = y * w
                    var x = 0, tx = 0
                    while x < w {
                        let end = min(w, x + tile), t = thresholds[ty + tx]
                        for xx in x..<end where S[row + xx] >= t { E[cy + xx / cell] &+= 1 }
                        x = end
                        tx += 1
                    }
                }
            }
        }
        // A cell holds part of a glyph when a fair share of it is edge.
        let minimumEdges = UInt16(max(1, cell * cell / 4))
        var marked = edges.map { $0 >= minimumEdges }
        let edgeCells = marked.reduce(0) { $0 + ($1 ? 1 : 0) }
        var edgeCellsOnLines = 0

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
                    for cy in band.minY...band.maxY {
                        for cx in band.minX...band.maxX where edges[cy * cw + cx] >= minimumEdges { edgeCellsOnLines += 1 }
                    }
                }
            }
        }
        lines.sort { ($0.pixelRect.y, $0.pixelRect.x) < ($1.pixelRect.y, $1.pixelRect.x) }
        return TextLineDetection(lines: lines, edgeCells: edgeCells, edgeCellsOnLines: edgeCellsOnLines, cells: cw * ch)
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
