/// Resource limits checked before any large allocation, so a hostile or
/// broken file (a 30000×30000 header over a tiny IDAT, a gigabyte iCCP)
/// costs an error message, not the machine's memory.
public struct DecodeLimits: Sendable, Equatable {
    /// Largest width × height accepted. Default 100 megapixels: every phone
    /// and tablet screenshot fits with room to spare.
    public var maxPixels: Int
    /// Largest width or height accepted (libpng's own default is 1,000,000).
    public var maxDimension: Int
    /// Largest decompressed ancillary chunk (iCCP, zTXt, iTXt…) in bytes. Default 16 MiB.
    public var maxChunkBytes: Int
    /// How many ancillary chunks of unbounded kinds (text, sPLT) are kept. Default 1000.
    public var maxCachedChunks: Int

    public init(maxPixels: Int = 100_000_000, maxDimension: Int = 1_000_000,
                maxChunkBytes: Int = 16 << 20, maxCachedChunks: Int = 1000) {
        self.maxPixels = maxPixels
        self.maxDimension = maxDimension
        self.maxChunkBytes = maxChunkBytes
        self.maxCachedChunks = maxCachedChunks
    }

    /// The defaults described on each property.
    public static let `default` = DecodeLimits()
}
