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
    /// Smallest luma step (0–255) counted as an edge. Text a reader can see at
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
        let luma = image.lumaPlane()

        // 1. Edge cells: count strong horizontal and vertical steps per cell.
        let cell = max(1, Int((scale * 0.75).rounded()))
        let cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        var edges = [UInt16](repeating: 0, count: cw * ch)
        let t = edgeThreshold
        luma.withUnsafeBufferPointer { L in
            edges.withUnsafeMutableBufferPointer { E in
                for y in 0..<(h - 1) {
                    let row = y * w, cy = (y / cell) * cw
                    for x in 0..<(w - 1) {
                        let v = Int(L[row + x])
                        if abs(v - Int(L[row + x + 1])) >= t || abs(v - Int(L[row + w + x])) >= t {
                            E[cy + x / cell] &+= 1
                        }
                    }
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

        // 3. Connected runs of marked cells (4-neighbour flood fill).
        var label = [Int32](repeating: -1, count: cw * ch)
        var lines: [DetectedLine] = []
        var stack: [Int] = []
        for start in 0..<(cw * ch) where marked[start] && label[start] < 0 {
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, cells = 0, edgeCount = 0
            label[start] = 0
            stack.append(start)
            while let i = stack.popLast() {
                let x = i % cw, y = i / cw
                cells += 1
                edgeCount += Int(edges[i])
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && nx < cw && ny >= 0 && ny < ch {
                    let j = ny * cw + nx
                    if marked[j] && label[j] < 0 {
                        label[j] = 0
                        stack.append(j)
                    }
                }
            }
            let rect = PixelRect(x: minX * cell, y: minY * cell,
                                 width: min(w, (maxX + 1) * cell) - minX * cell,
                                 height: min(h, (maxY + 1) * cell) - minY * cell)
            let fill = Double(cells) / Double((maxX - minX + 1) * (maxY - minY + 1))
            if looksLikeText(rect, fill: fill, scale: scale, imageHeight: h) {
                lines.append(DetectedLine(pixelRect: rect, fill: fill))
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
