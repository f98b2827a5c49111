import PNGCodec

/// A sidecar region placed on a particular image: its rect in pixels,
/// clipped to the image, and the ring of surrounding pixels the background
/// is read from.
public struct Region: Sendable, Equatable {
    public var spec: RegionSpec
    /// The rect in pixels as declared (points × scale), before clipping.
    public var declaredPixelRect: PixelRect
    /// The declared rect clipped to the image; empty when it lies entirely outside.
    public var pixelRect: PixelRect
    /// The box plus its ring, clipped to the image: every pixel the estimator reads.
    public var sampledRect: PixelRect
    /// Ring thickness in pixels.
    public var ringWidth: Int
    /// Gap between the box and the ring, so anti-aliasing that spills just
    /// past a tight box is not taken for background.
    public var ringGap: Int

    /// True when part of the declared rect lies outside the image.
    public var isClipped: Bool { pixelRect != declaredPixelRect && !pixelRect.isEmpty }
    /// True when no part of the declared rect lies inside the image.
    public var isOutside: Bool { pixelRect.isEmpty }

    /// Places `spec` on an image of `imageWidth` × `imageHeight` pixels.
    public init(spec: RegionSpec, scale: Double, imageWidth: Int, imageHeight: Int) {
        self.spec = spec
        let declared = PixelRect(points: spec.rect, scale: scale)
        let bounds = PixelRect(x: 0, y: 0, width: imageWidth, height: imageHeight)
        declaredPixelRect = declared
        pixelRect = declared.intersection(bounds)
        // A ring about a fifth of the box's short side: wide enough for a
        // stable median, narrow enough to stay on the surface the text sits on.
        let short = min(declared.width, declared.height)
        ringWidth = min(8, max(2, short / 5))
        ringGap = short >= 12 ? 1 : 0
        let outer = ringGap + ringWidth
        sampledRect = pixelRect.isEmpty ? pixelRect : declared.insetBy(-outer).intersection(bounds)
    }
}

extension Region {
    /// Every region of `sidecar` placed on an image of the given size, in the
    /// sidecar's order: where the pipeline turns points into pixels.
    public static func place(_ sidecar: Sidecar, imageWidth: Int, imageHeight: Int) -> [Region] {
        sidecar.regions.map { Region(spec: $0, scale: sidecar.scale, imageWidth: imageWidth, imageHeight: imageHeight) }
    }

    /// The image rows `regions` read (boxes and rings): all a decoder needs to keep.
    public static func rowsToDecode(_ regions: [Region]) -> RowSelection {
        RowSelection(regions.filter { !$0.isOutside }.map { $0.sampledRect.y..<$0.sampledRect.maxY })
    }
}
