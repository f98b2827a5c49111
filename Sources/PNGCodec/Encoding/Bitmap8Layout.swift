/// The pixel layout of a `Bitmap8`: how many bytes a pixel has, and how a
/// decoded row becomes a row of them.
public protocol Bitmap8Layout: Sendable {
    /// Bytes a pixel: 3 (R, G, B) or 4 (R, G, B, A).
    static var channels: Int { get }
    /// Writes `row` to `target` as `width × channels` bytes: 16-bit samples
    /// keep their high byte; a missing alpha is 255, an unwanted one dropped.
    static func copy(_ row: PixelRow, to target: UnsafeMutablePointer<UInt8>)
}

extension Bitmap8Layout {
    static var hasAlpha: Bool { channels == 4 }
}

/// R, G, B, A: 4 bytes a pixel.
public enum RGBA8Layout: Bitmap8Layout {
    public static var channels: Int { 4 }

    public static func copy(_ row: PixelRow, to target: UnsafeMutablePointer<UInt8>) {
        row.copyRGBA8(to: target)
    }
}

/// R, G, B: 3 bytes a pixel, alpha dropped.
public enum RGB8Layout: Bitmap8Layout {
    public static var channels: Int { 3 }

    public static func copy(_ row: PixelRow, to target: UnsafeMutablePointer<UInt8>) {
        row.copyRGB8(to: target)
    }
}
