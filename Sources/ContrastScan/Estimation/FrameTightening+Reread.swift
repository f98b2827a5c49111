import PNGCodec

extension FrameTightening {
    /// A loose text frame read on a sparse lattice, read again around its marks: the samples
    /// of the marks' frame and of a ring around it, at the density a frame that size gets.
    ///
    /// An accessibility frame stretched along its row is many times the text's own box, so
    /// the sampler reads it on a sparse lattice (a frame 700 × 80 px every 19th pixel), and
    /// the glyphs, which fill a small part of it, are a few dozen pixels: too few to tell
    /// the glyph colour from anti-aliasing, a shadow or a stripe's edge. `tighten` finds where
    /// the marks are on that lattice (it reads every row and every column, so their extent is
    /// exact); reading that frame again, as a frame drawn to the text would be read, gives the
    /// glyphs the pixels a tight frame gives them, and a ring right around them, on the
    /// surface they sit on.
    ///
    /// Nil when the box was read pixel by pixel, when the marks fill it, or when the frame
    /// around them would be read no denser.
    static func reread(_ region: Region, samples: RegionSamples, sampler: RegionSampler,
                       in image: Image, colorimetry: ImageColorimetry) -> (samples: RegionSamples, box: PixelRect)? {
        let box = region.pixelRect
        guard samples.stride > 1, let (_, tight) = tighten(samples, box: box), tight != box else { return nil }
        let stride = max(1, (tight.area + sampler.maxInnerSamples - 1) / sampler.maxInnerSamples)
        guard stride * 2 <= samples.stride else { return nil }
        return (sampler.samples(of: framed(region, to: tight), in: image, colorimetry: colorimetry), tight)
    }

    /// `region` with `box` (inside it) for its box, and the ring a frame of that size gets
    /// (`Region.init`), within the box and ring already read: the rows the decoder kept.
    private static func framed(_ region: Region, to box: PixelRect) -> Region {
        guard box != region.pixelRect else { return region }
        var around = region
        around.declaredPixelRect = box
        around.pixelRect = box
        let short = min(box.width, box.height)
        around.ringWidth = min(8, max(2, short / 5))
        around.ringGap = short >= 12 ? 1 : 0
        around.sampledRect = box.insetBy(-(around.ringGap + around.ringWidth)).intersection(region.sampledRect)
        return around
    }
}

extension FrameTightening {
    /// A text box read on a sparse lattice in which a shadow or halo was seen around the
    /// glyphs: the samples read again, `denserBy` times as many (at most every pixel).
    ///
    /// A shadow is told from the anti-aliased edge of a stroke by the band of pixels around
    /// the stroke; on a lattice every 19th pixel (a loose frame stretched along its row) a
    /// stroke is a sample or two across and a stripe's or a photo's edge next to it reads as
    /// a halo, and the surface behind the "halo" was then taken for the background. Read
    /// denser, the strokes have their own pixels and their edges. Eight times as many samples
    /// read a frame stretched along its row about as densely as a frame drawn to its text
    /// (a tenth to a twentieth of its area) is read; only text in which a shadow was seen is
    /// read again, so the cost stays with the few regions that need it.
    static func readDenser(_ region: Region, box: PixelRect, samples: RegionSamples, sampler: RegionSampler,
                           in image: Image, colorimetry: ImageColorimetry, denserBy: Int = 8) -> RegionSamples? {
        guard samples.stride > 1 else { return nil }
        var denser = sampler
        denser.maxInnerSamples = min(box.area, sampler.maxInnerSamples * denserBy)
        return denser.samples(of: framed(region, to: box), in: image, colorimetry: colorimetry)
    }
}
