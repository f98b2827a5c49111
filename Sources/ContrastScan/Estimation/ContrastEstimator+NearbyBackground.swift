import ColorScience
/// The background right around the strokes, where the background changes sharply within the
/// box (diagonal stripes, a two-tone photo's edge).
///
/// The background grid's cells are about as wide as half the line is tall: across colour
/// stripes a cell straddles two or three of them, and its median, a mix of stripes that is
/// nowhere in the image, stands behind every glyph in front of it. The digits of a clock over
/// green, blue and olive stripes then read against the green one (light grey on the stripes,
/// 3.10:1, read 1.43:1). The glyphs themselves say where they are: the background behind a
/// stroke is the surface a few pixels beside it, on the same stripe. Each glyph pixel takes
/// the colour of the nearest pixel past the strokes' anti-aliased edges (a mean over a window
/// would blend two stripes near their edge), and the background reported is the per-channel
/// median of those behind every pixel the glyphs cover at least half.
///
/// A text-shadow or a halo also lies right beside the strokes, and it is not the background:
/// it fades with the distance from the glyphs, while a stripe does not care where the glyphs
/// are. When the pixels just past the strokes differ, along the line to the glyph colour,
/// from those a little farther out, the surface beside the strokes is not read.
extension ContrastEstimator {
    /// How far (a share of the way from the surface farther out to the glyph colour) the
    /// surface just past the strokes may lie from it, as a median over the glyph cores, for
    /// the two to be one surface: noise and stripe edges leave it within a percent either way,
    /// the faintest `text-shadow` moves it more than 1.5%.
    static let nearbyProfileLimit: Float = 0.015

    /// The share of the glyph cores showing no profile (within `nearbyProfileLimit`) from which
    /// a profile that moved the median is taken for an edge between two surfaces along the
    /// line rather than a shadow or halo (`edgeProfile`). A shadow hugs every glyph; an edge moves
    /// only the cores whose near and far surfaces lie either side of it. On browser seeds 54
    /// and 55, tight and loose frames, the readings of text with a shadow or halo had at most
    /// 17% such cores; text across stripes or a two-tone edge had up to 50%, half of those
    /// readings 21% or more.
    static let edgeProfileShare = 0.2

    /// The sparsest sampling lattice (`RegionSamples.stride`) on which the surface beside the
    /// strokes is read: its diagonals lie at most about 17 px apart, so every stroke has sampled
    /// surface within a few clearances of it; on a sparser one (a long loose frame) the nearest
    /// sampled pixel may lie on another stripe.
    static let nearbyStride = 24

    /// The surface beside the strokes: per inner pixel within `clearance` pixels of a core (the
    /// glyphs and their anti-aliased edges), the colour of the nearest pixel (box or ring) at
    /// least `clearance` from every core; nil for the other pixels. Nil altogether with fewer
    /// than 6 cores, when the box is too large to raster, or when the surface just past the
    /// strokes differs from the one farther out (a shadow or a halo): per core, the mean of
    /// the pixels 1-2 clearances from the strokes and of those 3-5 clearances out, within
    /// windows around it that double until they hold a few. `edgeProfile` is set when that
    /// profile is refused but a share of the cores shows none (`edgeProfileShare`): what
    /// differs beside the strokes may be an edge between two surfaces, not a shadow.
    static func nearbyBackgrounds(inner: [RegionSamples.Sample], ring: [RegionSamples.Sample],
                                  cores: [Int], foreground: SIMD3<Float>, clearance: Int = 3,
                                  edgeProfile: inout Bool) -> [SIMD3<Float>?]? {
        guard cores.count >= 6 else { return nil }
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for s in inner { minX = min(minX, s.x); minY = min(minY, s.y); maxX = max(maxX, s.x); maxY = max(maxY, s.y) }
        for s in ring { minX = min(minX, s.x); minY = min(minY, s.y); maxX = max(maxX, s.x); maxY = max(maxY, s.y) }
        let columns = Int(maxX - minX) + 1, rows = Int(maxY - minY) + 1
        guard columns * rows <= 1 << 20 else { return nil }
        var raster = ChamferDistance(columns: columns, rows: rows)
        for i in cores { raster.mark(raster.index(column: Int(inner[i].x - minX), row: Int(inner[i].y - minY))) }
        raster.transform()
        // Summed-area tables of the colours and counts of the pixels just past the strokes
        // (`near`) and of those farther out (`far`), one row and column of zeros in front.
        let width = columns + 1
        let reach = Int32(3 * clearance)
        /// The table of the pixels whose distance from the strokes is in `band`.
        func table(_ band: Range<Int32>) -> [SIMD4<Double>] {
            let count = width * (rows + 1)
            return [SIMD4<Double>](unsafeUninitializedCapacity: count) { sums, initialized in
                // Per cell, whether a pixel in the band lies there: a byte per cell set to zero
                // first, not the cell's 32 bytes of sums (a cell without one is read as zeros).
                var holds = ScratchTable(repeating: false, count: count)
                // Unchecked: every sample lies in the bounding box, so its cell (one row and
                // column in) lies inside the table; a cell's sums are read only once written
                // (where `holds` says so, and in the summing pass behind it).
                guard let p = sums.baseAddress else { return }
                for pass in 0..<2 {
                    for s in pass == 0 ? inner : ring {
                        let column = Int(s.x - minX), row = Int(s.y - minY)
                        guard band.contains(raster.distance(raster.index(column: column, row: row))) else { continue }
                        let k = (row + 1) * width + column + 1
                        let v = SIMD4(Double(s.r), Double(s.g), Double(s.b), 1)
                        // The first pixel of a cell added to zero, as into a zeroed table (a −0 included).
                        p[k] = holds[k] ? p[k] + v : SIMD4<Double>.zero + v
                        holds[k] = true
                    }
                }
                // Row 0 and column 0 hold zeros; rows 1...rows and columns 1...columns of the
                // (rows + 1) × width table take their sums.
                for column in 0..<width { p[column] = .zero }
                for row in 1...rows {
                    let here = p + row &* width, above = here - width
                    here[0] = .zero
                    var running = SIMD4<Double>.zero
                    for column in 1...columns {
                        running += holds[row &* width &+ column] ? here[column] : .zero
                        here[column] = running + above[column]
                    }
                }
                initialized = count
            }
        }
        func mean(_ sums: [SIMD4<Double>], _ x: Int, _ y: Int, from radius: Int) -> SIMD3<Double>? {
            var r = radius
            while true {
                let x0 = max(0, x - r), y0 = max(0, y - r), x1 = min(columns, x + r + 1), y1 = min(rows, y + r + 1)
                let t = sums[y1 * width + x1] - sums[y0 * width + x1] - sums[y1 * width + x0] + sums[y0 * width + x0]
                if t.w >= 4 { return SIMD3(t.x, t.y, t.z) / t.w }
                if r >= max(columns, rows) { return t.w > 0 ? SIMD3(t.x, t.y, t.z) / t.w : nil }
                r *= 2
            }
        }
        // One table at a time (32 bytes per pixel of the box, 1.7 MB for a large title's): the
        // near surface beside every core is read before the far table is made.
        let nearMeans: [SIMD3<Double>?] = {
            let near = table(reach..<(2 * reach))
            return cores.map { i in mean(near, Int(inner[i].x - minX), Int(inner[i].y - minY), from: 2 * clearance) }
        }()
        let far = table((3 * reach)..<(5 * reach))
        // The profile: how far, along the line from the far surface to the glyph colour, the
        // near one lies, per core; a shadow or halo moves the median off zero.
        let fg = SIMD3(Double(foreground.x), Double(foreground.y), Double(foreground.z))
        var offsets = Quantiles()
        for (k, i) in cores.enumerated() {
            let x = Int(inner[i].x - minX), y = Int(inner[i].y - minY)
            guard let n = nearMeans[k], let f = mean(far, x, y, from: 5 * clearance) else { continue }
            let axis = fg - f, length2 = (axis * axis).sum()
            guard length2 > 1e-6 else { continue }
            offsets.add(Float(((n - f) * axis).sum() / length2))
        }
        // Counted before the median reorders them: the cores that show no profile at all.
        var flat = 0
        for v in offsets.values where abs(v) <= Self.nearbyProfileLimit { flat += 1 }
        guard let offset = offsets.median() else { return nil }
        if abs(offset) > Self.nearbyProfileLimit {
            // Not read either way; but where a share of the cores shows no profile, it may be
            // an edge between two surfaces rather than a shadow (`edgeProfileShare`).
            edgeProfile = Double(flat) >= Self.edgeProfileShare * Double(offsets.values.count)
            return nil
        }
        // Each glyph pixel takes the colour of the nearest clear pixel (a mean over a window
        // would blend two stripes near their edge into a colour that is nowhere in the image).
        var nearest = ChamferDistance(columns: columns, rows: rows)
        var colors = [SIMD3<Float>]()
        colors.reserveCapacity(inner.count + ring.count)
        for s in inner where raster.distance(raster.index(column: Int(s.x - minX), row: Int(s.y - minY))) >= reach {
            nearest.mark(nearest.index(column: Int(s.x - minX), row: Int(s.y - minY)), seed: Int32(colors.count))
            colors.append(SIMD3(s.r, s.g, s.b))
        }
        for s in ring where raster.distance(raster.index(column: Int(s.x - minX), row: Int(s.y - minY))) >= reach {
            nearest.mark(nearest.index(column: Int(s.x - minX), row: Int(s.y - minY)), seed: Int32(colors.count))
            colors.append(SIMD3(s.r, s.g, s.b))
        }
        let source = nearest.nearestSeeds()
        var out = [SIMD3<Float>?](repeating: nil, count: inner.count)
        for i in inner.indices {
            let x = Int(inner[i].x - minX), y = Int(inner[i].y - minY)
            let at = raster.index(column: x, row: y)
            guard raster.distance(at) < reach else { continue }
            let k = source[at]
            if k >= 0 { out[i] = colors[Int(k)] }
        }
        return out
    }
}

extension ContrastEstimator {
    /// The backgrounds read beside the strokes (`nearbyBackgrounds`) behind every pixel at
    /// least half glyph (on the line from that background to the glyph colour), in the box's
    /// order: what `backgroundUnderGlyphs` and `stripesLowRatio` both read, gathered once.
    static func coveredBackgrounds(_ inner: [RegionSamples.Sample], _ nearby: [SIMD3<Float>?],
                                   foreground: SIMD3<Float>) -> [SIMD3<Float>] {
        var covered: [SIMD3<Float>] = []
        for i in inner.indices {
            guard let b = nearby[i] else { continue }
            let axis = foreground - b, length2 = (axis * axis).sum()
            guard length2 > 1e-8 else { continue }
            let p = SIMD3(inner[i].r, inner[i].g, inner[i].b) - b
            if (p * axis).sum() / length2 >= 0.5 { covered.append(b) }
        }
        return covered
    }

    /// The background behind the glyphs: the per-channel median of the backgrounds read beside
    /// the strokes behind every pixel at least half glyph (`coveredBackgrounds`): all the
    /// glyphs cover, not just their cores, whose share over each stripe differs (a stroke's
    /// anti-aliased edges lie over the stripe its core does not).
    static func backgroundUnderGlyphs(_ covered: [SIMD3<Float>]) -> SIMD3<Float>? {
        ColorQuantiles.median(of: covered.count) { covered[$0] }
    }

    /// Where, either side of the median, the backgrounds behind the glyphs are read for the
    /// guard below (the 40th and 60th percentiles of their luminance).
    static let stripesQuantile = 0.4

    /// How far apart the ratios over the backgrounds either side of the median may be before a
    /// pass must hold over both: beyond it the glyphs are split about evenly between stripes of
    /// very different contrast, and which of them the median lands on is a matter of a few pixels.
    static let stripesSpread = 1.3

    /// The start of the note a text region gets when the glyphs are split between stripes that read far apart.
    static let stripesNotePrefix = "the glyphs are split between stripes of the background that read far apart"

    /// The note a text region gets when the glyphs are split between stripes that read far apart.
    static func stripesNote(_ ratio: Double) -> String {
        "\(stripesNotePrefix): over some of them only \(RatioFormat.text(ratio))"
    }

    /// The lower of the glyph colour's ratios against the backgrounds read beside the strokes at
    /// the 40th and 60th percentiles of luminance (behind the pixels at least half glyph,
    /// `coveredBackgrounds`): over stripes, the median background, and the ratio reported, can
    /// be either stripe when the glyphs are split about evenly between two; nil with fewer
    /// than 20 such pixels.
    static func stripesLowRatio(_ covered: [SIMD3<Float>], foreground: SIMD3<Float>,
                                luminance: (SIMD3<Float>) -> Float) -> Double? {
        guard covered.count >= 20,
              let (below, above) = Quantiles.quantiles(stripesQuantile, 1 - stripesQuantile, of: covered.count, { luminance(covered[$0]) })
        else { return nil }
        let y = Double(luminance(foreground))
        func ratio(_ b: Float) -> Double { (max(y, Double(b)) + 0.05) / (min(y, Double(b)) + 0.05) }
        return min(ratio(below), ratio(above))
    }
}
