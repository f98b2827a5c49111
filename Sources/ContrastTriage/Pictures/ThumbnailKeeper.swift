import ContrastScan
import ContrastScanSupport

/// The pictures of the worst screenshots of a batch, kept as the batch goes: each
/// worker offers the thumbnail it made from the decode the analysis did, and only
/// the `capacity` worst (by `BatchRanking`) are kept — so a 100,000-image batch
/// holds the pictures of the report's cards, not of the batch.
public final class ThumbnailKeeper: Sendable {
    /// The most pictures kept (the report's `--html-images`).
    public let capacity: Int
    /// Longer side of the pictures, in pixels.
    public let maxDimension: Int
    private let kept = Locked<[(key: BatchRanking.ImageKey, picture: ScreenshotPicture)]>([])

    public init(capacity: Int, maxDimension: Int) {
        self.capacity = max(0, capacity)
        self.maxDimension = maxDimension
    }

    /// Whether a screenshot ranked `key` would be kept (so its picture is worth encoding).
    public func wants(_ key: BatchRanking.ImageKey) -> Bool {
        kept.withLock { kept in
            kept.count < capacity || kept.last.map { BatchRanking.imagePrecedes(key, $0.key) } ?? false
        }
    }

    /// Offers the picture of the screenshot ranked `key`; kept if among the worst.
    func offer(_ key: BatchRanking.ImageKey, picture: ScreenshotPicture) {
        guard capacity > 0 else { return }
        kept.withLock { kept in
            let index = kept.firstIndex { BatchRanking.imagePrecedes(key, $0.key) } ?? kept.count
            guard index < capacity else { return }
            kept.insert((key, picture), at: index)
            if kept.count > capacity { kept.removeLast() }
        }
    }

    /// The picture kept for `image`, if any.
    func picture(for image: String) -> ScreenshotPicture? {
        kept.withLock { kept in kept.first { $0.key.image == image }?.picture }
    }
}
