import ColorScience
import PNGCodec

/// Reads a region's box and ring from a decoded image.
public struct RegionSampler: Sendable {
    /// Boxes with more pixels than this are read on a regular grid instead:
    /// the statistics the estimator needs do not improve past that, the cost does.
    public var maxInnerSamples = 120_000

    public init() {}

    public func samples(of region: Region, in image: Image) -> RegionSamples {
        let box = region.pixelRect
        let outer = region.sampledRect
        let innerGap = box.insetBy(-region.ringGap)
        let stride = max(1, Int((Double(box.area) / Double(maxInnerSamples)).squareRoot().rounded(.up)))
        let table = SRGBTransfer.linearTable16
        var inner: [RegionSamples.Sample] = []
        var ring: [RegionSamples.Sample] = []
        inner.reserveCapacity(box.area / (stride * stride) + 1)
        var translucent = 0

        func sample(_ x: Int, _ y: Int) -> RegionSamples.Sample? {
            guard var p = image.pixel(x: x, y: y) else { return nil }
            if p.alpha != .max {
                // A screenshot should be opaque; a translucent pixel is shown
                // over whatever the viewer draws. We assume white and say so.
                translucent += 1
                let a = UInt32(p.alpha), inv = 65535 - a
                p.red = UInt16((UInt32(p.red) * a + 65535 * inv) / 65535)
                p.green = UInt16((UInt32(p.green) * a + 65535 * inv) / 65535)
                p.blue = UInt16((UInt32(p.blue) * a + 65535 * inv) / 65535)
            }
            let y709 = 0.2126 * table[Int(p.red)] + 0.7152 * table[Int(p.green)] + 0.0722 * table[Int(p.blue)]
            return .init(x: Int32(x), y: Int32(y), r: Float(p.red) / 65535, g: Float(p.green) / 65535,
                         b: Float(p.blue) / 65535, luminance: y709)
        }

        if !box.isEmpty {
            var y = box.y
            while y < box.maxY {
                var x = box.x
                while x < box.maxX {
                    if let s = sample(x, y) { inner.append(s) }
                    x += stride
                }
                y += stride
            }
        }
        // The ring: everything in the outer rect that is outside the box and its gap.
        let ringStride = max(1, stride / 2)
        if !outer.isEmpty {
            var y = outer.y
            while y < outer.maxY {
                let rowCrossesBox = y >= innerGap.y && y < innerGap.maxY
                var x = outer.x
                while x < outer.maxX {
                    if rowCrossesBox && x >= innerGap.x && x < innerGap.maxX {
                        x = innerGap.maxX
                        continue
                    }
                    if let s = sample(x, y) { ring.append(s) }
                    x += ringStride
                }
                y += ringStride
            }
        }
        return RegionSamples(inner: inner, ring: ring, translucentCount: translucent, stride: stride)
    }
}
