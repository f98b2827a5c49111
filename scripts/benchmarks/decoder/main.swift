// The decoder alone, for scripts/benchmarks/decoder-compare: compiled together
// with a tree's Sources/PNGCodec (as one module, hence no import), with
// -D STREAMING for a tree that has the streaming API.
//
//   decoder-bench MODE FILE.png...
//
// Modes (each touches the same pixels, so only the decoding differs):
//   bytes-rows        read the file whole, decode(bytes, rows:) keeping the regions' rows (the path
//                     `analyze` took before issue 16), then read every region's rows
//   file-window       decode(fileAt:into: RowSpanWindow): streamed, each region handed over when its
//                     last row is decoded and read then (STREAMING)
//   bytes-all         read the file whole and decode every row into an Image
//   thumb-old         the HTML thumbnail as HTMLThumbnail made it: whole decode, RGBA8 copy,
//                     box downscale to 640, PNG at zlib level 9
//   thumb-stream      ThumbnailSink(640) while streaming, then JPEG q80 (STREAMING)
//   file-all          every row streamed to a sink that keeps none (STREAMING): the floor of the two above
//   thumb-only        ThumbnailSink(640) while streaming, no encoding (STREAMING)
//
// Regions come from FILE.json beside each PNG (sidecar: scale, regions[].rect in points), with
// the ring Region.swift puts around them. Prints one checksum line so nothing is optimised away.
import Foundation

struct Span { var rows: Range<Int>; var x: Range<Int> }

func spans(for png: String, width: Int, height: Int) -> [Span] {
    let sidecar = String(png.dropLast(4)) + ".json"
    guard let data = FileManager.default.contents(atPath: sidecar),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let regions = object["regions"] as? [[String: Any]] else { return [] }
    let scale = (object["scale"] as? Double) ?? 1
    return regions.compactMap { region in
        guard let rect = region["rect"] as? [String: Double],
              let x = rect["x"], let y = rect["y"], let w = rect["width"], let h = rect["height"] else { return nil }
        let x0 = Int((x * scale).rounded(.down)), y0 = Int((y * scale).rounded(.down))
        let x1 = Int(((x + w) * scale).rounded(.up)), y1 = Int(((y + h) * scale).rounded(.up))
        let short = min(x1 - x0, y1 - y0)
        let outer = (short >= 12 ? 1 : 0) + min(8, max(2, short / 5))
        let rows = max(0, y0 - outer)..<min(height, y1 + outer)
        let cols = max(0, x0 - outer)..<min(width, x1 + outer)
        return rows.isEmpty || cols.isEmpty ? nil : Span(rows: rows, x: cols)
    }
}

/// Reads the span's pixels as a sampler would (every pixel; the engine reads a lattice).
func touch(_ image: Image, _ span: Span) -> Int {
    var sum = 0
    for y in span.rows { for x in span.x { sum &+= Int(image.pixel(x: x, y: y)?.green ?? 0) } }
    return sum
}

func header(of path: String) -> (Int, Int) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return (0, 0) }
    let bytes = [UInt8](handle.readData(ofLength: 24))
    guard bytes.count == 24 else { return (0, 0) }
    func be32(_ i: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[i + $1]) } }
    return (be32(16), be32(20))
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write("usage: decoder-bench MODE FILE.png...\n".data(using: .utf8)!)
    exit(64)
}
let mode = arguments[1]
var checksum = 0
for path in arguments.dropFirst(2) {
    do {
        switch mode {
        case "bytes-rows":
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            var regions: [Span] = []
            let image = try PNGDecoder().decode(bytes) { header in
                regions = spans(for: path, width: header.width, height: header.height)
                return RowSelection(regions.map(\.rows))
            }
            for span in regions { checksum &+= touch(image, span) }
        case "bytes-all":
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try PNGDecoder().decode(bytes)
            checksum &+= Int(image.pixel(x: image.width / 2, y: image.height - 1)?.red ?? 0)
        case "thumb-old":
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try PNGDecoder().decode(bytes)
            let small = RGBA8Bitmap(image).downscaled(maxDimension: 640)
            #if STREAMING
            let png = try PNGEncoder(compressionLevel: 9, filter: .adaptive).encode(small)
            #else
            let png = try PNGEncoder(compressionLevel: 9).encode(small)
            #endif
            checksum &+= png.count
        #if STREAMING
        case "file-window":
            let (width, height) = header(of: path)
            let regions = spans(for: path, width: width, height: height)
            var window = RowSpanWindow(spans: { _ in regions.map(\.rows) }) { index, image in
                checksum &+= touch(image, regions[index])
            }
            _ = try PNGDecoder().decode(fileAt: path, into: &window)
        case "thumb-stream":
            var sink = ThumbnailSink(maxDimension: 640)
            _ = try PNGDecoder().decode(fileAt: path, into: &sink)
            checksum &+= try JPEGEncoder(quality: 80).encode(sink.bitmap!).count
        case "file-all":
            struct Drop: RowSink {
                var sum = 0
                mutating func rows(for header: ImageHeader) -> RowSelection { .all }
                mutating func consume(_ row: PixelRow) { sum &+= row.y }
            }
            var sink = Drop()
            _ = try PNGDecoder().decode(fileAt: path, into: &sink)
            checksum &+= sink.sum
        case "thumb-only":
            var sink = ThumbnailSink(maxDimension: 640)
            _ = try PNGDecoder().decode(fileAt: path, into: &sink)
            checksum &+= Int(sink.bitmap!.pixels[0])
        #endif
        default:
            FileHandle.standardError.write("decoder-bench: unknown mode \(mode)\n".data(using: .utf8)!)
            exit(64)
        }
    } catch {
        FileHandle.standardError.write("\(path): error: \(error)\n".data(using: .utf8)!)
        exit(2)
    }
}
print("checksum \(checksum)")
