extension Array where Element == RegionSamples.Sample {
    /// The samples `isIncluded` accepts, in their order — what `filter` gives — written in
    /// place into room for all of them. `filter` grows its result sample by sample, copying it
    /// several times over for the thousands of samples of a frame; the framing of non-text
    /// regions filters every frame's samples a dozen times.
    @inline(__always)
    func keeping(where isIncluded: (RegionSamples.Sample) -> Bool) -> [RegionSamples.Sample] {
        [RegionSamples.Sample](unsafeUninitializedCapacity: count) { out, kept in
            guard let base = out.baseAddress else { return }
            // Unchecked: at most one write per sample, at kept < count, the room made.
            for s in self where isIncluded(s) {
                (base + kept).initialize(to: s)
                kept += 1
            }
        }
    }

    /// The samples `side` puts first (true) and those it puts second (false), each list in the
    /// samples' order, leaving out those it puts in neither (nil): two `keeping(where:)` in
    /// one pass, as re-framing a box into its new box and new ring asks.
    @inline(__always)
    func splitting(_ side: (RegionSamples.Sample) -> Bool?) -> (first: [RegionSamples.Sample], second: [RegionSamples.Sample]) {
        var second: [RegionSamples.Sample] = []
        let first = [RegionSamples.Sample](unsafeUninitializedCapacity: count) { firstOut, firstCount in
            second = [RegionSamples.Sample](unsafeUninitializedCapacity: count) { secondOut, secondCount in
                guard let firstBase = firstOut.baseAddress, let secondBase = secondOut.baseAddress else { return }
                // Unchecked: each sample goes to one list at most, so each count stays below
                // `count`, the room made for each.
                for s in self {
                    switch side(s) {
                    case true?:
                        (firstBase + firstCount).initialize(to: s)
                        firstCount += 1
                    case false?:
                        (secondBase + secondCount).initialize(to: s)
                        secondCount += 1
                    case nil:
                        break
                    }
                }
            }
        }
        return (first, second)
    }
}
