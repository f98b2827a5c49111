/// How decoded rows store their pixels: RGB or RGBA, 8 or 16 bits per channel.
///
/// The decoder keeps the image's own format rather than expanding every file
/// to RGBA: an opaque file (almost every screenshot) decodes to RGB, three
/// bytes a pixel, and 16-bit files keep 16 bits. Palette and grey images are
/// expanded to RGB, or to RGBA when they have a tRNS chunk or an alpha channel.
/// 16-bit samples are in host byte order.
public enum PixelFormat: Sendable, Equatable, Hashable, CaseIterable {
    case rgb8, rgba8, rgb16, rgba16

    /// The format of an image with or without alpha at `bitsPerChannel` (8 or 16).
    public init(hasAlpha: Bool, bitsPerChannel: Int) {
        switch (hasAlpha, bitsPerChannel == 16) {
        case (false, false): self = .rgb8
        case (true, false): self = .rgba8
        case (false, true): self = .rgb16
        case (true, true): self = .rgba16
        }
    }

    /// 3 (RGB) or 4 (RGBA).
    public var channels: Int { hasAlpha ? 4 : 3 }
    public var hasAlpha: Bool { self == .rgba8 || self == .rgba16 }
    /// 8 or 16.
    public var bitsPerChannel: Int { self == .rgb16 || self == .rgba16 ? 16 : 8 }
    public var bytesPerPixel: Int { channels * bitsPerChannel / 8 }
}
