import Dispatch

/// A fixed number of worker threads taking work items by index from one
/// shared counter until none are left.
///
/// This is what keeps a batch's memory flat: at most `workers` items are
/// being processed at any moment, whether the batch has ten images or a
/// hundred thousand, and nothing is queued ahead of the workers.
package enum WorkerPool {
    /// Calls `body(index)` for every index in `0..<count`, on `workers` threads,
    /// and returns when all are done. `shouldStop` is asked before each new
    /// item; once it says yes, no new item is started (those running finish).
    package static func run(count: Int, workers: Int, shouldStop: @escaping @Sendable () -> Bool = { false },
                    body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = Locked(0)
        let group = DispatchGroup()
        for worker in 0..<max(1, min(workers, count)) {
            // One serial queue per worker: each gets a thread of its own, so
            // `workers` images really are in flight at once.
            let queue = DispatchQueue(label: "contrastscan.worker-\(worker)")
            queue.async(group: group) {
                while true {
                    if shouldStop() { return }
                    let index: Int? = next.withLock { value in
                        guard value < count else { return nil }
                        defer { value += 1 }
                        return value
                    }
                    guard let index else { return }
                    body(index)
                }
            }
        }
        group.wait()
    }

    /// `transform` applied to every element on `workers` threads, results in
    /// the input's order.
    package static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], workers: Int,
                                                         _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let results = Locked([Result?](repeating: nil, count: elements.count))
        run(count: elements.count, workers: workers) { index in
            let value = transform(elements[index])
            results.withLock { $0[index] = value }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
