import ColorScience
import PNGCodec

extension Analyzer {
    /// The warning for an untagged screenshot at the size of a Display P3 iPhone or
    /// iPad, read as sRGB because nothing said otherwise: names the devices, the
    /// option that reads it as Display P3, and the regions whose verdict that would
    /// change (the ratio the same pixel values give as Display P3). Nil when the image
    /// declares a colour space, a profile was assumed, or the size is no such device's.
    func untaggedDeviceWarning(chunks: ColorChunks, width: Int, height: Int, regions: [RegionReport]) -> String? {
        guard chunks.isUntagged, assumedProfile == nil,
              let devices = DisplayP3ScreenSizes.devices(width: width, height: height),
              let converter = ImageColorimetry.referenceDisplayP3 else { return nil }
        let p3 = ImageColorimetry(name: "Display P3", converter: converter, cssSpace: "display-p3")
        var changes: [String] = []
        for region in regions where region.problem == nil && (region.verdict == .pass || region.verdict == .fail) {
            // Medians are taken on the encoded values, so the colours measured are the
            // same values whichever space they are read in; only their luminance differs.
            guard let minimum = region.requirement.minimumRatio, region.requirement.minimumLc == nil,
                  let fg = region.foreground, let bg = region.background else { continue }
            func luminance(_ c: RGB) -> Double { p3.luminance(SIMD3(c.red, c.green, c.blue)) }
            let ratio = WCAG.contrastRatio(luminance: luminance(fg), luminance(bg))
            let passes = RatioFormat.truncated(ratio) >= minimum
            guard passes != (region.verdict == .pass) else { continue }
            changes.append("\(region.id) \(RatioFormat.text(ratio)) (\(passes ? "pass" : "fail"))")
        }
        var warning = "untagged \(width)×\(height) PNG read as sRGB, but screenshots of this size come from Display P3 "
            + "screens (\(devices)); if it was taken on one, --assume-profile display-p3 reads it as such"
        if changes.isEmpty {
            warning += " (no verdict would change)"
        } else {
            let shown = changes.prefix(5).joined(separator: ", ")
            warning += ", and \(changes.count) verdict\(changes.count == 1 ? "" : "s") would change: \(shown)"
                + (changes.count > 5 ? ", …" : "")
        }
        return warning
    }
}
