/// A fixed-length table of plain values in memory of its own, for a loop over a region's
/// pixels that reads and writes it once per pixel: per-strip counts, per-row flags, a list
/// written front to back.
///
/// An array read and written per pixel is tested for bounds (and, written, for uniqueness) at
/// every access, which in the estimator's per-pixel loops cost more than the work; the way
/// around that, `withUnsafeMutableBufferPointer` on each table, nested a closure per table
/// around the loop. A scratch table is indexed without those tests and without closures.
/// Indices are the caller's to keep in range — each use says why they are (`assert` checks
/// them in debug builds). Not copyable: the memory has one owner and is freed when the
/// table's scope ends; it never leaves the function that made it (so it is not `Sendable`).
struct ScratchTable<Element: BitwiseCopyable>: ~Copyable {
    /// The values: `count` initialised (plain values need no deinitialising), freed in `deinit`.
    private let base: UnsafeMutablePointer<Element>
    /// How many values the table holds.
    let count: Int

    /// `count` copies of `value`.
    @inline(__always)
    init(repeating value: Element, count: Int) {
        self.count = max(0, count)
        base = .allocate(capacity: max(1, count))
        base.initialize(repeating: value, count: self.count)
    }

    /// Room for `count` values not yet written: a list written front to back (at its length,
    /// below `count`) and read only below its length.
    @inline(__always)
    init(uninitializedCount count: Int) {
        self.count = max(0, count)
        base = .allocate(capacity: max(1, count))
    }

    deinit { base.deallocate() }

    /// The value at `i` (0 ≤ i < `count`, unchecked in release builds).
    @inline(__always)
    subscript(i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "scratch index out of range")
            return base[i]
        }
        set {
            assert(i >= 0 && i < count, "scratch index out of range")
            base[i] = newValue
        }
    }

    /// Whether any value passes `test`.
    @inline(__always)
    func contains(where test: (Element) -> Bool) -> Bool {
        for i in 0..<count where test(base[i]) { return true }  // i < count: inside the table
        return false
    }

    /// The first index whose value passes `test`; nil when none does.
    func firstIndex(where test: (Element) -> Bool) -> Int? {
        for i in 0..<count where test(base[i]) { return i }  // i < count: inside the table
        return nil
    }

    /// The last index whose value passes `test`; nil when none does.
    func lastIndex(where test: (Element) -> Bool) -> Int? {
        for i in (0..<count).reversed() where test(base[i]) { return i }  // i < count: inside the table
        return nil
    }

    /// The values from `start` up to `end` (within the table) handed to `body`, which may
    /// reorder them (a selection); the buffer must not escape `body`.
    @inline(__always)
    mutating func withRun<R>(_ start: Int, _ end: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        precondition(start >= 0 && start <= end && end <= count)
        // The run lies inside the table (the precondition).
        return body(UnsafeMutableBufferPointer(start: base + start, count: end - start))
    }
}
