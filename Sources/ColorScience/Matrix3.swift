/// A 3×3 matrix by rows.
struct Matrix3: Sendable {
    let row0, row1, row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((row0 * v).sum(), (row1 * v).sum(), (row2 * v).sum())
    }

    /// The inverse by cofactors: the columns of the inverse are cross products
    /// of the rows, over the determinant.
    var inverse: Matrix3 {
        func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
        }
        let c0 = cross(row1, row2), c1 = cross(row2, row0), c2 = cross(row0, row1)
        let determinant = (row0 * c0).sum()
        return Matrix3(SIMD3(c0.x, c1.x, c2.x) / determinant,
                       SIMD3(c0.y, c1.y, c2.y) / determinant,
                       SIMD3(c0.z, c1.z, c2.z) / determinant)
    }
}
