extension RGBA8Bitmap {
    /// The decoded image as 8-bit RGBA, for drawing on and re-encoding.
    ///
    /// 16-bit samples keep their high byte. Rows the decoder did not keep (see
    /// `RowSelection`) are left transparent black; decode with `.all` rows to
    /// copy a whole screenshot.
    public init(_ image: Image) {
        let width = image.width, height = image.height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = width * 4
        out.withUnsafeMutableBufferPointer { target in
            switch image.storage {
            case .eightBit(let bytes):
                bytes.withUnsafeBufferPointer { source in
                    for y in 0..<height where image.rowSlot[y] >= 0 {
                        let from = Int(image.rowSlot[y]) * rowBytes
                        for i in 0..<rowBytes { target[y * rowBytes + i] = source[from + i] }
                    }
                }
            case .sixteenBit(let words):
                words.withUnsafeBufferPointer { source in
                    for y in 0..<height where image.rowSlot[y] >= 0 {
                        let from = Int(image.rowSlot[y]) * rowBytes
                        for i in 0..<rowBytes { target[y * rowBytes + i] = UInt8(source[from + i] >> 8) }
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: out)!
    }
}
