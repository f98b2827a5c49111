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
    ///
    /// Each row is read straight from the image's own storage (8- or 16-bit, RGB or RGBA),
    /// luminance through a table; rows the image does not hold give no samples.
    public func samples(of region: Region, in image: Image,
                        colorimetry: ImageColorimetry = .srgb()) -> RegionSamples {
        let box = region.pixelRect
        let outer = region.sampledRect
        let innerGap = box.insetBy(-region.ringGap)
        let stride = max(1, (box.area + maxInnerSamples - 1) / maxInnerSamples)
        let ringArea = max(0, outer.area - innerGap.intersection(outer).area)
        let ringStride = max(1, (ringArea + maxRingSamples - 1) / maxRingSamples)
        var reader = RowReader()
        // Each row holds at most width / step + 1 lattice pixels: the arrays are written in place.
        let innerBound = box.isEmpty ? 0 : box.height * (box.width / stride + 1)
        let inner = [RegionSamples.Sample](unsafeUninitializedCapacity: innerBound) { buffer, count in
            guard !box.isEmpty, let out = buffer.baseAddress else { return }
            for y in box.y..<box.maxY {
                guard let row = image.row(y) else { continue }
                // First x on the lattice in this row: (x + y) % stride == 0.
                let first = box.x + (stride - (box.x + y) % stride) % stride
                reader.read(row, y: y, from: first, to: box.maxX, step: stride, into: out, count: &count)
            }
        }
        // The ring: everything in the outer rect that is outside the box and its gap.
        let ringBound = outer.isEmpty ? 0 : outer.height * (outer.width / ringStride + 2)
        let ring = [RegionSamples.Sample](unsafeUninitializedCapacity: ringBound) { buffer, count in
            guard !outer.isEmpty, let out = buffer.baseAddress else { return }
            for y in outer.y..<outer.maxY {
                guard let row = image.row(y) else { continue }
                let first = outer.x + (ringStride - (outer.x + y) % ringStride) % ringStride
                if y >= innerGap.y && y < innerGap.maxY {
                    // Up to the box, then past it, staying on the lattice.
                    reader.read(row, y: y, from: first, to: min(outer.maxX, innerGap.x), step: ringStride,
                                into: out, count: &count)
                    let resume = max(first, innerGap.maxX + (ringStride - (innerGap.maxX + y) % ringStride) % ringStride)
                    reader.read(row, y: y, from: resume, to: outer.maxX, step: ringStride, into: out, count: &count)
                } else {
                    reader.read(row, y: y, from: first, to: outer.maxX, step: ringStride, into: out, count: &count)
                }
            }
        }
        var innerSamples = inner, ringSamples = ring
        if let converter = colorimetry.converter {
            convertLuminance(&innerSamples, converter)
            convertLuminance(&ringSamples, converter)
        }
        return RegionSamples(inner: innerSamples, ring: ringSamples, translucentCount: reader.translucent, stride: stride)
    }

    /// Replaces the sRGB-formula luminance with the converter's.
    private func convertLuminance(_ samples: inout [RegionSamples.Sample], _ converter: ColorConverter) {
        var values = [Double](repeating: 0, count: samples.count * 3)
        for i in samples.indices {
            values[3 * i] = Double(samples[i].r)
            values[3 * i + 1] = Double(samples[i].g)
            values[3 * i + 2] = Double(samples[i].b)
        }
        converter.convertInPlace(&values)
        for i in samples.indices {
            let y = WCAG.luminance(linearRed: values[3 * i], green: values[3 * i + 1], blue: values[3 * i + 2])
            samples[i].luminance = Float(y)
        }
    }
}

/// Reads lattice pixels of one row in the row's own format.
private struct RowReader {
    /// Pixels that were not opaque and were composited over white first.
    var translucent = 0
    private let table = SRGBTransfer.linearTable16
    private let table8 = Self.byteTables

    /// For an opaque 8-bit pixel, per byte value v: the encoded component and its linear
    /// value, exactly what `sample` computes from the 16-bit value v × 257 (the same
    /// division, the same table entry), without a division per channel per pixel.
    private static let byteTables: (encoded: [Float], linear: [Float]) = (
        (0...255).map { Float($0 * 257) / 65535 },
        (0...255).map { SRGBTransfer.linearTable16[$0 * 257] }
    )

    mutating func read(_ row: PixelRow, y: Int, from start: Int, to end: Int, step: Int,
                       into out: UnsafeMutablePointer<RegionSamples.Sample>, count: inout Int) {
        let x0 = max(0, start), x1 = min(end, row.width)
        guard x0 < x1 else { return }
        // Stay on the lattice when the start was clipped to the row.
        var first = x0
        if start < 0 { first = start + ((0 - start + step - 1) / step) * step }
        guard first < x1 else { return }
        let format = row.format
        let y32 = Int32(y)
        var seen = translucent
        var n = count
        table.withUnsafeBufferPointer { lin in
            row.withUnsafeBytes { bytes in
                var x = first
                switch format {
                case .rgb8, .rgba8:
                    let p = bytes.bindMemory(to: UInt8.self)
                    let channels = format == .rgb8 ? 3 : 4
                    table8.encoded.withUnsafeBufferPointer { encoded in
                        table8.linear.withUnsafeBufferPointer { linear in
                            // Unchecked: a byte indexes the 256-entry tables; x < row.width, so
                            // its offset lies in the row and it fits an Int32. The count is kept
                            // in a local (`m`) and the pixel's format decided once per row.
                            var m = n
                            @inline(__always) func opaque(_ o: Int) {
                                let r = Int(p[o]), g = Int(p[o &+ 1]), b = Int(p[o &+ 2])
                                let y709 = 0.2126 * linear[r] + 0.7152 * linear[g] + 0.0722 * linear[b]
                                (out + m).initialize(to: .init(x: Int32(truncatingIfNeeded: x), y: y32,
                                                               r: encoded[r], g: encoded[g], b: encoded[b], luminance: y709))
                            }
                            if channels == 3 {
                                while x < x1 {
                                    opaque(x &* 3)
                                    m &+= 1
                                    x &+= step
                                }
                            } else {
                                while x < x1 {
                                    let o = x &* 4
                                    if p[o &+ 3] != 255 {
                                        seen += 1
                                        let (r, g, b) = Self.overWhite(Int(p[o]) &* 257, Int(p[o + 1]) &* 257, Int(p[o + 2]) &* 257,
                                                                       alpha: Int(p[o + 3]) &* 257)
                                        (out + m).initialize(to: Self.sample(x, y32, r, g, b, lin))
                                    } else {
                                        opaque(o)
                                    }
                                    m &+= 1
                                    x &+= step
                                }
                            }
                            n = m
                        }
                    }
                case .rgb16, .rgba16:
                    let p = bytes.bindMemory(to: UInt16.self)
                    let channels = format == .rgb16 ? 3 : 4
                    while x < x1 {
                        let o = x * channels
                        var r = Int(p[o]), g = Int(p[o + 1]), b = Int(p[o + 2])
                        if channels == 4 && p[o + 3] != .max {
                            seen += 1
                            (r, g, b) = Self.overWhite(r, g, b, alpha: Int(p[o + 3]))
                        }
                        (out + n).initialize(to: Self.sample(x, y32, r, g, b, lin))
                        n += 1
                        x += step
                    }
                }
            }
        }
        translucent = seen
        count = n
    }

    /// A screenshot should be opaque; a translucent pixel is shown over whatever the
    /// viewer draws. We assume white and say so.
    @inline(__always)
    private static func overWhite(_ r: Int, _ g: Int, _ b: Int, alpha a: Int) -> (Int, Int, Int) {
        let inv = 65535 - a
        return ((r * a + 65535 * inv) / 65535, (g * a + 65535 * inv) / 65535, (b * a + 65535 * inv) / 65535)
    }

    @inline(__always)
    private static func sample(_ x: Int, _ y: Int32, _ r: Int, _ g: Int, _ b: Int,
                               _ lin: UnsafeBufferPointer<Float>) -> RegionSamples.Sample {
        let y709 = 0.2126 * lin[r] + 0.7152 * lin[g] + 0.0722 * lin[b]
        return .init(x: Int32(x), y: y, r: Float(r) / 65535, g: Float(g) / 65535, b: Float(b) / 65535, luminance: y709)
    }
}
