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
    /// The real path of the folder the report will be written in, when the
    /// keeper was told the report's path: each kept screenshot's card is then
    /// made by the worker that analysed it (numbered when the report is
    /// written), so what is left after the batch is mostly writing.
    let reportFolder: String?

    /// - Parameter reportPath: where the report will be written; given, the
    ///   cards are made as the batch goes (their links to the originals are
    ///   relative to its folder).
    public init(capacity: Int, maxDimension: Int, reportPath: String? = nil) {
        self.capacity = max(0, capacity)
        self.maxDimension = maxDimension
        reportFolder = reportPath.flatMap(ReportLink.folder(ofReport:))
    }

    /// Whether a screenshot ranked `key` would be kept (so its picture is worth encoding).
    public func wants(_ key: BatchRanking.ImageKey) -> Bool {
        kept.withLock { kept in
            kept.count < capacity || kept.last.map { BatchRanking.imagePrecedes(key, $0.key) } ?? false
        }
    }

    /// Offers the picture of the screenshot whose line is `record`; kept if among
    /// the worst, with its card (`HTMLReportMarkup.cardTemplate`) when the
    /// report's folder is known — made here, on the caller's thread, outside the lock.
    func offer(_ record: ImageRecord, picture: ScreenshotPicture) {
        guard capacity > 0 else { return }
        let key = BatchRanking.ImageKey(record)
        let card = reportFolder.map { folder in
            HTMLReportMarkup.cardTemplate(record, thumbnail: picture,
                                          original: ReportLink.href(toImage: record.image, fromFolder: folder))
        }
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

    /// The card made for the image ranked `key`, with `HTMLReportMarkup.idPlaceholder`
    /// for its id, if one was made.
    func cardTemplate(_ key: BatchRanking.ImageKey) -> String? {
        kept.withLock { kept in kept.first { $0.key == key }?.card }
    }
}
