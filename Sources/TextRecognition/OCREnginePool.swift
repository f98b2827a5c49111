import ContrastScanSupport

/// Engines shared by the threads of one run: each caller borrows an idle engine
/// (or has one made), reads, and gives it back, so there are never more engines
/// than threads reading at once and each model is loaded once per thread, not
/// once per line.
///
/// A model that cannot be loaded is tried once: the failure is kept and every
/// later read fails at once with it, instead of paying the load (and the same
/// warning) for each line.
public final class OCREnginePool: Sendable {
    /// The model every engine loads.
    public let model: OCRModel
    private struct State {
        var idle: [OCREngine] = []
        var failure: OCRError?
    }
    private let state = Locked(State())

    /// A pool of engines for `model`; none is made until the first read.
    /// - Parameter model: the trained model the engines load.
    public init(model: OCRModel) {
        self.model = model
    }

    /// Reads one line with an engine of the pool.
    /// - Parameter image: the line, dark on light (see `OCREngine.read`).
    /// - Returns: what the engine read.
    /// - Throws: `OCRError` when the model cannot be loaded (then for every later
    ///   read too) or the line cannot be read.
    public func read(_ image: GreyImage) throws(OCRError) -> OCRReading {
        let borrowed: Result<OCREngine?, OCRError> = state.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            return .success(state.idle.popLast())
        }
        let engine: OCREngine
        switch borrowed {
        case .failure(let error): throw error
        case .success(let idle?): engine = idle
        case .success(nil):
            do {
                engine = try OCREngine(model: model)  // outside the lock: it takes ~100 ms
            } catch {
                state.withLock { $0.failure = $0.failure ?? error }
                throw error
            }
        }
        defer { state.withLock { $0.idle.append(engine) } }
        return try engine.read(image)
    }

    /// The error that stopped the model from loading, once a read has tried; nil before, or when it loaded.
    public var loadFailure: OCRError? { state.withLock { $0.failure } }
}
