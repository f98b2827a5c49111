/// The pixel layout of a `Bitmap8`: how many bytes a pixel has.
public protocol Bitmap8Layout: Sendable {
    /// Bytes a pixel: 3 (R, G, B) or 4 (R, G, B, A).
    static var channels: Int { get }
}

extension Bitmap8Layout {
    static var hasAlpha: Bool { channels == 4 }
}

/// R, G, B, A: 4 bytes a pixel.
public enum RGBA8Layout: Bitmap8Layout {
    public static var channels: Int { 4 }
}

/// R, G, B: 3 bytes a pixel, alpha dropped.
public enum RGB8Layout: Bitmap8Layout {
    public static var channels: Int { 3 }
}
