import ContrastScan
import ColorScience
import PNGCodec

/// Draws a record's regions on its screenshot: each box outlined in its
/// verdict's colour just outside the measured pixels (so the text itself is
/// not covered), ringed by a 1-pixel halo — white or black, whichever contrasts
/// more with the screenshot's own pixels around the box, so a red box stays
/// visible on a red interface — with a label beside it giving the region's id,
/// the ratio and, unless it passes, the verdict: "MORE-LABEL FAIL 2.31:1".
///
/// Line width and lettering grow with the image (a 1290-pixel-wide phone
/// screenshot gets 3-pixel lines and 2× letters) so they read at full size.
/// Worse regions are drawn last, on top.
public enum Annotator {
    /// The label drawn beside `region`: its id (cut to `maxIdLength` characters)
    /// and its verdict and ratio.
    public static func label(for region: RegionRecord) -> String {
        let id = region.id.count <= maxIdLength ? region.id : String(region.id.prefix(maxIdLength - 2)) + ".."
        return id.isEmpty ? verdictLabel(for: region) : id + " " + verdictLabel(for: region)
    }

    /// The longest id a label spells out whole.
    public static let maxIdLength = 24

    /// The verdict part of a label: "FAIL 2.31:1", "REVIEW 4.10:1", "7.20:1", "ERROR".
    public static func verdictLabel(for region: RegionRecord) -> String {
        if region.error != nil { return "ERROR" }
        let ratio = region.ratio.map(RatioFormat.text)
        switch region.verdict {
        case .pass, .skipped: return ratio ?? region.verdict.rawValue.uppercased()
        case .fail: return ratio.map { "FAIL \($0)" } ?? "FAIL"
        case .review: return ratio.map { "REVIEW \($0)" } ?? "REVIEW"
        }
    }

    /// Outline width in pixels for an image `width` pixels wide.
    public static func lineWidth(imageWidth width: Int) -> Int { max(2, width / 400) }

    /// Draws every region of `record` that has pixels on `bitmap`.
    public static func annotate<Surface: DrawingSurface>(_ bitmap: inout Surface, with record: ImageRecord) {
        let line = lineWidth(imageWidth: bitmap.width)
        let scale = max(1, bitmap.width / 500)
        let regions = record.regions.filter { $0.pixelRect.map { !$0.isEmpty } ?? false }
            .sorted { a, b in
                // Best first, so the worst are drawn last and stay visible.
                let ea = a.error != nil, eb = b.error != nil
                if ea != eb { return !ea }
                return BatchRanking.regionPrecedes(b, a)
            }
        let rects = regions.compactMap(\.pixelRect)
        // Halo colours from the screenshot's own pixels, before anything is drawn.
        let halos = rects.map { rect in
            haloColor(around: PixelRect(x: rect.x - line - 1, y: rect.y - line - 1, width: rect.width + 2 * line + 2, height: rect.height + 2 * line + 2), in: bitmap)
        }
        for (region, halo) in zip(regions, halos) {
            guard let rect = region.pixelRect else { continue }
            let outline = PixelRect(x: rect.x - line, y: rect.y - line, width: rect.width + 2 * line, height: rect.height + 2 * line)
            ring(PixelRect(x: outline.x - 1, y: outline.y - 1, width: outline.width + 2, height: outline.height + 2), thickness: 1, color: halo, on: &bitmap)
            ring(outline, thickness: line, color: VerdictPalette.color(for: region), on: &bitmap)
        }
        // Labels after every box, so no box cuts through a label; worst placed first.
        var placed: [PixelRect] = []
        for region in regions.reversed() {
            guard let rect = region.pixelRect else { continue }
            let text = label(for: region)
            let size = (BitmapFont.width(of: text, scale: scale) + 2 * scale, BitmapFont.glyphHeight * scale + 2 * scale)
            let spot = place(size, beside: rect, line: line, in: bitmap, avoiding: placed, boxes: rects)
            placed.append(spot)
            let halo = haloColor(around: PixelRect(x: spot.x - 1, y: spot.y - 1, width: spot.width + 2, height: spot.height + 2), in: bitmap)
            ring(PixelRect(x: spot.x - 1, y: spot.y - 1, width: spot.width + 2, height: spot.height + 2), thickness: 1, color: halo, on: &bitmap)
            bitmap.fill(x: spot.x, y: spot.y, width: spot.width, height: spot.height, with: VerdictPalette.color(for: region))
            BitmapFont.draw(text, x: spot.x + scale, y: spot.y + scale, scale: scale, color: VerdictPalette.labelText, on: &bitmap)
        }
    }

    /// White or black: whichever has the higher WCAG contrast with the mean
    /// relative luminance of the pixels on the 1-pixel ring `ring` (clipped to the image).
    static func haloColor<Surface: DrawingSurface>(around ring: PixelRect, in bitmap: Surface) -> RGBA8 {
        var total = 0.0, count = 0
        let linear = linearChannel
        func sample(_ x: Int, _ y: Int) {
            guard let p = bitmap.pixel(x: x, y: y) else { return }
            // WCAG's relative luminance, its linearised channels read from a table.
            total += WCAG.luminance(linearRed: linear[Int(p.red)], green: linear[Int(p.green)], blue: linear[Int(p.blue)])
            count += 1
        }
        // At most ~64 samples per side: the mean, not every pixel, is wanted.
        let stepX = max(1, ring.width / 64), stepY = max(1, ring.height / 64)
        for x in stride(from: ring.x, to: ring.maxX, by: stepX) { sample(x, ring.y); sample(x, ring.maxY - 1) }
        for y in stride(from: ring.y, to: ring.maxY, by: stepY) { sample(ring.x, y); sample(ring.maxX - 1, y) }
        let luminance = count > 0 ? total / Double(count) : 1
        // (1 + 0.05) / (L + 0.05) against white, (L + 0.05) / 0.05 against black.
        return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? haloLight : haloDark
    }

    /// Each 8-bit sRGB value linearised as `WCAG.relativeLuminance` does it,
    /// so a halo costs no `pow`.
    private static let linearChannel: [Double] = (0...255).map { value in
        let v = Double(value) / 255
        return RGB(red: v, green: v, blue: v).linear.red
    }

    /// The halo colours.
    public static let haloLight = RGBA8(red: 0xFF, green: 0xFF, blue: 0xFF)
    public static let haloDark = RGBA8(red: 0x00, green: 0x00, blue: 0x00)

    /// A frame `thickness` pixels wide along the inside of `rect`.
    private static func ring<Surface: DrawingSurface>(_ rect: PixelRect, thickness: Int, color: RGBA8, on bitmap: inout Surface) {
        bitmap.fill(x: rect.x, y: rect.y, width: rect.width, height: thickness, with: color)
        bitmap.fill(x: rect.x, y: rect.maxY - thickness, width: rect.width, height: thickness, with: color)
        bitmap.fill(x: rect.x, y: rect.y + thickness, width: thickness, height: rect.height - 2 * thickness, with: color)
        bitmap.fill(x: rect.maxX - thickness, y: rect.y + thickness, width: thickness, height: rect.height - 2 * thickness, with: color)
    }

    /// Where a label goes: above the box's top-left corner, else below it, to
    /// its right or to its left — the first spot inside the image that covers
    /// no other label and the least of other boxes (their edges most).
    private static func place<Surface: DrawingSurface>(_ size: (Int, Int), beside rect: PixelRect, line: Int, in bitmap: Surface,
                              avoiding labels: [PixelRect], boxes: [PixelRect]) -> PixelRect {
        let (w, h) = size
        let candidates = [
            PixelRect(x: rect.x - line, y: rect.y - line - h, width: w, height: h),
            PixelRect(x: rect.x - line, y: rect.maxY + line, width: w, height: h),
            PixelRect(x: rect.maxX + line, y: rect.y, width: w, height: h),
            PixelRect(x: rect.x - line - w, y: rect.y, width: w, height: h),
        ].map { spot -> PixelRect in
            var spot = spot
            spot.x = max(0, min(spot.x, bitmap.width - w))
            spot.y = max(0, min(spot.y, bitmap.height - h))
            return spot
        }
        func cost(_ spot: PixelRect) -> Int {
            let onLabels = labels.reduce(0) { $0 + $1.intersection(spot).area }
            let onBoxes = boxes.filter { $0 != rect }.reduce(0) { total, box in
                let outline = PixelRect(x: box.x - line, y: box.y - line, width: box.width + 2 * line, height: box.height + 2 * line)
                let inner = box.intersection(spot).area
                return total + (outline.intersection(spot).area - inner) * 5 + inner   // edges weigh more than text
            }
            return onLabels * 1000 + onBoxes * 2 + spot.intersection(rect).area * 2
        }
        return candidates.enumerated().min { a, b in
            let (ca, cb) = (cost(a.element), cost(b.element))
            return ca != cb ? ca < cb : a.offset < b.offset
        }!.element
    }
}
