/// Which rows of an image to keep while decoding.
///
/// Screenshot analysis needs only the rows its regions (and their rings)
/// cover. Rows outside are decoded and dropped, and decoding stops after the
/// last needed row, so memory follows the regions, not the image.
public struct RowSelection: Sendable, Equatable {
    /// Half-open row ranges, merged and sorted; `nil` means every row.
    public private(set) var ranges: [Range<Int>]?

    /// Every row of the image.
    public static let all = RowSelection(ranges: nil)

    /// No row at all: the header and the file's checks only.
    public static let none = RowSelection([])

    /// The rows in `ranges` (clipped to the image when applied).
    public init(_ ranges: [Range<Int>]) {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    private init(ranges: [Range<Int>]?) {
        self.ranges = ranges
    }

    /// The rows either selection keeps.
    public func union(_ other: RowSelection) -> RowSelection {
        guard let mine = ranges, let theirs = other.ranges else { return .all }
        return RowSelection(mine + theirs)
    }

    /// Whether row `y` is kept (before clipping to an image).
    public func contains(_ y: Int) -> Bool {
        guard let ranges else { return true }
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= y { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(y)
    }

    /// The ranges within an image `height` rows tall, sorted, none empty.
    func clipped(height: Int) -> [Range<Int>] {
        guard let ranges else { return height > 0 ? [0..<height] : [] }
        return ranges.compactMap { range in
            let lower = max(0, range.lowerBound), upper = min(height, range.upperBound)
            return lower < upper ? lower..<upper : nil
        }
    }
}
