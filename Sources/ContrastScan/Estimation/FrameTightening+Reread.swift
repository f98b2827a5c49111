import PNGCodec

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
    static func readDenser(_ region: Region, samples: RegionSamples, sampler: RegionSampler,
                           in image: Image, colorimetry: ImageColorimetry, denserBy: Int = 8) -> RegionSamples? {
        // Every 8th pixel or sparser: a stroke a few pixels wide is a sample across at most
        // (a frame drawn to its text is read every 2nd to 6th).
        guard samples.stride >= 8 else { return nil }
        var denser = sampler
        denser.maxInnerSamples = min(region.pixelRect.area, sampler.maxInnerSamples * denserBy)
        return denser.samples(of: region, in: image, colorimetry: colorimetry)
    }

    /// The denser reading's answer, no surer than the first (its confidence, and every ratio
    /// either reading allows): the doubts the sparse reading
    /// raised about the surface (a background that varies, a texture standing out) stand,
    /// so the denser reading may correct the ratio but not add the confidence to pass text
    /// the first reading could not decide. Where the first reading was the less sure, its
    /// notes come along, so a line left undecided says why.
    static func measuredAgain(_ again: Result<ContrastEstimate, ContrastEstimator.Failure>,
                              first: ContrastEstimate) -> Result<ContrastEstimate, ContrastEstimator.Failure> {
        guard case .success(var estimate) = again else { return .success(first) }
        if first.confidence < estimate.confidence {
            for reason in first.reasons where !estimate.reasons.contains(reason) { estimate.reasons.append(reason) }
        }
        estimate.confidence = min(estimate.confidence, first.confidence)
        estimate.ratioRange = min(estimate.ratioRange.lowerBound, first.ratioRange.lowerBound)
            ... max(estimate.ratioRange.upperBound, first.ratioRange.upperBound)
        return .success(estimate)
    }
}
