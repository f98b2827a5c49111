/// The pixels of a frame that differ from its surface (the marks: glyphs, an icon, a shape's
/// edge), counted with the rectangle that holds them, so a loose frame can be tightened to
/// them.
struct MarkExtent: Sendable {
    /// How many mark pixels were added.
    private(set) var count = 0
    /// The rectangle around them: `x0..<x1`, `y0..<y1` in image coordinates (empty while
    /// `count` is 0).
    private(set) var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    /// Counts the mark pixel at (`x`, `y`).
    mutating func add(x: Int, y: Int) {
        count += 1
        x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
    }

    /// The rectangle around the marks grown by `grow` pixels on every side and kept within
    /// `box` (the marks' anti-aliased edge belongs with them). Only meaningful when `count > 0`.
    func frame(grownBy grow: Int, within box: PixelRect) -> PixelRect {
        PixelRect(x: x0 - grow, y: y0 - grow, width: x1 - x0 + 2 * grow, height: y1 - y0 + 2 * grow)
            .intersection(box)
    }
}
