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
}
