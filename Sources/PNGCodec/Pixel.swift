/// One decoded RGBA pixel, each channel scaled to 0…65535 whatever the file's
/// bit depth (an 8-bit value v becomes v × 257, exactly representable), so
/// 16-bit precision survives and 8-bit values stay exact.
public struct Pixel: Sendable, Equatable, Hashable {
    public var red: UInt16
    public var green: UInt16
    public var blue: UInt16
    public var alpha: UInt16

    public init(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16 = .max) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// True when alpha is at its maximum.
    public var isOpaque: Bool { alpha == .max }
}
