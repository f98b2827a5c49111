@testable import ContrastScan
import TestSupport
import Testing

/// The estimator's fast paths (issue 13, the cost budget) must give the very values of the
/// plain computations they replace — bit for bit, since a speed-up may not move an answer.
/// Each is checked here against the plain version on seeded random inputs.
@Suite("Estimator fast paths give the plain computations' values, bit for bit")
struct EstimatorFastPathTests {
    private static func bits(_ v: SIMD3<Float>) -> SIMD3<UInt32> {
        SIMD3(v.x.bitPattern, v.y.bitPattern, v.z.bitPattern)
    }

    /// The 3-4 chamfer distance as the shadow check first computed it: one branchy sweep
    /// each way over an unpadded raster.
    private static func plainChamfer(_ marks: [Bool], columns: Int, rows: Int) -> [Int32] {
        var reach = marks.map { $0 ? Int32(0) : ChamferDistance.far }
        for y in 0..<rows {
            for x in 0..<columns {
                var d = reach[y * columns + x]
                if x > 0 { d = min(d, reach[y * columns + x - 1] + 3) }
                if y > 0 {
                    d = min(d, reach[(y - 1) * columns + x] + 3)
                    if x > 0 { d = min(d, reach[(y - 1) * columns + x - 1] + 4) }
                    if x + 1 < columns { d = min(d, reach[(y - 1) * columns + x + 1] + 4) }
                }
                reach[y * columns + x] = d
            }
        }
        for y in stride(from: rows - 1, through: 0, by: -1) {
            for x in stride(from: columns - 1, through: 0, by: -1) {
                var d = reach[y * columns + x]
                if x + 1 < columns { d = min(d, reach[y * columns + x + 1] + 3) }
                if y + 1 < rows {
                    d = min(d, reach[(y + 1) * columns + x] + 3)
                    if x + 1 < columns { d = min(d, reach[(y + 1) * columns + x + 1] + 4) }
                    if x > 0 { d = min(d, reach[(y + 1) * columns + x - 1] + 4) }
                }
                reach[y * columns + x] = d
            }
        }
        return reach
    }

    @Test("the padded four-lane chamfer sweeps give the plain sweeps' distances",
          arguments: [(1, 1), (1, 9), (9, 1), (3, 3), (4, 5), (7, 2), (13, 11), (64, 20), (187, 27)])
    func chamferMatchesThePlainSweeps(columns: Int, rows: Int) {
        var generator = SplitMix(state: UInt64(columns * 1_000 + rows))
        for density in [0.0, 0.01, 0.1, 0.5] {
            let marks = (0..<(columns * rows)).map { _ in Double.random(in: 0..<1, using: &generator) < density }
            var raster = ChamferDistance(columns: columns, rows: rows)
            for y in 0..<rows {
                for x in 0..<columns where marks[y * columns + x] { raster.mark(raster.index(column: x, row: y)) }
            }
            raster.transform()
            let plain = Self.plainChamfer(marks, columns: columns, rows: rows)
            for y in 0..<rows {
                for x in 0..<columns {
                    #expect(raster.distance(raster.index(column: x, row: y)) == plain[y * columns + x],
                            "cell (\(x), \(y)) of \(columns)×\(rows) at density \(density)")
                }
            }
        }
    }

    /// The nearest seed of every cell as the stripes' read first found it: its own two
    /// branchy sweeps over an unpadded raster, a neighbour taking over only when strictly nearer.
    private static func plainNearest(_ seeds: [Int32], columns: Int, rows: Int) -> [Int32] {
        var source = seeds
        var distance = seeds.map { $0 >= 0 ? Int32(0) : ChamferDistance.far }
        func relax(_ k: Int, from j: Int, cost: Int32) {
            let d = distance[j] &+ cost
            if source[j] >= 0 && d < distance[k] { distance[k] = d; source[k] = source[j] }
        }
        for y in 0..<rows {
            for x in 0..<columns {
                let k = y * columns + x
                if x > 0 { relax(k, from: k - 1, cost: 3) }
                if y > 0 {
                    relax(k, from: k - columns, cost: 3)
                    if x > 0 { relax(k, from: k - columns - 1, cost: 4) }
                    if x + 1 < columns { relax(k, from: k - columns + 1, cost: 4) }
                }
            }
        }
        for y in stride(from: rows - 1, through: 0, by: -1) {
            for x in stride(from: columns - 1, through: 0, by: -1) {
                let k = y * columns + x
                if x + 1 < columns { relax(k, from: k + 1, cost: 3) }
                if y + 1 < rows {
                    relax(k, from: k + columns, cost: 3)
                    if x + 1 < columns { relax(k, from: k + columns + 1, cost: 4) }
                    if x > 0 { relax(k, from: k + columns - 1, cost: 4) }
                }
            }
        }
        return source
    }

    @Test("the nearest seed carried through the chamfer sweeps is the plain sweeps' one, at the chamfer distance",
          arguments: [(1, 1), (1, 9), (9, 1), (3, 3), (4, 5), (7, 2), (13, 11), (64, 20), (187, 27)])
    func nearestSeedsMatchThePlainSweeps(columns: Int, rows: Int) {
        var generator = SplitMix(state: UInt64(columns * 7_919 + rows))
        for density in [0.0, 0.01, 0.1, 0.5] {
            // Seed numbers in the order the cells are marked; a few cells marked twice (the later mark stays).
            var seeds = [Int32](repeating: -1, count: columns * rows)
            var raster = ChamferDistance(columns: columns, rows: rows), distances = raster
            var next: Int32 = 0
            for _ in 0..<2 {
                for y in 0..<rows {
                    for x in 0..<columns where Double.random(in: 0..<1, using: &generator) < density / 2 {
                        seeds[y * columns + x] = next
                        raster.mark(raster.index(column: x, row: y), seed: next)
                        distances.mark(distances.index(column: x, row: y))
                        next += 1
                    }
                }
            }
            let nearest = raster.nearestSeeds()
            distances.transform()
            let plain = Self.plainNearest(seeds, columns: columns, rows: rows)
            var place = [Int32: (Int, Int)]()
            for k in seeds.indices where seeds[k] >= 0 { place[seeds[k]] = (k % columns, k / columns) }
            for y in 0..<rows {
                for x in 0..<columns {
                    let seed = nearest[raster.index(column: x, row: y)]
                    #expect(seed == plain[y * columns + x], "cell (\(x), \(y)) of \(columns)×\(rows) at density \(density)")
                    guard let (sx, sy) = place[seed] else { continue }
                    // An unobstructed 3-4 chamfer distance: 3 per step along the longer axis, 1 more per diagonal step.
                    let dx = abs(sx - x), dy = abs(sy - y)
                    #expect(Int(distances.distance(distances.index(column: x, row: y))) == 3 * max(dx, dy) + min(dx, dy))
                }
            }
        }
    }

    @Test("a located pixel's cell, strip and background are those read from its position",
          arguments: [PixelRect(x: 10, y: 20, width: 300, height: 40), PixelRect(x: 0, y: 0, width: 90, height: 12),
                      PixelRect(x: 5, y: 7, width: 33, height: 18), PixelRect(x: 100, y: 50, width: 1290, height: 120)])
    func locatedPixelsMatchTheirPositions(box: PixelRect) {
        var generator = SplitMix(state: UInt64(box.width * 31 + box.height))
        // Pixels in the box and in a ring 6 pixels wide around it (clamped to the edge cells).
        let samples = (0..<2_000).map { _ in
            RegionSamples.Sample(x: Int32(Int.random(in: (box.x - 6)..<(box.maxX + 6), using: &generator)),
                                 y: Int32(Int.random(in: (box.y - 6)..<(box.maxY + 6), using: &generator)),
                                 r: 0, g: 0, b: 0, luminance: 0)
        }
        for uniform in [false, true] {
            var grid = BackgroundGrid(box: box, fill: SIMD3(0.5, 0.5, 0.5))
            let colors: [SIMD3<Float>?] = (0..<grid.count).map { _ in
                uniform ? SIMD3(0.25, 0.5, 0.75)
                    : SIMD3(Float.random(in: 0...1, using: &generator), Float.random(in: 0...1, using: &generator),
                            Float.random(in: 0...1, using: &generator))
            }
            grid.set(colors, fallback: SIMD3(0.5, 0.5, 0.5))
            #expect((grid.uniformValue != nil) == uniform)
            let (cells, strips) = grid.locate(samples)
            let blends = grid.blends(samples)
            var values = [SIMD3<Float>](repeating: .zero, count: samples.count)
            grid.values(blends, into: &values)
            // Read through the blends found on the first read that needs them: the same bits.
            var found: [BackgroundGrid.Blend] = []
            var read = [SIMD3<Float>](repeating: .zero, count: samples.count)
            grid.values(of: samples, blends: &found, into: &read)
            #expect(found.count == (uniform ? 0 : samples.count))
            #expect(read.map(Self.bits) == values.map(Self.bits))
            for (k, s) in samples.enumerated() {
                #expect(cells[k] == grid.cell(x: s.x, y: s.y))
                #expect(strips[k] == grid.strip(x: s.x))
                #expect(Self.bits(values[k]) == Self.bits(grid.value(x: s.x, y: s.y)), "pixel (\(s.x), \(s.y))")
                #expect(Self.bits(grid.value(blends[k])) == Self.bits(grid.value(x: s.x, y: s.y)))
            }
        }
    }

    @Test("a distance compared as its square against squaredReach gives the square root's answer",
          arguments: [0, 1, 2, 3])
    func squaredReachMatchesTheSquareRoot(seed: Int) {
        var generator = SplitMix(state: UInt64(seed) &+ 29)
        // Limits as the estimator takes them (a grain, a tolerance: 0…1), their squares' and
        // the neighbouring floats either side, and squared distances anywhere in 0…3.
        var limits: [Float] = [0, .leastNonzeroMagnitude, 1e-30, 0.03, 0.06, 0.25, 1]
        limits += (0..<200).map { _ in Float.random(in: 0...1.2, using: &generator) }
        for limit in limits {
            let reach = squaredReach(limit)
            var near = limit * limit
            for _ in 0..<40 { near = near.nextDown }
            var xs: [Float] = []
            for _ in 0..<80 {
                xs.append(near)
                near = near.nextUp
            }
            xs += (0..<50).map { _ in Float.random(in: 0...3, using: &generator) }
            for x in xs where x >= 0 {
                #expect((x.squareRoot() <= limit) == (x <= reach), "limit \(limit), x \(x)")
                #expect((x.squareRoot() > limit) == (x > reach), "limit \(limit), x \(x)")
            }
        }
        #expect(squaredReach(-1) < 0)
        #expect(squaredReach(.infinity) == .infinity)
    }

    @Test("selection finds the k-th smallest value, flat or noisy", arguments: [1, 2, 15, 16, 17, 23, 64, 257, 3_001])
    func selectionFindsTheKthSmallest(count: Int) {
        var generator = SplitMix(state: UInt64(count))
        // Noisy, a few values repeated, and one value over most of the set (a flat background).
        let sets: [[Float]] = [
            (0..<count).map { _ in Float.random(in: 0...1, using: &generator) },
            (0..<count).map { _ in Float(Int.random(in: 0..<4, using: &generator)) / 4 },
            (0..<count).map { _ in Int.random(in: 0..<10, using: &generator) < 8 ? 0.5 : Float.random(in: 0...1, using: &generator) },
        ]
        for values in sets {
            let sorted = values.sorted()
            for k in Set([0, count / 10, count / 2, count - 1 - count / 10, count - 1]) {
                var copy = values
                let found = copy.withUnsafeMutableBufferPointer { Quantiles.select($0, k) }
                #expect(found == sorted[k], "k = \(k) of \(count)")
                // The partitioning search alone, which the guess of `select` may skip.
                var again = values
                let selected = again.withUnsafeMutableBufferPointer { Quantiles.quickselect($0, k) }
                #expect(selected == sorted[k], "quickselect: k = \(k) of \(count)")
                #expect(again.sorted() == sorted, "quickselect keeps the values")
            }
        }
    }

    @Test("branch-free selection gives the bits sorting gives, over signed or non-negative values; a NaN or both zeros are left to quickselect",
          arguments: [1, 2, 16, 17, 100, 300, 1_024, 3_001])
    func partitionSelectionMatchesSorting(count: Int) {
        var generator = SplitMix(state: UInt64(count) &+ 11)
        let sets: [[Float]] = [
            (0..<count).map { _ in Float.random(in: 0...1, using: &generator) },
            (0..<count).map { _ in Float.random(in: -2...2, using: &generator) },
            (0..<count).map { _ in Float(Int.random(in: -3..<4, using: &generator)) / 3 },
            (0..<count).map { _ in Int.random(in: 0..<2, using: &generator) == 0 ? -0.0 : Float.random(in: -1...1, using: &generator) },
            // Every value the bracket samples (1,024 values: every 16th from the 8th) far above the
            // rest, so it misses the k-th and the passes start from all the values.
            (0..<count).map { $0 % 16 == 8 ? 1 : Float.random(in: 0..<0.5, using: &generator) },
        ]
        for values in sets {
            let sorted = values.sorted()
            var copy = values
            let order = copy.withUnsafeMutableBufferPointer { Quantiles.ordering($0) }
            #expect(order.total)
            #expect(order.signed == values.contains { $0.sign == .minus })
            for k in Set([0, count / 20, count / 10, count / 2, count - 1 - count / 200, count - 1]) {
                let found = copy.withUnsafeMutableBufferPointer { Quantiles.partitionSelect($0, k, signed: order.signed) }
                #expect(found.bitPattern == sorted[k].bitPattern, "k = \(k) of \(count)")
                #expect(copy == values, "the values are left as they are")
            }
        }
        var zeros: [Float] = [0.5, -0.0, 0.25, 0, 1]
        #expect(!zeros.withUnsafeMutableBufferPointer { Quantiles.ordering($0) }.total)
        var nan: [Float] = [0.5, .nan, 0.25]
        #expect(!nan.withUnsafeMutableBufferPointer { Quantiles.ordering($0) }.total)
    }

    @Test("8-bit channel values are selected by counting: the value sorting gives; other values are left to quickselect",
          arguments: [16, 17, 100, 3_001])
    func byteValuesAreSelectedByCounting(count: Int) {
        var generator = SplitMix(state: UInt64(count) &+ 7)
        let bytes = Quantiles.byteValues
        // Noisy over all 256 values, and a few values near each other (an anti-aliased edge).
        let sets: [[Float]] = [
            (0..<count).map { _ in bytes[Int.random(in: 0..<256, using: &generator)] },
            (0..<count).map { _ in bytes[200 + Int.random(in: 0..<6, using: &generator)] },
        ]
        for values in sets {
            let sorted = values.sorted()
            for k in Set([0, count / 10, count / 2, count - 1]) {
                var copy = values
                let found = copy.withUnsafeMutableBufferPointer { Quantiles.selectByte($0, k) }
                #expect(found?.bitPattern == sorted[k].bitPattern, "k = \(k) of \(count)")
            }
        }
        // One value an 8-bit channel does not give (a 16-bit one): not counted.
        var mixed = sets[0]
        mixed[count / 2] = 1000 / 65535
        #expect(mixed.withUnsafeMutableBufferPointer { Quantiles.selectByte($0, 0) } == nil)
        #expect(mixed.withUnsafeMutableBufferPointer { Quantiles.select($0, count / 2) } == mixed.sorted()[count / 2])
    }
}
