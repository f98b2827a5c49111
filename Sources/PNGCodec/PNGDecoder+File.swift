import CPNGBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGDecoder {
    /// Decodes the PNG at `path`, streaming: the file is read `readSize` bytes
    /// at a time and never held whole, and each row `sink` asks for is handed
    /// to it as soon as it is decoded.
    ///
    /// The file must be a regular file (a FIFO or device is refused, never
    /// waited on). Callers with their own checks on opening pass the
    /// descriptor to `decode(fileDescriptor:into:)` instead.
    /// - Throws: `PNGError`: `.unreadable` when the file cannot be opened or
    ///   read, otherwise what is wrong with the PNG; then whatever the sink
    ///   made of the rows it got must be dropped.
    public func decode<Sink: RowSink>(fileAt path: String, into sink: inout Sink) throws(PNGError) -> DecodeSummary {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable("is a directory, not a file")
        default: throw .unreadable("not a regular file")
        }
        return try decode(fileDescriptor: fd, into: &sink)
    }

    /// Decodes the PNG read from `fd` (from its current offset; the descriptor
    /// is not closed), streaming as `decode(fileAt:into:)` does.
    /// - Throws: `PNGError`, as `decode(fileAt:into:)`.
    public func decode<Sink: RowSink>(fileDescriptor fd: Int32, into sink: inout Sink) throws(PNGError) -> DecodeSummary {
        try checkDeadline()
        guard let decoder = cs_png_decoder_create_fd(fd, max(1, readSize), cLimits) else { throw .outOfMemory }
        defer { cs_png_decoder_destroy(decoder) }
        return try run(decoder, into: &sink)
    }

    /// Decodes the PNG at `path` streaming, keeping the rows `rows` asks for:
    /// `decode(_:rows:)` without holding the file's bytes.
    /// - Throws: `PNGError`, as `decode(fileAt:into:)`.
    public func decode(fileAt path: String, rows: (ImageHeader) -> RowSelection = { _ in .all }) throws(PNGError) -> Image {
        let result: Result<Image, PNGError> = withoutActuallyEscaping(rows) { rows in
            Result { () throws(PNGError) -> Image in
                var collector = ImageCollector(rows: rows)
                _ = try decode(fileAt: path, into: &collector)
                guard let image = collector.image else { throw .outOfMemory }
                return image
            }
        }
        return try result.get()
    }
}
