/// A rectangle of whole pixels, top-left origin, half-open on the right and bottom.
public struct PixelRect: Sendable, Equatable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether pixel (`px`, `py`) lies in this rect (its right and bottom edges are outside).
    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The pixels a rect in points covers at `scale`: every pixel it touches,
    /// less a hair so a rect ending exactly on a pixel edge does not take the next one.
    public init(points rect: PointRect, scale: Double) {
        let epsilon = 1e-6
        let x0 = (rect.x * scale + epsilon).rounded(.down)
        let y0 = (rect.y * scale + epsilon).rounded(.down)
        let x1 = ((rect.x + rect.width) * scale - epsilon).rounded(.up)
        let y1 = ((rect.y + rect.height) * scale - epsilon).rounded(.up)
        self.init(x: Int(x0), y: Int(y0), width: max(1, Int(x1 - x0)), height: max(1, Int(y1 - y0)))
    }

    /// The part of this rect inside `other`; empty when they do not meet.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// This rect grown by `amount` pixels on every side.
    public func insetBy(_ amount: Int) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
