extension RGB8Bitmap {
    /// The same picture with alpha 255 everywhere.
    public var rgba: RGBA8Bitmap {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            out[4 * p] = pixels[3 * p]
            out[4 * p + 1] = pixels[3 * p + 1]
            out[4 * p + 2] = pixels[3 * p + 2]
        }
        return RGBA8Bitmap(width: width, height: height, pixels: out)!
    }
}
