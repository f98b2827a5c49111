/// The conversion matrices of CSS Color 4, §18 "Sample code for color
/// conversions" (https://drafts.csswg.org/css-color-4/#color-conversion-code),
/// typed exactly as the specification prints them: the rational forms as the
/// same fractions, the decimal ones digit for digit. Each maps linear-light
/// RGB (or XYZ, or LMS) column vectors, by rows.
///
/// Exactness matters more here than elsewhere: these numbers decide whether a
/// colour written as `color(display-p3 …)` or `lab(…)` passes a contrast
/// threshold, and a browser rendering the same CSS uses the same matrices.
enum CSSColorMatrices {
    /// `lin_sRGB_to_XYZ`: linear sRGB to XYZ D65.
    static let linearSRGBToXYZ = Matrix3(
        SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))

    /// `XYZ_to_lin_sRGB`: XYZ D65 to linear sRGB.
    static let xyzToLinearSRGB = Matrix3(
        SIMD3(12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        SIMD3(705.0 / 12673, -2585.0 / 12673, 705.0 / 667))

    /// `lin_P3_to_XYZ`: linear Display P3 to XYZ D65.
    static let linearP3ToXYZ = Matrix3(
        SIMD3(608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        SIMD3(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        SIMD3(0.0 / 1, 32229.0 / 714400, 5220557.0 / 5000800))

    /// `lin_a98rgb_to_XYZ`: linear a98-rgb to XYZ D65.
    static let linearA98ToXYZ = Matrix3(
        SIMD3(573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        SIMD3(591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        SIMD3(53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835))

    /// `lin_ProPhoto_to_XYZ`: linear prophoto-rgb to XYZ **D50** (no rational form exists).
    static let linearProPhotoToXYZD50 = Matrix3(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0.00000000000000000, 0.00000000000000000, 0.82510460251046020))

    /// `lin_2020_to_XYZ`: linear rec2020 to XYZ D65.
    static let linearRec2020ToXYZ = Matrix3(
        SIMD3(63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        SIMD3(26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        SIMD3(0.0 / 1, 19567812.0 / 697040785, 295819943.0 / 278816314))

    /// `D50_to_D65`: the linear Bradford chromatic adaptation from the D50 white to D65.
    static let bradfordD50ToD65 = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    /// `OKLab_to_XYZ`'s first matrix: Oklab to non-linear LMS.
    static let oklabToLMS = Matrix3(
        SIMD3(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0000000000000000, -0.0894841775298119, -1.2914855480194092))

    /// `OKLab_to_XYZ`'s second matrix: linear LMS to XYZ D65.
    static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))

    /// The D50 white of Lab and `xyz-d50`, from its 4-figure CIE chromaticity
    /// (0.3457, 0.3585), Y = 1.
    static let d50White = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
}
