import ContrastScan
import ColorScience
import PNGCodec

/// Draws a record's regions on its screenshot: each box outlined in its
/// verdict's colour just outside the measured pixels (so the text itself is
/// not covered), with a label beside it giving the ratio and, unless it
/// passes, the verdict — "FAIL 2.31:1".
///
/// Line width and lettering grow with the image (a 1290-pixel-wide phone
/// screenshot gets 3-pixel lines and 2× letters) so they read at full size.
/// Worse regions are drawn last, on top.
public enum Annotator {
    /// The label drawn beside `region`.
    public static func label(for region: RegionRecord) -> String {
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
    public static func annotate(_ bitmap: inout RGBA8Bitmap, with record: ImageRecord) {
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
        for region in regions {
            guard let rect = region.pixelRect else { continue }
            let color = VerdictPalette.color(for: region)
            bitmap.fill(x: rect.x - line, y: rect.y - line, width: rect.width + 2 * line, height: line, with: color)
            bitmap.fill(x: rect.x - line, y: rect.maxY, width: rect.width + 2 * line, height: line, with: color)
            bitmap.fill(x: rect.x - line, y: rect.y, width: line, height: rect.height, with: color)
            bitmap.fill(x: rect.maxX, y: rect.y, width: line, height: rect.height, with: color)
        }
        // Labels after every box, so no box cuts through a label; worst placed first.
        var placed: [PixelRect] = []
        for region in regions.reversed() {
            guard let rect = region.pixelRect else { continue }
            let text = label(for: region)
            let size = (BitmapFont.width(of: text, scale: scale) + 2 * scale, BitmapFont.glyphHeight * scale + 2 * scale)
            let spot = place(size, beside: rect, line: line, in: bitmap, avoiding: placed, boxes: rects)
            placed.append(spot)
            bitmap.fill(x: spot.x, y: spot.y, width: spot.width, height: spot.height, with: VerdictPalette.color(for: region))
            BitmapFont.draw(text, x: spot.x + scale, y: spot.y + scale, scale: scale, color: VerdictPalette.labelText, on: &bitmap)
        }
    }

    /// Where a label goes: above the box's top-left corner, else below it, to
    /// its right or to its left — the first spot inside the image that covers
    /// no other label and the least of other boxes (their edges most).
    private static func place(_ size: (Int, Int), beside rect: PixelRect, line: Int, in bitmap: RGBA8Bitmap,
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
