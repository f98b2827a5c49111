import ColorScience
import ContrastScanSupport
extension TextReportRenderer {
    /// The REQUIRED cell: "4.50:1", "Lc 75", both as "4.50:1, Lc 75" under
    /// the `both` standard, or "—" when nothing applies.
    static func required(_ r: RegionReport) -> String {
        let parts = [r.threshold.map(RatioFormat.text), r.minimumLc.map { "Lc \(JSONValue.format($0, decimals: 1))" }]
        let shown = parts.compactMap { $0 }
        return shown.isEmpty ? "—" : shown.joined(separator: ", ")
    }

    /// Adds the measured APCA Lc (signed: negative is light on dark) after
    /// RATIO, only when some region is held to an Lc, so a WCAG-only table
    /// is unchanged.
    static func insertLcColumn(into header: inout [String], rows: inout [[String]], regions: [RegionReport]) {
        guard regions.contains(where: { $0.minimumLc != nil }),
              let ratioColumn = header.firstIndex(of: "RATIO") else { return }
        header.insert("LC", at: ratioColumn + 1)
        for (index, region) in regions.enumerated() where index < rows.count {
            rows[index].insert(region.apcaLc.map { JSONValue.format($0, decimals: 1) } ?? "—", at: ratioColumn + 1)
        }
    }
}
