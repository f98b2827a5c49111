/// The distance of every cell of a coarse raster from the nearest marked cell (the 3-4
/// chamfer: 3 per step across, 4 per step diagonally), in two passes over the raster; and,
/// for marks that carry a seed (`mark(_:seed:)`), which seed is the nearest to every cell
/// (`nearestSeeds`), found by the same two passes.
///
/// The raster is stored with a border of one cell all round holding `far`, so neither pass
/// tests for the raster's edges: a border cell never lowers a cell's distance (every distance
/// is at most `far`), just as a neighbour outside the raster is never read.
struct ChamferDistance {
    /// A cell no mark reaches.
    static let far = Int32(1 << 20)
    let columns: Int, rows: Int
    /// `(rows + 2) × (columns + 2)` cells, row-major, the border included.
    private(set) var reach: [Int32]
    /// Per cell of `reach`, the seed it was marked with (-1: none); empty until a mark carries one.
    private var seeds: [Int32] = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        reach = [Int32](repeating: Self.far, count: (columns + 2) * (rows + 2))
    }

    /// Index in `reach` of cell (column, row) of the raster (both from 0).
    @inline(__always)
    func index(column: Int, row: Int) -> Int { Self.index(column: column, row: row, columns: columns) }

    /// `index(column:row:)` in a raster `columns` wide, without one at hand (tables of
    /// indices made before the raster, so they neither retain nor check it).
    @inline(__always)
    static func index(column: Int, row: Int, columns: Int) -> Int { (row + 1) * (columns + 2) + column + 1 }

    /// Marks the cell at `index` (from `index(column:row:)`): its distance is 0.
    @inline(__always)
    mutating func mark(_ index: Int) { reach[index] = 0 }

    /// Calls `body` with a function that marks the cell at an index (from `index(column:row:)`,
    /// as `mark(_:)`): many marks through one access to the raster, with no uniqueness test
    /// or bounds check per mark.
    @inline(__always)
    mutating func marking(_ body: ((Int) -> Void) -> Void) {
        reach.withUnsafeMutableBufferPointer { r in
            // Unchecked: an index from `index(column:row:)` of a cell of the raster lies inside it.
            guard let cells = r.baseAddress else { return }
            body { cells[$0] = 0 }
        }
    }

    /// Marks the cell at `index` with `seed` (a later mark of the same cell replaces it).
    @inline(__always)
    mutating func mark(_ index: Int, seed: Int32) {
        if seeds.isEmpty { seeds = [Int32](repeating: -1, count: reach.count) }
        reach[index] = 0
        seeds[index] = seed
    }

    /// The distance at `index`, in thirds of a cell.
    @inline(__always)
    func distance(_ index: Int) -> Int32 { reach[index] }

    /// Fills in the distances: forward (from the left and the row above), then backward
    /// (from the right and the row below). Each row takes the finished row beside it first,
    /// four cells at a time, then runs along itself: the same minimum in the same cells as
    /// one sweep taking its four neighbours at once.
    mutating func transform() {
        let width = columns + 2, rows = rows, columns = columns
        reach.withUnsafeMutableBufferPointer { r in
            // Unchecked access in the two sweeps: every index lies inside the padded raster
            // (rows 1...rows and columns 1...columns, each with its neighbours), as `init` sized it.
            guard let p = r.baseAddress else { return }
            for y in stride(from: 1, through: rows, by: 1) {
                let row = p + y * width
                Self.takeNeighbourRow(row, row - width, columns: columns)
                // Along the row, the cell before carried in a register (it was just written).
                var before = row[0]
                var x = 1
                while x <= columns {
                    before = min(row[x], before &+ 3)
                    row[x] = before
                    x &+= 1
                }
            }
            for y in stride(from: rows, through: 1, by: -1) {
                let row = p + y * width
                Self.takeNeighbourRow(row, row + width, columns: columns)
                var after = row[columns &+ 1]
                var x = columns
                while x >= 1 {
                    after = min(row[x], after &+ 3)
                    row[x] = after
                    x &-= 1
                }
            }
        }
    }

    /// Fills in the distances, as `transform`, carrying each mark's seed along, and returns
    /// per cell of `reach` (index with `index(column:row:)`) the seed of the nearest mark, -1
    /// where there is none. Where two marks are equally near, the one the sweeps reach first
    /// stays: forward, each cell asks its left, upper, upper-left and upper-right neighbours in
    /// that order; backward, its right, lower, lower-right and lower-left ones; a neighbour
    /// takes over only when strictly nearer. (The border, at `far`, never is.)
    mutating func nearestSeeds() -> [Int32] {
        guard !seeds.isEmpty else { return [Int32](repeating: -1, count: reach.count) }
        let width = columns + 2, rows = rows, columns = columns
        reach.withUnsafeMutableBufferPointer { r in
        seeds.withUnsafeMutableBufferPointer { s in
            // Unchecked: as in `transform`, every index lies inside the padded raster.
            guard let d = r.baseAddress, let seed = s.baseAddress else { return }
            @inline(__always)
            func relax(_ k: Int, from j: Int, cost: Int32) {
                let through = d[j] &+ cost
                if through < d[k] { d[k] = through; seed[k] = seed[j] }
            }
            for y in stride(from: 1, through: rows, by: 1) {
                for x in stride(from: 1, through: columns, by: 1) {
                    let k = y &* width &+ x
                    relax(k, from: k &- 1, cost: 3)
                    relax(k, from: k &- width, cost: 3)
                    relax(k, from: k &- width &- 1, cost: 4)
                    relax(k, from: k &- width &+ 1, cost: 4)
                }
            }
            for y in stride(from: rows, through: 1, by: -1) {
                for x in stride(from: columns, through: 1, by: -1) {
                    let k = y &* width &+ x
                    relax(k, from: k &+ 1, cost: 3)
                    relax(k, from: k &+ width, cost: 3)
                    relax(k, from: k &+ width &+ 1, cost: 4)
                    relax(k, from: k &+ width &- 1, cost: 4)
                }
            }
        }
        }
        return seeds
    }

    /// `row[x] = min(row[x], next[x] + 3, next[x - 1] + 4, next[x + 1] + 4)` for x in
    /// 1...columns, where `next` is the finished row above or below: four cells at a time.
    @inline(__always)
    private static func takeNeighbourRow(_ row: UnsafeMutablePointer<Int32>, _ next: UnsafeMutablePointer<Int32>,
                                         columns: Int) {
        // Four-cell loads and stores at x - 1 … x + 4, with x + 3 <= columns: inside the two
        // padded rows (each columns + 2 cells long). `next` is another row, never `row`.
        let three = SIMD4<Int32>(repeating: 3), four = SIMD4<Int32>(repeating: 4)
        var x = 1
        while x &+ 3 <= columns {
            let here = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD4<Int32>.self)
            let across = UnsafeRawPointer(next + x).loadUnaligned(as: SIMD4<Int32>.self)
            let before = UnsafeRawPointer(next + x - 1).loadUnaligned(as: SIMD4<Int32>.self)
            let after = UnsafeRawPointer(next + x + 1).loadUnaligned(as: SIMD4<Int32>.self)
            let d = pointwiseMin(pointwiseMin(here, across &+ three), pointwiseMin(before &+ four, after &+ four))
            UnsafeMutableRawPointer(row + x).storeBytes(of: d, as: SIMD4<Int32>.self)
            x &+= 4
        }
        while x <= columns {
            row[x] = min(row[x], next[x] &+ 3, next[x - 1] &+ 4, next[x + 1] &+ 4)
            x &+= 1
        }
    }
}
