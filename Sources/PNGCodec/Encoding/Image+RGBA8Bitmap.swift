extension RGBA8Bitmap {
    /// The decoded image as 8-bit RGBA, for drawing on and re-encoding.
    ///
    /// 16-bit samples keep their high byte; an image without alpha gets 255.
    /// Rows the decoder did not keep (see `RowSelection`) are left transparent
    /// black; decode with `.all` rows to copy a whole screenshot.
    public init(_ image: Image) {
        let width = image.width, height = image.height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for case let row? in image.rows where row.y < height {
                row.copyRGBA8(to: base + row.y * width * 4)
            }
        }
        self.init(width: width, height: height, pixels: out)!
    }
}
