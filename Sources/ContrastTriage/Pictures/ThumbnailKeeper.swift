import ContrastScan
import ContrastScanSupport

/// The pictures of the worst screenshots of a batch, kept as the batch goes: each
/// worker offers the thumbnail it made from the decode the analysis did, and only
/// the `capacity` worst (by `BatchRanking`) are kept — so a 100,000-image batch
/// holds the pictures of the report's cards, not of the batch. Each is kept with
/// its record, so the report's cards need not read their lines back.
public final class ThumbnailKeeper: Sendable {
    /// The most pictures kept (the report's `--html-images`).
    public let capacity: Int
    /// Longer side of the pictures, in pixels.
    public let maxDimension: Int
    private let kept = Locked<[(key: BatchRanking.ImageKey, picture: ScreenshotPicture, record: ImageRecord)]>([])

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

    /// Offers the picture of the screenshot whose line is `record`; kept if among the worst.
    func offer(_ record: ImageRecord, picture: ScreenshotPicture) {
        guard capacity > 0 else { return }
        let key = BatchRanking.ImageKey(record)
        kept.withLock { kept in
            let index = kept.firstIndex { BatchRanking.imagePrecedes(key, $0.key) } ?? kept.count
            guard index < capacity else { return }
            kept.insert((key, picture, record), at: index)
            if kept.count > capacity { kept.removeLast() }
        }
    }

    /// The picture kept for `image`, if any.
    func picture(for image: String) -> ScreenshotPicture? {
        kept.withLock { kept in kept.first { $0.key.image == image }?.picture }
    }

    /// The record and picture kept for the image ranked `key` — the same line the
    /// index holds for it (an image analysed again later has another key) — if any.
    func kept(_ key: BatchRanking.ImageKey) -> (record: ImageRecord, picture: ScreenshotPicture)? {
        kept.withLock { kept in kept.first { $0.key == key }.map { ($0.record, $0.picture) } }
    }
}
