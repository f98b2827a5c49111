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
    /// The worst screenshots so far, each with its card when one was made —
    /// the card holds the picture, which is then not kept a second time — else
    /// with its picture.
    private let kept = Locked<[(key: BatchRanking.ImageKey, picture: ScreenshotPicture?, record: ImageRecord, card: String?)]>([])
    /// Makes each kept screenshot's card on the worker that analysed it
    /// (`HTMLReportWriter.cardMaker(forReport:)`; numbered when the report is
    /// written), so what is left after the batch is mostly writing. nil: the
    /// report makes the cards.
    let cards: CardMaker?

    /// How a screenshot's card is made before its place in the report is known.
    /// The report's concern, handed in from above (the pictures know nothing of
    /// the report's markup).
    public struct CardMaker: Sendable {
        /// What the cards were made for (the report's folder, which their links
        /// to the originals are relative to): the report uses them only if it is the same.
        var madeFor: String
        var make: @Sendable (ImageRecord, ScreenshotPicture) -> String

        init(madeFor: String, make: @escaping @Sendable (ImageRecord, ScreenshotPicture) -> String) {
            self.madeFor = madeFor
            self.make = make
        }
    }

    public init(capacity: Int, maxDimension: Int, cards: CardMaker? = nil) {
        self.capacity = max(0, capacity)
        self.maxDimension = maxDimension
        self.cards = cards
    }

    /// Whether a screenshot ranked `key` would be kept (so its picture is worth encoding).
    public func wants(_ key: BatchRanking.ImageKey) -> Bool {
        kept.withLock { kept in
            kept.count < capacity || kept.last.map { BatchRanking.imagePrecedes(key, $0.key) } ?? false
        }
    }

    /// Offers the picture of the screenshot whose line is `record`; kept if among
    /// the worst, with its card when `cards` is set — made here, on the caller's
    /// thread, outside the lock.
    func offer(_ record: ImageRecord, picture: ScreenshotPicture) {
        guard capacity > 0 else { return }
        let key = BatchRanking.ImageKey(record)
        let card = cards.map { $0.make(record, picture) }
        kept.withLock { kept in
            let index = kept.firstIndex { BatchRanking.imagePrecedes(key, $0.key) } ?? kept.count
            guard index < capacity else { return }
            kept.insert((key, card == nil ? picture : nil, record, card), at: index)
            if kept.count > capacity { kept.removeLast() }
        }
    }

    /// The picture kept for `image`, if any (none when its card was made).
    func picture(for image: String) -> ScreenshotPicture? {
        kept.withLock { kept in kept.first { $0.key.image == image }?.picture }
    }

    /// The record and picture kept for the image ranked `key` — the same line the
    /// index holds for it (an image analysed again later has another key) — if any.
    func kept(_ key: BatchRanking.ImageKey) -> (record: ImageRecord, picture: ScreenshotPicture?)? {
        kept.withLock { kept in kept.first { $0.key == key }.map { ($0.record, $0.picture) } }
    }

    /// The card made for the image ranked `key` (by `cards`), if one was made.
    func cardTemplate(_ key: BatchRanking.ImageKey) -> String? {
        kept.withLock { kept in kept.first { $0.key == key }?.card }
    }
}
