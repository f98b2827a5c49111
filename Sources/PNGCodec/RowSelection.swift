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

    /// One flag per row of an image `height` rows tall.
    func mask(height: Int) -> [UInt8] {
        guard let ranges else { return [UInt8](repeating: 1, count: height) }
        var mask = [UInt8](repeating: 0, count: height)
        for range in ranges {
            let lower = max(0, range.lowerBound), upper = min(height, range.upperBound)
            if lower < upper { for y in lower..<upper { mask[y] = 1 } }
        }
        return mask
    }
}
