extension RGBA8Bitmap {
    /// A copy no larger than `maxDimension` on its longer side, each pixel the
    /// average of the pixels it covers (a box filter: text stays legible, no
    /// aliasing shimmer). Returns `self` when it is already small enough.
    public func downscaled(maxDimension: Int) -> RGBA8Bitmap {
        let longer = max(width, height)
        guard maxDimension > 0, longer > maxDimension, width > 0, height > 0 else { return self }
        let newWidth = max(1, width * maxDimension / longer)
        let newHeight = max(1, height * maxDimension / longer)
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        pixels.withUnsafeBufferPointer { source in
            for ty in 0..<newHeight {
                let sy0 = ty * height / newHeight, sy1 = max(sy0 + 1, (ty + 1) * height / newHeight)
                for tx in 0..<newWidth {
                    let sx0 = tx * width / newWidth, sx1 = max(sx0 + 1, (tx + 1) * width / newWidth)
                    var sum = (0, 0, 0, 0)
                    for sy in sy0..<sy1 {
                        var i = (sy * width + sx0) * 4
                        for _ in sx0..<sx1 {
                            sum.0 += Int(source[i]); sum.1 += Int(source[i + 1])
                            sum.2 += Int(source[i + 2]); sum.3 += Int(source[i + 3])
                            i += 4
                        }
                    }
                    let n = (sy1 - sy0) * (sx1 - sx0)
                    let o = (ty * newWidth + tx) * 4
                    out[o] = UInt8((sum.0 + n / 2) / n)
                    out[o + 1] = UInt8((sum.1 + n / 2) / n)
                    out[o + 2] = UInt8((sum.2 + n / 2) / n)
                    out[o + 3] = UInt8((sum.3 + n / 2) / n)
                }
            }
        }
        return RGBA8Bitmap(width: newWidth, height: newHeight, pixels: out)!
    }
}
