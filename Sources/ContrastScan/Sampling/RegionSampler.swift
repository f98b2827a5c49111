import ColorManagement
import ColorScience
import PNGCodec

/// Reads a region's box and ring from a decoded image.
public struct RegionSampler: Sendable {
    /// Boxes with more pixels than this are read on a diagonal lattice
    /// instead — pixel (x, y) is read when (x + y) is a multiple of the step —
    /// which still touches every row and every column, so a 1-pixel border or
    /// stroke is never skipped. The medians the estimator takes do not improve
    /// past this many pixels; the cost does.
    public var maxInnerSamples = 3_000
    /// The same for the ring.
    public var maxRingSamples = 1_500

    public init() {}

    /// Reads `region` from `image`. Luminance is computed in `colorimetry`'s
    /// source space: through Little CMS, in one call per region, when the
    /// image is not sRGB.
    public func samples(of region: Region, in image: Image,
                        colorimetry: ImageColorimetry = .srgb()) -> RegionSamples {
        let box = region.pixelRect
        let outer = region.sampledRect
        let innerGap = box.insetBy(-region.ringGap)
        let stride = max(1, (box.area + maxInnerSamples - 1) / maxInnerSamples)
        let ringArea = max(0, outer.area - innerGap.intersection(outer).area)
        let ringStride = max(1, (ringArea + maxRingSamples - 1) / maxRingSamples)
        let table = SRGBTransfer.linearTable16
        var inner: [RegionSamples.Sample] = []
        var ring: [RegionSamples.Sample] = []
        inner.reserveCapacity(box.area / stride + 1)
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
            for y in box.y..<box.maxY {
                // First x on the lattice in this row: (x + y) % stride == 0.
                var x = box.x + (stride - (box.x + y) % stride) % stride
                while x < box.maxX {
                    if let s = sample(x, y) { inner.append(s) }
                    x += stride
                }
            }
        }
        // The ring: everything in the outer rect that is outside the box and its gap.
        if !outer.isEmpty {
            for y in outer.y..<outer.maxY {
                let rowCrossesBox = y >= innerGap.y && y < innerGap.maxY
                var x = outer.x + (ringStride - (outer.x + y) % ringStride) % ringStride
                while x < outer.maxX {
                    if rowCrossesBox && x >= innerGap.x && x < innerGap.maxX {
                        // Jump past the box, staying on the lattice.
                        x = innerGap.maxX + (ringStride - (innerGap.maxX + y) % ringStride) % ringStride
                        continue
                    }
                    if let s = sample(x, y) { ring.append(s) }
                    x += ringStride
                }
            }
        }
        if let converter = colorimetry.converter {
            convertLuminance(&inner, converter)
            convertLuminance(&ring, converter)
        }
        return RegionSamples(inner: inner, ring: ring, translucentCount: translucent, stride: stride)
    }

    /// Replaces the sRGB-formula luminance with the converter's.
    private func convertLuminance(_ samples: inout [RegionSamples.Sample], _ converter: ColorConverter) {
        var values = [Double]()
        values.reserveCapacity(samples.count * 3)
        for s in samples { values += [Double(s.r), Double(s.g), Double(s.b)] }
        converter.convertInPlace(&values)
        for i in samples.indices {
            let y = WCAG.luminance(linearRed: values[3 * i], green: values[3 * i + 1], blue: values[3 * i + 2])
            samples[i].luminance = Float(y)
        }
    }
}
