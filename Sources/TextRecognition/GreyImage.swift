/// An 8-bit grey picture, row after row without padding: what the OCR engine reads.
/// Dark text on a light ground reads best.
public struct GreyImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height` values, 0 black … 255 white.
    public var pixels: [UInt8]

    /// A picture of `width × height` pixels, all `value`.
    /// - Parameters:
    ///   - width: columns, at least 0.
    ///   - height: rows, at least 0.
    ///   - value: the grey every pixel starts with (255: white).
    public init(width: Int, height: Int, value: UInt8 = 255) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: value, count: self.width * self.height)
    }

    /// The grey at column `x` of row `y`, which must lie inside the picture.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
