import PNGCodec

extension FrameTightening {
    /// A text box read on a sparse lattice: the samples read again, `denserBy` times as many
    /// (at most every 4th pixel).
    ///
    /// A loose frame (padded to the line height, stretched along its row) is many times its
    /// text's own box, and the sampler's budget spread over it reads every 9th to 43rd pixel.
    /// There a stroke is a sample or two across: a stripe's or a photo's edge next to it reads
    /// as a halo (and the surface behind the "halo" was taken for the background), and thin
    /// text gets too few samples to place a background's edges among its glyphs (dark text
    /// over diagonal stripes, 6.20:1, passed at 7.26:1 on 76 glyph samples). Read denser, the
    /// strokes have their own pixels and their edges. Eight times as many samples read a
    /// frame stretched along its row about as densely as a frame drawn to its text (a tenth
    /// to a twentieth of its area) is read. A frame drawn to its text is mostly read every 2nd
    /// to 6th pixel and not read again, so the cost stays with the frames that need it.
    static func readDenser(_ region: Region, samples: RegionSamples, sampler: RegionSampler,
                           in image: Image, colorimetry: ImageColorimetry, denserBy: Int = 8) -> RegionSamples? {
        // Every 8th pixel or sparser: a stroke a few pixels wide is a sample across at most
        // (a frame drawn to its text is read every 2nd to 6th).
        guard samples.stride >= 8 else { return nil }
        var denser = sampler
        // At most every 4th pixel: a large frame read every 9th to 16th (a wide row at 3x) needs
        // no more to give its strokes their own samples. Every 2nd cost 17% more CPU on the
        // bench's screenshots (every 4th: 6%) for about the same answers on seeds 18-29, tight
        // and loose, and the layered corpus (~39,000 regions: 96.92% within 5% and 8 far false
        // passes, against 96.88% and 10).
        denser.maxInnerSamples = min(region.pixelRect.area / 4, sampler.maxInnerSamples * denserBy)
        return denser.samples(of: region, in: image, colorimetry: colorimetry)
    }

    /// Whether a first reading leaves a denser one nothing to correct: decided with no doubt
    /// (full confidence, no note), over a background that does not vary behind the glyphs, on at
    /// least `settledGlyphPixels` glyph pixels. What a denser reading corrects is the edge of a
    /// stripe or a photo placed among the strokes, or a thin stroke's colour read from too few
    /// of its pixels; a flat surface has no edge to place, and a hundred glyph pixels each fully
    /// covered read the strokes' colour as a denser lattice does.
    ///
    /// The denser reading was a third of `analyze`'s estimating time on the benchmark's full-size
    /// screenshots, mostly on lines like these (wide lines on flat surfaces). On seven browser
    /// seeds (38–44), tight and loose frames (about 22,400 regions), skipping it for settled
    /// readings moved 384 answers, all but three by under 1% (the most, 3.8%, towards the
    /// truth); no answer's error grew by more than 1.1 points, and the share within 5% of the
    /// truth is unchanged on every seed. One verdict changed: a line over a scrim left `review`
    /// now passes, rightly (6.66:1, true 6.65:1, against 3:1). On the layered corpus two
    /// ultralight lines moved: one from 4.3% to 0.2% off, one from 4.0% to 5.9% under (a right
    /// fail either way), so 99.2% is within 5% there, not 99.4%. Without the glyph-pixel floor,
    /// three ultralight lines in loose frames read on 20 to 27 glyph pixels were off by 5–25%
    /// (all under-read).
    static func settled(_ first: ContrastEstimate) -> Bool {
        first.confidence >= 1 && first.reasons.isEmpty && first.glyphPixelCount >= settledGlyphPixels
            && !(first.backgroundRange?.varies ?? false)
    }

    /// The fewest glyph pixels on which a first reading is `settled`: five times the count below
    /// which the estimator doubts its glyph colour (`ContrastEstimator.fewGlyphPixels`).
    static let settledGlyphPixels = 5 * ContrastEstimator.fewGlyphPixels

    /// The denser reading's answer, no surer than the first (its confidence, and every ratio
    /// either reading allows): the doubts the sparse reading
    /// raised about the surface (a background that varies, a texture standing out) stand,
    /// so the denser reading may correct the ratio but not add the confidence to pass text
    /// the first reading could not decide. Where the first reading was the less sure, its
    /// notes come along, so a line left undecided says why.
    ///
    /// A reading sure enough to be decided on its ratio alone allows that ratio only: the span
    /// its corners give (the darkest and lightest glyph and background pixels) is no doubt the
    /// reading raised, and joined to the other reading's doubt it made one. A clock over a
    /// photo with a shadow read 4.67:1 sparsely (a shadow's 3% margin: 4.53–4.67:1) and
    /// 4.71:1 densely with no doubt; the dense corners, 3.82–6.71:1, made it `review` against
    /// 4.5:1 (true 4.84:1). On seven browser seeds (36–42), tight and loose frames, this
    /// decided 68 regions left `review` before, 65 rightly; the three others are false fails
    /// 5–11% above their thresholds, and no pass among them is false.
    static func measuredAgain(_ again: Result<ContrastEstimate, ContrastEstimator.Failure>,
                              first: ContrastEstimate) -> Result<ContrastEstimate, ContrastEstimator.Failure> {
        guard case .success(var estimate) = again else { return .success(first) }
        if first.confidence < estimate.confidence {
            for reason in first.reasons where !estimate.reasons.contains(reason) { estimate.reasons.append(reason) }
        }
        let dense = allowed(by: estimate), sparse = allowed(by: first)
        estimate.confidence = min(estimate.confidence, first.confidence)
        estimate.ratioRange = min(dense.lowerBound, sparse.lowerBound)...max(dense.upperBound, sparse.upperBound)
        return .success(estimate)
    }

    /// The ratios a reading allows: its ratio alone when it is decided on it, else its range.
    private static func allowed(by e: ContrastEstimate) -> ClosedRange<Double> {
        e.confidence >= ContrastEstimator.decidedConfidence ? e.ratio...e.ratio : e.ratioRange
    }
}
