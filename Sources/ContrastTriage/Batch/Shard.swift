import ContrastScan
/// One part of a batch split over several machines: `--shard I/N` takes the
/// images whose FNV-1a 64 hash of their relative path is I modulo N.
///
/// The hash depends only on the path below the folder given, never on the
/// machine, the mount point or the order of the files, so N runs with the same
/// inputs and `0/N … N-1/N` are disjoint and together cover every image.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// This shard's number, from 0 (Kubernetes' JOB_COMPLETION_INDEX).
    public var index: Int
    /// How many shards there are.
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count > 0, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` with 0 ≤ I < N; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether the image at `relativePath` belongs to this shard.
    public func contains(relativePath: String) -> Bool {
        Int(Self.fnv1a64(relativePath) % UInt64(count)) == index
    }

    public var description: String { "\(index)/\(count)" }

    /// FNV-1a 64 of the UTF-8 bytes of `text`.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
