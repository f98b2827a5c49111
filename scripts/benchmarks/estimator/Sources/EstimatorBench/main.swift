// EstimatorBench --repeat R IMAGE.png…: decodes each image once (not timed), places its
// sidecar's regions, then times, R times over every region of every image: reading the
// region's pixels (RegionSampler) and estimating its contrast (ContrastEstimator, text or
// non-text as the sidecar says) — the first reading — and then the whole of what `analyze`
// does per region before its policy (`Analyzer.estimate`: the first reading, and text read on
// a sparse lattice read again denser unless its first reading settled it). Prints one line per phase with the median over the R
// runs of the time per region, and a last line "per-region-ms TOTAL" (the whole) for the script.
// Each run also decodes every image again (PNGDecoder, the file's bytes already in memory), so
// the whole is also given as a ratio to decoding the same screenshots in the same run: a figure
// that a shared machine's speed of the day moves less than milliseconds.
//
// EstimatorBench --slowest N IMAGE.png…: times each region's estimate alone (the fastest of R
// runs, --repeat R before it) and prints the N slowest regions with their share of the total, to
// see whether the time is a few costly regions or spread over all of them.
//
// EstimatorBench --by-surface IMAGE.png…: times each region's estimate alone (the fastest of R
// runs) and prints the total and mean per region for the regions whose ring is one exact colour
// (a flat surface: a list, a card, a settings row) and for the others (photos, materials,
// gradients, controls over them), to see what a fast path for flat surfaces alone could save.
//
// EstimatorBench --dump OUT IMAGE.png…: estimates every region once and writes each result
// to OUT, one line per region with every field at full precision (Double descriptions
// round-trip), so two builds' answers can be compared to the bit with diff.
import ContrastScan
import Foundation
import PNGCodec

struct Loaded {
    /// The file's bytes, decoded again in each timed run for the decoding baseline.
    var png: [UInt8]
    var image: Image
    var regions: [Region]
    var colorimetry: ImageColorimetry
    /// Per region, whether it is a control with a text region of its own inside (as `analyze` asks).
    var holdsText: [Bool]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("estimator-bench: error: " + message + "\n").utf8))
    exit(2)
}

var args = Array(CommandLine.arguments.dropFirst())
var repeats = 5
var dumpPath: String? = nil
var slowest: Int? = nil
var bySurface = false
while args.count >= 2 {
    if args[0] == "--repeat", let r = Int(args[1]), r > 0 {
        repeats = r
    } else if args[0] == "--dump" {
        dumpPath = args[1]
    } else if args[0] == "--slowest", let n = Int(args[1]), n > 0 {
        slowest = n
    } else if args[0] == "--by-surface" {
        bySurface = true
        args.removeFirst()
        continue
    } else {
        break
    }
    args.removeFirst(2)
}
guard !args.isEmpty else { fail("usage: EstimatorBench [--repeat R] [--dump OUT | --slowest N | --by-surface] IMAGE.png…") }

var loaded: [Loaded] = []
for path in args {
    let sidecarPath = String(path.dropLast(4)) + ".json"
    guard let png = FileManager.default.contents(atPath: path),
          let json = FileManager.default.contents(atPath: sidecarPath) else { fail("\(path): cannot read it or its sidecar") }
    do {
        let sidecar = try SidecarDecoder.decode(json)
        let bytes = [UInt8](png)
        let image = try PNGDecoder().decode(bytes)
        let regions = sidecar.regions.map {
            Region(spec: $0, scale: sidecar.scale, imageWidth: image.width, imageHeight: image.height)
        }.filter { !$0.isOutside }
        let textRects = regions.filter { $0.spec.role == .text || $0.spec.role == .largeText }.map(\.pixelRect)
        loaded.append(Loaded(png: bytes, image: image, regions: regions,
                             colorimetry: ImageColorimetry.resolve(image.header.colorChunks),
                             holdsText: regions.map { $0.holdsText(among: textRects) }))
    } catch {
        fail("\(path): \(error)")
    }
}
let regionCount = loaded.reduce(0) { $0 + $1.regions.count }
let sampler = RegionSampler()
let estimator = ContrastEstimator()
let clock = ContinuousClock()
let analyzer = Analyzer()
var sampling: [Double] = [], estimating: [Double] = [], whole: [Double] = [], decoding: [Double] = []
var checksum = 0.0

/// A region's estimate as the timed runs make it: text or non-text as the sidecar says.
func estimate(_ region: Region, _ s: RegionSamples, in item: Loaded) -> Result<ContrastEstimate, ContrastEstimator.Failure> {
    region.spec.role == .nonText
        ? estimator.estimateNonText(s, box: region.pixelRect, colorimetry: item.colorimetry)
        : estimator.estimate(s, box: region.pixelRect, colorimetry: item.colorimetry)
}

if let dumpPath {
    var lines: [String] = []
    for (path, item) in zip(args, loaded) {
        for (index, region) in item.regions.enumerated() {
            let s = sampler.samples(of: region, in: item.image, colorimetry: item.colorimetry)
            // As the analyzer calls it; a non-text region also as one holding a label.
            let result = region.spec.role == .nonText
                ? estimator.estimateNonText(s, box: region.pixelRect, colorimetry: item.colorimetry)
                : estimator.estimate(s, box: region.pixelRect, colorimetry: item.colorimetry,
                                     shapeAtEdge: region.spec.role == .decorative)
            let name = (path as NSString).lastPathComponent
            lines.append("\(name) #\(index) inner \(s.inner.count) ring \(s.ring.count): \(result)")
            if region.spec.role == .nonText {
                let labelled = estimator.estimateNonText(s, box: region.pixelRect, colorimetry: item.colorimetry,
                                                         holdsText: true)
                lines.append("\(name) #\(index) holding text: \(labelled)")
            }
        }
    }
    do {
        try (lines.joined(separator: "\n") + "\n").write(toFile: dumpPath, atomically: true, encoding: .utf8)
    } catch {
        fail("\(dumpPath): \(error)")
    }
    exit(0)
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// One region's estimate timed alone: after an untimed run, the fastest of `repeats` runs (in
/// seconds), with the result (`--slowest` and `--by-surface`).
func fastestEstimate(_ region: Region, _ s: RegionSamples, in item: Loaded,
                     repeats: Int) -> (Double, Result<ContrastEstimate, ContrastEstimator.Failure>) {
    var best = Double.infinity
    var result = estimate(region, s, in: item)
    for _ in 0..<repeats {
        let t0 = clock.now
        result = estimate(region, s, in: item)
        best = min(best, seconds(clock.now - t0))
    }
    return (best, result)
}

if bySurface {
    // Per group: regions, and the sum of each region's fastest estimate.
    var flat = (count: 0, total: 0.0), other = (count: 0, total: 0.0)
    for item in loaded {
        for region in item.regions {
            let s = sampler.samples(of: region, in: item.image, colorimetry: item.colorimetry)
            let (best, _) = fastestEstimate(region, s, in: item, repeats: repeats)
            let first = s.ring.first
            let oneColour = first.map { f in s.ring.allSatisfy { $0.r == f.r && $0.g == f.g && $0.b == f.b } } ?? false
            if oneColour { flat.count += 1; flat.total += best } else { other.count += 1; other.total += best }
        }
    }
    for (name, group) in [("flat surface (ring of one exact colour)", flat), ("other", other)] {
        print(name.padding(toLength: 40, withPad: " ", startingAt: 0)
              + String(format: " %4d regions  %8.3f ms  %.3f ms per region", group.count,
                       group.total * 1000, group.total * 1000 / Double(max(1, group.count))))
    }
    exit(0)
}

if let slowest {
    var rows: [(Double, String)] = []
    var total = 0.0
    for (path, item) in zip(args, loaded) {
        for (index, region) in item.regions.enumerated() {
            let s = sampler.samples(of: region, in: item.image, colorimetry: item.colorimetry)
            let (best, result) = fastestEstimate(region, s, in: item, repeats: repeats)
            total += best
            let name = (path as NSString).lastPathComponent
            let answer = (try? result.get()).map { String(format: "%.2f", $0.ratio) } ?? "no estimate"
            rows.append((best, "\(name) #\(index) \(region.spec.role) \(region.pixelRect.width)x\(region.pixelRect.height) inner \(s.inner.count) ring \(s.ring.count) -> \(answer)"))
        }
    }
    rows.sort { $0.0 > $1.0 }
    var cum = 0.0
    for (t, line) in rows.prefix(slowest) {
        cum += t
        print(String(format: "%7.3f ms %5.1f%% ", t * 1000, 100 * cum / total) + line)
    }
    print(String(format: "total %.3f ms over %d regions", total * 1000, rows.count))
    exit(0)
}

for _ in 0..<(repeats + 1) {  // the first run warms up and is not counted
    var samples: [[RegionSamples]] = []
    let t0 = clock.now
    for item in loaded {
        samples.append(item.regions.map { sampler.samples(of: $0, in: item.image, colorimetry: item.colorimetry) })
    }
    let t1 = clock.now
    for (item, perRegion) in zip(loaded, samples) {
        for (region, s) in zip(item.regions, perRegion) {
            if case .success(let e) = estimate(region, s, in: item) { checksum += e.ratio }
        }
    }
    let t2 = clock.now
    for item in loaded {
        for (region, holdsText) in zip(item.regions, item.holdsText) {
            if case .success(let e) = analyzer.estimate(region, in: item.image, colorimetry: item.colorimetry,
                                                        holdsText: holdsText).0 { checksum += e.ratio }
        }
    }
    let t3 = clock.now
    for item in loaded {
        guard let image = try? PNGDecoder().decode(item.png) else { fail("an image decoded once no longer decodes") }
        checksum += Double(image.width)
    }
    let t4 = clock.now
    sampling.append(seconds(t1 - t0))
    estimating.append(seconds(t2 - t1))
    whole.append(seconds(t3 - t2))
    decoding.append(seconds(t4 - t3))
}
sampling.removeFirst()
estimating.removeFirst()
whole.removeFirst()
decoding.removeFirst()
func median(_ v: [Double]) -> Double { let s = v.sorted(); return s[s.count / 2] }
let perRegion = { (v: [Double]) in median(v) * 1000 / Double(max(1, regionCount)) }
print(String(format: "images %d, regions %d, runs %d (checksum %.3f)", loaded.count, regionCount, repeats, checksum))
print(String(format: "sampling-ms-per-region %.4f (first reading)", perRegion(sampling)))
print(String(format: "estimation-ms-per-region %.4f (first reading)", perRegion(estimating)))
print(String(format: "first-reading-ms-per-region %.4f", perRegion(zip(sampling, estimating).map { $0 + $1 })))
print(String(format: "decode-ms-per-image %.3f (PNGDecoder, the bytes in memory)", median(decoding) * 1000 / Double(max(1, loaded.count))))
// Per run, the whole against that run's decoding; the median of those ratios.
print(String(format: "whole-vs-decode %.3f (estimating every region as analyze does / decoding the same screenshots, same run)",
             median(zip(whole, decoding).map { $0 / max($1, 1e-9) })))
print(String(format: "per-region-ms %.4f (as analyze: first reading, and sparse text not settled by it read again denser)", perRegion(whole)))
