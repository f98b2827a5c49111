/// Chooses which pixels a non-text region's contrast is about.
///
/// A sidecar gives a control's frame, not its stroke. Three layouts are
/// common and need different pixels:
/// - a **bordered** control (text field, outlined button): the border runs
///   along the frame's inner edge, and its contrast is against the surface
///   outside — whatever text or fill is inside is another region's business;
/// - a **filled** shape with a mark inside (checkbox, badge, icon button): the
///   mark's contrast is against the fill;
/// - a plain **icon** on the surface: the whole box against the ring, as for text.
enum NonTextFraming {
    /// The border band along the frame (`inner`) against the ring outside.
    case bordered(RegionSamples)
    /// The mark inside against the fill (`mark`), and the filled shape's edge
    /// against the surface outside (`shape`). A solid glyph has no mark: `mark` holds no
    /// pixels of the box (`containerEdgeShare`), and only `shape` is measured.
    case filled(mark: RegionSamples, shape: RegionSamples)
    /// The whole box against the ring.
    case icon

    /// Whether the layout is a filled shape (a button's fill over most of its inside).
    var isFilled: Bool {
        if case .filled = self { return true }
        return false
    }

    /// How far apart (`colorDistance`) two colours must be to count as different ones: the
    /// border, the fill, the surface and the mark are told apart by it.
    private static let distinct: Float = 0.04
    /// `distinct` as a squared distance (`squaredReach`), for the loops over a frame's pixels.
    private static let distinct2 = squaredReach(distinct)

    /// How far (`colorDistance`) from the surface's colour a band along all four sides of the
    /// frame must lie to be a filled shape's rim rather than the surface's shading. Clouds in a
    /// photo lie closer; a badge's or a card's rim farther. On seeds 36–45 and the goldens any
    /// value from 0.2 to 0.3 gave the same answers; 0.1 let a photo's shading through (a far
    /// false pass).
    private static let rimReach: Float = 0.25

    /// The layout of `samples` in `box`, with the samples to estimate from.
    static func focus(_ samples: RegionSamples, box: PixelRect) -> NonTextFraming {
        let short = min(box.width, box.height)
        // Too small to hold a border and an inside: treat as an icon.
        guard short >= 10, samples.ring.count >= 8 else { return .icon }
        let band = max(2, min(12, short / 6))
        let inside = box.insetBy(band)
        func isInside(_ s: RegionSamples.Sample) -> Bool { inside.contains(x: Int(s.x), y: Int(s.y)) }
        let interior = samples.inner.keeping(where: isInside), edge = samples.inner.keeping { !isInside($0) }
        guard edge.count >= 16, interior.count >= 8 else { return .icon }
        guard let ringColor = median(samples.ring),
              let interiorColor = median(interior) else { return .icon }

        // Bordered: on at least three sides, a line of pixels unlike both the
        // surface outside and the inside. A border is a line along the edge: where
        // such pixels fill more than half of the band's lines (by distance from the
        // edge) on two or more sides, they are the surface's own shading — a
        // material lit from one side, a gradient, a photo's clouds — and the box is a
        // plain icon. (A white star in a loose frame on a navy material with a pink glow
        // along two sides was measured as that glow against the ring: 1.15:1 for 12.9:1;
        // a black heart on clouds, whose band they fill on all four sides, 1.06:1 for
        // 11.3:1.) A band along all four sides far from the surface's colour is a filled
        // shape's rim, and stays a border.
        //
        // A line is also unlike the surface just past it on its own side: a loose frame inside
        // a button's translucent fill, with the wallpaper showing past a corner of the ring,
        // has a band of fill unlike the ring's median on every side, yet like the fill just
        // past the frame on most of them (a camera glyph at 12.1:1 was measured as that fill
        // against the ring, 1.32:1). Whether the band is shading is still told from every
        // pixel unlike the ring's median.
        var sidesWithLine = 0, sidesWithBand = 0
        // The strokes of the sides counted as lines (read only when all four are bands).
        var allStrokes: [RegionSamples.Sample] = []
        for side in Side.allCases {
            let pixels = edge.keeping { side.contains($0, box: box, band: band) }
            let stroke = pixels.keeping {
                squaredColorDistance($0, ringColor) > distinct2 && squaredColorDistance($0, interiorColor) > distinct2
            }
            // A 1-pixel line along this side holds length / stride lattice samples.
            let lineSamples = max(1, side.length(of: box) / max(1, samples.stride))
            guard Double(stroke.count) >= 0.6 * Double(lineSamples) else { continue }
            let beyond = samples.ring.keeping { side.beyond($0, box: box) }
            guard beyond.count < 8 || median(beyond).map({ surface in
                Double(stroke.count(where: { squaredColorDistance($0, surface) > distinct2 })) >= 0.6 * Double(lineSamples)
            }) ?? true else { continue }
            sidesWithLine += 1
            allStrokes += stroke
            // How many of the band's lines (by distance from the edge) the stroke fills a good part of.
            var perOffset = [Int](repeating: 0, count: band)
            for s in stroke { perOffset[min(band - 1, max(0, side.offset(of: s, box: box)))] += 1 }
            if perOffset.count(where: { Double($0) >= 0.3 * Double(lineSamples) }) * 2 > band { sidesWithBand += 1 }
        }
        if sidesWithLine >= 3 {
            // A tile whose fill runs under a mark that covers most of its inside (a white gear
            // on a pale tile) shows its fill along every side too: that is the fill, and the
            // mark is measured against it.
            if let tile = filledTile(samples, edge: edge, interior: interior, ringColor: ringColor,
                                     interiorColor: interiorColor, short: short) {
                return tile
            }
            // Shading, not a line — unless the band runs along all four sides in a colour far
            // from the surface's: a filled shape's rim (an orange badge on a blue header, a
            // card on a material), whose edge against the surface is what must be seen.
            let rim = sidesWithBand == 4 && (median(allStrokes).map { colorDistance($0, ringColor) >= Self.rimReach } ?? false)
            if sidesWithLine - sidesWithBand < 3 && !rim { return .icon }
            var border = samples
            border.inner = edge
            return .bordered(border)
        }
        return filled(samples, interior: interior, edge: edge, ringColor: ringColor, interiorColor: interiorColor, short: short)
    }

    /// A filled tile taken for a border: the band along the frame is one colour nearly all
    /// through (a border is a line; a tile's band is all fill), unlike the inside's median
    /// (the mark covers most of the inside: a card's fill inside its border line is not this)
    /// and yet filling a good part of the inside too, around the mark. Nil when it is not.
    private static func filledTile(_ samples: RegionSamples, edge: [RegionSamples.Sample],
                                   interior: [RegionSamples.Sample], ringColor: SIMD3<Float>,
                                   interiorColor: SIMD3<Float>, short: Int) -> NonTextFraming? {
        guard short >= 20, let bandColor = median(edge), colorDistance(bandColor, ringColor) > distinct,
              colorDistance(bandColor, interiorColor) > distinct else { return nil }
        let isFill = { (s: RegionSamples.Sample) in colorDistance(s, bandColor) <= distinct }
        // Rounded corners show the surface in the band: most of it, not all, is fill.
        guard edge.count(where: isFill) * 4 >= edge.count * 3,
              interior.count(where: isFill) * 4 >= interior.count else { return nil }
        return fillAndMark(samples, interior: interior, isFill: isFill, ringColor: ringColor)
    }

    /// The filled layout for a fill told by `isFill`: the shape is the fill and the surface
    /// (the mark left out), the mark the whole inside against the fill; nil when either has
    /// too few pixels.
    private static func fillAndMark(_ samples: RegionSamples, interior: [RegionSamples.Sample],
                                    isFill: (RegionSamples.Sample) -> Bool, ringColor: SIMD3<Float>) -> NonTextFraming? {
        let isSurface = { (s: RegionSamples.Sample) in colorDistance(s, ringColor) <= distinct }
        var shape = samples
        shape.inner = samples.inner.keeping { isFill($0) || isSurface($0) }
        var mark = samples
        mark.inner = interior
        mark.ring = interior.keeping(where: isFill)
        guard shape.inner.count >= 8, mark.ring.count >= 8 else { return nil }
        return .filled(mark: mark, shape: shape)
    }

    /// The layout as a filled shape, whatever runs along the frame's edge: a button trimmed
    /// from a padded frame on a material, whose rounded ends show the material, lit unevenly,
    /// along the sides (taken for a border), or `.icon`.
    static func filledShape(_ samples: RegionSamples, box: PixelRect) -> NonTextFraming {
        let short = min(box.width, box.height)
        guard short >= 10, samples.ring.count >= 8 else { return .icon }
        let inside = box.insetBy(max(2, min(12, short / 6)))
        let interior = samples.inner.keeping { inside.contains(x: Int($0.x), y: Int($0.y)) }
        let edge = samples.inner.keeping { !inside.contains(x: Int($0.x), y: Int($0.y)) }
        guard interior.count >= 8, let ringColor = median(samples.ring), let interiorColor = median(interior) else { return .icon }
        return filled(samples, interior: interior, edge: edge, ringColor: ringColor, interiorColor: interiorColor, short: short)
    }

    private static func filled(_ samples: RegionSamples, interior: [RegionSamples.Sample], edge: [RegionSamples.Sample],
                               ringColor: SIMD3<Float>, interiorColor: SIMD3<Float>, short: Int) -> NonTextFraming {
        // Filled: the inside is mostly a colour the surface is not. The shape
        // is that fill against the surface (the mark left out); the mark is
        // whatever inside is unlike the fill, against the fill.
        let isFill = { (s: RegionSamples.Sample) in colorDistance(s, interiorColor) <= distinct }
        // A real fill is one flat colour over most of the inside — not the
        // median of an anti-aliased stroke that happens to fill a small box.
        guard colorDistance(interiorColor, ringColor) > distinct, short >= 20,
              interior.count(where: isFill) * 2 >= interior.count,
              case .filled(var mark, let shape)? = fillAndMark(samples, interior: interior, isFill: isFill, ringColor: ringColor)
        else { return .icon }
        // A solid glyph, not a container: its fill reaches little of the frame's edge band
        // (a button's or a badge's covers most of it, round ends and corners aside), so what
        // the inside holds unlike the fill is the surface around the glyph's outline, no mark.
        // Only the shape against the surface is measured.
        if Double(edge.count(where: isFill)) < Self.containerEdgeShare * Double(edge.count) { mark.inner = [] }
        return .filled(mark: mark, shape: shape)
    }

    /// The least share of the frame's edge band a filled shape's fill covers for the shape to be
    /// a container with a mark inside (a button, a badge: 0.6 and more) rather than a solid glyph
    /// (a grey heart over a photo: 0.06, its "mark" the pale photo around its outline, read at
    /// 3.77:1 against the heart and passed for 2.91:1).
    static let containerEdgeShare = 0.25

    private enum Side: CaseIterable {
        case top, bottom, left, right

        func contains(_ s: RegionSamples.Sample, box: PixelRect, band: Int) -> Bool {
            let x = Int(s.x), y = Int(s.y)
            switch self {
            case .top: return y < box.y + band
            case .bottom: return y >= box.maxY - band
            case .left: return x < box.x + band && y >= box.y + band && y < box.maxY - band
            case .right: return x >= box.maxX - band && y >= box.y + band && y < box.maxY - band
            }
        }

        /// Whether a ring pixel lies past this side of the frame, within the side's span.
        func beyond(_ s: RegionSamples.Sample, box: PixelRect) -> Bool {
            let x = Int(s.x), y = Int(s.y)
            switch self {
            case .top: return y < box.y && x >= box.x && x < box.maxX
            case .bottom: return y >= box.maxY && x >= box.x && x < box.maxX
            case .left: return x < box.x && y >= box.y && y < box.maxY
            case .right: return x >= box.maxX && y >= box.y && y < box.maxY
            }
        }

        /// How far in from this side's edge a pixel of the frame lies (0: on the edge).
        func offset(of s: RegionSamples.Sample, box: PixelRect) -> Int {
            switch self {
            case .top: return Int(s.y) - box.y
            case .bottom: return box.maxY - 1 - Int(s.y)
            case .left: return Int(s.x) - box.x
            case .right: return box.maxX - 1 - Int(s.x)
            }
        }

        func length(of box: PixelRect) -> Int {
            switch self {
            case .top, .bottom: return box.width
            case .left, .right: return box.height
            }
        }
    }

    private static func median(_ samples: [RegionSamples.Sample]) -> SIMD3<Float>? {
        ColorQuantiles.median(of: samples.count) { SIMD3(samples[$0].r, samples[$0].g, samples[$0].b) }
    }
}
