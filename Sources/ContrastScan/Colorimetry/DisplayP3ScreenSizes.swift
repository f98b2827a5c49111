/// Screenshot sizes of iPhones and iPads with Display P3 screens (iPhone 7 and
/// later, iPad Pro and the iPads since the 2018 models), portrait; a landscape
/// screenshot is the same size turned.
///
/// An untagged PNG of one of these sizes is most likely a device screenshot whose
/// profile was stripped on the way (uploaders and chat apps do that): its values
/// are Display P3, and read as sRGB their saturated colours' luminance is off.
enum DisplayP3ScreenSizes {
    /// The devices that take screenshots of `width`×`height` pixels, or nil.
    static func devices(width: Int, height: Int) -> String? {
        let portrait = (min(width, height), max(width, height))
        return sizes.first { $0.width == portrait.0 && $0.height == portrait.1 }?.devices
    }

    private static let sizes: [(width: Int, height: Int, devices: String)] = [
        (1320, 2868, "iPhone 16 Pro Max"),
        (1290, 2796, "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus"),
        (1206, 2622, "iPhone 16 Pro"),
        (1179, 2556, "iPhone 14 Pro, 15, 15 Pro, 16"),
        (1284, 2778, "iPhone 12 Pro Max, 13 Pro Max, 14 Plus"),
        (1170, 2532, "iPhone 12, 12 Pro, 13, 13 Pro, 14"),
        (1080, 2340, "iPhone 12 mini, 13 mini"),
        (1242, 2688, "iPhone XS Max, 11 Pro Max"),
        (1125, 2436, "iPhone X, XS, 11 Pro"),
        (828, 1792, "iPhone XR, 11"),
        (1242, 2208, "iPhone 7 Plus, 8 Plus"),
        (750, 1334, "iPhone 7, 8, SE (2nd and 3rd generation)"),
        (2064, 2752, "iPad Pro 13-inch (M4)"),
        (2048, 2732, "iPad Pro 12.9-inch"),
        (1668, 2420, "iPad Pro 11-inch (M4)"),
        (1668, 2388, "iPad Pro 11-inch"),
        (1640, 2360, "iPad Air (4th and 5th generation), iPad (10th generation)"),
        (1668, 2224, "iPad Pro 10.5-inch, iPad Air (3rd generation)"),
        (1488, 2266, "iPad mini (6th generation)"),
    ]
}
