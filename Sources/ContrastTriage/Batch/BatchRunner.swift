import ContrastScan
import ContrastScanSupport
import PNGCodec

/// Runs a batch: a fixed pool of workers takes screenshots one at a time,
/// analyses each, appends its JSON line the moment it is done, and optionally
/// writes its annotated copy and keeps its picture for the HTML report — both
/// made from the one decode the analysis does. The whole of `contrastscan
/// batch` but the summary and the HTML, as a library call.
///
/// An image that cannot be analysed is an error row like any other line;
/// nothing an image does stops the batch. Only a `--jsonl` file that can no
/// longer be written stops it (no more images are started), since the work
/// would be lost.
public struct BatchRunner: Sendable {
    public var analyzer: Analyzer
    /// Images in flight at once; memory is about this many decoded images.
    public var jobs: Int
    /// Where annotated copies go (`--annotate DIR`); nil for none.
    public var annotateDirectory: String?
    /// Whether a screenshot without a sidecar has its text lines detected
    /// (support's bare uploads) rather than becoming an error row.
    public var detectsWithoutSidecar = true
    /// How an analysis error is worded in its error row; the CLI adds its remedies.
    public var describe: @Sendable (AnalysisError) -> String = { $0.message }
    /// The run's inputs: an annotated copy is never written over one of them.
    package var protectedInputs = InputFiles()
    /// Where the pictures of the worst screenshots are kept for the HTML report; nil for none.
    public var thumbnails: ThumbnailKeeper?

    public init(analyzer: Analyzer = Analyzer(), jobs: Int, annotateDirectory: String? = nil) {
        var analyzer = analyzer
        // The workers fill every core: no second thread per image.
        analyzer.estimatesWhileDecoding = false
        self.analyzer = analyzer
        self.jobs = max(1, jobs)
        self.annotateDirectory = annotateDirectory
    }

    /// What happened to one image, as its worker reports it.
    public struct ItemResult: Sendable {
        public var item: BatchItem
        /// The image's record, as its line holds it.
        public var record: ImageRecord
        /// Why the image could not be analysed: the file at fault and the problem.
        public var problem: InputProblem?
        /// Why the annotated copy could not be written.
        public var annotationProblem: InputProblem?
        /// Why the line could not be appended; the batch stops after this.
        public var writeProblem: String?
    }

    /// Analyses `items` on `jobs` workers, appending each line to `output`.
    /// `onResult` is called from the worker threads, once per finished image.
    /// - Returns: how many images were finished (all of them unless writing failed).
    @discardableResult
    package func run(_ items: [BatchItem], output: JSONLWriter,
                    onResult: @escaping @Sendable (ItemResult) -> Void) -> Int {
        let stop = Locked(false)
        let finished = Locked(0)
        let canvasBuffers = PixelBufferPool(capacity: annotateDirectory == nil ? 0 : jobs)
        let thumbnailBuffers = PixelBufferPool(capacity: thumbnails == nil ? 0 : jobs)
        WorkerPool.run(count: items.count, workers: jobs, shouldStop: { stop.withLock { $0 } }) { index in
            let item = items[index]
            // The pictures come from the analysis's own decode: a thumbnail and a canvas
            // to annotate, each only when asked for, each in a buffer the last screenshot gave back.
            var pictures = RowSinkPair(OptionalSink(thumbnails.map { ThumbnailSink(maxDimension: $0.maxDimension, reusing: thumbnailBuffers.take()) }),
                                       OptionalSink(annotateDirectory.map { _ in AnnotationCanvas(pool: canvasBuffers) }))
            let (record, problem) = self.record(for: item, feeding: &pictures)
            var result = ItemResult(item: item, record: record, problem: problem)
            if record.error == nil {
                if let keeper = thumbnails, let bitmap = pictures.first.wrapped?.takeBitmap() {
                    let key = BatchRanking.ImageKey(record)
                    if keeper.wants(key), let picture = ScreenshotPicture(thumbnail: bitmap) { keeper.offer(record, picture: picture) }
                    thumbnailBuffers.give(bitmap.takePixels())
                }
                if let directory = annotateDirectory, var canvas = pictures.second.wrapped.take() {
                    result.annotationProblem = annotate(item, canvas: &canvas, record: record, into: directory)
                }
            }
            // The line is written last: it marks the image done for --resume,
            // so it must not exist before the image's other outputs do.
            do throws(FileError) {
                try output.append(record.jsonLine)
                finished.withLock { $0 += 1 }
            } catch {
                result.writeProblem = error.description
                stop.withLock { $0 = true }
            }
            onResult(result)
        }
        return finished.withLock { $0 }
    }

    /// The record of one image — its report, or an error row — and, for an
    /// error row, the file at fault and the problem.
    public func record(for item: BatchItem) -> (record: ImageRecord, problem: InputProblem?) {
        var nothing = NoRows()
        return record(for: item, feeding: &nothing)
    }

    /// The record of one image, its rows handed to `extra` too as they are decoded.
    /// When the record is an error row, whatever `extra` made must be dropped.
    public func record<Extra: RowSink>(for item: BatchItem, feeding extra: inout Extra) -> (record: ImageRecord, problem: InputProblem?) {
        func errorRow(_ path: String, _ message: String) -> (ImageRecord, InputProblem?) {
            (ImageRecord(image: item.path, error: "\(path): \(message)"), InputProblem(path: path, message: message))
        }
        if let problem = item.problem { return errorRow(item.path, problem) }
        let sidecar = ScreenshotLoader.defaultSidecarPath(forImage: item.path)
        if sidecar.hasSuffix(".contrast.json") || sidecar.hasSuffix(".truth.json") {
            return errorRow(sidecar, "is a baseline or truth file, not a sidecar; rename the screenshot")
        }
        do {
            let report = detectsWithoutSidecar
                ? try analyzer.analyzeOrDetect(imageAt: item.path, feeding: &extra)
                : try analyzer.analyze(imageAt: item.path, feeding: &extra)
            return (ImageRecord(report), nil)
        } catch {
            return errorRow(error.path, describe(error))
        }
    }

    /// Writes the annotated copy, drawn on the canvas the analysis's decode filled;
    /// returns the problem, or nil.
    private func annotate(_ item: BatchItem, canvas: inout AnnotationCanvas, record: ImageRecord, into directory: String) -> InputProblem? {
        let target = FileTree.join(directory, item.outputName)
        if let refusal = protectedInputs.refusal(toWrite: target) { return InputProblem(path: target, message: refusal) }
        let png: [UInt8]
        do throws(PNGEncodingError) {
            guard let encoded = try canvas.annotatedPNG(with: record, encoder: .fast) else {
                return InputProblem(path: item.path, message: "cannot annotate it (no pixels were decoded)")
            }
            png = encoded
        } catch {
            return InputProblem(path: target, message: error.description)
        }
        do {
            try FileOutput.write(png, to: target, createFolders: true)
            return nil
        } catch {
            return InputProblem(path: target, message: "cannot write the annotated copy (\(error))")
        }
    }
}
