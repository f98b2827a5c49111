import ContrastScan
/// What a batch found, gathered one record at a time with bounded memory:
/// counts over every image, and only the `limit` worst regions, worst images
/// and first errors (in a stable order) — a batch of a million images costs
/// the same as one of a thousand.
public struct BatchSummary: Sendable, Equatable {
    /// A failing or in-review region, with the image it is in.
    public struct RankedRegion: Sendable, Equatable {
        public var image: String
        public var region: RegionRecord
    }

    /// An image whose worst region fails or needs review.
    public struct RankedImage: Sendable, Equatable {
        public var key: BatchRanking.ImageKey
        public var regionCounts: [Verdict: Int]
        /// Its worst region.
        public var worst: RegionRecord?
        /// Whether its regions were detected (no sidecar) rather than listed.
        public var regionsDetected = false
    }

    /// An image, or a region of one, that could not be analysed.
    public struct ErrorRow: Sendable, Equatable {
        public var image: String
        /// One line, starting with the file at fault: `shots/a.json: no sidecar found …`.
        public var message: String
    }

    /// How many regions, images and errors are listed (the counts cover all).
    public let limit: Int
    public private(set) var imageCount = 0
    /// Images that could not be analysed at all.
    public private(set) var errorImageCount = 0
    /// Analysed images by their worst verdict.
    public private(set) var imagesByVerdict: [Verdict: Int] = [:]
    /// Measured regions by verdict.
    public private(set) var regionsByVerdict: [Verdict: Int] = [:]
    /// Regions that could not be measured (e.g. outside the image).
    public private(set) var regionErrorCount = 0
    /// Worst first, at most `limit`.
    public private(set) var worstRegions: [RankedRegion] = []
    /// Worst first, at most `limit`.
    public private(set) var worstImages: [RankedImage] = []
    /// By image path, at most `limit`; `errorCount` counts them all.
    public private(set) var errors: [ErrorRow] = []
    public private(set) var errorCount = 0
    /// Images with a review region (for `--fail-on-review`).
    public private(set) var imagesWithReview = 0
    /// Analysed images holding at least one region of each verdict (an image with
    /// a failing and a review region counts under both). What the HTML report's
    /// filters count.
    public private(set) var imagesHolding: [Verdict: Int] = [:]
    /// Analysed images with no measured region (none listed or detected, or every
    /// one could not be measured); the report's "skipped" filter shows and hides them.
    public private(set) var imagesWithoutRegions = 0
    /// Analysed images with a region that could not be measured.
    public private(set) var imagesWithRegionErrors = 0

    public init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Adds one image's record.
    public mutating func add(_ record: ImageRecord) {
        imageCount += 1
        if let error = record.error {
            errorImageCount += 1
            addError(ErrorRow(image: record.image, message: error))
            return
        }
        var counts: [Verdict: Int] = [:]
        for region in record.regions {
            if let error = region.error {
                regionErrorCount += 1
                addError(ErrorRow(image: record.image, message: "\(record.image): region \"\(region.id)\" \(error)"))
                continue
            }
            counts[region.verdict, default: 0] += 1
            regionsByVerdict[region.verdict, default: 0] += 1
            if region.verdict == .fail || region.verdict == .review {
                worstRegions.append(RankedRegion(image: record.image, region: region))
            }
        }
        if counts[.review, default: 0] > 0 { imagesWithReview += 1 }
        for verdict in counts.keys { imagesHolding[verdict, default: 0] += 1 }
        if counts.isEmpty { imagesWithoutRegions += 1 }
        if record.regions.contains(where: { $0.error != nil }) { imagesWithRegionErrors += 1 }
        let key = BatchRanking.ImageKey(record)
        let verdict = key.verdict ?? .skipped
        imagesByVerdict[verdict, default: 0] += 1
        if verdict == .fail || verdict == .review {
            worstImages.append(RankedImage(key: key, regionCounts: counts, worst: record.worstRegion, regionsDetected: record.regionsDetected))
        }
        trim(force: false)
    }

    /// The summary with its lists sorted and cut to `limit`.
    public func finished() -> BatchSummary {
        var copy = self
        copy.trim(force: true)
        return copy
    }

    /// passed, failed (a region fails, or needs review with `failOnReview`), or
    /// error (an image or region could not be analysed: wins, the result is incomplete).
    public func outcome(failOnReview: Bool) -> BatchOutcome {
        if errorCount > 0 { return .error }
        if regionsByVerdict[.fail, default: 0] > 0 || (failOnReview && regionsByVerdict[.review, default: 0] > 0) {
            return .failed
        }
        return .passed
    }

    private mutating func addError(_ row: ErrorRow) {
        errorCount += 1
        errors.append(row)
    }

    /// Sorting on every add would cost N log N per image; the lists grow to
    /// twice the limit before they are sorted and cut.
    private mutating func trim(force: Bool) {
        if force || worstRegions.count > 2 * limit + 16 {
            worstRegions.sort { a, b in
                if BatchRanking.regionPrecedes(a.region, b.region) { return true }
                if BatchRanking.regionPrecedes(b.region, a.region) { return false }
                return a.image < b.image   // same verdict, margin and id: by image
            }
            if worstRegions.count > limit { worstRegions.removeLast(worstRegions.count - limit) }
        }
        if force || worstImages.count > 2 * limit + 16 {
            worstImages.sort { BatchRanking.imagePrecedes($0.key, $1.key) }
            if worstImages.count > limit { worstImages.removeLast(worstImages.count - limit) }
        }
        if force || errors.count > 2 * limit + 16 {
            errors.sort { $0.image != $1.image ? $0.image < $1.image : $0.message < $1.message }
            if errors.count > limit { errors.removeLast(errors.count - limit) }
        }
    }
}

/// The result of a batch or a merge, which decides the exit status.
public enum BatchOutcome: String, Sendable, Equatable {
    /// Every region passes (or is skipped; review too unless `--fail-on-review`).
    case passed
    /// A region fails (or needs review, with `--fail-on-review`).
    case failed
    /// An image or region could not be analysed; wins over `failed`.
    case error
}
