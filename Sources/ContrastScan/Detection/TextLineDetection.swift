/// What text detection found in one image, and how much of the image's
/// structure that accounts for — so a report can say when "no failing text"
/// only means "no text found".
public struct TextLineDetection: Sendable, Equatable {
    /// The lines found, top to bottom.
    public var lines: [DetectedLine]
    /// Cells (about 0.75 pt square) holding edges: the image's structure.
    public var edgeCells: Int
    /// Of those, the cells inside a detected line.
    public var edgeCellsOnLines: Int
    /// All cells of the image.
    public var cells: Int

    public init(lines: [DetectedLine], edgeCells: Int, edgeCellsOnLines: Int, cells: Int) {
        self.lines = lines
        self.edgeCells = edgeCells
        self.edgeCellsOnLines = edgeCellsOnLines
        self.cells = cells
    }

    /// Share of the image's edge cells that lie on a detected line, 0…1 (1 when there are none).
    public var coverage: Double {
        edgeCells == 0 ? 1 : min(1, Double(edgeCellsOnLines) / Double(edgeCells))
    }

    /// Share of the image's cells that hold edges, 0…1.
    public var structure: Double {
        cells == 0 ? 0 : Double(edgeCells) / Double(cells)
    }

    /// Edge cells from which an image "plainly has structure": 1% of the image
    /// — a screen of a few short labels holds several percent.
    static let structured = 0.01
    /// Below this coverage of a structured image, detection has likely missed text.
    static let lowCoverage = 0.25

    /// Warnings for the image's report, empty when detection accounts for what
    /// the image shows. A report without them could read as an all-clear when
    /// the truth is that nothing was measured:
    /// - no line at all (a blank screenshot, or text the detector cannot see);
    /// - lines covering under a quarter of the edges of an image with structure
    ///   (a photo, icons or controls around text the detector did not take).
    public var warnings: [String] {
        if lines.isEmpty {
            return edgeCells == 0
                ? ["no text was detected: the image is blank or nearly (no edges); nothing was measured — this is not a pass"]
                : ["no text was detected, though the image has edges (\(Self.percent(structure)) of it): nothing was measured, "
                   + "which is not a pass; check the picture, or give the regions in a sidecar (--regions FILE)"]
        }
        if structure >= Self.structured && coverage < Self.lowCoverage {
            return ["detected lines cover only \(Self.percent(coverage)) of the image's edges: text may have been missed "
                    + "(photos, icons and unusual layouts confuse detection); check the picture, or give the regions in a sidecar (--regions FILE)"]
        }
        return []
    }

    private static func percent(_ v: Double) -> String {
        let p = v * 100
        return p < 1 ? "under 1%" : "\(Int(p.rounded()))%"
    }
}
