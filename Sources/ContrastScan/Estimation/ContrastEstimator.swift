#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ColorScience

/// Estimates, from a region's pixels, the composited background behind it,
/// the colour of its glyphs (or shape), and how far both can be trusted.
///
/// The background is not one pixel and not the declared colour: it is read
/// from a ring just outside the box into a grid of cells (strips along the
/// line, bands across it), so a gradient, a photo behind a material or a
/// two-tone edge running through the line is followed, and then refined with
/// the pixels between the glyphs. Every step is a median, so blur noise,
/// anti-aliased edges and a neighbouring stroke do not drag it. The glyph
/// colour comes from the cores, the pixels a coverage model says are fully
/// inside a stroke, never from the anti-aliased edges.
///
/// Three guards keep the background from being mistaken for the glyphs, or
/// the reverse:
/// - a candidate glyph colour that is about as common in the ring as in the box
///   is texture of the background (a photo's lit windows, a sun, clouds), and the
///   next candidate is tried;
/// - a core must lie on the line from its local background to the glyph colour
///   (a bright blob off that line is neither glyph nor background);
/// - pixels pushed away from the glyph colour beyond the background's own
///   spread (a text-shadow, a halo) are not background: the background is the
///   surface behind them, and a note says a shadow was seen.
public struct ContrastEstimator: Sendable {
    /// The confidence from which an estimate is decided on its ratio alone: `ContrastPolicy`'s
    /// default `minimumConfidence`. The rules that narrow a confident estimate's span to what
    /// a verdict may rest on (a shadow's margin, stripes, other ink, a second reading) use it.
    public static let decidedConfidence = 0.5

    /// Fewer glyph cores than this make a note ("few glyph pixels") and lower confidence; a
    /// border found in fewer is decided only on its span (`ContrastEstimator+NonText`).
    static let fewGlyphPixels = 20

    /// How far from the background, as a share of the way to the strokes' colour, the box's own
    /// colour along the line may lie and still be taken for the surface rather than for the
    /// text in another tint (`estimateFramed`, text in part of a frame). Chosen on seeds 36–45:
    /// 0.25 and 0.35 gave the same gains, 0.5 added a far false pass.
    static let surfaceTintReach: Float = 0.35

    /// Coverage above which a glyph pixel counts as core.
    public var coreCoverage: Float = 0.9
    /// Coverage below which an inner pixel counts as background.
    public var backgroundCoverage: Float = 0.15

    public init() {}

    /// Why no estimate could be made at all.
    public enum Failure: Error, Sendable, Equatable {
        /// No pixel of the region could be read.
        case noPixels
        /// The box holds nothing distinguishable from its background.
        case uniform
    }

    /// The note a region gets when a shadow or halo around its glyphs was set aside.
    public static let shadowNote = "a shadow or halo around the glyphs was seen; the background is the surface behind it"

    /// The note a text region gets when its frame runs over a surface that changes along it
    /// and only the marks framed within it stood out.
    public static let surfaceAlongNote = "the frame runs over a surface that changes along it; measured on the marks unlike the surface at their place"

    /// The note a text region gets when the colour taken for its glyphs forms broad blobs.
    public static let blobNote = "the colour taken for the glyphs forms broad blobs, not strokes (a photo's highlight or a stripe); the glyphs may be another colour"

    /// Estimates one region. Medians and distances are taken on the encoded
    /// values; every luminance, and the colours reported, go through
    /// `colorimetry`, so a Display P3 image is measured as Display P3.
    /// - Parameters:
    ///   - samples: the pixels of the box and of the ring around it (`RegionSampler`).
    ///   - box: the region's box in image pixels.
    ///   - colorimetry: how the image's encoded values become luminance and colours.
    ///   - shapeAtEdge: the box is drawn to a shape's own outline (a decorative
    ///     region), not padded around text: its edge band is never taken for the surface outside.
    public func estimate(_ samples: RegionSamples, box: PixelRect,
                         colorimetry: ImageColorimetry = .srgb(), shapeAtEdge: Bool = false) -> Result<ContrastEstimate, Failure> {
        // A frame stretched along its row over a surface that changes along it (a label's
        // accessibility frame over a material's gradient) is framed first to the marks unlike
        // the surface at their place. Against the frame's one surface colour, the far end of
        // the gradient stands out as much as the glyphs, the marks' frame reaches from it to
        // the text, and the glyphs in part of it were taken for a blob (white text at 9.49:1
        // read 1.15:1). Only where the surface changes one way along the frame (a gradient, not
        // a sun reaching into it: `FrameTightening.monotone`), and unless nothing stands out in
        // that frame (under 1.25:1): otherwise the frame is read as over one surface.
        let framedAlongSurface = { (onlyMonotone: Bool) -> Result<ContrastEstimate, Failure>? in
            FrameTightening.tightenAlongSurface(samples, box: box, onlyMonotone: onlyMonotone).map {
                estimateFramed($0.0, box: $0.1, colorimetry: colorimetry, checkRival: true)
            }
        }
        let alongSurface = shapeAtEdge ? nil : framedAlongSurface(true)
        if case .success(let framed)? = alongSurface, framed.ratio >= 1.25 { return .success(framed) }
        if let (tight, tightBox) = FrameTightening.tighten(samples, box: box, shapeAtEdge: shapeAtEdge) {
            let framed = estimateFramed(tight, box: tightBox, colorimetry: colorimetry, checkRival: true)
            // Nothing distinct inside the marks framed (a bright blob of the photo, not the
            // text, stood out from the frame's edge): the whole box is measured instead.
            if case .success(var e) = framed {
                doubtSurfaceAboveAndBelow(&e, tight: tight, tightBox: tightBox, samples: samples, box: box, colorimetry: colorimetry)
                return .success(e)
            }
            if case .failure(.uniform) = framed {} else { return framed }
        }
        let whole = estimateFramed(samples, box: box, colorimetry: colorimetry, checkRival: true)
        // Nothing stands out in the whole frame either: framed to the marks unlike the surface
        // at their place after all (the far end of the gradient taken for the glyphs there).
        if case .success(let e) = whole, e.ratio >= 1.25 { return whole }
        // (A frame found above is the one found without the guard: it is not found again.)
        if case .success(var framed)? = alongSurface ?? framedAlongSurface(false) {
            // The whole frame did not say what the glyphs are: a pass or a fail only when
            // every ratio the pixels allow is on one side.
            framed.reasons.append(Self.surfaceAlongNote)
            framed.confidence = min(framed.confidence, 0.45)
            return .success(framed)
        }
        return whole
    }

    /// `estimate` on a box that fits its marks.
    /// - Parameter checkRival: text: a pass must also hold for the commonest colour standing out
    ///   when that is not the glyph colour measured (a control's border band holds its fill).
    /// - Parameter checkRivalColor: an icon: that last check alone, without text's others (a
    ///   grey heart in a loose frame reaching a pale green blob of a photo took the blob's edge
    ///   into its colour and passed at 3.14:1; the commonest colour standing out, the heart's
    ///   own, reads 2.33:1, true 2.58:1).
    func estimateFramed(_ samples: RegionSamples, box: PixelRect, colorimetry: ImageColorimetry,
                        checkRival: Bool = false, checkRivalColor: Bool = false) -> Result<ContrastEstimate, Failure> {
        let inner = samples.inner, ring = samples.ring
        guard !inner.isEmpty else { return .failure(.noPixels) }
        var reasons: [String] = []
        var confidence = 1.0

        // 1. The background grid, seeded from the ring.
        let ringUsable = ring.count >= 8
        let seedSource = ringUsable ? ring : inner
        guard let seed = ColorQuantiles.median(of: seedSource.count, { SIMD3(seedSource[$0].r, seedSource[$0].g, seedSource[$0].b) })
        else { return .failure(.noPixels) }
        if !ringUsable {
            reasons.append("no margin around the box to read the background from")
            confidence *= 0.6
        }
        var grid = BackgroundGrid(box: box, fill: seed)
        // Per pixel, once: its cell; for the box's pixels also their strip (the cell modulo the
        // strip count, by the grid's column table rather than a division in each pass that
        // asks); and where its background comes from in the grid, read on every pass once the
        // grid is not flat (found by the first such read, `values(of:blends:into:)`).
        let (ringCells, _) = grid.locate(ring)
        let (innerCells, innerStrips) = grid.locate(inner)
        var ringBlend: [BackgroundGrid.Blend] = [], innerBlend: [BackgroundGrid.Blend] = []
        let cellColors = CellColors(capacity: inner.count + ring.count, cells: grid.count)
        cellColors.add(ring, cells: ringCells)
        grid.set(cellColors.medians(minimum: 5), fallback: seed)
        var local = [SIMD3<Float>](repeating: .zero, count: inner.count)
        grid.values(of: inner, blends: &innerBlend, into: &local)
        var ringLocal = [SIMD3<Float>](repeating: .zero, count: ring.count)
        grid.values(of: ring, blends: &ringBlend, into: &ringLocal)

        // 2. Background noise: how far neighbouring ring pixels differ (a texture's grain,
        //    not the difference between two halves of a two-tone background).
        let noise = Self.spatialNoise(ringUsable ? ring : inner)
        let distinct = max(3 * noise, 0.03)

        // 3. First glyph colour: the median of the most distinct pixels, unless that colour
        //    is about as common around the box as in it (background texture).
        // Distance from the nearest background of the pixel's strip (any band): an edge
        // between two backgrounds can run between the box and the ring (blue in the box,
        // yellow just below it), and blue must not stand out against the yellow.
        var innerDistances = [Float](repeating: 0, count: inner.count)
        // On a uniform grid the pixel's local background and every cell of its strip are one
        // colour: the nearest of them is that colour, one distance.
        let (strips, bands) = (grid.strips, grid.uniformValue == nil ? grid.bands : 0)
        grid.cells.withUnsafeBufferPointer { cells in
        local.withUnsafeBufferPointer { local in
            innerDistances.withUnsafeMutableBufferPointer { out in
                // Unchecked: `out` and `local` have a place per inner pixel; band * strips + strip
                // < the cell count.
                for i in inner.indices {
                    let p = SIMD3(inner[i].r, inner[i].g, inner[i].b)
                    var d = p - local[i]
                    var d2 = (d * d).sum()
                    let strip = innerStrips[i]
                    for band in 0..<bands {
                        d = p - cells[band &* strips &+ strip]
                        d2 = min(d2, (d * d).sum())
                    }
                    out[i] = d2.squareRoot()
                }
            }
        }
        }
        var chosen = extremeColor(inner, innerDistances, distinct: distinct, noise: noise)
        var unresolvedTexture = false
        // The glyph colour was not the most distinct one but the box's own along the line: a
        // guess a glow rule must not build on (`ContrastEstimator+Glow`).
        var substituted = false
        // The strips holding box pixels that stand out from the background (read again when a
        // pass is decided on the middle of the text, `glyphsRunAlongTheLine`).
        var stripsDistinct = [Bool](repeating: false, count: grid.strips)
        if let candidate = chosen {
            let tolerance = max(distinct, 0.25 * colorDistance(candidate, seed))
            var nearInner = 0, nearRing = 0
            var stripsWith = [Bool](repeating: false, count: grid.strips)
            stripsWith.withUnsafeMutableBufferPointer { stripsWith in
                stripsDistinct.withUnsafeMutableBufferPointer { stripsDistinct in
                    // Unchecked writes: a pixel's strip is below the grid's strip count. The
                    // tolerance as a squared distance (`squaredReach`): no square root per pixel.
                    let tolerance2 = squaredReach(tolerance)
                    for i in inner.indices where innerDistances[i] > distinct {
                        let strip = innerStrips[i]
                        stripsDistinct[strip] = true
                        if squaredColorDistance(inner[i], candidate) <= tolerance2 { nearInner += 1; stripsWith[strip] = true }
                    }
                }
            }
            // Around the box, as in it, only pixels standing out from their local background
            // count: a photo whose smooth shading passes through the glyphs' colour (grey text
            // beside the flank of a bright blob) is no texture of that colour.
            let (tolerance2, distinct2) = (squaredReach(tolerance), squaredReach(distinct))
            for j in ring.indices where squaredColorDistance(ring[j], candidate) <= tolerance2
                && squaredColorDistance(ring[j], ringLocal[j]) > distinct2 { nearRing += 1 }
            let innerShare = Double(nearInner) / Double(inner.count), ringShare = Double(nearRing) / Double(max(1, ring.count))
            // Glyphs run along the line; a blob (a sun inside the box) sits in a few strips.
            let spreadAlong = Double(stripsWith.count { $0 }) / Double(max(1, stripsDistinct.count { $0 }))
            let texture = ringUsable && ringShare >= 0.6 * innerShare
            let blob = grid.strips >= 4 && spreadAlong < 0.5
            if texture || blob {
                // The most distinct colour is the background's: texture also found around the
                // box, or a blob in part of it. The glyphs are the colour the box has along
                // the line and its ring lacks — never that colour again.
                let own = overRepresentedColor(inner, innerDistances, local: local, ring: ring, grid: grid,
                                               cells: innerCells, distinct: distinct,
                                               excluding: candidate, tolerance: tolerance)
                    .flatMap { colorDistance($0, candidate) > tolerance ? $0 : nil }
                // Unless the colour in a few strips forms strokes and the box's own colour along
                // the line is as common around the box as in it: text in part of a frame
                // stretched along its row, over a surface whose grain stands out everywhere (a
                // material's dither), stays the glyph colour. (The other colour missing around
                // the box: text tinted differently along the line by what lies behind it,
                // measured in the colour most of it has.) Nor when that colour lies close to the
                // background, under 0.35 of the way out to the strokes' colour: no tint of
                // the text, but the surface a little different inside the frame than around it
                // (a glow above the row, a dither denser below it) — light text in part of a
                // loose frame on a dark material, 8.94:1, was read as that surface, 1.31:1.
                func nearTheBackground(_ color: SIMD3<Float>) -> Bool {
                    colorDistance(color, seed) < Self.surfaceTintReach * colorDistance(candidate, seed)
                }
                // How common that colour is in the box and around it (one count of each, read by
                // the two tests below).
                typealias Shares = (inside: Double, around: Double, insideCount: Int)
                func shares(_ color: SIMD3<Float>) -> Shares {
                    Self.shares(of: color, within: max(distinct, 0.25 * colorDistance(color, seed)), inner: inner, ring: ring)
                }
                func aroundTheBoxToo(_ found: Shares) -> Bool {
                    ringUsable && found.around >= 0.6 * found.inside
                }
                // Nor when that colour is rarer in the box than the strokes' colour: it is not the
                // colour most of the text has, but something else the box holds (white text in
                // part of a loose frame stretched over diagonal stripes, 4.90:1, was read in the
                // blend along two stripes' edge, 1.09:1, and failed).
                func rarerThanTheStrokes(_ found: Shares) -> Bool {
                    found.inside < Self.shares(of: candidate, within: tolerance, inner: inner, ring: ring).inside
                }
                let textInPart = !texture
                    && Self.formsStrokes(near: candidate, tolerance: tolerance, inner: inner, box: box, stride: samples.stride)
                    && (own.map { color in
                        if nearTheBackground(color) { return true }
                        let found = shares(color)
                        return aroundTheBoxToo(found) || rarerThanTheStrokes(found)
                    } ?? true)
                if !textInPart {
                    if let own {
                        chosen = own
                        substituted = true
                    } else {
                        unresolvedTexture = true
                    }
                }
            }
        }
        guard var foreground = chosen else { return .failure(.uniform) }

        // 4. Alternate: coverage → cores and background pixels → both colours again.
        var cores: [Int] = []
        var shadowPixels = 0, ringShadow = 0
        var shadowSeen = false
        // Each pixel's coverage on the line from its local background to the glyph colour, as
        // the last pass computed it: the steps after the loop read it again rather than
        // projecting every pixel anew, while `alphasCurrent` says the background and the glyph
        // colour have not moved since.
        var innerAlpha = [Float](repeating: 0, count: inner.count), ringAlpha = [Float](repeating: 0, count: ring.count)
        var alphasCurrent = false
        for _ in 0..<3 {
            let before = (cells: grid.cells, foreground: foreground, shadowSeen: shadowSeen)
            // Once a shadow is seen, its faint outskirts are left out of the background too.
            let lowest: Float = shadowSeen ? -0.03 : -0.06
            let refined = cellColors
            refined.removeAll()
            var glyphPixels = 0
            shadowPixels = 0
            // On a flat grid every pixel's local background is the one colour (`values` wrote it
            // to each): the line to the glyph colour is computed once for the pass, not per pixel.
            let flat = grid.uniformValue.map { Line(background: $0, foreground: foreground) }
            ringShadow = 0
            // The pixels, their backgrounds and cells through buffers, and the counts in locals,
            // so neither is reloaded (nor bounds-checked) for each pixel.
            cores = [Int](unsafeUninitializedCapacity: inner.count) { coreOut, coreCount in
            inner.withUnsafeBufferPointer { inner in
            local.withUnsafeBufferPointer { local in
            innerCells.withUnsafeBufferPointer { innerCells in
                innerAlpha.withUnsafeMutableBufferPointer { alphaOut in
                    // Unchecked: one alpha, background and cell per inner pixel, at most one core
                    // per inner pixel.
                    var glyphs = 0, shadows = 0, found = 0
                    for i in 0..<inner.count {
                        let s = inner[i]
                        // The square roots only where a test needs them (most pixels are background).
                        let (alpha, residual2, axisLength2) = flat.map { projectSquared(s, on: $0) }
                            ?? projectSquared(s, background: local[i], foreground: foreground)
                        alphaOut[i] = alpha
                        if alpha >= 0.5 { glyphs &+= 1 }
                        if alpha >= coreCoverage && alpha <= 1.3
                            && residual2.squareRoot() <= max(distinct, 0.05, 0.2 * axisLength2.squareRoot()) {
                            coreOut[found] = i
                            found &+= 1
                        } else if alpha <= backgroundCoverage && alpha >= lowest {
                            refined.add(s, cell: innerCells[i])
                        } else if alpha < -backgroundCoverage && -alpha * axisLength2.squareRoot() > distinct {
                            shadows &+= 1
                        } else if alpha > backgroundCoverage
                                    && residual2.squareRoot() > max(distinct, 0.5 * axisLength2.squareRoot())
                                    && colorDistance(s, foreground) > axisLength2.squareRoot() {
                            // Off the line and farther from the glyph than the background is: another
                            // background (the other side of an edge in the box), not an anti-aliased edge.
                            refined.add(s, cell: innerCells[i])
                        }
                    }
                    glyphPixels = glyphs
                    shadowPixels = shadows
                    coreCount = found
                }
            }
            }
            }
            }
            ring.withUnsafeBufferPointer { ring in
            ringLocal.withUnsafeBufferPointer { ringLocal in
            ringCells.withUnsafeBufferPointer { ringCells in
                ringAlpha.withUnsafeMutableBufferPointer { alphaOut in
                    // Unchecked: one alpha, background and cell per ring pixel.
                    var shadows = 0
                    for j in 0..<ring.count {
                        let s = ring[j], c = ringCells[j]
                        let (alpha, _, axisLength2) = flat.map { projectSquared(s, on: $0) }
                            ?? projectSquared(s, background: ringLocal[j], foreground: foreground)
                        alphaOut[j] = alpha
                        if alpha <= backgroundCoverage && alpha >= lowest {
                            refined.add(s, cell: c)
                        } else if alpha < -backgroundCoverage && -alpha * axisLength2.squareRoot() > distinct {
                            shadows &+= 1
                        }
                    }
                    ringShadow = shadows
                }
            }
            }
            }
            alphasCurrent = true
            let share = Double(shadowPixels) / Double(inner.count)
            shadowSeen = shadowSeen || (share >= 0.04 && Double(ringShadow) / Double(max(1, ring.count)) < 0.8 * share)
            guard let newForeground = ColorQuantiles.median(of: cores.count, { SIMD3(inner[cores[$0]].r, inner[cores[$0]].g, inner[cores[$0]].b) })
            else { break }
            // Thin strokes: when few glyph pixels are fully covered, the
            // cores' median leans towards the background; the extremes
            // already are the stroke colour — unless the cores' median lies farther out from
            // the background behind them than the colour taken (`Self.fartherOut`).
            if cores.count * 3 >= glyphPixels
                || Self.fartherOut(newForeground, than: foreground, cores: cores, local: local) {
                foreground = newForeground
            }
            grid.set(refined.medians(minimum: 5), fallback: seed)
            // Nothing moved: another pass would repeat this one exactly.
            if grid.cells == before.cells && foreground == before.foreground && shadowSeen == before.shadowSeen { break }
            grid.values(of: inner, blends: &innerBlend, into: &local)
            grid.values(of: ring, blends: &ringBlend, into: &ringLocal)
            alphasCurrent = false
        }
        guard !cores.isEmpty else { return .failure(.uniform) }
        if !alphasCurrent {
            alphas(inner, local: local, foreground: foreground, into: &innerAlpha)
            alphas(ring, local: ringLocal, foreground: foreground, into: &ringAlpha)
        }
        // A soft shadow over most of the box: the background from the pixels far from the glyphs.
        // (A glow of the glyphs' own colour only ever lowered the ratio: no margin below it.)
        var glowSeen = false
        // A shadow or halo over most of the box, not of the glyphs' colour: read past it, the
        // background comes from the cells farthest from the glyphs, and what most of the text
        // reads against them does not decide a pass (below).
        var softShadowSeen = false
        if let found = shadowFreeCells(inner: inner, innerCells: innerCells, innerAlpha: innerAlpha, ring: ring,
                                       ringCells: ringCells, ringAlpha: ringAlpha, foreground: foreground, grid: grid,
                                       box: box, distinct: distinct, glowAllowed: !substituted) {
            grid.set(found.cells, fallback: seed)
            grid.values(of: inner, blends: &innerBlend, into: &local)
            alphas(inner, local: local, foreground: foreground, into: &innerAlpha)
            if found.glow { glowSeen = true } else { shadowSeen = true; softShadowSeen = true }
        }
        // Text: a shadow as wide as the line, the background beyond the ring above and below it
        // (a shape's own frame has no line: a gradient past a filled circle is not a shadow).
        var coresInCell = [Int](repeating: 0, count: grid.count)
        coresInCell.withUnsafeMutableBufferPointer { counts in
            // Unchecked: a box pixel's cell is below the grid's count.
            for i in cores { counts[innerCells[i]] += 1 }
        }
        if checkRival, let cells = shadowBandCells(ring: ring, ringLocal: ringLocal, coresPerCell: coresInCell, foreground: foreground,
                                       grid: grid, box: box, distinct: distinct) {
            grid.set(cells, fallback: seed)
            grid.values(of: inner, blends: &innerBlend, into: &local)
            // The coverage read below follows the new background, as after the soft shadow.
            alphas(inner, local: local, foreground: foreground, into: &innerAlpha)
            shadowSeen = true
        }
        // A sharp change within the box (stripes): each glyph pixel's background read right beside
        // the strokes, where nothing hugs the glyphs (the edges of stripes were no shadow).
        var edgeProfile = false
        let nearby = checkRival && samples.stride <= Self.nearbyStride && grid.hasStep
            ? Self.nearbyBackgrounds(inner: inner, ring: ring, cores: cores, foreground: foreground, edgeProfile: &edgeProfile) : nil
        if nearby != nil { shadowSeen = false; glowSeen = false }
        if shadowSeen || glowSeen { reasons.append(Self.shadowNote) }
        // Text: the colour taken for the glyphs must form strokes, not broad blobs.
        let blobby = checkRival && Self.blobShare(cores: cores, inner: inner, box: box, stride: samples.stride) >= 0.1

        // 5. The background under the glyphs, and the spread of both sides. Across a step
        //    between two backgrounds each glyph pixel takes its own side's cell, not a blend of
        //    the two tones (`BackgroundGrid+Step`); elsewhere the interpolated background.
        var glyphLocal = local
        if grid.uniformValue == nil {
            let blends = grid.blends(of: inner, keptIn: &innerBlend)
            glyphLocal.withUnsafeMutableBufferPointer { glyphLocal in
                // Unchecked: a core is a box pixel, and `glyphLocal` has one place per box pixel.
                for i in cores { glyphLocal[i] = grid.steppedValue(blends[i]) }
            }
        }
        if let nearby { for i in cores { glyphLocal[i] = nearby[i] ?? glyphLocal[i] } }
        // (The cores and their cells are those counted for the shadow band above.)
        let coresPerCell = coresInCell
        // Only the cells with glyphs in front of them are ranked by luminance (the others'
        // is never read), so only theirs is computed: a pow() per channel per cell.
        let cellLuminance = grid.cells.indices.map { k -> Float in
            coresPerCell[k] > 0 ? Float(colorimetry.luminance(double(grid.cells[k]))) : 0
        }
        // sRGB images: the 16-bit linearisation table the sampler uses, not a pow() per pixel.
        let table = colorimetry.converter == nil ? SRGBTransfer.linearTable16 : nil
        @inline(__always) func luminance(_ c: SIMD3<Float>) -> Float {
            guard let table else { return Float(colorimetry.luminance(double(c))) }
            // Inlined (it was called three times per luminance, for every core).
            @inline(__always) func lin(_ v: Float) -> Float { table[Int(min(max(v, 0), 1) * 65535 + 0.5)] }
            return 0.2126 * lin(c.x) + 0.7152 * lin(c.y) + 0.0722 * lin(c.z)
        }
        // Cores in a row mostly share their local background (one cell's flat colour): its
        // luminance is computed again only when it changes (compared bit for bit).
        var lastBackground = SIMD3<UInt32>(repeating: 0), lastBackgroundY: Float = 0, haveLast = false
        // Likewise the ratio: most cores of flat text on a flat surface read the same two
        // luminances, so it is computed again only when either changes (bit for bit).
        var lastPair = SIMD2<UInt32>(repeating: 0), lastRatio: Float = 0, haveRatio = false
        // One loop of its own, each core's ratio written in the cores' order (through
        // a gathering closure, this body was called once per core), in place: one per
        // core, at k < cores.count.
        let ratios = [Float](unsafeUninitializedCapacity: cores.count) { ratioOut, written in
        for i in cores {
            let s = inner[i]
            let b = glyphLocal[i]
            // A core pixel is at least 90% glyph; undo the rest of the
            // anti-aliasing mix (in the encoded values, where it happened) so
            // the worst case reflects the text and background, not the edges.
            let alpha = innerAlpha[i]
            let bits = SIMD3(b.x.bitPattern, b.y.bitPattern, b.z.bitPattern)
            if !haveLast || bits != lastBackground {
                lastBackground = bits
                lastBackgroundY = luminance(b)
                haveLast = true
            }
            let bgY = lastBackgroundY
            var fullY = s.luminance
            if alpha < 0.999 {
                let full = b + (SIMD3(s.r, s.g, s.b) - b) / max(alpha, coreCoverage)
                fullY = luminance(full)
            }
            let pair = SIMD2(fullY.bitPattern, bgY.bitPattern)
            if !haveRatio || pair != lastPair {
                lastPair = pair
                lastRatio = Float(WCAG.contrastRatio(luminance: Double(fullY), Double(bgY)))
                haveRatio = true
            }
            (ratioOut.baseAddress! + written).initialize(to: lastRatio)
            written += 1
        }
        }
        var localRatios = Quantiles(values: ratios)
        // In the cores' order (`localRatios` is reordered by its quantiles): what each strip reads.
        let coreRatios = localRatios.values
        // The luminance of the box's background pixels, then of every ring pixel, in that order.
        let (backgroundSpread, backgroundPixels) = Self.backgroundLuminances(inner, innerAlpha: innerAlpha, ring: ring,
                                                                           coverage: backgroundCoverage)
        // The backgrounds beside the strokes behind the pixels the glyphs cover, gathered once
        // for the background reported and the stripes' guard below.
        let covered = nearby.map { Self.coveredBackgrounds(inner, $0, foreground: foreground) }
        let backgroundColor = covered.flatMap { Self.backgroundUnderGlyphs($0) }
            ?? ColorQuantiles.median(of: cores.count, { glyphLocal[cores[$0]] }) ?? seed
        let fg = colorimetry.measure(double(foreground)), bg = colorimetry.measure(double(backgroundColor))
        let ranked = CellsByLuminance(luminance: cellLuminance, weights: coresPerCell)
        let range = backgroundRange(grid.cells, ranked: ranked, colorimetry: colorimetry)
        let ratio = WCAG.contrastRatio(luminance: fg.luminance, bg.luminance)
        let lc = APCA.lightnessContrast(textY: fg.apcaLuminance, backgroundY: bg.apcaLuminance)
        let worst = Double(localRatios.quantile(0.05) ?? Float(ratio))

        let coreLuminance = Quantiles.quantiles(0.1, 0.9, of: cores.count) { inner[cores[$0]].luminance }
        let fgLow = Double(coreLuminance?.first ?? 0), fgHigh = Double(coreLuminance?.second ?? 0)
        let bgLow = Double(backgroundSpread?.first ?? 0), bgHigh = Double(backgroundSpread?.second ?? 0)
        let corners = [(fgLow, bgLow), (fgLow, bgHigh), (fgHigh, bgLow), (fgHigh, bgHigh)]
            .map { WCAG.contrastRatio(luminance: $0.0, $0.1) }
        // The range always contains the reported ratio itself.
        var ratioRange = min(corners.min() ?? ratio, ratio)...max(corners.max() ?? ratio, ratio)

        // 6. Confidence, with the reason for each doubt.
        let separation = colorDistance(foreground, backgroundColor)
        if cores.count < 6 {
            reasons.append("too few glyph pixels (\(cores.count))")
            confidence *= 0.3
        } else if cores.count < Self.fewGlyphPixels {
            reasons.append("few glyph pixels (\(cores.count))")
            confidence *= 0.7
        }
        if separation < 3 * max(noise, 0.01) {
            reasons.append("foreground and background not separable")
            confidence *= 0.3
        } else if separation < 6 * max(noise, 0.01) {
            reasons.append("foreground close to the background noise")
            confidence *= 0.7
        }
        if noise > 0.12 {
            reasons.append("busy background (spread \(DecimalText.fixed(Double(noise), fractionDigits: 2)))")
            confidence *= 0.45
        } else if noise > 0.05 {
            reasons.append("busy background (spread \(DecimalText.fixed(Double(noise), fractionDigits: 2)))")
            confidence *= 0.75
        }
        // A background that changes a lot behind the glyphs (stripes, a two-tone edge, a
        // sun): one ratio stands for text that is legible in places and not in others, so
        // decide only when every ratio the pixels allow is on one side of the threshold.
        let spread = (range.luminance.upperBound + 0.05) / (range.luminance.lowerBound + 0.05)
        if spread > 2.2 {
            reasons.append("\(Self.spreadNotePrefix) \(DecimalText.fixed(spread, fractionDigits: 1))-fold in luminance")
            confidence *= 0.45
        }
        // A rival glyph colour: the commonest colour standing out from the background is not
        // the one measured (a halo or a photo's lit windows taken for the glyphs, the glyphs
        // taken for anti-aliasing). A pass must hold for both.
        if checkRival || checkRivalColor, let rival = rivalColor(inner, ring: ring, local: local, distinct: distinct,
                                  foreground: foreground, background: backgroundColor) {
            let other = colorimetry.measure(double(rival))
            let otherRatio = WCAG.contrastRatio(luminance: other.luminance, bg.luminance)
            if otherRatio < 0.95 * ratio {
                reasons.append("two colours stand out from the background: the commonest, \(other.srgb.hex), "
                               + "reads \(RatioFormat.text(otherRatio)) against it")
                confidence = min(confidence, 0.45)
                ratioRange = min(ratioRange.lowerBound, otherRatio)...ratioRange.upperBound
            }
        }
        // An icon's frame holding a second mark the other way from the background, read as the
        // first one's shadow (`ContrastEstimator+OppositeMark`): a pass must hold for it too.
        if checkRivalColor && !checkRival && shadowPixels > 0,
           let mark = oppositeMarkColor(inner: inner, ring: ring, local: local, alphas: innerAlpha, coreCount: cores.count,
                                        reach: max(2 * distinct, 0.25 * separation)) {
            let other = colorimetry.measure(double(mark))
            let otherRatio = WCAG.contrastRatio(luminance: other.luminance, bg.luminance)
            if otherRatio < 0.95 * ratio {
                reasons.append(Self.oppositeMarkNote(other.srgb.hex, otherRatio))
                confidence = min(confidence, 0.45)
                ratioRange = min(ratioRange.lowerBound, otherRatio)...ratioRange.upperBound
            }
        }
        // Strong ink of another colour (translucent text over stripes): a pass must hold for it too.
        // (Only where the background behind the glyphs changes: on a flat one there is nothing to look for.)
        if checkRival, spread > 1.05, let other = otherInkRatio(inner: inner, local: local, coreCount: cores.count, foreground: foreground,
                                                 distinct: distinct, luminance: luminance), other < 0.95 * ratio {
            reasons.append(Self.otherInkNote(other))
            // The rest of the line reads lower: for an estimate that was confident, the ratio
            // measured is the most the line reaches (its fail stays a fail; only a pass is doubted).
            let upper = confidence >= Self.decidedConfidence ? max(min(ratioRange.upperBound, ratio), other) : ratioRange.upperBound
            confidence = min(confidence, 0.45)
            ratioRange = min(ratioRange.lowerBound, other)...upper
        }
        // The glyph colour measured fully reached in only part of the line, the rest of it a
        // fainter tone (`ContrastEstimator+CoresInPart`): nothing measured supports a pass.
        if checkRival, Self.coresInPartOfTheLine(inner: inner, local: local, alphas: innerAlpha, strips: innerStrips,
                                                 stripCount: grid.strips, cores: cores, foreground: foreground,
                                                 distinct: distinct, coreCoverage: coreCoverage) {
            reasons.append(Self.coresInPartNote)
            confidence = min(confidence, 0.45)
            ratioRange = 1...ratioRange.upperBound
        }
        // The glyphs' own colour fainter along part of the line (`ContrastEstimator+GlyphTone`):
        // a pass must hold there too.
        if checkRival, let low = Self.glyphToneLowRatio(inner: inner, local: local, alphas: innerAlpha, cells: innerCells, grid: grid,
                                                    foreground: foreground, distinct: distinct, ratio: ratio, luminance: luminance) {
            reasons.append(Self.glyphToneNote(low))
            confidence = min(confidence, 0.45)
            ratioRange = min(ratioRange.lowerBound, low)...ratioRange.upperBound
        }
        // Glyphs split about evenly between stripes that read far apart: a pass must hold over
        // both (a confident estimate is decided on that span alone: its fail stays a fail).
        var stripesLow: Double?
        if let covered, let low = Self.stripesLowRatio(covered, foreground: foreground, luminance: luminance),
           low * Self.stripesSpread < ratio {
            reasons.append(Self.stripesNote(low))
            stripesLow = low
            ratioRange = confidence >= Self.decidedConfidence ? low...ratio : min(ratioRange.lowerBound, low)...ratioRange.upperBound
            confidence = min(confidence, 0.45)
        }
        // A background the ring never shows: the glyphs and the background may be swapped.
        if checkRival && ringUsable
            && Self.backgroundUnseen(cells: grid.cells, coresPerCell: coresPerCell, ring: ring, box: box, tolerance: max(2 * distinct, 0.08)) {
            reasons.append(Self.unseenBackgroundNote)
            confidence = min(confidence, 0.45)
            ratioRange = 1...ratioRange.upperBound
        }
        if unresolvedTexture {
            // The glyph colour is not known: nothing the pixels say supports a pass.
            reasons.append("the colour standing out most is also around the box (a texture of the background), and no other is")
            confidence = min(confidence, 0.45)
            ratioRange = 1...ratioRange.upperBound
        }
        if blobby {
            // A photo's highlight or a broad stripe taken for the glyphs: nothing supports a pass.
            reasons.append(Self.blobNote)
            confidence = min(confidence, 0.45)
            ratioRange = 1...ratioRange.upperBound
        }
        if checkRival && shadowSeen && edgeProfile {
            // The "shadow" lies beside only part of the glyphs: perhaps an edge between two
            // surfaces, and the background read one of them (`ContrastEstimator+EdgeNotShadow`):
            // a pass must hold for nine tenths of the glyphs (a fail stays a fail).
            let low = Self.edgeLowRatio(ratio: ratio, foregroundLuminance: fg.luminance,
                                        cellLuminance: cellLuminance, ranked: ranked)
            ratioRange = confidence >= Self.decidedConfidence ? low...ratio : min(ratioRange.lowerBound, low)...ratioRange.upperBound
            confidence = min(confidence, 0.45)
            reasons.append(Self.edgeNotShadowNote)
        } else if checkRival && shadowSeen {
            // A shadow's outskirts may remain in the background read: a thin pass is not trusted.
            (ratioRange, confidence) = Self.shadowMargin(ratio: ratio, range: ratioRange, confidence: confidence)
            reasons.append(Self.shadowMarginNote)
        }
        if backgroundPixels == 0 && !ringUsable {
            reasons.append("no background pixels seen")
            confidence *= 0.5
        }
        // A step in the background not read beside the strokes (`ContrastEstimator+UnresolvedStep`):
        // a confident pass must hold for seven tenths of the glyph pixels; a fail stays a fail.
        if checkRival, confidence >= Self.decidedConfidence, grid.hasStep, nearby == nil,
           let low = localRatios.quantile(Self.unresolvedStepQuantile).map(Double.init),
           low * Self.unresolvedStepMargin < ratio {
            reasons.append(Self.unresolvedStepNote(low))
            ratioRange = low...ratio
            confidence = 0.45
        }
        // The background's variation the doubt (with the stripes it splits the glyphs between,
        // or a shadow around them): decided on what most of the text reads
        // (`ContrastEstimator+MostOfText`), within the span allowed so far.
        if spread > 2.2, Self.onlyDoubtIsTheBackground(reasons), let most = Self.mostOfTextRange(&localRatios, ratio: ratio) {
            // The top of the span is narrowed: the middle of the text falling short is a fail. Its
            // bottom only for text whose glyphs run along the whole line: a glyph colour misread
            // over part of a photo (a sun) makes that part "pass" as easily as the median does.
            // (A border's marks are the frame's edge, no line: the wide span stays.) Nor through
            // a soft shadow or halo over most of the box: the background behind the glyphs is
            // then read from the cells farthest from them, which may blend what lies beyond
            // (dark text haloed in pale over purple and pale blue stripes, 2.65:1, read 3.33:1
            // in a loose frame, its middle fifth 3.32:1 to 3.53:1, passed). A shadow found as a
            // band along the line (`shadowBandCells`) keeps the rule: on browser seeds 40, 42
            // and 49 it decided a shadowed line over a photo rightly each time it did.
            ratioRange = ratioRange.cappingTop(at: most.upperBound)
            if checkRival, !softShadowSeen,
               Self.glyphsRunAlongTheLine(cores: cores, strips: innerStrips, standsOut: stripsDistinct) {
                // The middle of the line, each strip counted once, where the glyphs vanish too.
                let lineLow = Self.lineLowRatio(coreRatios, cores: cores, strips: innerStrips, standsOut: stripsDistinct,
                                                grid: grid, foregroundLuminance: fg.luminance, luminance: luminance)
                let low = min(most.lowerBound, lineLow ?? most.lowerBound)
                ratioRange = max(ratioRange.lowerBound, min(ratioRange.upperBound, low))...ratioRange.upperBound
            }
            // What the other doubts allow stays allowed: the stripe read low, a shadow's margin.
            if let stripesLow { ratioRange = min(ratioRange.lowerBound, stripesLow)...ratioRange.upperBound }
            if shadowSeen || glowSeen { ratioRange = Self.allowingShadowMargin(ratioRange, ratio: ratio) }
            // Half of the text, and the ratio reported, falling short is a fail too — text only,
            // and not through a shadow or halo, whose surface behind may be misread.
            var half: Double?
            if checkRival, !(shadowSeen || glowSeen), let top = Self.halfOfTextTop(&localRatios, ratio: ratio), top < ratioRange.upperBound {
                ratioRange = ratioRange.cappingTop(at: top)
                half = top
            }
            reasons.append(Self.mostOfTextNote(most, half: half))
        }
        return .success(ContrastEstimate(
            foreground: fg.srgb, background: bg.srgb, foregroundSource: fg.source, backgroundSource: bg.source,
            ratio: ratio, apcaLc: lc, worstRatio: min(worst, ratio),
            ratioRange: ratioRange, backgroundRange: range, confidence: max(0, min(1, confidence)), reasons: reasons,
            glyphPixelCount: cores.count))
    }

    /// Whether the cores' median colour lies farther from the background behind the cores than
    /// the glyph colour taken so far. The first glyph colour is the most distinct one from the
    /// nearest background of its strip in any band, and a background of another colour in
    /// the ring (a blue wave above a yellow box) lies nearer to grey strokes than to their
    /// anti-aliased edges, so thin grey text was read as its edges' grey-yellow: 2.69:1, true
    /// 3.41:1, failed with no note. The stroke colour is the one farthest out from the surface
    /// the strokes lie on; a cores' median that is farther out is no lean towards it.
    static func fartherOut(_ candidate: SIMD3<Float>, than current: SIMD3<Float>, cores: [Int],
                           local: [SIMD3<Float>]) -> Bool {
        guard let background = ColorQuantiles.median(of: cores.count, { local[cores[$0]] }) else { return false }
        return colorDistance(candidate, background) > colorDistance(current, background)
    }

    /// The median of the most distinct pixels not set aside: within 3% of the 99.5th
    /// percentile distance from the local background, or three noise widths on a busy one.
    private func extremeColor(_ inner: [RegionSamples.Sample], _ distances: [Float],
                              distinct: Float, noise: Float) -> SIMD3<Float>? {
        guard let extreme = Quantiles.quantile(0.995, of: inner.count, { distances[$0] > distinct ? distances[$0] : nil })
        else { return nil }
        let floor = extreme - max(0.03 * extreme, 3 * noise)
        return ColorQuantiles.median(of: inner.count) {
            distances[$0] >= floor ? SIMD3(inner[$0].r, inner[$0].g, inner[$0].b) : nil
        }
    }

    /// The glyph colour when the most distinct one is background texture: the colour
    /// (in coarse bins) most over-represented among the box's distinct pixels compared
    /// with the ring's, then the far end of the line from the background through it (so
    /// anti-aliased edges of thin strokes do not stand for the stroke colour).
    private func overRepresentedColor(_ inner: [RegionSamples.Sample], _ distances: [Float], local: [SIMD3<Float>],
                                      ring: [RegionSamples.Sample], grid: BackgroundGrid, cells: [Int],
                                      distinct: Float, excluding texture: SIMD3<Float>,
                                      tolerance: Float) -> SIMD3<Float>? {
        func key(_ s: RegionSamples.Sample) -> Int {
            func q(_ v: Float) -> Int { min(7, max(0, Int(v * 8))) }
            return q(s.r) << 6 | q(s.g) << 3 | q(s.b)
        }
        var innerCount = [Int](repeating: 0, count: 512), ringCount = [Int](repeating: 0, count: 512)
        var strips = [UInt64](repeating: 0, count: 512)  // which strips (mod 64) hold the colour
        var standing = [Float](repeating: 0, count: 512)  // the sum of their distances from the background
        for i in inner.indices where distances[i] > distinct && colorDistance(inner[i], texture) > tolerance {
            let k = key(inner[i])
            innerCount[k] += 1
            standing[k] += distances[i]
            strips[k] |= 1 << UInt64((cells[i] % grid.strips) & 63)
        }
        for s in ring where colorDistance(s, grid.value(x: s.x, y: s.y)) > distinct && colorDistance(s, texture) > tolerance {
            ringCount[key(s)] += 1
        }
        var best = -1, bestScore = 0.0
        var scores = [Double](repeating: 0, count: 512)
        for k in 0..<512 where innerCount[k] >= 3 {
            let along = Double(strips[k].nonzeroBitCount) / Double(min(64, grid.strips))
            let score = (Double(innerCount[k]) / Double(inner.count) - Double(ringCount[k]) / Double(max(1, ring.count)))
                * along
            scores[k] = score
            if score > bestScore { bestScore = score; best = k }
        }
        guard best >= 0 else { return nil }
        // Of the colours at least half as over-represented as the most, the one standing farthest
        // from the background: a text shadow, blurred wider than the strokes, can be commoner in
        // the box than the glyphs, but the glyphs stand out more (as `extremeColor` prefers them
        // where the background has no texture). Grey text with a dark shadow over a photo
        // strewn with bright specks was read as the shadow against the photo, 1.09:1 for 5.1:1.
        var farthest = standing[best] / Float(innerCount[best])
        for k in 0..<512 where scores[k] >= 0.5 * bestScore && standing[k] / Float(innerCount[k]) > farthest {
            farthest = standing[k] / Float(innerCount[k])
            best = k
        }
        var mode = ColorQuantiles()
        for i in inner.indices where distances[i] > distinct && key(inner[i]) == best && colorDistance(inner[i], texture) > tolerance {
            mode.add(inner[i])
        }
        guard let m = mode.median() else { return nil }
        // Along the line from each pixel's background through the mode colour: the far end.
        var alphas = Quantiles()
        var along: [(Int, Float)] = []
        for i in inner.indices where distances[i] > distinct {
            let axis = m - local[i], length2 = (axis * axis).sum()
            guard length2 > 1e-6 else { continue }
            let p = SIMD3(inner[i].r, inner[i].g, inner[i].b) - local[i]
            let alpha = (p * axis).sum() / length2
            let off = p - axis * alpha
            guard alpha >= 0.5, alpha <= 1.6, (off * off).sum().squareRoot() <= max(distinct, 0.3 * length2.squareRoot()) else { continue }
            alphas.add(alpha)
            along.append((i, alpha))
        }
        guard let top = alphas.quantile(0.9) else { return m }
        var ends = ColorQuantiles()
        for (i, alpha) in along where alpha >= top - 0.05 { ends.add(inner[i]) }
        return ends.median() ?? m
    }

    /// The grain of a background: the median distance between neighbouring samples of a
    /// row (each sample against the previous one on its row), scaled to a standard
    /// deviation. A two-tone background has a small grain and a large spread; only the
    /// grain says how far a pixel must stand out to be a glyph.
    static func spatialNoise(_ samples: [RegionSamples.Sample]) -> Float {
        let pairs = max(0, samples.count - 1), places = max(1, pairs)
        // One pass over the samples: each neighbour pair's (squared) distance, kept in one of two runs by
        // its gap along the row — at most 4 (`near`), or more (`far`, with the gap) — scratch
        // of `places` each, written at counts below `pairs`, freed here. The lattice step is the
        // smallest gap, and the pairs counted are those at most `reach` = max(4, step) apart:
        // with a pair at most 4 apart the step is at most 4 and they are the `near` run, as it
        // stands; else the step is above 4 and they are the `far` pairs the step apart.
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 2 * places)
        let farGaps = UnsafeMutablePointer<Int32>.allocate(capacity: places)
        defer { scratch.deallocate(); farGaps.deallocate() }
        let near = scratch, far = scratch + places
        var nearCount = 0, farCount = 0
        // Samples of a large ring are read on a lattice: neighbours are a lattice step apart.
        var step = Int32.max
        samples.withUnsafeBufferPointer { pixels in
            // Unchecked reads: k and k + 1 (k + 1 < count); each run written at its count, below
            // `pairs`, both written and only the one the gap picks counted (no branch on it).
            for k in 0..<pairs {
                let s = pixels[k &+ 1], p = pixels[k]
                guard p.y == s.y, s.x > p.x else { continue }
                let gap = s.x &- p.x
                step = min(step, gap)
                let d = SIMD3(s.r - p.r, s.g - p.g, s.b - p.b)
                // The squared distance: the median's square root below is the median distance.
                let distance2 = (d * d).sum()
                near[nearCount] = distance2
                far[farCount] = distance2
                farGaps[farCount] = gap
                nearCount &+= gap <= 4 ? 1 : 0
                farCount &+= gap <= 4 ? 0 : 1
            }
        }
        // (The median read in the scratch itself, or gathered from the `far` run: no array.)
        let median = nearCount > 0
            ? Quantiles.quantile(0.5, in: near, count: nearCount)
            : Quantiles.quantile(0.5, of: farCount) { k -> Float? in farGaps[k] <= step ? far[k] : nil }
        // The median of the squared distances, then its square root: a square root rises
        // (never falls) with its argument, so this is the median distance to the bit, with one
        // square root per call instead of one per pair.
        // |a - b| of two samples with deviation σ has median ≈ 0.954 σ √2 per channel set;
        // 1.4826 / √2 turns the median into a σ as the ring's MAD did.
        return (median?.squareRoot() ?? 0) * 1.4826 / 1.4142
    }

    /// The 10th and 90th percentiles (nil when there are none) of the luminance of each box pixel
    /// with a coverage within ±`coverage` (background), then of every ring pixel, in that order,
    /// and how many box pixels were taken: one loop per array, written into a scratch run (no
    /// closure called per pixel, no Optional per value), both percentiles selected in it as a
    /// `Quantiles` of those values reads them one after the other.
    static func backgroundLuminances(_ inner: [RegionSamples.Sample], innerAlpha: [Float], ring: [RegionSamples.Sample],
                                     coverage: Float) -> ((first: Float, second: Float)?, Int) {
        let total = inner.count + ring.count
        // Scratch of `total` floats, written at n < total, read back as the first n, freed here.
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: max(1, total))
        defer { scratch.deallocate() }
        var n = 0
        inner.withUnsafeBufferPointer { inner in
            innerAlpha.withUnsafeBufferPointer { alphas in
                // Unchecked: one alpha per box pixel.
                for k in 0..<inner.count {
                    let alpha = alphas[k]
                    guard alpha <= coverage && alpha >= -coverage else { continue }
                    scratch[n] = inner[k].luminance
                    n &+= 1
                }
            }
        }
        let boxPixels = n
        for s in ring {
            scratch[n] = s.luminance
            n &+= 1
        }
        return (Quantiles.quantiles(0.1, 0.9, in: UnsafeMutableBufferPointer(start: scratch, count: n)), boxPixels)
    }

    /// The darkest and lightest local background behind the glyphs: the
    /// cells' backgrounds at the 5th and 95th percentiles of luminance,
    /// each cell weighted by the glyph pixels in front of it.
    private func backgroundRange(_ strips: [SIMD3<Float>], ranked: CellsByLuminance,
                                 colorimetry: ImageColorimetry) -> BackgroundRange {
        let darkest = colorimetry.measure(double(strips[ranked.cell(atFraction: 0.05) ?? 0]))
        let lightest = colorimetry.measure(double(strips[ranked.cell(atFraction: 0.95) ?? 0]))
        return BackgroundRange(darkest: darkest.srgb, lightest: lightest.srgb,
                               luminance: darkest.luminance...max(darkest.luminance, lightest.luminance))
    }

    // MARK: - Pixel maths

    private func copyMedian(_ quantiles: ColorQuantiles) -> SIMD3<Float>? {
        // (a copy: the caller keeps its values)
        var copy = quantiles
        return copy.median()
    }

    /// How much of the pixel is glyph, under the model pixel = bg + α (fg − bg)
    /// in gamma-encoded space, the space UIKit, Skia and browsers blend in; how far the
    /// pixel lies off that line; and the line's length.
    @inline(__always)
    func project(_ s: RegionSamples.Sample, background: SIMD3<Float>,
                         foreground: SIMD3<Float>) -> (alpha: Float, residual: Float, axisLength: Float) {
        let (alpha, residual2, axisLength2) = projectSquared(s, background: background, foreground: foreground)
        return (alpha, residual2.squareRoot(), axisLength2.squareRoot())
    }

    /// Each pixel's alpha from `project` on the line from its local background (`local`, one per
    /// pixel) to `foreground`, into `out` (as many as `samples`): one loop over the three arrays
    /// without a bounds check or a reload of each per pixel.
    func alphas(_ samples: [RegionSamples.Sample], local: [SIMD3<Float>], foreground: SIMD3<Float>,
                into out: inout [Float]) {
        precondition(local.count == samples.count && out.count == samples.count)
        samples.withUnsafeBufferPointer { samples in
            local.withUnsafeBufferPointer { local in
                out.withUnsafeMutableBufferPointer { out in
                    // Unchecked: the three hold one element per sample.
                    for i in 0..<samples.count {
                        out[i] = projectSquared(samples[i], background: local[i], foreground: foreground).alpha
                    }
                }
            }
        }
    }

    /// `project` without its two square roots: alpha, the squared residual and the squared
    /// line length (0 where `project` reports a length of 0), so a pass takes the roots only
    /// for the pixels a test needs them for; their `squareRoot()` is exactly what `project` gives.
    @inline(__always)
    func projectSquared(_ s: RegionSamples.Sample, background: SIMD3<Float>,
                        foreground: SIMD3<Float>) -> (alpha: Float, residual2: Float, axisLength2: Float) {
        projectSquared(s, on: Line(background: background, foreground: foreground))
    }

    /// The line from a background to the glyph colour, with its squared length: what
    /// `projectSquared` computes first for every pixel, computed once when many pixels share
    /// one background (a flat grid), so the pass does only the per-pixel part.
    struct Line {
        let background: SIMD3<Float>, axis: SIMD3<Float>, length2: Float

        @inline(__always)
        init(background: SIMD3<Float>, foreground: SIMD3<Float>) {
            self.background = background
            axis = foreground - background
            length2 = (axis * axis).sum()
        }
    }

    /// `projectSquared` on a line computed beforehand: the same arithmetic, the same bits.
    @inline(__always)
    func projectSquared(_ s: RegionSamples.Sample, on line: Line) -> (alpha: Float, residual2: Float, axisLength2: Float) {
        let (background, axis, length2) = (line.background, line.axis, line.length2)
        let p = SIMD3(s.r, s.g, s.b) - background
        guard length2 > 1e-8 else { return (0, (p * p).sum(), 0) }
        let alpha = (p * axis).sum() / length2
        let off = p - axis * alpha
        return (alpha, (off * off).sum(), length2)
    }

    private func double(_ v: SIMD3<Float>) -> SIMD3<Double> {
        SIMD3(Double(v.x), Double(v.y), Double(v.z))
    }
}

