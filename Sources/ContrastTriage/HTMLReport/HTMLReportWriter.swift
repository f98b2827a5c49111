import ContrastScan
import ContrastScanSupport
import PNGCodec

/// Writes the self-contained HTML report of a batch or a merge (`--html FILE`):
/// every screenshot worst first, its regions drawn as boxes coloured by
/// verdict, each card led by its worst region (how bad, how far, the fix), details
/// on hover, tap or keyboard focus, filters by each region's own verdict, and a
/// link from each card to its original PNG.
///
/// Nothing is fetched: the pictures are `data:` URIs, the style and script
/// inline, and a Content-Security-Policy allows exactly those (by hash) and
/// nothing else. Every string from a sidecar, a file name or a JSON line is
/// escaped. The file is written piece by piece and renamed into place: memory
/// holds a few cards at a time, whatever the batch size.
public struct HTMLReportWriter: Sendable {
    /// Longer side of the embedded pictures, in pixels.
    public var thumbnailSize: Int
    /// Thumbnails made at once.
    public var jobs: Int
    public var limits: DecodeLimits
    public var maxFileBytes: Int
    public var title: String
    /// The most screenshots shown as cards with their pictures (the worst ones);
    /// the rest are one row each in a compact table, so a report of 100,000
    /// screenshots stays quick to write and to open.
    public var imageLimit: Int
    /// Pictures made while the batch ran (from the analysis's own decode); a card
    /// whose picture is not there has one made by decoding its screenshot again.
    public var thumbnails: ThumbnailKeeper?

    public init(thumbnailSize: Int = 640, jobs: Int = 1, limits: DecodeLimits = .default,
                maxFileBytes: Int = 512 << 20, title: String = "contrastscan report", imageLimit: Int = 500) {
        self.thumbnailSize = thumbnailSize
        self.jobs = max(1, jobs)
        self.limits = limits
        self.maxFileBytes = maxFileBytes
        self.title = title
        self.imageLimit = max(0, imageLimit)
    }

    /// What makes the cards of a batch's kept screenshots as the batch goes, for
    /// the report at `path` (`ThumbnailKeeper(cards:)`): each card with a
    /// placeholder for its id (`HTMLReportMarkup.cardTemplate`), numbered when
    /// `write` writes it. nil when the report's folder cannot be resolved (the
    /// report then makes its cards itself).
    public static func cardMaker(forReport path: String) -> ThumbnailKeeper.CardMaker? {
        guard let folder = ReportLink.folder(ofReport: path) else { return nil }
        return ThumbnailKeeper.CardMaker(madeFor: folder) { record, picture in
            HTMLReportMarkup.cardTemplate(record, thumbnail: picture,
                                          original: ReportLink.href(toImage: record.image, fromFolder: folder))
        }
    }

    /// Writes the report of `index` to `path`.
    /// - Returns: lines that could not be read back (the file changed meanwhile).
    /// - Throws: `FileError` when the report cannot be written.
    public func write(_ index: BatchIndex, outcome: BatchOutcome, to path: String) throws(FileError) -> [InputProblem] {
        let output = try FileOutput(path: path)
        var problems: [InputProblem] = []
        let reader = RecordReader(files: index.files)
        func read(_ entry: BatchIndex.Entry) -> ImageRecord? { reader.record(entry, problems: &problems) }

        try output.write(HTMLReportMarkup.head(summary: index.summary, outcome: outcome, title: title))
        let errorEntries = index.entries.prefix { $0.key.verdict == nil }
        try output.write(HTMLReportMarkup.errorsSection(errorEntries.compactMap(read), total: errorEntries.count))
        try output.write(HTMLReportMarkup.shotsStart)

        let allShots = index.entries.dropFirst(errorEntries.count)
        let shots = Array(allShots.prefix(imageLimit))
        let chunk = max(8, jobs * 4)
        let size = thumbnailSize, limits = self.limits, maxFileBytes = self.maxFileBytes
        var number = 0
        let reportFolder = ReportLink.folder(ofReport: path)
        let keeper = self.thumbnails
        for start in stride(from: 0, to: shots.count, by: chunk) {
            // A card the batch kept comes with its record and picture; any other is read
            // back from its line, and its picture made by decoding the screenshot again.
            let entries = shots[start..<min(shots.count, start + chunk)]
            let kept = entries.map { keeper?.kept($0.key) }
            let records = zip(entries, kept).compactMap { entry, kept in kept?.record ?? read(entry) }
            // Cards are built on the workers too: what is left after the batch is
            // (mostly) writing them out.
            // A card the batch's worker made (its links relative to this same folder)
            // only needs its number.
            let templates = entries.map { entry in
                keeper.flatMap { $0.cards != nil && $0.cards?.madeFor == reportFolder ? $0.cardTemplate(entry.key) : nil }
            }
            let numbered = records.enumerated().map { (number: number + $0.offset + 1, record: $0.element) }
            number += records.count
            let made = records.count == entries.count ? templates : [String?](repeating: nil, count: records.count)
            let cards = WorkerPool.map(Array(zip(numbered, made)), workers: jobs) { card, template -> [UInt8] in
                let (number, record) = card
                if let template { return HTMLReportMarkup.numbered(template, number) }
                let thumbnail = keeper?.picture(for: record.image)
                    ?? ScreenshotPicture(path: record.image, maxDimension: size, limits: limits, maxFileBytes: maxFileBytes)
                let original = reportFolder.flatMap { ReportLink.href(toImage: record.image, fromFolder: $0) }
                return Array(HTMLReportMarkup.card(record, number: number, thumbnail: thumbnail, original: original).utf8)
            }
            for card in cards { try output.write(card) }
        }
        let rest = allShots.dropFirst(imageLimit)
        if !rest.isEmpty {
            try output.write(HTMLReportMarkup.compactStart(count: rest.count, shown: shots.count))
            for entry in rest { try output.write(HTMLReportMarkup.compactRow(entry.key)) }
            try output.write(HTMLReportMarkup.compactEnd)
        }
        try output.write(HTMLReportMarkup.tail)
        try output.commit()
        return problems
    }
}
